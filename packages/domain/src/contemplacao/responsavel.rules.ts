import { faseEm } from '../casos/casos.rules.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import { HORARIO_ATENDIMENTO } from '../filiais/retorno.rules.ts';
import { formatarGrupoCota } from '../formatacao/formatacao.rules.ts';
import type { TextoNotificacao } from '../notificacoes/notificacoes.rules.ts';
import { FASES_AGUARDANDO_DOCUMENTOS, FASES_EM_ANALISE } from './analise.rules.ts';

/**
 * Who holds the contemplation's next step (issue 18 "Beyond the anchors": every change of holder is told to
 * the customer by notification and e-mail). The analysis case's phase decides it.
 */

export type ResponsavelDaEtapa = 'voce' | 'administradora';

/** What the customer is told happened, one per holder change. */
export type PassoSeguinte =
  'documentos' | 'analise' | 'pendencia' | 'aprovada' | 'reprovada' | 'descontemplada';

const PASSOS: Record<PassoSeguinte, { responsavel: ResponsavelDaEtapa; fases: readonly CodigoFase[] }> = {
  documentos: { responsavel: 'voce', fases: ['TRATATIVA_NAO_INICIADA'] },
  analise: {
    responsavel: 'administradora',
    fases: [...FASES_EM_ANALISE, 'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE'],
  },
  pendencia: {
    responsavel: 'voce',
    fases: FASES_AGUARDANDO_DOCUMENTOS.filter((f) => f !== 'TRATATIVA_NAO_INICIADA'),
  },
  aprovada: { responsavel: 'voce', fases: ['CADASTRO_APROVADO', 'CADASTRO_APROVADO_COMITE'] },
  reprovada: {
    responsavel: 'voce',
    fases: ['CADASTRO_NAO_APROVADO', 'CADASTRO_NAO_APROVADO_COMITE', 'REPROVADO', 'REPROVADO_COMITE'],
  },
  // The deadline job closed the case and the quota is back in the draws: nothing left for the customer here.
  descontemplada: { responsavel: 'administradora', fases: ['PRAZO_FINALIZADO'] },
};

/** The step an analysis phase stands for, or null for a phase outside the contemplation's timeline. */
export function passoDaFase(fase: string | null | undefined): PassoSeguinte | null {
  const passos = Object.keys(PASSOS) as PassoSeguinte[];
  return passos.find((p) => faseEm(fase, PASSOS[p].fases)) ?? null;
}

export function responsavelDaFase(fase: string | null | undefined): ResponsavelDaEtapa | null {
  const passo = passoDaFase(fase);
  return passo ? PASSOS[passo].responsavel : null;
}

/**
 * The step to tell the customer about when a case moves from `antes` to `depois`: only when the holder changes
 * (customer → administrator on sending, administrator → customer on a pending item, approval or refusal) or the
 * job descontemplated the quota. A move within one holder (triage → internal analysis) tells nothing.
 */
export function mudancaDeResponsavel(
  antes: string | null | undefined,
  depois: string | null | undefined,
): PassoSeguinte | null {
  const passo = passoDaFase(depois);
  if (!passo) return null;
  const de = responsavelDaFase(antes);
  if (passo === 'descontemplada') return passoDaFase(antes) === 'descontemplada' ? null : passo;
  return de !== null && de === PASSOS[passo].responsavel ? null : passo;
}

export interface AvisoDeResponsavel {
  notificacao: TextoNotificacao;
  email: { assunto: string; texto: string };
}

/**
 * The texts of a holder change, naming the quota and the next step with its date: `prazo` is the step's
 * deadline (DD/MM/YYYY: the guarantee deadline for documents, 48 business hours for the analysis), `desde` the
 * day of the change, used when the next step has no deadline (approval, refusal).
 */
export function textoMudancaDeResponsavel(a: {
  passo: PassoSeguinte;
  grupo: number;
  cota: number;
  prazo: string | null;
  desde: string;
  portal: string;
  nomeDoCliente: string;
}): AvisoDeResponsavel {
  const cota = formatarGrupoCota(a.grupo, a.cota);
  const ate = a.prazo ? ` até ${a.prazo}` : '';
  const link = '/contemplado';
  const textos: Record<PassoSeguinte, Omit<TextoNotificacao, 'link'>> = {
    documentos: {
      titulo: 'Sua contemplação começou',
      resumo: `Cota ${cota}: envie os documentos da análise de crédito${ate}.`,
      conteudo:
        `A cota ${cota} foi contemplada. Agora é a sua vez: aceite os termos e envie os documentos da análise ` +
        `de crédito pelo app${ate}.`,
    },
    analise: {
      titulo: 'Documentos recebidos: análise em andamento',
      resumo: `Cota ${cota}: a administradora analisa seus documentos${ate}.`,
      conteudo:
        `Recebemos os documentos da cota ${cota}. Agora é a vez da administradora: a análise leva até 48 horas ` +
        `úteis e a resposta sai${ate || ' em breve'}. Avisaremos você assim que houver novidade.`,
    },
    pendencia: {
      titulo: 'A análise precisa de você',
      resumo: `Cota ${cota}: reenvie os documentos indicados${ate}.`,
      conteudo:
        `A análise da cota ${cota} encontrou pendências nos documentos. Veja no app quais documentos e por quê, ` +
        `e reenvie apenas esses${ate}. Sem eles no prazo, a cota é descontemplada.`,
    },
    aprovada: {
      titulo: 'Análise de crédito aprovada',
      resumo: `Cota ${cota}: cadastro aprovado em ${a.desde}. Próximo passo: escolher o bem.`,
      conteudo:
        `A análise de crédito da cota ${cota} foi aprovada em ${a.desde}. Próximo passo, com você: escolher o ` +
        'bem e iniciar o faturamento pelo app.',
    },
    reprovada: {
      titulo: 'Análise de crédito não aprovada',
      resumo: `Cota ${cota}: a análise não foi aprovada em ${a.desde}. Fale com a nossa central.`,
      conteudo:
        `A análise de crédito da cota ${cota} não foi aprovada em ${a.desde}. Próximo passo, com você: fale ` +
        `com a nossa central de atendimento (${HORARIO_ATENDIMENTO.toLowerCase()}); a renda de outra pessoa ` +
        'pode ser usada numa nova análise.',
    },
    descontemplada: {
      titulo: 'Prazo da contemplação encerrado',
      resumo: `A cota ${cota} foi descontemplada: os documentos não chegaram${ate}.`,
      conteudo:
        `O prazo para enviar os documentos da contemplação da cota ${cota} terminou${a.prazo ? ` em ${a.prazo}` : ''} ` +
        'e a cota foi descontemplada. Ela continua ativa e participa das próximas assembleias. ' +
        'Em caso de dúvida, fale com a nossa central de atendimento.',
    },
  };
  const t = textos[a.passo];
  return {
    notificacao: { ...t, link: a.passo === 'descontemplada' ? null : link },
    email: {
      assunto: `${a.portal}: ${t.titulo} (cota ${cota})`,
      texto:
        `Olá, ${a.nomeDoCliente}.\n\n${t.conteudo}\n\n` +
        `Atendimento: ${HORARIO_ATENDIMENTO.toLowerCase()}.\n\n${a.portal}`,
    },
  };
}

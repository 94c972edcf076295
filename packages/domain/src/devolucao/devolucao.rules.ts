import { adicionarDiasUteis } from '../comum/dias-uteis.ts';
import { faseEm, statusEm, STATUS_ABERTOS } from '../casos/casos.rules.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import { estaCancelada, estaContemplada } from '../cotas/cotas.rules.ts';

/**
 * Refund of values (devolução, 02 §2.6, §3 Refund, §4.10, §5, §7, §8, §9): who may ask, how much, in which
 * state the request is and which screen shows it. Pure: the API reads the quota, its payments and its newest
 * refund case, and these decide. Money in centavos; percentages in basis points (1 % = 100) so every step is
 * integer arithmetic, rounded half up once per line.
 */

// ——— Constants (02 §9) ———

/** 02 §9 "cancellation penalty up to 30 %": the contract's penalty is capped here. */
export const MULTA_MAXIMA_BP = 3000;
/** 02 §9 "'more for less' plan pays 75 % of updated credit": the refund base is capped at that share. */
export const MAIS_POR_MENOS_BP = 7500;
/** 02 §9 "reduced by yield and retention fees after 30 days": before this, no yield and no retention. */
export const DIAS_ATE_RENDIMENTO = 30;
/** 02 §4.10: a closed group's refund is communicated within 60 days of its last assembly. */
export const DIAS_COMUNICACAO_ENCERRAMENTO = 60;
/** 02 §9: the refund answer within 10 business days. */
export const DIAS_UTEIS_RESPOSTA_DEVOLUCAO = 10;
/** 02 §9 "refund paid within {dias} business days (examples 5 or 10)": ours is 5, said on every screen. */
export const DIAS_UTEIS_PAGAMENTO_DEVOLUCAO = 5;
/** 02 §4.10: a legal entity's refund analysis takes up to 7 business days. */
export const DIAS_UTEIS_ANALISE_PJ = 7;
/**
 * Yield of the resources kept for the customer (monthly, in basis points: 0,50 % a.m.) and the income tax
 * withheld on that yield (15 %, the shortest bracket of fixed income kept more than 720 days is not ours).
 */
export const RENDIMENTO_MENSAL_BP = 50;
export const RETENCAO_SOBRE_RENDIMENTO_BP = 1500;

/** Plan names (02 §3 "Plans named"): the one whose refund follows the 75 % rule. */
export const PLANO_MAIS_POR_MENOS = 'Mais por Menos';

// ——— Messages (02 §8 "Refund": cannot access, generic failure, in progress, quota situation, upload) ———

export const MENSAGENS_DEVOLUCAO = {
  semAcesso: 'Não foi possível acessar a devolução de valores. Por favor, entre em contato conosco.',
  falhaGenerica: 'Falha ao realizar esta operação, tente novamente em instantes.',
  emAndamento: 'Você já tem uma solicitação de devolução em andamento para esta cota.',
  situacaoDaCota:
    'A situação da cota não permite solicitar a devolução de valores: ela é para cotas canceladas e contempladas ou de grupos encerrados.',
  envio: 'Não foi possível enviar o arquivo. Tente novamente.',
  semValor: 'Não há valores a devolver para esta cota.',
  naoConfirmada: 'Os valores desta cota ainda não foram confirmados.',
  confirmacao: 'Confirme que os dados estão corretos para enviar a solicitação.',
  naoAguarda: 'Esta solicitação de devolução não aguarda a análise.',
  motivosObrigatorios: 'Informe ao menos um motivo da recusa.',
} as const;

/** 02 §7: a refund or cash status answer with this server message means "no process yet", not an error. */
export function ignorarSemProcessos(mensagem: string | null | undefined): boolean {
  const semAcentos = (mensagem ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /sua cota nao possui processos/i.test(semAcentos);
}

// ——— Availability (02 §4.10) ———

export interface CotaParaDevolucao {
  situacaoCota: string;
  dataContemplacao: string | null;
  assembleiaAtual: number;
  totalAssembleias: number;
  /** The date of the group's last assembly when it was held (null while the group runs). */
  dataUltimaAssembleia: string | null;
}

export type MotivoDevolucao = 'cancelada-contemplada' | 'grupo-encerrado';

export interface Disponibilidade {
  disponivel: boolean;
  motivo: MotivoDevolucao | null;
  /**
   * The day the values are confirmed (`dataDevolucao`): for a closed group, the day after its last assembly
   * ("values appear after the group's last assembly"); for a cancelled contemplated quota, its contemplation.
   */
  dataDevolucao: string | null;
  /** A closed group's communication deadline: 60 days after its last assembly (02 §4.10, §9). */
  comunicarAte: string | null;
}

function somarDiasCorridos(data: string, dias: number): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** 02 §4.10 "Refund availability": cancelled and contemplated, or the group's closure complete. */
export function disponibilidadeDevolucao(cota: CotaParaDevolucao, hoje: string): Disponibilidade {
  const encerrado =
    cota.totalAssembleias > 0 &&
    cota.assembleiaAtual >= cota.totalAssembleias &&
    cota.dataUltimaAssembleia !== null;
  if (encerrado) {
    const ultima = cota.dataUltimaAssembleia!;
    return {
      disponivel: true,
      motivo: 'grupo-encerrado',
      dataDevolucao: somarDiasCorridos(ultima, 1),
      comunicarAte: somarDiasCorridos(ultima, DIAS_COMUNICACAO_ENCERRAMENTO),
    };
  }
  if (estaCancelada(cota.situacaoCota) && estaContemplada(cota.dataContemplacao, hoje))
    return {
      disponivel: true,
      motivo: 'cancelada-contemplada',
      dataDevolucao: cota.dataContemplacao!.slice(0, 10),
      comunicarAte: null,
    };
  return { disponivel: false, motivo: null, dataDevolucao: null, comunicarAte: null };
}

// ——— Values (02 §3 Refund, §9) ———

/** One paid instalment, as the quota's payments hold it. */
export interface PagamentoDaCota {
  dataPagamento: string;
  valorFundoComumCentavos: number;
  valorFundoReservaCentavos: number;
}

export interface EntradaValores {
  motivo: MotivoDevolucao;
  pagamentos: readonly PagamentoDaCota[];
  /** The contract's cancellation penalty (basis points), capped at 30 %; a closed group's quota has none. */
  multaBp: number;
  plano: string | null;
  /** The updated credit (the 'more for less' cap is 75 % of it). */
  valorCreditoCentavos: number;
  /** From when the money is kept for the customer (`dataDevolucao`). */
  dataDevolucao: string;
  hoje: string;
  /** Already paid to the customer by earlier refunds (payouts `pago`). */
  jaPagoCentavos: number;
}

export type CodigoItem =
  | 'fundo-comum'
  | 'limite-mais-por-menos'
  | 'multa-cancelamento'
  | 'fundo-reserva'
  | 'rendimento'
  | 'retencao'
  | 'ja-pago';

export interface ItemDevolucao {
  codigo: CodigoItem;
  descricao: string;
  /** Signed: a deduction is negative. */
  valorCentavos: number;
}

export interface ValoresDevolucao {
  itens: ItemDevolucao[];
  valorTotalCentavos: number;
}

/** x × bp / 10 000, rounded half up (positive amounts only). */
const aplicar = (valor: number, bp: number) => Math.floor((valor * bp + 5000) / 10_000);

function mesesInteiros(de: string, ate: string): number {
  const [a1, m1, d1] = de.split('-').map(Number) as [number, number, number];
  const [a2, m2, d2] = ate.split('-').map(Number) as [number, number, number];
  return Math.max(0, (a2 - a1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T12:00:00Z`) - Date.parse(`${de}T12:00:00Z`)) / 86_400_000);
}

/**
 * The refund of a quota computed from its own payments (issue 20), line by line:
 * 1. the common fund it paid;
 * 2. 'more for less' plan: the base is at most 75 % of the updated credit;
 * 3. cancelled quota: the contract's penalty, at most 30 % of the base;
 * 4. closed group: the quota's share of the reserve fund comes back too (a second closed-group value);
 * 5. kept more than 30 days since `dataDevolucao`: the yield of whole months (simple, 0,50 % a.m.) and the 15 %
 *    withheld on it;
 * 6. what earlier refunds already paid.
 * Never below zero.
 */
export function calcularValoresDevolucao(e: EntradaValores): ValoresDevolucao {
  const itens: ItemDevolucao[] = [];
  const fundoComum = e.pagamentos.reduce((s, p) => s + p.valorFundoComumCentavos, 0);
  itens.push({ codigo: 'fundo-comum', descricao: 'Fundo comum pago', valorCentavos: fundoComum });
  let base = fundoComum;
  if (e.plano !== null && e.plano.trim().toLowerCase() === PLANO_MAIS_POR_MENOS.toLowerCase()) {
    const teto = aplicar(e.valorCreditoCentavos, MAIS_POR_MENOS_BP);
    if (base > teto) {
      itens.push({
        codigo: 'limite-mais-por-menos',
        descricao: 'Plano Mais por Menos: até 75% do crédito atualizado',
        valorCentavos: teto - base,
      });
      base = teto;
    }
  }
  if (e.motivo === 'cancelada-contemplada') {
    const bp = Math.min(Math.max(0, Math.trunc(e.multaBp)), MULTA_MAXIMA_BP);
    const multa = aplicar(base, bp);
    itens.push({
      codigo: 'multa-cancelamento',
      descricao: `Multa por cancelamento (${(bp / 100).toLocaleString('pt-BR')}%)`,
      valorCentavos: -multa,
    });
    base -= multa;
  } else {
    const reserva = e.pagamentos.reduce((s, p) => s + p.valorFundoReservaCentavos, 0);
    if (reserva > 0) {
      itens.push({
        codigo: 'fundo-reserva',
        descricao: 'Rateio do fundo de reserva',
        valorCentavos: reserva,
      });
      base += reserva;
    }
  }
  if (diasEntre(e.dataDevolucao, e.hoje) > DIAS_ATE_RENDIMENTO) {
    const meses = mesesInteiros(e.dataDevolucao, e.hoje);
    const rendimento = aplicar(base, RENDIMENTO_MENSAL_BP * meses);
    if (rendimento > 0) {
      const retencao = aplicar(rendimento, RETENCAO_SOBRE_RENDIMENTO_BP);
      itens.push({
        codigo: 'rendimento',
        descricao: `Rendimento (${meses} ${meses === 1 ? 'mês' : 'meses'})`,
        valorCentavos: rendimento,
      });
      itens.push({ codigo: 'retencao', descricao: 'Retenção sobre o rendimento', valorCentavos: -retencao });
      base += rendimento - retencao;
    }
  }
  if (e.jaPagoCentavos > 0) {
    itens.push({ codigo: 'ja-pago', descricao: 'Já devolvido', valorCentavos: -e.jaPagoCentavos });
    base -= e.jaPagoCentavos;
  }
  return { itens, valorTotalCentavos: Math.max(0, base) };
}

// ——— States (02 §3 Refund, §4.10) ———

/** The newest refund case, as the state reads it. */
export interface CasoDevolucao {
  fase: string;
  status: string;
}

export type EstadoDevolucao =
  | 'indisponivel'
  | 'nao-confirmada'
  | 'sem-valor'
  | 'disponivel'
  | 'em-andamento'
  | 'aguardando-liberacao'
  | 'aguardando-pagamento'
  | 'pagamento-enviado'
  | 'finalizada'
  | 'estornada';

const FASES_AGUARDANDO_LIBERACAO: readonly CodigoFase[] = [
  'AGUARDANDO_APROVACAO',
  'AGUARDANDO_LIBERACAO',
  'PAGAMENTO_LIBERADO',
  'AGUARDANDO_ATUALIZACAO_NEWCON',
];

/**
 * 02 §3: the payment was reversed by the bank when the phase is payment sent, the status is not the active
 * one and the refund still has values.
 */
export function pagamentoEstornado(caso: CasoDevolucao | null, valorTotalCentavos: number): boolean {
  return (
    caso !== null &&
    faseEm(caso.fase, ['PAGAMENTO_ENVIADO']) &&
    !statusEm(caso.status, STATUS_ABERTOS) &&
    valorTotalCentavos > 0
  );
}

/**
 * The refund's state (02 §4.10): denied by the quota's situation; values not confirmed until a date; no value;
 * a case in progress (a new request blocked) by phase: awaiting release, awaiting payment (the analyst
 * approved), payment sent; finished (paid: nothing more to receive); reversed by the bank (a new request
 * allowed); otherwise available.
 */
export function estadoDevolucao(e: {
  disponibilidade: Disponibilidade;
  caso: CasoDevolucao | null;
  valorTotalCentavos: number;
  hoje: string;
}): EstadoDevolucao {
  const { caso } = e;
  if (caso && statusEm(caso.status, STATUS_ABERTOS)) {
    if (faseEm(caso.fase, ['AGUARDANDO_PAGAMENTO'])) return 'aguardando-pagamento';
    if (faseEm(caso.fase, ['PAGAMENTO_ENVIADO'])) return 'pagamento-enviado';
    if (faseEm(caso.fase, FASES_AGUARDANDO_LIBERACAO)) return 'aguardando-liberacao';
    return 'em-andamento';
  }
  if (!e.disponibilidade.disponivel) return 'indisponivel';
  if (e.disponibilidade.dataDevolucao && e.disponibilidade.dataDevolucao > e.hoje) return 'nao-confirmada';
  if (pagamentoEstornado(caso, e.valorTotalCentavos)) return 'estornada';
  if (caso && faseEm(caso.fase, ['PAGAMENTO_ENVIADO'])) return 'finalizada';
  if (e.valorTotalCentavos <= 0) return 'sem-valor';
  return 'disponivel';
}

/** A new request is allowed only from these states (in progress blocks; reversed allows). */
export function podeSolicitarDevolucao(estado: EstadoDevolucao): boolean {
  return estado === 'disponivel' || estado === 'estornada';
}

// ——— Screens (02 §2.6) ———

export const TELAS_DEVOLUCAO = [
  'introducao',
  'nao-confirmada',
  'valor',
  'sem-valor',
  'documento-aprovado',
  'dados-bancarios',
  'problema-documentos',
  'documento-socio',
  'analisando-informacoes',
  'acompanhar-valores',
  'indisponivel',
  'filiais',
  'validar-identificacao',
  'pagamento-programado',
  'reenviar-documentos',
] as const;
export type TelaDevolucao = (typeof TELAS_DEVOLUCAO)[number];

/**
 * The refund's phase → screen map (02 §4.3 variant list, 02 §2.6). No phase: Introduction; a phase with no
 * screen here: AccompanyValues (02 §2.6 defaults).
 */
export const TELA_DA_FASE_DEVOLUCAO: Partial<Record<CodigoFase, TelaDevolucao>> = {
  TRATATIVA_NAO_INICIADA: 'introducao',
  PRAZO_FINALIZADO: 'introducao',
  PENDENCIA_CLIENTE: 'problema-documentos',
  REANALISE_BRSCAN: 'problema-documentos',
  DOCUMENTOS_ADICIONAIS_GRC: 'reenviar-documentos',
  BRSCAN_EM_ANDAMENTO: 'analisando-informacoes',
  RETORNO_BRSCAN: 'analisando-informacoes',
  ANALISE_OPERACOES: 'analisando-informacoes',
  ANALISE_GRC: 'analisando-informacoes',
  SUSPEITA_FRAUDE: 'analisando-informacoes',
  DOC_APROVADO: 'documento-aprovado',
  PARECER_GRC: 'documento-aprovado',
  CADASTRO_APROVADO: 'documento-aprovado',
  DOCUMENTO_RECUSADO: 'filiais',
  AGUARDANDO_ATUALIZACAO_NEWCON: 'pagamento-programado',
  AGUARDANDO_APROVACAO: 'pagamento-programado',
  AGUARDANDO_LIBERACAO: 'pagamento-programado',
  PAGAMENTO_LIBERADO: 'pagamento-programado',
  AGUARDANDO_PAGAMENTO: 'pagamento-programado',
};

export function telaDaFaseDevolucao(fase: string | null | undefined): TelaDevolucao {
  if (!fase || !fase.trim()) return 'introducao';
  for (const [codigo, tela] of Object.entries(TELA_DA_FASE_DEVOLUCAO))
    if (faseEm(fase, [codigo as CodigoFase])) return tela;
  return 'acompanhar-valores';
}

/**
 * The screen the refund opens on: the phase's while a case is in progress; otherwise by the state (a reversed
 * payment shows the values again with the bank's reason, on acompanhar-valores).
 */
export function telaDaDevolucao(estado: EstadoDevolucao, caso: CasoDevolucao | null): TelaDevolucao {
  switch (estado) {
    case 'indisponivel':
      return 'indisponivel';
    case 'nao-confirmada':
      return 'nao-confirmada';
    case 'sem-valor':
      return 'sem-valor';
    case 'disponivel':
      return 'introducao';
    case 'estornada':
    case 'finalizada':
    case 'pagamento-enviado':
      return 'acompanhar-valores';
    default:
      return telaDaFaseDevolucao(caso?.fase);
  }
}

// ——— Documents (02 §2.6, §3 Personal documents, §5) ———

export const DOCUMENTOS_DEVOLUCAO = {
  F: [
    { codigo: 'documento_pessoal', descricao: 'Documento pessoal com foto (RG ou CNH)' },
    { codigo: 'selfie', descricao: 'Selfie segurando o documento' },
    { codigo: 'comprovante_bancario', descricao: 'Comprovante bancário da conta' },
  ],
  J: [
    { codigo: 'documento_socio', descricao: 'Documento pessoal do sócio (RG ou CNH)' },
    { codigo: 'selfie', descricao: 'Selfie do sócio segurando o documento' },
    { codigo: 'contrato_social', descricao: 'Contrato social' },
  ],
} as const;
export type CodigoDocumentoDevolucao =
  (typeof DOCUMENTOS_DEVOLUCAO.F)[number]['codigo'] | (typeof DOCUMENTOS_DEVOLUCAO.J)[number]['codigo'];

/** PF or PJ by the holder's tax id (02 §5: longer than 11 characters is a company). */
export const pessoaDaInscricao = (inscricao: string): 'F' | 'J' => (inscricao.length > 11 ? 'J' : 'F');

/** The documents missing from a sending (null when every required one is there). */
export function documentosFaltando(
  pessoa: 'F' | 'J',
  enviados: readonly { codigo: string }[],
): string | null {
  const faltam = DOCUMENTOS_DEVOLUCAO[pessoa].filter((d) => !enviados.some((e) => e.codigo === d.codigo));
  return faltam.length ? `Envie: ${faltam.map((d) => d.descricao).join(', ')}.` : null;
}

/** 02 §9 "paid within {dias} business days": the business day promised, from the approval day. */
export const dataPrevistaPagamento = (hoje: string, dias = DIAS_UTEIS_PAGAMENTO_DEVOLUCAO) =>
  adicionarDiasUteis(hoje, dias);

/** 02 §9 "refund response within 10 business days": the analyst's deadline from the request day. */
export const prazoRespostaDevolucao = (dataSolicitacao: string) =>
  adicionarDiasUteis(dataSolicitacao, DIAS_UTEIS_RESPOSTA_DEVOLUCAO);

/** The analyst's refusal reasons: each sends the customer to resend (problema-documentos / reenviar). */
export const MOTIVOS_RECUSA_DEVOLUCAO = {
  ilegivel: 'Documento ilegível',
  incompleto: 'Documento incompleto',
  incorreto: 'Documento incorreto',
  contaDivergente: 'Conta bancária não pertence ao titular',
} as const;
export type MotivoRecusaDevolucao = keyof typeof MOTIVOS_RECUSA_DEVOLUCAO;

import {
  CARTOES_CONTEMPLACAO,
  CARTOES_FATURAMENTO_BEM,
  cartaoFaturamentoBem,
  dadosAppFaturamentoSchema,
  lerDadosApp,
  cartaoDeContemplacao,
  casoDaAnalise,
  estaCancelada,
  estaContemplada,
  formatarData,
  hojeEmSaoPaulo,
  ordenarMaisRecentes,
  padCota,
  padGrupo,
  telaDaAnaliseDeCredito,
  TIPOS_CASO,
  STATUS_ABERTOS,
  statusEm,
  type CartaoContemplacao,
  type CartaoFaturamentoBem,
  type Caso,
  type ResumoHome,
} from '@portal/domain';
import {
  BadgeCheck,
  Car,
  ClipboardCheck,
  FileWarning,
  Hourglass,
  PartyPopper,
  Send,
  TimerOff,
  Wallet,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { caminhos } from '@/app/caminhos';
import { useParceiro } from '@/lib/parceiro';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { CartaoDestaque } from './cartao-destaque';
import { CartaoDoFaturamentoEspecie } from './cartao-faturamento-especie';

const TIPOS_FATURAMENTO: readonly string[] = [TIPOS_CASO.faturamentoEspecie, TIPOS_CASO.faturamentoBem];

/** Each card's icon, text and whether it asks something of the customer now (red edge, primary action). */
const CONTEUDO: Record<CartaoContemplacao, { icone: ReactNode; texto: string; urgente: boolean }> = {
  parabens: {
    icone: <PartyPopper />,
    texto: 'Seu crédito está liberado para os próximos passos. Veja o que falta e até quando.',
    urgente: false,
  },
  'analise-em-andamento': {
    icone: <Hourglass />,
    texto: 'Recebemos seus documentos. A administradora responde em até 48 horas úteis.',
    urgente: false,
  },
  'problema-documento': {
    icone: <FileWarning />,
    texto: 'Encontramos um problema em um documento. Veja qual e envie de novo só ele.',
    urgente: true,
  },
  'enviar-documentos': {
    icone: <Send />,
    texto: 'Faltam documentos para a análise de crédito. Envie dentro do prazo para não perder o crédito.',
    urgente: true,
  },
  'pagamento-programado': {
    icone: <Wallet />,
    texto: 'O pagamento do seu crédito está programado. Acompanhe cada etapa até a liberação.',
    urgente: false,
  },
  'pagamento-realizado': {
    icone: <BadgeCheck />,
    texto: 'O pagamento do seu crédito foi enviado ao banco.',
    urgente: false,
  },
};

/** Where each card leads: the documents when they are the customer's to send, else the centre (or the asset). */
function destinoDoCartao(cartao: CartaoContemplacao, resumo: ResumoHome, faseAnalise: string | null) {
  const c = caminhos.contemplado;
  const documentos = (resumo.cota.categoria === 'pesados' ? c.documentosPesado : c.documentos).replace(
    /\/:doc\?$/,
    '',
  );
  if (cartao === 'problema-documento') return documentos;
  if (cartao === 'enviar-documentos')
    return telaDaAnaliseDeCredito(faseAnalise) === 'selecao-documentos-adicionais'
      ? c.documentosAdicionais
      : documentos;
  if (cartao === 'parabens' && telaDaAnaliseDeCredito(faseAnalise) === 'resultado-crivo')
    return c.desejaFaturar;
  return c.centro;
}

/** The goods-billing cards (02 §2.1, action target faturamento_bem): icon, text, urgency. */
const CONTEUDO_BEM: Record<CartaoFaturamentoBem, { icone: ReactNode; texto: string; urgente: boolean }> = {
  parabens: {
    icone: <PartyPopper />,
    texto: 'Seu crédito está liberado. Continue o faturamento do seu veículo pelo app.',
    urgente: false,
  },
  'analise-em-andamento': {
    icone: <Hourglass />,
    texto: 'Estamos analisando as suas informações. A resposta aparece aqui.',
    urgente: false,
  },
  'problema-documento': {
    icone: <FileWarning />,
    texto: 'Encontramos um problema no faturamento. Veja o que falta e resolva pelo app.',
    urgente: true,
  },
  'enviar-documentos': {
    icone: <Send />,
    texto: 'Faltam documentos para seguir com o faturamento.',
    urgente: true,
  },
  'pagamento-programado': {
    icone: <Wallet />,
    texto: 'O pagamento do veículo está programado. Acompanhe cada etapa até a liberação.',
    urgente: false,
  },
  'pagamento-realizado': {
    icone: <BadgeCheck />,
    texto: 'O pagamento do veículo foi enviado ao banco.',
    urgente: false,
  },
  'simulacao-veiculo': {
    icone: <Car />,
    texto: 'Identificação aprovada: informe o veículo que você vai comprar.',
    urgente: false,
  },
  'vistoria-digital': {
    icone: <ClipboardCheck />,
    texto: 'A vistoria digital do veículo está em andamento.',
    urgente: false,
  },
  'vistoria-tecnica': {
    icone: <ClipboardCheck />,
    texto: 'A vistoria técnica do veículo está agendada.',
    urgente: false,
  },
  'vistoria-concluida': {
    icone: <BadgeCheck />,
    texto: 'A vistoria do veículo foi concluída e aprovada.',
    urgente: false,
  },
  'vistoria-recusada': {
    icone: <XCircle />,
    texto: 'O veículo não foi aprovado na vistoria. Veja como seguir.',
    urgente: true,
  },
  'prazo-expirado': {
    icone: <TimerOff />,
    texto: 'O prazo para enviar os documentos do faturamento terminou. Veja como seguir.',
    urgente: true,
  },
};

/** Where a goods-billing card leads: the billing's start, which sends each phase to its screen. */
function destinoDoFaturamentoBem(cartao: CartaoFaturamentoBem): string {
  const f = caminhos.faturamento;
  if (cartao === 'analise-em-andamento') return f.analisandoinformacoes;
  return f.iniciar;
}

function CartaoDoFaturamentoBem({ resumo, caso }: { resumo: ResumoHome; caso: Caso }) {
  const liberado = useCaminhoLiberado();
  const parceiro = useParceiro();
  const dados = dadosAppFaturamentoSchema.partial().safeParse(lerDadosApp(caso.DadosApp__c) ?? {});
  const cartao = cartaoFaturamentoBem({
    fase: caso.Fase__c,
    tipoFaturamento: dados.success ? (dados.data.tipoFaturamento ?? null) : null,
    tipoVistoria: null,
    dataCriacao: caso.CreatedDate,
    prazoGeralDias: parceiro?.prazo_geral_faturamento_bem ?? null,
    hoje: hojeEmSaoPaulo(),
  });
  if (!cartao) return null;
  const { titulo, acao } = CARTOES_FATURAMENTO_BEM[cartao];
  const { icone, texto, urgente } = CONTEUDO_BEM[cartao];
  const para = destinoDoFaturamentoBem(cartao);
  const { cota } = resumo;
  return (
    <CartaoDestaque
      id="cartao-faturamento-bem"
      urgente={urgente}
      icone={icone}
      rotulo={
        <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
          Faturamento · cota{' '}
          <span className="tabular">
            {padGrupo(cota.grupo)}/{padCota(cota.cota)}
          </span>
        </p>
      }
      titulo={titulo}
      acao={liberado(para) ? { para, texto: acao } : undefined}
    >
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">{texto}</p>
    </CartaoDestaque>
  );
}

/** The analysis case's asset choice (`DadosApp__c.faturamento`, /contemplado/deseja-faturar): a car? */
function escolheuAutomovel(caso: Caso | null | undefined): boolean {
  const dados = lerDadosApp(caso?.DadosApp__c) as { faturamento?: { bem?: unknown } } | null;
  return dados?.faturamento?.bem === 'automovel';
}

/**
 * 02 §2.1's contemplation cards for the selected quota (congratulations, analysis in progress, problem with a
 * document, send new documents, payment scheduled, payment done), from the summary's cases: the analysis case
 * (the latest, 02 §4.9) and the billing one. A cancelled quota gets the cancelled-contemplated notice instead.
 */
export function CartaoDeContemplacao({ resumo }: { resumo: ResumoHome }) {
  const liberado = useCaminhoLiberado();
  const { cota, casos } = resumo;
  const contemplada =
    estaContemplada(cota.dataContemplacao, hojeEmSaoPaulo()) && !estaCancelada(cota.situacaoCota);
  const faseAnalise = casoDaAnalise(casos)?.Fase__c ?? null;
  const faturamento = ordenarMaisRecentes(
    casos.filter((c) => TIPOS_FATURAMENTO.includes(c.RecordTypeDeveloperName)),
  )[0];
  // The goods billing has started: its own cards (02 §2.1, faturamento_bem).
  if (contemplada && faturamento?.RecordTypeDeveloperName === TIPOS_CASO.faturamentoBem)
    return <CartaoDoFaturamentoBem resumo={resumo} caso={faturamento} />;
  // The cash billing has started: its own card (02 §2.1, AutoEspecie), above the contemplation's.
  const especie =
    contemplada &&
    faturamento?.RecordTypeDeveloperName === TIPOS_CASO.faturamentoEspecie &&
    statusEm(faturamento.Status, STATUS_ABERTOS) ? (
      <CartaoDoFaturamentoEspecie resumo={resumo} caso={faturamento} />
    ) : null;
  const cartao = cartaoDeContemplacao({
    contemplada,
    faseAnalise,
    faseFaturamento: faturamento?.Fase__c ?? null,
  });
  if (!cartao) return especie;
  const { titulo, acao } = CARTOES_CONTEMPLACAO[cartao];
  const { icone, texto, urgente } = CONTEUDO[cartao];
  // A car chosen at the contemplation: "Iniciar faturamento" continues into the goods billing (issue 19).
  const para =
    cartao === 'parabens' &&
    telaDaAnaliseDeCredito(faseAnalise) === 'resultado-crivo' &&
    cota.tipo === 'auto' &&
    escolheuAutomovel(casoDaAnalise(casos))
      ? caminhos.faturamento.iniciar
      : destinoDoCartao(cartao, resumo, faseAnalise);
  return (
    <>
      {especie}
      <CartaoDestaque
        id="cartao-contemplacao"
        urgente={urgente}
        icone={icone}
        rotulo={
          <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
            Contemplação · cota{' '}
            <span className="tabular">
              {padGrupo(cota.grupo)}/{padCota(cota.cota)}
            </span>
          </p>
        }
        titulo={titulo}
        acao={liberado(para) ? { para, texto: acao } : undefined}
      >
        <p className="mt-1 text-[0.9375rem] leading-relaxed text-tinta-suave">
          {texto} Contemplada em {formatarData(cota.dataContemplacao)}.
        </p>
      </CartaoDestaque>
    </>
  );
}

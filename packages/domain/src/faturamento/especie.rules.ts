import { faseEm } from '../casos/casos.rules.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import { adicionarDiasUteis } from '../comum/dias-uteis.ts';
import { estaCancelada, estaContemplada } from '../cotas/cotas.rules.ts';
import { telaFamilia1 } from './status.rules.ts';

/**
 * Cash billing (faturamento em espécie) and cash credit (crédito em espécie), 02 §2.3, §4.2, §4.7, §7 and §9:
 * the credit of a contemplated real-estate or service quota paid to the holder's own account. ADR 0045.
 */

// ——— 02 §4.7: the cash billing phases ———

/**
 * The §4.7 list in its order, each with the case phases it names ('aguardando atualizacao' is the Newcon update,
 * 'reanalise' the BRSCAN one, 'liberacao' and 'pagamento' the awaiting ones). 'Aguardando Análise Pagamento
 * Espécie' is the phase the document calls put the cash case in (ADR 0028): documents sent, analysis running.
 */
export const FASES_ESPECIE = {
  'tratativa nao iniciada': ['TRATATIVA_NAO_INICIADA'],
  'atualizar cadastro': ['ATUALIZAR_CADASTRO'],
  'cadastro aprovado': ['CADASTRO_APROVADO'],
  'aguardando atualizacao': ['AGUARDANDO_ATUALIZACAO_NEWCON'],
  'pendencia cliente': ['PENDENCIA_CLIENTE'],
  reanalise: ['REANALISE_BRSCAN'],
  'documentos adicionais': ['DOCUMENTOS_ADICIONAIS_GRC'],
  'aguardando aprovacao': ['AGUARDANDO_APROVACAO', 'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE'],
  liberacao: ['AGUARDANDO_LIBERACAO', 'PAGAMENTO_LIBERADO'],
  pagamento: ['AGUARDANDO_PAGAMENTO'],
  'pagamento enviado': ['PAGAMENTO_ENVIADO'],
  'retorno brscan': ['RETORNO_BRSCAN'],
  'suspeita fraude': ['SUSPEITA_FRAUDE'],
  'analise GRC': ['ANALISE_GRC'],
  'analise faturamento': ['ANALISE_FATURAMENTO'],
  'brscan em andamento': ['BRSCAN_EM_ANDAMENTO'],
} as const satisfies Record<string, readonly CodigoFase[]>;
export type FaseEspecie = keyof typeof FASES_ESPECIE;

/** The §4.7 phase of a case phase in any spelling; null when it is not a cash billing phase. */
export function faseEspecie(fase: string | null | undefined): FaseEspecie | null {
  for (const [nome, fases] of Object.entries(FASES_ESPECIE))
    if (faseEm(fase, fases)) return nome as FaseEspecie;
  return null;
}

/** The customer may still change the case's data (bank account, term): nothing was approved yet. */
export const FASES_ESPECIE_EDITAVEIS = [
  'TRATATIVA_NAO_INICIADA',
  'ATUALIZAR_CADASTRO',
  'CADASTRO_APROVADO',
  'PENDENCIA_CLIENTE',
  'REANALISE_BRSCAN',
  'DOCUMENTOS_ADICIONAIS_GRC',
  'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
  'BRSCAN_EM_ANDAMENTO',
  'RETORNO_BRSCAN',
  'SUSPEITA_FRAUDE',
  'ANALISE_GRC',
  'ANALISE_FATURAMENTO',
] as const satisfies readonly CodigoFase[];

/** Documents sent, the analyst decides (approve and pay, or refuse documents). */
export const FASES_ESPECIE_EM_ANALISE = [
  'AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE',
  'BRSCAN_EM_ANDAMENTO',
  'RETORNO_BRSCAN',
  'SUSPEITA_FRAUDE',
  'ANALISE_GRC',
  'ANALISE_FATURAMENTO',
] as const satisfies readonly CodigoFase[];

/** Approved and scheduled (ADR 0041): the payment is followed from here. */
export const FASE_ESPECIE_APROVADA: CodigoFase = 'AGUARDANDO_PAGAMENTO';

// ——— 02 §2.3 / §4.2: the screen of the journey ———

export type TelaEspecie =
  | 'introducao'
  | 'identificacao'
  | 'dadosbancarios'
  | 'anexar-documentos'
  | 'termodeautorizacao'
  | 'analisandoinformacoes'
  | 'analisandoinformacoes-pj'
  | 'analisandoinformacoesinterna'
  | 'documento-rejeitado'
  | 'reanalise'
  | 'centralcontemplacao'
  | 'ajustecadastral'
  | 'acompanharpagamento';

/** What the customer already did on the case (its `DadosApp__c`). */
export interface PassosEspecie {
  aceiteTermos: boolean;
  identificacaoConfirmada: boolean;
  dadosBancarios: boolean;
  termoAutorizacao: boolean;
}

/**
 * The screen for the case: 02 §4.2 (family 1) first — the contemplation centre, the analyses (person, company,
 * internal), the rejected documents, payment tracking; then, where the phase leaves the next move to the
 * customer, the first step not done (terms, identification, bank data, documents, authorization term).
 * Ours: AGUARDANDO_PAGAMENTO (known but unmapped in §4.2) is the approved and scheduled payout of ADR 0041 →
 * payment tracking; 'Aguardando Análise Pagamento Espécie' is the documents' analysis.
 */
export function telaDoFaturamentoEspecie(e: {
  fase: string | null | undefined;
  existeCaso: boolean;
  passos: PassosEspecie;
}): TelaEspecie | null {
  if (!e.existeCaso) return 'introducao';
  if (faseEm(e.fase, ['AGUARDANDO_PAGAMENTO'])) return 'acompanharpagamento';
  const p = e.passos;
  const pendente = (): TelaEspecie | null =>
    !p.aceiteTermos
      ? 'introducao'
      : !p.identificacaoConfirmada
        ? 'identificacao'
        : !p.dadosBancarios
          ? 'dadosbancarios'
          : !p.termoAutorizacao
            ? 'termodeautorizacao'
            : null;
  if (faseEm(e.fase, ['ATUALIZAR_CADASTRO'])) return 'ajustecadastral';
  if (faseEm(e.fase, ['AGUARDANDO_ANALISE_PAGAMENTO_ESPECIE'])) return pendente() ?? 'analisandoinformacoes';
  switch (telaFamilia1(e.fase, { existeCaso: true })) {
    case 'central-contemplacao':
      return faseEm(e.fase, ['TRATATIVA_NAO_INICIADA'])
        ? (pendente() ?? 'anexar-documentos')
        : 'centralcontemplacao';
    case 'analise-documentos':
      return pendente() ?? 'analisandoinformacoes';
    case 'analise-documentos-pj':
      return pendente() ?? 'analisandoinformacoes-pj';
    case 'analise-interna':
      return pendente() ?? 'analisandoinformacoesinterna';
    case 'documentos-rejeitados':
      return 'documento-rejeitado';
    case 'documento-rejeitado':
      return 'reanalise';
    case 'acompanhar-pagamento':
      return 'acompanharpagamento';
    case 'inicio-faturamento':
      return 'introducao';
    case null:
      return null;
  }
}

// ——— 02 §4.7, §9: the conditions to bill cash ———

/** Ours (ADR 0045): days after the contemplation before the cash credit can be requested. */
export const CARENCIA_ESPECIE_DIAS = 30;
/** Ours (ADR 0045): the quota's anniversary term — a full year since joining. */
export const MESES_ANIVERSARIO_ESPECIE = 12;
/** 02 §9: a cash credit request is answered within 3 business days. */
export const DIAS_UTEIS_RETORNO_CREDITO = 3;

export const MOTIVOS_RECUSA_ESPECIE = {
  tipoCota: 'O crédito em espécie é para cotas de imóvel e de serviço.',
  naoContemplada: 'Esta cota ainda não foi contemplada.',
  cancelada: 'Esta cota está cancelada e não pode receber o crédito em espécie.',
  aniversario:
    'A cota ainda não completou o prazo de aniversário (um ano desde a adesão) para receber o crédito em espécie.',
  pagamentoTerceiro: 'O crédito em espécie só pode ser pago ao titular da cota, não a terceiros.',
  ordemPagamento: 'Já existe uma ordem de pagamento para esta cota.',
  outraCotaEmAtraso:
    'Você tem outra cota com parcelas em atraso. Regularize-a para receber o crédito em espécie.',
  fgts: 'O FGTS foi usado nesta contemplação, e quem usa o FGTS não pode receber o crédito em espécie.',
  tipoConfirmado: 'O tipo de faturamento desta cota já foi confirmado e não pode mais ser alterado.',
  carencia: 'O crédito em espécie fica disponível depois do período de carência da contemplação.',
} as const;
export type MotivoRecusaEspecie = keyof typeof MOTIVOS_RECUSA_ESPECIE;

export interface EntradaCondicoesEspecie {
  hoje: string;
  categoria: string;
  situacaoCota: string;
  dataContemplacao: string | null;
  dataAdesao: string;
  /** The contemplating bid's FGTS part, in centavos (0 or null: none). */
  valorFgtsCentavos: number | null;
  /** Another of the holder's quotas has overdue instalments. */
  outraCotaEmAtraso: boolean;
  /** A live payout or a goods-billing payment order already exists for the quota. */
  ordemDePagamento: boolean;
  /** The account given is not the holder's (02 §5). */
  pagamentoATerceiro: boolean;
  /** A goods billing was confirmed for the quota (02 §2.3: once confirmed, the type cannot change). */
  outroTipoConfirmado: boolean;
}

export interface CondicoesEspecie {
  podeFaturar: boolean;
  motivos: MotivoRecusaEspecie[];
  /** The waiting period's end (ISO date), when it has not passed; null otherwise. */
  liberaEm: string | null;
}

const somarDias = (data: string, dias: number) => {
  const d = new Date(`${data.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};
const somarMeses = (data: string, meses: number) => {
  const d = new Date(`${data.slice(0, 10)}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + meses);
  return d.toISOString().slice(0, 10);
};

/**
 * 02 §4.7, §2.3, §9: may the quota bill cash now? Every refusal with its Portuguese reason, in a fixed order;
 * the waiting period after the contemplation is a refusal that ends on `liberaEm` (the screen shows the
 * contemplation date and that day).
 */
export function condicoesFaturamentoEspecie(e: EntradaCondicoesEspecie): CondicoesEspecie {
  const motivos: MotivoRecusaEspecie[] = [];
  if (e.categoria !== 'imoveis' && e.categoria !== 'servicos') motivos.push('tipoCota');
  const contemplada = estaContemplada(e.dataContemplacao, e.hoje);
  if (!contemplada) motivos.push('naoContemplada');
  if (estaCancelada(e.situacaoCota)) motivos.push('cancelada');
  if (somarMeses(e.dataAdesao, MESES_ANIVERSARIO_ESPECIE) > e.hoje) motivos.push('aniversario');
  if (e.pagamentoATerceiro) motivos.push('pagamentoTerceiro');
  if (e.ordemDePagamento) motivos.push('ordemPagamento');
  if (e.outraCotaEmAtraso) motivos.push('outraCotaEmAtraso');
  if ((e.valorFgtsCentavos ?? 0) > 0) motivos.push('fgts');
  if (e.outroTipoConfirmado) motivos.push('tipoConfirmado');
  let liberaEm: string | null = null;
  if (contemplada) {
    const fim = somarDias(e.dataContemplacao!, CARENCIA_ESPECIE_DIAS);
    if (fim > e.hoje) {
      motivos.push('carencia');
      liberaEm = fim;
    }
  }
  return { podeFaturar: motivos.length === 0, motivos, liberaEm };
}

/** 02 §9: the business day by which a cash credit request is answered (and the payout promised). */
export function dataRetornoCredito(hoje: string, uf?: string | null): string {
  return adicionarDiasUteis(hoje, DIAS_UTEIS_RETORNO_CREDITO, uf);
}

/** Which payout origin (ADR 0041) a cash case pays: the service quota's cash credit, or the cash billing. */
export function origemDoRepasseEspecie(categoria: string): 'faturamento_especie' | 'faturamento_credito' {
  return categoria === 'servicos' ? 'faturamento_credito' : 'faturamento_especie';
}

// ——— 02 §7: status calls ignore 'sua cota não possui processos' ———

/** 02 §7: the refund and cash status calls treat this server message (any case, any accents) as "no case". */
export function ehSemProcessos(mensagem: string | null | undefined): boolean {
  return (mensagem ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .includes('sua cota nao possui processos');
}

// ——— 02 §2.1: the cash billing home cards ———

export type CartaoEspecie =
  'iniciar' | 'atualizar-cadastro' | 'atualizar-dados-bancarios' | 'acompanhar' | 'enviar-documentos';

export const CARTOES_ESPECIE: Record<CartaoEspecie, { titulo: string; acao: string }> = {
  iniciar: { titulo: 'Receba seu crédito em espécie', acao: 'Iniciar Faturamento' },
  'atualizar-cadastro': { titulo: 'Atualize seu cadastro', acao: 'Atualizar cadastro' },
  'atualizar-dados-bancarios': {
    titulo: 'Informe a conta para o crédito',
    acao: 'Atualizar dados bancarios',
  },
  acompanhar: { titulo: 'Crédito em espécie em andamento', acao: 'Acompanhar' },
  'enviar-documentos': { titulo: 'Envie novos documentos', acao: 'Enviar documentos' },
};

/** 02 §2.1: the cash billing card for the case's phase and steps (null: no card, e.g. payment seen). */
export function cartaoFaturamentoEspecie(e: {
  fase: string | null | undefined;
  passos: PassosEspecie;
}): CartaoEspecie | null {
  const fase = faseEspecie(e.fase);
  if (fase === null) return null;
  if (fase === 'tratativa nao iniciada')
    return e.passos.aceiteTermos && !e.passos.dadosBancarios ? 'atualizar-dados-bancarios' : 'iniciar';
  if (fase === 'atualizar cadastro') return 'atualizar-cadastro';
  if (fase === 'pendencia cliente' || fase === 'reanalise' || fase === 'documentos adicionais')
    return 'enviar-documentos';
  if (!e.passos.dadosBancarios && faseEm(e.fase, FASES_ESPECIE_EDITAVEIS)) return 'atualizar-dados-bancarios';
  return 'acompanhar';
}

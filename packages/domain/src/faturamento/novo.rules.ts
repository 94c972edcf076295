import { codigoDaFase } from '../casos/casos.rules.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import { formatarMoeda } from '../formatacao/formatacao.rules.ts';
import { MENSAGENS_VEICULOS } from './veiculos.rules.ts';
import {
  MENSAGENS_DADOS_BANCARIOS,
  validarDadosBancarios,
  type DadosBancariosInformados,
  type ValidacaoDadosBancarios,
} from '../perfil/bancos.rules.ts';

/**
 * New-vehicle (0 km) billing, 02 §2.4, §3, §4.5, §5, §6. Pure rules shared by the API (which enforces them)
 * and the web (which shows them before sending).
 */

/** 02 §2.4: the 21 screens under /faturamentonovo, by their last URL segment. */
export const TELAS_FATURAMENTO_NOVO = [
  'introducao',
  'contato-pendencias',
  'atualizacaocadastral',
  'resolver-pendencias',
  'cartacorrecaoenviada',
  'proximos-passos',
  'dados-veiculo',
  'valor-compra',
  'aguardeinclusaodemarca',
  'aguardeinclusaodeconcessionaria',
  'dados-concessionaria',
  'forma-pagamento',
  'dados-bancarios',
  'confirmar-faturamento',
  'envio-documentos',
  'analise-documentos',
  'ordempagamento',
  'acompanharpagamento',
  'ordemcompra',
  'pendencia-detran',
  'fluxo-manual',
] as const;
export type TelaFaturamentoNovo = (typeof TELAS_FATURAMENTO_NOVO)[number];

/** 02 §4.5, phase by phase (keys are the §4.1 codes; the case keeps the CRM label, `codigoDaFase` reads both). */
const MAPA_NOVO: Partial<Record<CodigoFase, TelaFaturamentoNovo>> = {
  // "Quota selection": the case is the selected quota's already, so its asset choice starts at the intro.
  AGUARDANDO_ESCOLHA_BEM: 'introducao',
  ERRO_CADASTRO: 'analise-documentos',
  DOCUMENTACAO_RECEBIDA: 'analise-documentos',
  DADOS_CADASTRADOS: 'analise-documentos',
  CADASTRAR_DADOS_FATURAMENTO: 'analise-documentos',
  ERRO_PROCESSAMENTO: 'analise-documentos',
  ANALISE_NOTA_FISCAL: 'analise-documentos',
  AGUARDANDO_ASSINATURA: 'analise-documentos',
  DOCUMENTO_ASSINADO: 'analise-documentos',
  PENDENCIA_CONTRATO: 'analise-documentos',
  PROGRAMAR_PAGAMENTO: 'analise-documentos',
  AGUARDANDO_DADOS_VEICULO: 'valor-compra',
  RETORNO_ESCOLHA_BEM: 'forma-pagamento',
  PENDENCIA_SALDO: 'contato-pendencias',
  RECHAMADA_CADASTRO_MODELO: 'aguardeinclusaodemarca',
  RECHAMADA_CADASTRO_CONCESSIONARIA: 'aguardeinclusaodeconcessionaria',
  CADASTRAR_CONCESSIONARIA: 'aguardeinclusaodeconcessionaria',
  DADOS_VENDEDOR: 'envio-documentos',
  AGUARDANDO_DOCUMENTOS: 'envio-documentos',
  ERRO_INDICACAO_BEM: 'ordemcompra',
  INDICAR_BEM_MANUAL: 'ordemcompra',
  PENDENCIA_NOTA_FISCAL: 'resolver-pendencias',
  NOTA_FISCAL_CORRIGIDA: 'cartacorrecaoenviada',
  PENDENCIA_DETRAN: 'pendencia-detran',
  PROGRAMACAO_ANDAMENTO: 'acompanharpagamento',
  AGUARDANDO_APROVACAO: 'acompanharpagamento',
  ERRO_PROGRAMACAO: 'acompanharpagamento',
  PROGRAMAR_PAGAMENTO_MANUAL: 'acompanharpagamento',
  VEICULO_ALIENADO: 'acompanharpagamento',
  AGUARDANDO_LIBERACAO: 'acompanharpagamento',
  PAGAMENTO_LIBERADO: 'acompanharpagamento',
  AGUARDANDO_PAGAMENTO: 'acompanharpagamento',
  PENDENCIA_FATURAMENTO: 'acompanharpagamento',
  TRATATIVA_NAO_INICIADA: 'acompanharpagamento',
  PAGAMENTO_ENVIADO: 'acompanharpagamento',
};

/**
 * 02 §4.5: the screen of a new-vehicle billing case in this phase (any spelling: code or CRM label). A phase the
 * map does not name is the attendant's to handle: the manual-flow screen, never a blank one.
 */
export function telaDoFaturamentoNovo(fase: string | null | undefined): TelaFaturamentoNovo {
  return MAPA_NOVO[codigoDaFase(fase) as CodigoFase] ?? 'fluxo-manual';
}

/** Phases in which the customer fills the vehicle, the value and the dealer (POST cadastrar-veiculo). */
export const FASES_CADASTRO_VEICULO_NOVO = [
  'AGUARDANDO_ESCOLHA_BEM',
  'AGUARDANDO_DADOS_VEICULO',
  'RETORNO_ESCOLHA_BEM',
] as const satisfies readonly CodigoFase[];
/** The one phase the confirmation (POST /cotas/{id}/faturamento/solicitar) leaves, once. */
export const FASE_CONFIRMACAO_NOVO = 'RETORNO_ESCOLHA_BEM' satisfies CodigoFase;
/** Where the confirmation takes the case: the dealer's documents are awaited (02 §4.5 document sending). */
export const FASE_APOS_CONFIRMACAO_NOVO = 'AGUARDANDO_DOCUMENTOS' satisfies CodigoFase;
/** Phases in which the purchase order exists (approved documents onward): ordemcompra and the payment. */
export const FASES_COM_PEDIDO_COMPRA = [
  'ERRO_INDICACAO_BEM',
  'INDICAR_BEM_MANUAL',
  'PENDENCIA_NOTA_FISCAL',
  'NOTA_FISCAL_CORRIGIDA',
  'PENDENCIA_DETRAN',
  'PROGRAMAR_PAGAMENTO',
  'PROGRAMACAO_ANDAMENTO',
  'AGUARDANDO_APROVACAO',
  'ERRO_PROGRAMACAO',
  'PROGRAMAR_PAGAMENTO_MANUAL',
  'VEICULO_ALIENADO',
  'AGUARDANDO_LIBERACAO',
  'PAGAMENTO_LIBERADO',
  'AGUARDANDO_PAGAMENTO',
  'PENDENCIA_FATURAMENTO',
  'PAGAMENTO_ENVIADO',
] as const satisfies readonly CodigoFase[];

export const MENSAGENS_FATURAMENTO_NOVO = {
  contaDaConcessionaria: 'A conta deve estar no CNPJ da concessionária.',
  campoObrigatorio: MENSAGENS_DADOS_BANCARIOS.obrigatorio,
  cnpjInvalido: MENSAGENS_VEICULOS.cnpjInvalido,
  anoModelo: 'O ano do modelo deve ser o de fabricação ou o seguinte.',
  recursosProprios:
    'O valor da compra passa do crédito disponível: escolha pagar a diferença com recursos próprios.',
  confirmado: 'O faturamento desta cota já foi confirmado.',
  faseNaoPermite: 'Esta etapa do faturamento não está disponível agora.',
  semCaso: 'Não há faturamento de veículo novo em andamento para esta cota.',
  semPedido: 'O pedido de compra ainda não foi emitido.',
} as const;

/** 02 §5: the informed purchase value must be at least the quota's outstanding balance. */
export function mensagemValorMinimo(saldoDevedor: number): string {
  return `O valor informado deve ser de no mínimo ${formatarMoeda(saldoDevedor)}.`;
}

/** 02 §5: null when the purchase value is accepted, else the message. */
export function validarValorCompra(valorCompra: number, saldoDevedor: number): string | null {
  return valorCompra >= saldoDevedor ? null : mensagemValorMinimo(saldoDevedor);
}

/** 02 §5: the purchase value sent is capped at the available credit (the smaller is used). */
export function valorEnviadoDaCompra(valorCompra: number, creditoDisponivel: number): number {
  return Math.min(valorCompra, creditoDisponivel);
}

/** The part of the price the customer pays the dealer with their own money (0 when the credit covers it). */
export function valorRecursosProprios(valorCompra: number, creditoDisponivel: number): number {
  return Math.max(0, valorCompra - creditoDisponivel);
}

/** 02 §5: the year field holds 'manufacture/model'. */
export function anoDoVeiculo(anoFabricacao: number, anoModelo: number): string {
  return `${anoFabricacao}/${anoModelo}`;
}

/** A 0 km vehicle's model year is its manufacture year or the next one. */
export function anoModeloValido(anoFabricacao: number, anoModelo: number): boolean {
  return anoModelo === anoFabricacao || anoModelo === anoFabricacao + 1;
}

/** 02 §5: the colour is trimmed (inner runs of spaces become one). */
export function corDoVeiculo(cor: string): string {
  return cor.trim().replace(/\s+/g, ' ');
}

/**
 * 02 §5 bank rules for the dealer's account: the shared bank rules (required fields, agency of four digits
 * without its digit, account with its last digit, no salary account), with the holder being the dealer: the
 * account must be under the dealer's CNPJ, not the quota holder's.
 */
export function validarContaDaConcessionaria(
  dados: DadosBancariosInformados,
  cnpjConcessionaria: string,
): ValidacaoDadosBancarios {
  const r = validarDadosBancarios(dados, cnpjConcessionaria);
  if (r.valido || r.erros.cpfCnpj !== MENSAGENS_DADOS_BANCARIOS.titular) return r;
  return { valido: false, erros: { ...r.erros, cpfCnpj: MENSAGENS_FATURAMENTO_NOVO.contaDaConcessionaria } };
}

/** Who administers the consortium, as the billing order names it (02 §6). */
export interface AdministradoraDoPedido {
  nome: string;
  cnpj: string;
}

/** 02 §6: business units 4 and 5 share one administrator on the billing order, 91 has another, the rest the default. */
export const ADMINISTRADORAS = {
  montadoras: { nome: 'RN Administradora de Consórcios Ltda.', cnpj: '04182074000147' },
  cnvw: { nome: 'CNVW Administradora de Consórcio Ltda.', cnpj: '07381164000155' },
  padrao: { nome: 'Portal Administradora de Consórcios S.A.', cnpj: '58318003000158' },
} as const satisfies Record<string, AdministradoraDoPedido>;

export function administradoraDaUnidade(
  unidadeNegocio: number | string | null | undefined,
): AdministradoraDoPedido {
  const unidade = Number(unidadeNegocio);
  if (unidade === 4 || unidade === 5) return ADMINISTRADORAS.montadoras;
  if (unidade === 91) return ADMINISTRADORAS.cnvw;
  return ADMINISTRADORAS.padrao;
}

/** The account types as the purchase order prints them. */
export const TIPOS_CONTA_ROTULO = { corrente: 'Conta corrente', poupanca: 'Conta poupança' } as const;

/**
 * The analyst's actions on a new-vehicle case, phase by phase (issue 19, back-office): each is allowed only from
 * its phases and moves the case to one phase, which the customer's screen follows (02 §4.5).
 */
export const ACOES_ANALISTA_NOVO = {
  'aprovar-documentos': {
    rotulo: 'Aprovar documentos e emitir o pedido de compra',
    de: [
      'DOCUMENTACAO_RECEBIDA',
      'RETORNO_DOCS',
      'DADOS_CADASTRADOS',
      'CADASTRAR_DADOS_FATURAMENTO',
      'ERRO_CADASTRO',
      'ERRO_PROCESSAMENTO',
    ],
    para: 'INDICAR_BEM_MANUAL',
    pede: null,
  },
  'registrar-nota-fiscal': {
    rotulo: 'Registrar a nota fiscal',
    de: ['INDICAR_BEM_MANUAL', 'ERRO_INDICACAO_BEM', 'NOTA_FISCAL_CORRIGIDA'],
    para: 'PROGRAMAR_PAGAMENTO',
    pede: 'numero',
  },
  'pedir-carta-correcao': {
    rotulo: 'Pedir carta de correção da nota fiscal',
    de: ['INDICAR_BEM_MANUAL', 'ERRO_INDICACAO_BEM', 'NOTA_FISCAL_CORRIGIDA', 'PROGRAMAR_PAGAMENTO'],
    para: 'PENDENCIA_NOTA_FISCAL',
    pede: 'motivo',
  },
  'emitir-ordem-pagamento': {
    rotulo: 'Emitir a ordem de pagamento',
    de: ['PROGRAMAR_PAGAMENTO'],
    para: 'PROGRAMACAO_ANDAMENTO',
    pede: 'numero',
  },
  'abrir-pendencia-detran': {
    rotulo: 'Abrir pendência no Detran',
    de: ['PROGRAMAR_PAGAMENTO', 'PROGRAMACAO_ANDAMENTO', 'AGUARDANDO_LIBERACAO', 'PAGAMENTO_LIBERADO'],
    para: 'PENDENCIA_DETRAN',
    pede: 'motivo',
  },
  'resolver-pendencia-detran': {
    rotulo: 'Baixar a pendência no Detran',
    de: ['PENDENCIA_DETRAN'],
    para: 'PROGRAMACAO_ANDAMENTO',
    pede: null,
  },
  'marcar-pagamento-enviado': {
    rotulo: 'Marcar pagamento enviado',
    de: ['PROGRAMACAO_ANDAMENTO', 'AGUARDANDO_LIBERACAO', 'PAGAMENTO_LIBERADO', 'AGUARDANDO_PAGAMENTO'],
    para: 'PAGAMENTO_ENVIADO',
    pede: null,
  },
} as const satisfies Record<
  string,
  { rotulo: string; de: readonly CodigoFase[]; para: CodigoFase; pede: 'numero' | 'motivo' | null }
>;
export type AcaoAnalistaNovo = keyof typeof ACOES_ANALISTA_NOVO;

/** The analyst's actions a case in this phase allows now, in the table's order. */
export function acoesDoAnalistaNovo(fase: string | null | undefined): AcaoAnalistaNovo[] {
  const codigo = codigoDaFase(fase);
  return (Object.keys(ACOES_ANALISTA_NOVO) as AcaoAnalistaNovo[]).filter((a) =>
    (ACOES_ANALISTA_NOVO[a].de as readonly string[]).includes(codigo),
  );
}

/**
 * A 0 km vehicle's model years (issue 19): this year's and the next one, by the clock's date in São Paulo
 * ('YYYY-MM-DD'), never a fixed list. Older model years are used vehicles, not a new car at a dealer.
 */
export function anosModeloZeroKm(hoje: string): [number, number] {
  const ano = Number(hoje.slice(0, 4));
  return [ano, ano + 1];
}

/** True when `anoModelo` is a 0 km model year today. */
export function ehAnoModeloZeroKm(anoModelo: number, hoje: string): boolean {
  return anosModeloZeroKm(hoje).includes(anoModelo);
}

/** The catalogue's years a 0 km vehicle may have today, in the catalogue's order. */
export function anosDoZeroKm<T extends { anoModelo: number }>(anos: readonly T[], hoje: string): T[] {
  return anos.filter((a) => ehAnoModeloZeroKm(a.anoModelo, hoje));
}

/** The refusal of a model year that is not a 0 km one today. */
export function mensagemAnoZeroKm(hoje: string): string {
  const [atual, seguinte] = anosModeloZeroKm(hoje);
  return `Para um veículo 0 km, o ano do modelo deve ser ${atual} ou ${seguinte}.`;
}

/**
 * Where "choose another vehicle" (GET reiniciar-fluxo on a new-vehicle case) may start from: the vehicle was
 * informed but its payment was not programmed yet, or a Detran pendency holds it (02 §4.10). The case goes back
 * to the vehicle step (FASE_REINICIO_NOVO); its history and audit keep what was chosen before.
 */
export const FASES_ESCOLHER_OUTRO_VEICULO = [
  'AGUARDANDO_DADOS_VEICULO',
  'RETORNO_ESCOLHA_BEM',
  'RECHAMADA_CADASTRO_MODELO',
  'RECHAMADA_CADASTRO_CONCESSIONARIA',
  'CADASTRAR_CONCESSIONARIA',
  'DADOS_VENDEDOR',
  'AGUARDANDO_DOCUMENTOS',
  'ERRO_INDICACAO_BEM',
  'INDICAR_BEM_MANUAL',
  'PENDENCIA_NOTA_FISCAL',
  'PENDENCIA_DETRAN',
] as const satisfies readonly CodigoFase[];
export const FASE_REINICIO_NOVO = 'AGUARDANDO_DADOS_VEICULO' satisfies CodigoFase;

/**
 * The customer says the lien is resolved (GET resolver-pendencia-detran): the case leaves PENDENCIA_DETRAN back
 * to the analyst, at the payment-programming check (§4.5 document analysis), who issues the payment order or
 * opens the pendency again.
 */
export const FASE_DETRAN_RESOLVIDA_PELO_CLIENTE = 'PROGRAMAR_PAGAMENTO' satisfies CodigoFase;

/** The payment programming state (GET programar-pagamento), from the case's phase. */
export const ETAPAS_PROGRAMACAO = {
  AGUARDANDO_NOTA_FISCAL:
    'A programação do pagamento começa quando a nota fiscal da concessionária for registrada.',
  A_PROGRAMAR: 'Nota fiscal recebida: o pagamento à concessionária será programado.',
  EM_PROGRAMACAO: 'O pagamento à concessionária está programado e em andamento.',
  PENDENTE: 'A programação do pagamento está parada até a pendência ser resolvida.',
  ENVIADO: 'O pagamento foi enviado à concessionária.',
} as const;
export type EtapaProgramacao = keyof typeof ETAPAS_PROGRAMACAO;

const PROGRAMACAO_POR_FASE: Partial<Record<CodigoFase, EtapaProgramacao>> = {
  PROGRAMAR_PAGAMENTO: 'A_PROGRAMAR',
  PROGRAMAR_PAGAMENTO_MANUAL: 'A_PROGRAMAR',
  PROGRAMACAO_ANDAMENTO: 'EM_PROGRAMACAO',
  AGUARDANDO_APROVACAO: 'EM_PROGRAMACAO',
  AGUARDANDO_LIBERACAO: 'EM_PROGRAMACAO',
  PAGAMENTO_LIBERADO: 'EM_PROGRAMACAO',
  AGUARDANDO_PAGAMENTO: 'EM_PROGRAMACAO',
  PENDENCIA_DETRAN: 'PENDENTE',
  PENDENCIA_NOTA_FISCAL: 'PENDENTE',
  ERRO_PROGRAMACAO: 'PENDENTE',
  VEICULO_ALIENADO: 'PENDENTE',
  PENDENCIA_FATURAMENTO: 'PENDENTE',
  PAGAMENTO_ENVIADO: 'ENVIADO',
};

/** The programming state of a new-vehicle case in this phase (any spelling); earlier phases await the invoice. */
export function etapaDaProgramacao(fase: string | null | undefined): EtapaProgramacao {
  return PROGRAMACAO_POR_FASE[codigoDaFase(fase) as CodigoFase] ?? 'AGUARDANDO_NOTA_FISCAL';
}

export const MENSAGENS_ORDEM_FATURAMENTO = {
  unidade: 'A unidade de negócio não é a da cota.',
  logo: 'O logotipo não é o do parceiro.',
  detranSemPendencia: 'Não há pendência no Detran neste faturamento.',
  outroVeiculo: 'Não é possível escolher outro veículo nesta etapa do faturamento.',
} as const;

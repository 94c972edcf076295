import { codigoDaFase } from '../casos/casos.rules.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import type { TipoVendedor, TipoVistoria } from './faturamento.schemas.ts';
import { ROTA_DO_TIPO_VENDEDOR } from './seminovo-vendedor.rules.ts';
import { GRUPOS_FASES_FATURAMENTO } from './status.rules.ts';

/**
 * Used-vehicle billing (issue 21): the flow's screens (02 §2.5), the phase → screen map and the five-step
 * timeline (02 §4.6). The §4.4 onboarding steps (identity
 * analysis before the asset choice) are `telaFamilia3` in status.rules.ts.
 */

/** 02 §2.5: the screens under /faturamentoseminovo, by their path (aliases included). */
export const TELAS_FATURAMENTO_SEMINOVO = [
  'centralcontemplacao',
  'atualizacaocadastral/telefone',
  'atualizacaocadastral/email',
  'atualizacaocadastral/endereco',
  'atualizacaocadastral/resumo',
  'simulacao',
  'simulacao/regrasdeaceite',
  'simulacao/placa',
  'simulacao/placaencontrada',
  'simulacao/placanaoencontrada',
  'simulacao/aprovado',
  'simulacao/reprovado',
  'simulacao/inclusaodemarca',
  'vistoriadigital',
  'vistoriadigital/termos',
  'vistoriadigital/regras',
  'vistoriadigital/linkenviado',
  'vistoriatecnica',
  'vistoriatecnica/termos',
  'vistoriatecnica/regras',
  'vistoriatecnica/agendada',
  'vistoriatecnica/cep',
  'vistoriatecnica/endereco',
  'vistoriatecnica/acompanhante',
  'vistoriarecusada',
  'vistoriarecusada/documentoreenviado',
  'vendedor',
  'vendedorpj',
  ...(['pessoafisica', 'revendedora', 'locadora', 'pessoajuridica'] as const).flatMap(
    (v) => [`vendedor/${v}/dadospessoais`, `vendedor/${v}/dadosbancarios`, `vendedor/${v}/anexos`] as const,
  ),
  'vendedor/revendedora/ordemgerada',
  'vendedor/locadora/ordemgerada',
  'vendedor/pessoajuridica/ordemgerada',
  'ordemcompra',
  'proprietariorecusado',
  'proprietariorecusado/reenvio',
  'proprietariorecusado/enviado',
  'pendencianotafiscal',
  'cartacorrecaoenviada',
  'assinaturacontrato',
  'acompanharpagamento',
  'reanalise-faturamento',
  'reanalise-faturamento/enviada',
  'pendencia-detran',
  'dados-proprietario-divergente',
] as const;
export type TelaFaturamentoSeminovo = (typeof TELAS_FATURAMENTO_SEMINOVO)[number];

/** What besides the phase decides the screen: the inspection type and the seller type the case holds. */
export interface ContextoSeminovo {
  tipoVistoria?: TipoVistoria | null;
  tipoVendedor?: TipoVendedor | null;
}

/** 02 §4.6: the five steps of the used-vehicle timeline, in order. */
export const ETAPAS_SEMINOVO = {
  'atualizacao-cadastral': 'Atualização cadastral',
  simulacao: 'Simulação de avaliação',
  vistoria: 'Vistoria do veículo',
  'dados-proprietario': 'Dados do proprietário',
  'assinatura-contrato': 'Assinatura do contrato',
} as const;
export type EtapaSeminovo = keyof typeof ETAPAS_SEMINOVO;
const ORDEM_ETAPAS = Object.keys(ETAPAS_SEMINOVO) as EtapaSeminovo[];

type Tela = TelaFaturamentoSeminovo | ((c: ContextoSeminovo) => TelaFaturamentoSeminovo);

// 02 §4.6 "ERRO_VISTORIA, AGENDAR_VISTORIA_MANUAL and LAUDO_RECEBIDO go to link-sent if digital, else
// inspection-scheduled": the same 'else' picks the intro when the type is not known yet.
const ehDigital = (c: ContextoSeminovo) => c.tipoVistoria === 'VISTORIA_DIGITAL';
const introDaVistoria = (c: ContextoSeminovo): TelaFaturamentoSeminovo =>
  ehDigital(c) ? 'vistoriadigital' : 'vistoriatecnica';
const vistoriaEmAndamento = (c: ContextoSeminovo): TelaFaturamentoSeminovo =>
  ehDigital(c) ? 'vistoriadigital/linkenviado' : 'vistoriatecnica/agendada';

/**
 * 02 §4.6 "the document upload screen depends on seller type (rental/dealer go to the invoicing order, others to
 * seller documents)"; no seller type yet → the choice of seller.
 */
function documentosDoVendedor(c: ContextoSeminovo): TelaFaturamentoSeminovo {
  if (!c.tipoVendedor) return 'vendedor';
  const rota = ROTA_DO_TIPO_VENDEDOR[c.tipoVendedor];
  if (rota === 'revendedora' || rota === 'locadora') return `vendedor/${rota}/ordemgerada`;
  return `vendedor/${rota}/anexos`;
}

/** Where the case is in the timeline: a step open, or every step completed (the payment). */
type Posicao = EtapaSeminovo | 'concluido';

/** 02 §4.6, phase by phase (keys: §4.1 codes; `codigoDaFase` reads the CRM label too). */
const MAPA_SEMINOVO: readonly [readonly CodigoFase[], Posicao, Tela][] = [
  // The central shows the timeline with the registration update open (it leads to atualizacaocadastral).
  [['AGUARDANDO_ESCOLHA_BEM'], 'atualizacao-cadastral', 'centralcontemplacao'],
  // For a used vehicle its data are the simulation's (plate, FIPE): awaiting them is the simulation too, and a
  // registration error sends it back there, as the home card does (cartoes.rules.ts).
  [['AGUARDANDO_DADOS_VISTORIA', 'AGUARDANDO_DADOS_VEICULO', 'ERRO_CADASTRO'], 'simulacao', 'simulacao'],
  // "A manual registration leads to brand-inclusion analysis"; the model re-call is that analysis' answer.
  [
    ['CADASTRAR_BEM_MANUAL_AUTO_NOVO', 'CADASTRAR_BEM_MANUAL_NOVO', 'RECHAMADA_CADASTRO_MODELO'],
    'simulacao',
    'simulacao/inclusaodemarca',
  ],
  [['BEM_ENCONTRADO'], 'vistoria', introDaVistoria],
  // The phase names the type the inspection was asked as: the customer accepts its terms and books it.
  [['SOLICITAR_VISTORIA_DIGITAL'], 'vistoria', 'vistoriadigital'],
  [['SOLICITAR_VISTORIA_TECNICA'], 'vistoria', 'vistoriatecnica'],
  [['AGENDAR_VISTORIA_DIGITAL', 'VISTORIA_DIGITAL_AGENDADA'], 'vistoria', 'vistoriadigital/linkenviado'],
  [['AGENDAR_VISTORIA_TECNICA', 'VISTORIA_TECNICA_AGENDADA'], 'vistoria', 'vistoriatecnica/agendada'],
  [['ERRO_VISTORIA', 'AGENDAR_VISTORIA_MANUAL', 'LAUDO_RECEBIDO'], 'vistoria', vistoriaEmAndamento],
  [GRUPOS_FASES_FATURAMENTO.veiculoRecusado, 'vistoria', 'vistoriarecusada'],
  // "Re-analysis states": §4.8's pending-return group, after the refused inspection's document was re-sent.
  [GRUPOS_FASES_FATURAMENTO.retornoPendencia, 'vistoria', 'vistoriarecusada/documentoreenviado'],
  // §4.4 calls this 'inspection done' (the onboarding card); in the flow it opens the owner data: the seller.
  [['GARANTIA_APROVADA'], 'dados-proprietario', 'vendedor'],
  [['REVALIDAR_VENDEDOR'], 'dados-proprietario', 'dados-proprietario-divergente'],
  [['AGUARDANDO_DOCUMENTOS', 'DADOS_VENDEDOR'], 'dados-proprietario', documentosDoVendedor],
  // "Then analysing": the central, its owner-data step in analysis.
  [
    [
      'DOCUMENTACAO_RECEBIDA',
      'DADOS_CADASTRADOS',
      'CADASTRAR_DADOS_FATURAMENTO',
      'ERRO_PROCESSAMENTO',
      'ANALISE_NOTA_FISCAL',
      'ANALISE_CANAL',
    ],
    'dados-proprietario',
    'centralcontemplacao',
  ],
  [['DOCUMENTOS_ILEGIVEIS', 'DOCUMENTOS_INCORRETOS'], 'dados-proprietario', 'proprietariorecusado'],
  // "Sworks refused" (§4.4: additional owner documents) asks for owner documents on the same resend screen.
  [['PENDENCIA_SWORKS'], 'dados-proprietario', 'proprietariorecusado'],
  [['RETORNO_DOCS'], 'dados-proprietario', 'proprietariorecusado/enviado'],
  [['ERRO_INDICACAO_BEM', 'INDICAR_BEM_MANUAL'], 'dados-proprietario', 'ordemcompra'],
  [['PENDENCIA_NOTA_FISCAL'], 'dados-proprietario', 'pendencianotafiscal'],
  [['NOTA_FISCAL_CORRIGIDA'], 'dados-proprietario', 'cartacorrecaoenviada'],
  // "Corrections re-analysis" (§4.4 shows CORRECAO_FATURAMENTO as the vehicle-alienated step).
  [['CORRECAO_FATURAMENTO'], 'dados-proprietario', 'reanalise-faturamento'],
  [['RETORNO_CORRECAO'], 'dados-proprietario', 'reanalise-faturamento/enviada'],
  [
    ['AGUARDANDO_ASSINATURA', 'DOCUMENTO_ASSINADO', 'PENDENCIA_CONTRATO'],
    'assinatura-contrato',
    'assinaturacontrato',
  ],
  // A lien found at the Detran holds the payment (as for a new vehicle, 02 §4.5): the five steps are behind it.
  [['PENDENCIA_DETRAN'], 'concluido', 'pendencia-detran'],
  // §4.4: scheduling the payment is the new vehicle's; a used one follows the payment.
  [
    [
      ...GRUPOS_FASES_FATURAMENTO.programarPagamento,
      ...GRUPOS_FASES_FATURAMENTO.programacao,
      ...GRUPOS_FASES_FATURAMENTO.pagamentoEnviado,
    ],
    'concluido',
    'acompanharpagamento',
  ],
];

const POR_FASE = new Map<string, readonly [Posicao, Tela]>(
  MAPA_SEMINOVO.flatMap(([fases, posicao, tela]) => fases.map((f) => [f, [posicao, tela] as const])),
);

/**
 * 02 §4.6: the screen of a used-vehicle billing case in this phase (any spelling). A phase the map does not
 * name (the §4.4 onboarding ones, an unknown one) shows the contemplation central, never a blank screen.
 */
export function telaDoFaturamentoSeminovo(
  fase: string | null | undefined,
  contexto: ContextoSeminovo = {},
): TelaFaturamentoSeminovo {
  const tela = POR_FASE.get(codigoDaFase(fase))?.[1] ?? 'centralcontemplacao';
  return typeof tela === 'function' ? tela(contexto) : tela;
}

export type SituacaoEtapa = 'aberta' | 'concluida' | 'fechada';

export interface EtapaDaLinhaDoTempo {
  etapa: EtapaSeminovo;
  rotulo: string;
  situacao: SituacaoEtapa;
}

/**
 * 02 §4.6: the five steps, each open, completed or closed. The phase's step is open, those before it completed,
 * those after closed; the payment phases complete all five; a phase before the asset choice (or unknown)
 * leaves all five closed.
 */
export function linhaDoTempoSeminovo(fase: string | null | undefined): EtapaDaLinhaDoTempo[] {
  const posicao = POR_FASE.get(codigoDaFase(fase))?.[0];
  const atual =
    posicao === undefined
      ? -1
      : posicao === 'concluido'
        ? ORDEM_ETAPAS.length
        : ORDEM_ETAPAS.indexOf(posicao);
  return ORDEM_ETAPAS.map((etapa, i) => ({
    etapa,
    rotulo: ETAPAS_SEMINOVO[etapa],
    situacao: i === atual ? 'aberta' : i < atual ? 'concluida' : 'fechada',
  }));
}

// ——— The customer's moves (issue 21, part 2; ADR 0047) ———

/**
 * selecionar-veiculo: from the asset choice (the registration update done), the simulation, or a registration
 * error; a vehicle found by its plate and accepted goes to BEM_ENCONTRADO (the inspection opens), one typed by
 * hand (plate not found) to the manual registration, which the brand-inclusion analysis answers (02 §4.6).
 */
export const FASES_SELECIONAR_VEICULO_SEMINOVO = [
  'AGUARDANDO_ESCOLHA_BEM',
  'AGUARDANDO_DADOS_VISTORIA',
  'AGUARDANDO_DADOS_VEICULO',
  'ERRO_CADASTRO',
] as const satisfies readonly CodigoFase[];
export const FASE_VEICULO_ENCONTRADO: CodigoFase = 'BEM_ENCONTRADO';
export const FASE_VEICULO_MANUAL: CodigoFase = 'CADASTRAR_BEM_MANUAL_AUTO_NOVO';

/** agendar-vistoria: once the vehicle is found (or the analyst asked for one type). */
export const FASES_AGENDAR_VISTORIA = [
  'BEM_ENCONTRADO',
  'SOLICITAR_VISTORIA_DIGITAL',
  'SOLICITAR_VISTORIA_TECNICA',
] as const satisfies readonly CodigoFase[];
/** Digital: the link was sent (linkenviado); technical: the visit is booked (agendada). */
export const FASE_VISTORIA_AGENDADA: Record<TipoVistoria, CodigoFase> = {
  VISTORIA_DIGITAL: 'AGENDAR_VISTORIA_DIGITAL',
  VISTORIA_TECNICA: 'VISTORIA_TECNICA_AGENDADA',
};

/** dados-vendedor: the owner-data step (after the inspection approved the vehicle), or a divergence to fix. */
export const FASES_DADOS_VENDEDOR = [
  'GARANTIA_APROVADA',
  'DADOS_VENDEDOR',
  'AGUARDANDO_DOCUMENTOS',
  'REVALIDAR_VENDEDOR',
] as const satisfies readonly CodigoFase[];
/** Then the seller's documents (solicitar-vendedor takes AGUARDANDO_DOCUMENTOS). */
export const FASE_APOS_DADOS_VENDEDOR: CodigoFase = 'AGUARDANDO_DOCUMENTOS';

/**
 * reiniciar-fluxo on a used-vehicle case = choose another vehicle (02 §4.10: the refused vehicle, the Detran
 * lien; and before the inspection was booked): back to the simulation, the vehicle kept in veiculosAnteriores.
 * Fees already charged stay charged; the next vehicle's inspection pays again.
 */
export const FASES_OUTRO_VEICULO_SEMINOVO = [
  'BEM_ENCONTRADO',
  'SOLICITAR_VISTORIA_DIGITAL',
  'SOLICITAR_VISTORIA_TECNICA',
  'CADASTRAR_BEM_MANUAL_AUTO_NOVO',
  'VEICULO_RECUSADO',
  'PENDENCIA_VEICULO',
  'PENDENCIA_DETRAN',
] as const satisfies readonly CodigoFase[];
export const FASE_REINICIO_SEMINOVO: CodigoFase = 'AGUARDANDO_DADOS_VISTORIA';

export const MENSAGENS_FATURAMENTO_SEMINOVO = {
  semCaso: 'Não encontramos o faturamento do veículo seminovo desta cota.',
  faseNaoPermite: 'Esta etapa do faturamento não está disponível agora.',
  unidade: 'A unidade de negócio não é a da cota.',
  chassiNaoConfere: 'O chassi não confere com o do veículo desta placa.',
  renavamNaoConfere: 'O RENAVAM não confere com o do veículo desta placa.',
  contaDoVendedor: 'A conta deve ser do vendedor: informe o mesmo CPF/CNPJ do vendedor.',
  cpfVendedor: 'Informe o CPF do vendedor pessoa física.',
  cnpjVendedor: 'Informe o CNPJ da empresa vendedora.',
  vistoriaJaAgendada: 'A vistoria deste veículo já foi solicitada.',
  outroVeiculo: 'Não é possível escolher outro veículo nesta etapa.',
  dutSomentePdf: 'O DUT e o ATPV devem ser enviados em PDF.',
  autorizacaoIndisponivel:
    'A autorização de faturamento fica disponível quando os documentos forem aprovados.',
  autorizacaoJaAssinada: 'Você já assinou a autorização de faturamento.',
  clienteNaoAssinou: 'O cliente ainda não assinou a autorização de faturamento no portal.',
  laudoSemArquivo: 'Envie o laudo da vistoria em PDF.',
  ordemIndisponivel:
    'O pedido de faturamento é gerado para vendedor empresa, depois dos dados e da conta da empresa.',
} as const;

/**
 * The phases in which the customer signs the billing authorization in the portal (ADR 0057): once the seller's
 * documents are approved, until the analyst registers the signed contract.
 */
export const FASES_ASSINAR_AUTORIZACAO = [
  'AGUARDANDO_ASSINATURA',
  'PENDENCIA_CONTRATO',
] as const satisfies readonly CodigoFase[];

// ——— The back-office's actions (issue 21, ADR 0047) ———

const VISTORIA_EM_ANDAMENTO = [
  'AGENDAR_VISTORIA_DIGITAL',
  'VISTORIA_DIGITAL_AGENDADA',
  'AGENDAR_VISTORIA_TECNICA',
  'VISTORIA_TECNICA_AGENDADA',
  'AGENDAR_VISTORIA_MANUAL',
  'ERRO_VISTORIA',
] as const satisfies readonly CodigoFase[];
const DOCUMENTOS_DO_VENDEDOR_EM_ANALISE = [
  'DOCUMENTACAO_RECEBIDA',
  'RETORNO_DOCS',
  'RETORNO_PENDENCIA',
  'RETORNO_CORRECAO',
  'NOTA_FISCAL_CORRIGIDA',
] as const satisfies readonly CodigoFase[];

/**
 * The analyst's actions on a used-vehicle case, phase by phase: each allowed only from its phases, moving the
 * case to one phase that the customer's screen and timeline follow (02 §4.6). `cobraRevistoria`: the inspector
 * was not received, the R$ 75,00 re-inspection fee is charged with the move (02 §9, §4.10).
 */
export const ACOES_ANALISTA_SEMINOVO = {
  'agendar-vistoria': {
    rotulo: 'Agendar a vistoria (data e horário combinados)',
    de: ['BEM_ENCONTRADO', 'SOLICITAR_VISTORIA_TECNICA', 'AGENDAR_VISTORIA_MANUAL', 'ERRO_VISTORIA'],
    para: 'VISTORIA_TECNICA_AGENDADA',
    pede: 'numero',
    cobraRevistoria: false,
  },
  'vistoriador-nao-recebido': {
    rotulo: 'Vistoriador não recebido: reagendar e cobrar a revistoria',
    de: ['AGENDAR_VISTORIA_TECNICA', 'VISTORIA_TECNICA_AGENDADA'],
    para: 'AGENDAR_VISTORIA_MANUAL',
    pede: null,
    cobraRevistoria: true,
  },
  'pedir-novas-fotos': {
    rotulo: 'Pedir novas fotos ao cliente (vistoria digital)',
    de: ['VISTORIA_DIGITAL_AGENDADA'],
    para: 'ERRO_VISTORIA',
    pede: 'motivo',
    cobraRevistoria: false,
  },
  'registrar-laudo': {
    rotulo: 'Registrar o laudo da vistoria',
    de: VISTORIA_EM_ANDAMENTO,
    para: 'LAUDO_RECEBIDO',
    pede: 'laudo',
    cobraRevistoria: false,
  },
  'aprovar-veiculo': {
    rotulo: 'Aprovar o veículo',
    de: ['LAUDO_RECEBIDO'],
    para: 'GARANTIA_APROVADA',
    pede: null,
    cobraRevistoria: false,
  },
  'recusar-veiculo': {
    rotulo: 'Recusar o veículo',
    de: ['LAUDO_RECEBIDO'],
    para: 'VEICULO_RECUSADO',
    pede: 'motivo',
    cobraRevistoria: false,
  },
  'aprovar-documentos-vendedor': {
    rotulo: 'Aprovar os documentos do vendedor e pedir a assinatura',
    de: DOCUMENTOS_DO_VENDEDOR_EM_ANALISE,
    para: 'AGUARDANDO_ASSINATURA',
    pede: null,
    cobraRevistoria: false,
  },
  'recusar-documentos-vendedor': {
    rotulo: 'Recusar documentos do vendedor (ilegíveis ou incorretos)',
    de: DOCUMENTOS_DO_VENDEDOR_EM_ANALISE,
    para: 'DOCUMENTOS_INCORRETOS',
    pede: 'motivo',
    cobraRevistoria: false,
  },
  'marcar-divergencia': {
    rotulo: 'Marcar divergência nos dados do proprietário',
    de: DOCUMENTOS_DO_VENDEDOR_EM_ANALISE,
    para: 'REVALIDAR_VENDEDOR',
    pede: 'motivo',
    cobraRevistoria: false,
  },
  'registrar-assinatura': {
    rotulo: 'Registrar o contrato assinado',
    de: ['AGUARDANDO_ASSINATURA', 'PENDENCIA_CONTRATO'],
    para: 'DOCUMENTO_ASSINADO',
    pede: null,
    cobraRevistoria: false,
  },
  'marcar-pagamento-enviado': {
    rotulo: 'Marcar pagamento enviado',
    de: ['DOCUMENTO_ASSINADO', 'PROGRAMAR_PAGAMENTO', 'PROGRAMACAO_ANDAMENTO', 'AGUARDANDO_PAGAMENTO'],
    para: 'PAGAMENTO_ENVIADO',
    pede: null,
    cobraRevistoria: false,
  },
} as const satisfies Record<
  string,
  {
    rotulo: string;
    de: readonly CodigoFase[];
    para: CodigoFase;
    /** What the analyst gives: a number (visit), a reason the customer reads, or the report (number and PDF). */
    pede: 'numero' | 'motivo' | 'laudo' | null;
    cobraRevistoria: boolean;
  }
>;
export type AcaoAnalistaSeminovo = keyof typeof ACOES_ANALISTA_SEMINOVO;

/** The analyst's actions a used-vehicle case in this phase allows now, in the table's order. */
export function acoesDoAnalistaSeminovo(fase: string | null | undefined): AcaoAnalistaSeminovo[] {
  const codigo = codigoDaFase(fase);
  return (Object.keys(ACOES_ANALISTA_SEMINOVO) as AcaoAnalistaSeminovo[]).filter((a) =>
    (ACOES_ANALISTA_SEMINOVO[a].de as readonly string[]).includes(codigo),
  );
}

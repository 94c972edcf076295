import { STATUS_ABERTOS, faseEm, statusEm } from '../casos/casos.rules.ts';
import { FASES_MINUSCULAS, type CodigoFase } from '../casos/fases.schemas.ts';
import type { StatusFaturamento, ValidacaoFaturamento } from './faturamento.schemas.ts';

/**
 * The goods-billing phases are those of 02 §4.1 compared lower-cased and spaced ('tratativa nao iniciada',
 * §4.8): `faseEm` of the cases module normalizes any spelling (label, code, accents) to that form.
 */

// ——— 02 §1: which phase the billing is in ———

/**
 * 02 §1: the billing status is applied only if the case status is one of the two active ones ('Em Andamento',
 * 'Escalado') or the phase is payment sent and the customer has not yet seen it.
 */
export function statusFaturamentoAplica(
  s: Pick<StatusFaturamento, 'status' | 'fase' | 'visitouFinal'> | null | undefined,
): boolean {
  if (!s) return false;
  return statusEm(s.status, STATUS_ABERTOS) || (faseEm(s.fase, ['PAGAMENTO_ENVIADO']) && !s.visitouFinal);
}

/** The phase the billing screens follow, in the §4.8 form ('tratativa nao iniciada'). */
export const FASE_INICIAL_FATURAMENTO = FASES_MINUSCULAS.TRATATIVA_NAO_INICIADA;

/**
 * 02 §1 and §7 ("billing status failure triggers validation instead"): the status's phase when it applies;
 * otherwise the validation decides — billing possible → the start phase; not possible (or not yet validated)
 * → null (the validation outcome's screen is shown instead).
 */
export function faseDoFaturamento(
  status: Pick<StatusFaturamento, 'status' | 'fase' | 'visitouFinal'> | null | undefined,
  validacao: Pick<ValidacaoFaturamento, 'podeFaturar'> | null | undefined,
): string | null {
  if (status && statusFaturamentoAplica(status)) return status.fase;
  return validacao?.podeFaturar ? FASE_INICIAL_FATURAMENTO : null;
}

// ——— 02 §4.8: goods-billing phase groups ———

export const GRUPOS_FASES_FATURAMENTO = {
  inicio: ['TRATATIVA_NAO_INICIADA', 'SLA_VIOLADO', 'DOCUMENTO_EXPIRADO', 'PRAZO_FINALIZADO'],
  analisando: ['BRSCAN_EM_ANDAMENTO', 'ANALISE_FATURAMENTO', 'SUSPEITA_FRAUDE'],
  retornoGrcBrscan: ['PARECER_GRC', 'ANALISE_GRC', 'RETORNO_BRSCAN'],
  pendenciaClienteReanalise: ['PENDENCIA_CLIENTE', 'REANALISE_BRSCAN'],
  documentosAdicionaisGrc: ['DOCUMENTOS_ADICIONAIS_GRC'],
  documentoRecusado: ['DOCUMENTO_RECUSADO'],
  aguardandoEscolhaBem: ['AGUARDANDO_ESCOLHA_BEM'],
  erroCadastro: ['ERRO_CADASTRO'],
  aguardandoDadosVeiculo: ['AGUARDANDO_DADOS_VEICULO'],
  rechamadaCadastro: [
    'RECHAMADA_CADASTRO_MODELO',
    'RECHAMADA_CADASTRO_CONCESSIONARIA',
    'CADASTRAR_CONCESSIONARIA',
  ],
  cadastroManual: ['CADASTRAR_BEM_MANUAL_AUTO_NOVO', 'CADASTRAR_BEM_MANUAL_NOVO'],
  vistoria: [
    'AGUARDANDO_DADOS_VISTORIA',
    'BEM_ENCONTRADO',
    'SOLICITAR_VISTORIA_DIGITAL',
    'SOLICITAR_VISTORIA_TECNICA',
    'AGENDAR_VISTORIA_DIGITAL',
    'AGENDAR_VISTORIA_TECNICA',
    'VISTORIA_DIGITAL_AGENDADA',
    'VISTORIA_TECNICA_AGENDADA',
  ],
  garantiaAprovada: ['GARANTIA_APROVADA'],
  veiculoRecusado: ['VEICULO_RECUSADO', 'PENDENCIA_VEICULO'],
  erroVistoria: ['ERRO_VISTORIA', 'AGENDAR_VISTORIA_MANUAL', 'LAUDO_RECEBIDO'],
  documentosIlegiveisIncorretos: ['DOCUMENTOS_ILEGIVEIS', 'DOCUMENTOS_INCORRETOS'],
  retornoPendencia: [
    'RETORNO_PENDENCIA',
    'AUTORIZAR_GARANTIA_FATURAMENTO',
    'AUTORIZAR_GARANTIA_CREDITO',
    'RESPOSTA_FATURAMENTO',
    'RESPOSTA_CREDITO',
    'AGUARDANDO_FORNECEDOR',
  ],
  pendenciaSworks: ['PENDENCIA_SWORKS'],
  retornoDocs: ['RETORNO_DOCS'],
  correcaoFaturamento: ['CORRECAO_FATURAMENTO', 'RETORNO_CORRECAO'],
  analiseCanal: ['ANALISE_CANAL'],
  revalidarVendedor: ['REVALIDAR_VENDEDOR'],
  aguardandoDocumentos: ['AGUARDANDO_DOCUMENTOS', 'DADOS_VENDEDOR'],
  documentacaoRecebida: [
    'DOCUMENTACAO_RECEBIDA',
    'DADOS_CADASTRADOS',
    'CADASTRAR_DADOS_FATURAMENTO',
    'ERRO_PROCESSAMENTO',
    'ANALISE_NOTA_FISCAL',
  ],
  indicacaoBem: ['ERRO_INDICACAO_BEM', 'INDICAR_BEM_MANUAL'],
  notaFiscal: ['PENDENCIA_NOTA_FISCAL', 'NOTA_FISCAL_CORRIGIDA'],
  assinatura: ['AGUARDANDO_ASSINATURA', 'DOCUMENTO_ASSINADO', 'PENDENCIA_CONTRATO'],
  programarPagamento: ['PROGRAMAR_PAGAMENTO'],
  pendenciaDetran: ['PENDENCIA_DETRAN'],
  programacao: [
    'PROGRAMACAO_ANDAMENTO',
    'ERRO_PROGRAMACAO',
    'PROGRAMAR_PAGAMENTO_MANUAL',
    'VEICULO_ALIENADO',
    'AGUARDANDO_APROVACAO',
    'AGUARDANDO_LIBERACAO',
    'PAGAMENTO_LIBERADO',
    'AGUARDANDO_PAGAMENTO',
    'PENDENCIA_FATURAMENTO',
  ],
  pagamentoEnviado: ['PAGAMENTO_ENVIADO'],
} as const satisfies Record<string, readonly CodigoFase[]>;
export type GrupoFaseFaturamento = keyof typeof GRUPOS_FASES_FATURAMENTO;

/** The §4.8 group of a phase in any spelling; null when it is not a goods-billing phase. */
export function grupoDaFaseFaturamento(fase: string | null | undefined): GrupoFaseFaturamento | null {
  for (const [grupo, fases] of Object.entries(GRUPOS_FASES_FATURAMENTO)) {
    if (faseEm(fase, fases)) return grupo as GrupoFaseFaturamento;
  }
  return null;
}

// ——— 02 §4.2: family 1, specie / general invoicing status → screen ———

export type TelaFaturamentoGeral =
  | 'central-contemplacao'
  | 'inicio-faturamento'
  | 'analise-documentos'
  | 'analise-documentos-pj'
  | 'analise-interna'
  | 'documentos-rejeitados'
  | 'documento-rejeitado'
  | 'acompanhar-pagamento';

const FAMILIA_1: readonly [readonly CodigoFase[], TelaFaturamentoGeral][] = [
  [['CADASTRO_APROVADO', 'ATUALIZAR_CADASTRO'], 'central-contemplacao'],
  [['BRSCAN_EM_ANDAMENTO', 'ANALISE_GRC'], 'analise-documentos'],
  [['ANALISE_FATURAMENTO', 'SUSPEITA_FRAUDE'], 'analise-documentos-pj'],
  [['RETORNO_BRSCAN'], 'analise-interna'],
  [['REANALISE_BRSCAN', 'PENDENCIA_CLIENTE'], 'documentos-rejeitados'],
  [['DOCUMENTOS_ADICIONAIS_GRC'], 'documento-rejeitado'],
  [
    [
      'AGUARDANDO_APROVACAO',
      'PAGAMENTO_LIBERADO',
      'PAGAMENTO_ENVIADO',
      'AGUARDANDO_ATUALIZACAO_NEWCON',
      'AGUARDANDO_LIBERACAO',
    ],
    'acompanhar-pagamento',
  ],
];

/**
 * 02 §4.2. TRATATIVA_NAO_INICIADA → the contemplation centre when a case exists, else the general invoicing
 * start. DOCUMENTO_RECUSADO, AGUARDANDO_PAGAMENTO and PRAZO_FINALIZADO are known but unmapped (null), as is
 * anything else.
 */
export function telaFamilia1(
  fase: string | null | undefined,
  { existeCaso }: { existeCaso: boolean },
): TelaFaturamentoGeral | null {
  if (faseEm(fase, ['TRATATIVA_NAO_INICIADA']))
    return existeCaso ? 'central-contemplacao' : 'inicio-faturamento';
  return FAMILIA_1.find(([fases]) => faseEm(fase, fases))?.[1] ?? null;
}

// ——— 02 §4.4: family 3, used / new invoicing status → onboarding step ———

export type TelaOnboardingFaturamento =
  | 'introducao'
  | 'analisando-informacoes'
  | 'ainda-analisando-informacoes'
  | 'identificacao-reprovada'
  | 'reenviar-documentos'
  | 'identificacao-filial'
  | 'identificacao-aprovada'
  | 'vistoria-concluida'
  | 'vistoria-recusada'
  | 'documentos-vendedor-pendentes'
  | 'veiculo-alienado'
  | 'programar-pagamento'
  | 'nota-fiscal-pendente'
  | 'assinatura-contrato'
  | 'pagamento-enviado'
  | 'documentos-proprietario';

/**
 * 02 §4.4, which depends on new versus used (and, for the GRC/BRSCAN return, on person versus company).
 * Null: the phase has no onboarding step here (the new- or used-vehicle map takes it, §4.5 / §4.6).
 */
export function telaFamilia3(
  fase: string | null | undefined,
  { novo, pj }: { novo: boolean; pj: boolean },
): TelaOnboardingFaturamento | null {
  const em = (fases: readonly CodigoFase[]) => faseEm(fase, fases);
  if (em(['TRATATIVA_NAO_INICIADA', 'SLA_VIOLADO', 'DOCUMENTO_EXPIRADO', 'PRAZO_FINALIZADO']))
    return 'introducao';
  if (em(['BRSCAN_EM_ANDAMENTO', 'ANALISE_FATURAMENTO', 'SUSPEITA_FRAUDE'])) return 'analisando-informacoes';
  if (em(['PARECER_GRC', 'ANALISE_GRC', 'RETORNO_BRSCAN']))
    return pj ? 'analisando-informacoes' : 'ainda-analisando-informacoes';
  if (em(['REANALISE_BRSCAN', 'PENDENCIA_CLIENTE'])) return 'identificacao-reprovada';
  if (em(['DOCUMENTOS_ADICIONAIS_GRC'])) return 'reenviar-documentos';
  if (em(['DOCUMENTO_RECUSADO'])) return 'identificacao-filial';
  if (em(['AGUARDANDO_ESCOLHA_BEM'])) return 'identificacao-aprovada';
  if (em(['GARANTIA_APROVADA'])) return 'vistoria-concluida';
  if (em(['VEICULO_RECUSADO', 'PENDENCIA_VEICULO'])) return 'vistoria-recusada';
  if (em(['DOCUMENTOS_ILEGIVEIS', 'DOCUMENTOS_INCORRETOS'])) return 'documentos-vendedor-pendentes';
  if (em(['CORRECAO_FATURAMENTO'])) return 'veiculo-alienado';
  if (em(['PROGRAMAR_PAGAMENTO'])) return novo ? 'programar-pagamento' : null;
  if (em(['PENDENCIA_NOTA_FISCAL'])) return 'nota-fiscal-pendente';
  if (em(['AGUARDANDO_ASSINATURA', 'DOCUMENTO_ASSINADO', 'PENDENCIA_CONTRATO']))
    return novo ? null : 'assinatura-contrato';
  if (em(['PAGAMENTO_ENVIADO'])) return 'pagamento-enviado';
  if (em(['PENDENCIA_SWORKS'])) return 'documentos-proprietario';
  return null;
}

import {
  anoSchema,
  formatarPercentual,
  MENSAGEM_CONTRATO_INDISPONIVEL,
  MENSAGEM_ERRO_CONTRATO,
  padCota,
  padGrupo,
  type Extrato,
  type TipoImpresso,
} from '@portal/domain';
import { ApiError } from '@/lib/api';
import { ABA_EXTRATO_GRUPO, caminhosRelatorios } from '../paths';

/** A 404 that means "no such document for this quota (yet)": the screen shows an empty state, not an error. */
export async function nuloSeNaoEncontrado<T>(pedido: Promise<T>): Promise<T | null> {
  try {
    return await pedido;
  } catch (erro) {
    if (erro instanceof ApiError && erro.status === 404) return null;
    throw erro;
  }
}

/** Spec §8: a missing contract model keeps the server's words; any other failure is the generic message. */
export function mensagemErroContrato(erro: unknown): string {
  if (erro instanceof ApiError && erro.status === 404) return erro.mensagem || MENSAGEM_CONTRATO_INDISPONIVEL;
  return MENSAGEM_ERRO_CONTRATO;
}

/** 'contrato-grupo-001010-cota-0023.pdf': the saved file says which quota it is (spec §5 padding). */
export function nomeArquivoContrato(grupo: number, cota: number): string {
  return `contrato-grupo-${padGrupo(grupo)}-cota-${padCota(cota)}.pdf`;
}

/** 'demonstrativo-grupo-001010-cota-0023-2026-03.pdf'. */
export function nomeArquivoDemonstrativo(grupo: number, cota: number, periodo: string): string {
  return `demonstrativo-grupo-${padGrupo(grupo)}-cota-${padCota(cota)}-${periodo}.pdf`;
}

/** Spec §5: percentages keep 4 decimals where the business needs them (share of the common fund paid). */
export function formatarPercentual4(valor: number): string {
  return formatarPercentual(valor, 4);
}

/** A rate as written in the contract: 2 decimals, up to 4 when it has them (life insurance 0,035%). */
export function formatarTaxa(valor: number): string {
  const casas = Math.min(4, Math.max(2, (String(valor).split('.')[1] ?? '').length));
  return formatarPercentual(valor, casas);
}

/** The `?ano=` of the address, when it is a valid year; otherwise the server picks the year. */
export function anoDaBusca(valor: string | null): number | undefined {
  if (!valor) return undefined;
  const lido = anoSchema.safeParse(valor);
  return lido.success ? lido.data : undefined;
}

/**
 * What the annual receipt is for its year: the settlement declaration of Lei 12.007/2009 (every instalment due
 * in the year paid), a partial receipt of a year still running, or of a closed year with something unpaid.
 */
export type SituacaoComprovante = 'quitado' | 'ano-em-curso' | 'com-pendencia';
export function situacaoDoComprovante(
  comprovante: { ano: number; quitacaoAnual: boolean },
  hoje: string,
): SituacaoComprovante {
  if (comprovante.quitacaoAnual) return 'quitado';
  return comprovante.ano >= Number(hoje.slice(0, 4)) ? 'ano-em-curso' : 'com-pendencia';
}

/**
 * PDF links that come inside a document (comprovante, proposta) live two minutes on the server: one fetched
 * more than 90 s ago is asked for again before it is opened.
 */
const VALIDADE_LINK_MS = 90_000;
export function linkAindaValido(buscadoEm: number, agora: number = Date.now()): boolean {
  return agora - buscadoEm < VALIDADE_LINK_MS;
}

/** What a document card of /financeiro does: open its screen, or download the PDF right there. */
export type AcaoImpresso =
  { tipo: 'abrir'; para: string; rotulo: string } | { tipo: 'baixar'; rotulo: string };

export const ACAO_DO_IMPRESSO: Record<TipoImpresso, AcaoImpresso> = {
  demonstrativo: { tipo: 'baixar', rotulo: 'Baixar PDF' },
  'extrato-consorciado': { tipo: 'abrir', para: caminhosRelatorios.extrato, rotulo: 'Ver extrato' },
  'extrato-grupo': {
    tipo: 'abrir',
    para: `${caminhosRelatorios.extrato}?aba=${ABA_EXTRATO_GRUPO}`,
    rotulo: 'Ver extrato do grupo',
  },
  'comprovante-pagamentos': {
    tipo: 'abrir',
    para: caminhosRelatorios.pagamentoAnual,
    rotulo: 'Ver comprovante',
  },
  'informe-rendimentos': { tipo: 'abrir', para: caminhosRelatorios.informe, rotulo: 'Ver informe' },
  contrato: { tipo: 'abrir', para: caminhosRelatorios.contrato, rotulo: 'Ver contrato' },
  proposta: { tipo: 'abrir', para: caminhosRelatorios.proposta, rotulo: 'Ver proposta' },
};

/** How each statement payment splits, in the order the contract lists the funds. */
const COMPOSICAO_LANCAMENTO = [
  { campo: 'valorFundoComum', rotulo: 'Fundo comum', sempre: true },
  { campo: 'valorTaxaAdministracao', rotulo: 'Taxa de adm.', sempre: true },
  { campo: 'valorFundoReserva', rotulo: 'Fundo de reserva', sempre: true },
  { campo: 'valorSeguro', rotulo: 'Seguro', sempre: false },
  { campo: 'valorEncargos', rotulo: 'Multa e juros', sempre: false },
] as const;
export type ColunaComposicao = (typeof COMPOSICAO_LANCAMENTO)[number];

/**
 * The statement's columns: the three funds always; insurance and late charges only when the quota ever paid
 * any (a column of zeros is noise, and a quota without them fits the screen without scrolling sideways).
 */
export function colunasDaComposicao(totais: Extrato['totais']): ColunaComposicao[] {
  return COMPOSICAO_LANCAMENTO.filter((c) => c.sempre || totais[c.campo] > 0);
}

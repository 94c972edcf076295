import type { CodigoFase } from '../casos/fases.schemas.ts';

/**
 * Identity validation of a registration change (03 §2 validar-identificacao, documento-socio; §5 "Sensitive
 * profile changes need an SMS token and identity validation", "selfie needs the personal document first"). The
 * customer uploads the files to the registration flow (`POST /fluxos/cadastro/documentos`), then attaches them
 * to their open registration-update case in one of three roles. Pure: the API refuses with these verdicts, the
 * screens enable their steps with them.
 */

/** The roles a file plays in the case: the personal document (front, back…), the selfie, the partner's document. */
export type PecaDeIdentidade = 'documento' | 'selfie' | 'documentoSocio';

/** What the case holds (file ids by role), or what one request sends. */
export interface EnviosDeIdentidade {
  documentos: readonly string[];
  selfies: readonly string[];
  documentosSocio: readonly string[];
}

export const ENVIOS_VAZIOS: EnviosDeIdentidade = { documentos: [], selfies: [], documentosSocio: [] };

export const MENSAGENS_VALIDACAO_IDENTIDADE = {
  semAlteracao: 'Não há alteração cadastral aguardando a validação de identidade.',
  faseSemDocumentos:
    'Sua atualização cadastral já está em análise. Aguarde o resultado para enviar documentos.',
  selfieSemDocumento: 'Envie primeiro o documento pessoal; a selfie vem depois dele.',
  semDocumentoSocio: 'Envie também o documento do sócio da empresa antes da selfie.',
  papelTrocado: 'Um mesmo arquivo não pode ser enviado como documentos diferentes.',
  nenhumArquivo: 'Todos os arquivos são obrigatórios.',
} as const;

/**
 * The phases of the registration-update case that take the customer's changes and documents: before the
 * analysis starts, while it waits for them (mandatory update, pending documents), during the document analysis
 * itself, or after the customer confirmed. Past these (BRSCAN, approval, refusal) nothing is added.
 */
export const FASES_QUE_RECEBEM_ALTERACOES: readonly CodigoFase[] = [
  'TRATATIVA_NAO_INICIADA',
  'ATUALIZACAO_OBRIGATORIA',
  'ATUALIZAR_CADASTRO',
  'ANALISE_DOCUMENTACAO',
  'PENDENCIA_CLIENTE',
  'DOCUMENTOS_ADICIONAIS_GRC',
  'CADASTRO_ATUALIZADO_APP',
  'CADASTRO_NAO_ATUALIZADO',
];

/** A company's change needs the partner's document too (03 §2 documento-socio). */
export const exigeDocumentoSocio = (tipoPessoa: 'F' | 'J'): boolean => tipoPessoa === 'J';

/** The roles still missing for the case to go to analysis, in the order the screens ask them. */
export function pecasQueFaltam(tipoPessoa: 'F' | 'J', envios: EnviosDeIdentidade): PecaDeIdentidade[] {
  const faltam: PecaDeIdentidade[] = [];
  if (exigeDocumentoSocio(tipoPessoa) && !envios.documentosSocio.length) faltam.push('documentoSocio');
  if (!envios.documentos.length) faltam.push('documento');
  if (!envios.selfies.length) faltam.push('selfie');
  return faltam;
}

/** What the case holds after a request: each role's ids, the earlier ones first, without repeats. */
export function juntarEnvios(antes: EnviosDeIdentidade, pedido: EnviosDeIdentidade): EnviosDeIdentidade {
  const juntar = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  return {
    documentos: juntar(antes.documentos, pedido.documentos),
    selfies: juntar(antes.selfies, pedido.selfies),
    documentosSocio: juntar(antes.documentosSocio, pedido.documentosSocio),
  };
}

/**
 * The verdict on one request against what the case already holds: null when it may be attached, otherwise the
 * message. Nothing sent; one file in two roles (in the request or against the case); a selfie with no personal
 * document in the request or earlier; a company's selfie with no partner document.
 */
export function recusaDaValidacaoDeIdentidade(
  tipoPessoa: 'F' | 'J',
  noCaso: EnviosDeIdentidade,
  pedido: EnviosDeIdentidade,
): string | null {
  const M = MENSAGENS_VALIDACAO_IDENTIDADE;
  const papeis = (e: EnviosDeIdentidade): [string, PecaDeIdentidade][] => [
    ...e.documentos.map((id): [string, PecaDeIdentidade] => [id, 'documento']),
    ...e.selfies.map((id): [string, PecaDeIdentidade] => [id, 'selfie']),
    ...e.documentosSocio.map((id): [string, PecaDeIdentidade] => [id, 'documentoSocio']),
  ];
  const doPedido = papeis(pedido);
  if (!doPedido.length) return M.nenhumArquivo;
  const papelDe = new Map<string, PecaDeIdentidade>();
  for (const [id, papel] of [...papeis(noCaso), ...doPedido]) {
    const visto = papelDe.get(id);
    if (visto && visto !== papel) return M.papelTrocado;
    papelDe.set(id, papel);
  }
  if (pedido.selfies.length) {
    const depois = juntarEnvios(noCaso, pedido);
    if (!depois.documentos.length) return M.selfieSemDocumento;
    if (exigeDocumentoSocio(tipoPessoa) && !depois.documentosSocio.length) return M.semDocumentoSocio;
  }
  return null;
}

/**
 * Help-centre rules: paging (spec §9, FAQ page size 10), the search text as typed, the prefix fallback query
 * and the highlighted search excerpt.
 */

/** Spec §9: FAQ lists (a category, search results) come 10 at a time. */
export const FAQ_TAMANHO_PAGINA = 10;
export const BUSCA_TAMANHO_MAXIMO = 200;
/** The excerpt's highlight markers (ts_headline StartSel/StopSel); the seeded answers never contain them. */
export const MARCA_INICIO = '[[';
export const MARCA_FIM = ']]';

/** Trims and collapses inner whitespace: '  boleto   vencido ' → 'boleto vencido'. */
export function normalizarBusca(texto: string): string {
  return texto.replace(/\s+/g, ' ').trim();
}

/** The offset of a 1-based page (anything below 1 is the first page). */
export function offsetDaPagina(pagina: number): number {
  return (Math.max(1, Math.floor(pagina)) - 1) * FAQ_TAMANHO_PAGINA;
}

/** The 1-based page an offset falls on. */
export function paginaDoOffset(offset: number): number {
  return Math.floor(Math.max(0, offset) / FAQ_TAMANHO_PAGINA) + 1;
}

export function totalDePaginas(total: number): number {
  return Math.ceil(Math.max(0, total) / FAQ_TAMANHO_PAGINA);
}

/** A page number from the address (`?pagina=`): missing, garbage or below 1 is page 1. */
export function paginaDoEndereco(valor: string | null): number {
  const n = Number(valor);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The words of a search, letters and digits only (so they are safe inside a to_tsquery expression). */
export function palavrasDaBusca(texto: string): string[] {
  return normalizarBusca(texto)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((p) => p.length > 0);
}

/**
 * The fallback query for `to_tsquery`, used when the plain search finds nothing: the words joined with AND
 * (`todas`) or OR, the last one as a prefix, since the customer may still be typing it ('contempl' →
 * 'contemplação'). Null when there is no word at all.
 */
export function consultaComPrefixo(texto: string, juncao: 'todas' | 'qualquer'): string | null {
  const palavras = palavrasDaBusca(texto);
  if (palavras.length === 0) return null;
  const termos = palavras.map((p, i) => (i === palavras.length - 1 ? `${p}:*` : p));
  return termos.join(juncao === 'todas' ? ' & ' : ' | ');
}

export interface ParteDoTrecho {
  texto: string;
  destaque: boolean;
}

/** Splits a search excerpt into plain and highlighted parts ('o [[boleto]] vence' → 3 parts). */
export function partesDoTrecho(trecho: string): ParteDoTrecho[] {
  const partes: ParteDoTrecho[] = [];
  let resto = trecho;
  while (resto.length > 0) {
    const inicio = resto.indexOf(MARCA_INICIO);
    const fim = inicio < 0 ? -1 : resto.indexOf(MARCA_FIM, inicio + MARCA_INICIO.length);
    if (inicio < 0 || fim < 0) {
      partes.push({ texto: resto, destaque: false });
      break;
    }
    if (inicio > 0) partes.push({ texto: resto.slice(0, inicio), destaque: false });
    const marcado = resto.slice(inicio + MARCA_INICIO.length, fim);
    if (marcado) partes.push({ texto: marcado, destaque: true });
    resto = resto.slice(fim + MARCA_FIM.length);
  }
  // Adjacent parts of the same kind read as one (ts_headline marks each word of a phrase separately).
  return partes.reduce<ParteDoTrecho[]>((acc, p) => {
    const anterior = acc.at(-1);
    if (anterior && anterior.destaque === p.destaque) anterior.texto += p.texto;
    else acc.push({ ...p });
    return acc;
  }, []);
}

/**
 * The excerpt as the list shows it: whitespace collapsed, and '…' where it cuts the answer short (at the start,
 * at the end), so a sentence starting mid-way does not read as the answer's beginning.
 */
export function trechoComReticencias(trecho: string, resposta: string): string {
  const limpo = trecho.replace(/\s+/g, ' ').trim();
  const simples = limpo.split(MARCA_INICIO).join('').split(MARCA_FIM).join('');
  const inteira = resposta.replace(/\s+/g, ' ').trim();
  if (!simples) return limpo;
  const inicio = inteira.startsWith(simples) ? '' : '… ';
  const fim = inteira.endsWith(simples) ? '' : ' …';
  return `${inicio}${limpo}${fim}`;
}

/** An answer's paragraphs: blank lines separate them (the stored format). */
export function paragrafosDaResposta(resposta: string): string[] {
  return resposta
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0);
}

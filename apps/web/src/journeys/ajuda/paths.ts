/** Spec §2: the help centre's screens. 'busca' is a fixed segment, so it wins over a category's `:id`. */
export const caminhosAjuda = {
  ajuda: '/ajuda',
  busca: '/ajuda/busca',
  categoria: '/ajuda/:id',
  pergunta: '/ajuda/:category/:id',
} as const;

/** The search text and the page travel in the address, so a result can be reloaded, shared and gone back to. */
export const PARAM_BUSCA = 'q';
export const PARAM_PAGINA = 'pagina';

function comPagina(caminho: string, params: URLSearchParams, pagina: number): string {
  if (pagina > 1) params.set(PARAM_PAGINA, String(pagina));
  const qs = params.toString();
  return qs ? `${caminho}?${qs}` : caminho;
}

export function caminhoDaCategoria(categoria: string, pagina = 1): string {
  return comPagina(`${caminhosAjuda.ajuda}/${encodeURIComponent(categoria)}`, new URLSearchParams(), pagina);
}

export function caminhoDaPergunta(categoria: string, pergunta: string): string {
  return `${caminhosAjuda.ajuda}/${encodeURIComponent(categoria)}/${encodeURIComponent(pergunta)}`;
}

export function caminhoDaBusca(texto: string, pagina = 1): string {
  return comPagina(caminhosAjuda.busca, new URLSearchParams({ [PARAM_BUSCA]: texto }), pagina);
}

/** Legacy roots, kept while journeys move to catalogue keys (lib/chaves.ts): they now coincide with them. */
export { limparDadosDoCliente, RAIZ_PARCEIRO } from '../chaves';
export const POR_COTA = 'cotas';
export const CHAVE_COTAS = ['cotas'] as const;

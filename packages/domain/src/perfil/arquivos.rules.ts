/** Photo uploads (ARCHITECTURE.md "files: sniffed by content, size-capped per journey"). */
export const TAMANHO_MAXIMO_FOTO_BYTES = 5 * 1024 * 1024;
/** Photos are re-encoded to fit this square: enough for a card or an avatar on any screen. */
export const LADO_MAXIMO_FOTO_PX = 1024;
/** Decoded pixels refused before resizing: a tiny file that inflates to gigabytes (decompression bomb). */
export const PIXELS_MAXIMOS_FOTO = 50_000_000;
export const TIPOS_FOTO_ACEITOS = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CATEGORIAS_ARQUIVO = ['foto-cota', 'foto-perfil'] as const;
export type CategoriaArquivo = (typeof CATEGORIAS_ARQUIVO)[number];

export const MENSAGENS_FOTO = {
  vazia: 'Escolha uma foto para enviar.',
  grande: `A foto deve ter no máximo ${TAMANHO_MAXIMO_FOTO_BYTES / 1024 / 1024} MB.`,
  tipo: 'Envie uma foto em JPEG, PNG ou WebP.',
  ilegivel: 'Não conseguimos ler esta imagem. Envie outra foto em JPEG, PNG ou WebP.',
  base64: 'O conteúdo da foto não está em base64.',
} as const;

/**
 * The verdict on an upload from its size and the type its bytes reveal (never its name or declared type:
 * a renamed executable or a text file called .jpg is refused). Null when it is acceptable.
 */
export function recusaDaFoto(tamanho: number, tipoDetectado: string | undefined): string | null {
  if (tamanho === 0) return MENSAGENS_FOTO.vazia;
  if (tamanho > TAMANHO_MAXIMO_FOTO_BYTES) return MENSAGENS_FOTO.grande;
  if (!tipoDetectado || !(TIPOS_FOTO_ACEITOS as readonly string[]).includes(tipoDetectado))
    return MENSAGENS_FOTO.tipo;
  return null;
}

/** The dimensions a photo is resized to: within the square, proportions kept, never enlarged. */
export function dimensoesReduzidas(
  largura: number,
  altura: number,
  lado = LADO_MAXIMO_FOTO_PX,
): { largura: number; altura: number } {
  const fator = Math.min(1, lado / Math.max(largura, altura));
  return {
    largura: Math.max(1, Math.round(largura * fator)),
    altura: Math.max(1, Math.round(altura * fator)),
  };
}

/** The base64 payload of POST /arquivos/blob, with or without a `data:…;base64,` prefix. */
export function bytesDoBase64(valor: string): Uint8Array | null {
  const semPrefixo = valor.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(semPrefixo) || semPrefixo.length % 4 === 1) return null;
  const binario = atob(semPrefixo.padEnd(Math.ceil(semPrefixo.length / 4) * 4, '='));
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

/** Size of the decoded bytes of a base64 text, to refuse an oversized blob before decoding it. */
export function tamanhoDoBase64(valor: string): number {
  const semPrefixo = valor.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '');
  const preenchimento = semPrefixo.endsWith('==') ? 2 : semPrefixo.endsWith('=') ? 1 : 0;
  return Math.floor((semPrefixo.length * 3) / 4) - preenchimento;
}

/** Where the API serves an uploaded file; a quota or user photo_url must be one of these. */
export const PREFIXO_URL_ARQUIVO = '/app-cliente/v1/arquivos/';
const URL_ARQUIVO =
  /^\/app-cliente\/v1\/arquivos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function urlDoArquivo(id: string): string {
  return PREFIXO_URL_ARQUIVO + id;
}

/** The file id a photo_url names, or null when it is not one of our file URLs. */
export function idDoArquivoNaUrl(url: string): string | null {
  return URL_ARQUIVO.exec(url)?.[1] ?? null;
}

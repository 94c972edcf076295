import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LADO_MAXIMO_FOTO_PX, MENSAGENS_FOTO, PIXELS_MAXIMOS_FOTO, recusaDaFoto } from '@portal/domain';
import { requisicaoInvalida } from '../../core/erros.ts';

export interface FotoProcessada {
  conteudo: Buffer;
  mime: 'image/webp';
  largura: number;
  altura: number;
}

/**
 * Checks an upload by its bytes (file-type), then re-encodes it: turned upright from its EXIF orientation,
 * resized to fit LADO_MAXIMO_FOTO_PX and written as WebP. Re-encoding drops every metadata block (a phone
 * photo's GPS position, a polyglot payload hidden after the image): what we store and serve is only pixels.
 */
export async function processarFoto(bytes: Buffer): Promise<FotoProcessada> {
  const tipo = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  const recusa = recusaDaFoto(bytes.length, tipo?.mime);
  if (recusa) throw requisicaoInvalida(recusa);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: PIXELS_MAXIMOS_FOTO, failOn: 'error' })
      .rotate()
      .resize({
        width: LADO_MAXIMO_FOTO_PX,
        height: LADO_MAXIMO_FOTO_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { conteudo: data, mime: 'image/webp', largura: info.width, altura: info.height };
  } catch {
    // A truncated or corrupt image whose header still looks right: a customer's problem, not a server error.
    throw requisicaoInvalida(MENSAGENS_FOTO.ilegivel);
  }
}

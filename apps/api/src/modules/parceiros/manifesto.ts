import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CORES_PADRAO, coresDoParceiro, corDeContraste } from '@portal/domain';
import type { ParceiroRow } from './parceiros.repository.ts';

/** Sizes the install prompt of Android/Chrome asks for; the 512 also serves as the maskable icon. */
export const TAMANHOS_DE_ICONE = [192, 512] as const;
export type TamanhoDeIcone = (typeof TAMANHOS_DE_ICONE)[number];

const NOME_PADRAO = 'Portal do Consorciado';
const DESCRICAO = 'Acompanhe suas cotas de consórcio, parcelas, lances e assembleias.';

/** Installed-app name under the home-screen icon: browsers cut beyond about 12 characters. */
function nomeCurto(nome: string): string {
  if (nome.length <= 12) return nome;
  const palavras = nome.split(/\s+/);
  // "Consórcio Horizonte" → "Horizonte": the distinctive word reads better than a cut one.
  const distintiva = palavras.find((p) => p.length <= 12 && !/^cons[óo]rcios?$/i.test(p));
  return distintiva ?? nome.slice(0, 12);
}

/** Web app manifest of the partner whose host was reached (the default red portal for an unknown host). */
export function manifestoDoParceiro(parceiro: ParceiroRow | undefined) {
  const { primaria, secundaria } = coresDoParceiro(parceiro?.cores ?? []);
  const nome = parceiro?.nome ?? NOME_PADRAO;
  const icones = TAMANHOS_DE_ICONE.map((t) => ({
    src: `/pwa/icone-${t}.png`,
    sizes: `${t}x${t}`,
    type: 'image/png',
  }));
  return {
    name: nome,
    short_name: nomeCurto(nome),
    description: DESCRICAO,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: primaria,
    background_color: parceiro ? secundaria : CORES_PADRAO.secundaria,
    icons: [...icones, { ...icones[1]!, purpose: 'maskable' }],
  };
}

/** Drawn when the partner has no usable icon: two coins (a consortium's shared savings) in its colour. */
function iconeDesenhado(primaria: string): string {
  const tinta = corDeContraste(primaria);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${primaria}"/><circle cx="26" cy="34" r="12" fill="none" stroke="${tinta}" stroke-width="4"/><circle cx="38" cy="30" r="12" fill="${tinta}" opacity=".85"/></svg>`;
}

/**
 * The partner's own icon (or logo) when it is a file of our web build; a remote address is never fetched
 * (an icon request must not make the server call arbitrary hosts), so it falls back to the drawn icon.
 */
async function arquivoDoIcone(parceiro: ParceiroRow | undefined, webDist: string | undefined) {
  if (!webDist) return undefined;
  for (const url of [parceiro?.iconUrl, parceiro?.logoUrl]) {
    if (!url?.startsWith('/') || url.startsWith('//')) continue;
    const raiz = path.resolve(webDist);
    const arquivo = path.resolve(raiz, `.${url.split('?')[0]}`);
    if (!arquivo.startsWith(raiz + path.sep)) continue;
    const bytes = await readFile(arquivo).catch(() => undefined);
    if (bytes) return bytes;
  }
  return undefined;
}

/** A square PNG: the partner's icon centred on its primary colour, with the margin maskable icons need. */
export async function iconeDoParceiro(
  parceiro: ParceiroRow | undefined,
  tamanho: TamanhoDeIcone,
  webDist: string | undefined,
): Promise<Buffer> {
  const { primaria } = coresDoParceiro(parceiro?.cores ?? []);
  const fundo = sharp({ create: { width: tamanho, height: tamanho, channels: 4, background: primaria } });
  const original = await arquivoDoIcone(parceiro, webDist);
  if (original) {
    try {
      const interno = Math.round(tamanho * 0.8);
      const desenho = await sharp(original, { density: 300, limitInputPixels: 4096 * 4096 })
        .resize(interno, interno, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      return await fundo
        .composite([{ input: desenho }])
        .png()
        .toBuffer();
    } catch {
      // Not an image sharp can read: the drawn icon below.
    }
  }
  return sharp(Buffer.from(iconeDesenhado(primaria)))
    .resize(tamanho, tamanho)
    .png()
    .toBuffer();
}

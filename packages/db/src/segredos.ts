/**
 * The database passwords this installation generated: the embedded server's owner (`dono`) and the runtime
 * role (`app`). Kept in `$DATA_DIR/segredos-do-banco.json`, mode 0600, readable by the account that runs the
 * API only; never logged and never put in a URL that is printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Segredos {
  dono: string;
  app: string;
}

const ARQUIVO = 'segredos-do-banco.json';

const novoSegredo = () => randomBytes(24).toString('base64url');

function valido(texto: string): Segredos | undefined {
  try {
    const lido = JSON.parse(texto) as Partial<Segredos>;
    if (typeof lido.dono === 'string' && typeof lido.app === 'string' && lido.dono && lido.app)
      return { dono: lido.dono, app: lido.app };
  } catch {
    // half written by another process starting at the same time: read again
  }
  return undefined;
}

/** Reads the secrets of `dataDir`, creating them on first use (exclusive create: two starts agree on one). */
export async function segredosDoBanco(dataDir: string): Promise<Segredos> {
  const arquivo = path.join(dataDir, ARQUIVO);
  await mkdir(dataDir, { recursive: true });
  try {
    const handle = await open(arquivo, 'wx', 0o600);
    const segredos = { dono: novoSegredo(), app: novoSegredo() };
    try {
      await handle.writeFile(JSON.stringify(segredos));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return segredos;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let tentativa = 0; tentativa < 50; tentativa++) {
    const segredos = valido(await readFile(arquivo, 'utf8'));
    if (segredos) return segredos;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${arquivo} está corrompido: apague-o para gerar novas senhas do banco.`);
}

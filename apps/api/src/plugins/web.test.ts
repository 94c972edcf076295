import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let web: string;
let endereco: string;
const SCRIPT = Buffer.from(`export const portal = ${JSON.stringify('consórcio '.repeat(200))};\n`);
const SHELL = Buffer.from(
  `<!doctype html><html lang="pt-BR"><title>Portal</title>${'<p>Portal</p>'.repeat(50)}`,
);

/** A build as vite.config.ts leaves it: each text file with its `.br` and `.gz` beside it. */
async function escrever(relativo: string, bytes: Buffer) {
  await writeFile(path.join(web, relativo), bytes);
  await writeFile(path.join(web, `${relativo}.br`), brotliCompressSync(bytes));
  await writeFile(path.join(web, `${relativo}.gz`), gzipSync(bytes));
}

beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await mkdir(path.join(web, 'assets'));
  await escrever('index.html', SHELL);
  await escrever('sw.js', Buffer.from(`self.addEventListener('fetch', () => {});${' '.repeat(200)}`));
  await escrever('assets/app-123.js', SCRIPT);
  t = await createTestApp({ webDist: web });
  endereco = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

/** Over a real socket, as a browser gets it (no decoding by the client). */
function buscar(caminho: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; corpo: Buffer }>(
    (resolve, reject) => {
      const pedido = request(`${endereco}${caminho}`, { headers }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, corpo: Buffer.concat(partes) }),
        );
      });
      pedido.on('error', reject);
      pedido.end();
    },
  );
}

describe('built web files', () => {
  it('sends a hashed asset as brotli to a browser that accepts it, cached for good', async () => {
    const r = await buscar('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.corpo).equals(SCRIPT)).toBe(true);
    expect(r.corpo.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await buscar('/assets/app-123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.corpo).equals(SCRIPT)).toBe(true);
    const puro = await buscar('/assets/app-123.js', { 'accept-encoding': 'identity' });
    expect(puro.headers['content-encoding']).toBeUndefined();
    expect(puro.headers.vary).toMatch(/accept-encoding/i);
    expect(puro.corpo.equals(SCRIPT)).toBe(true);
  });

  it('compresses the shell and the service worker too, always revalidated', async () => {
    for (const [caminho, original] of [
      ['/entrar', SHELL],
      ['/', SHELL],
    ] as const) {
      const r = await buscar(caminho, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(r.status, caminho).toBe(200);
      expect(r.headers['content-encoding'], caminho).toBe('br');
      expect(r.headers['cache-control'], caminho).toBe('no-cache');
      expect(brotliDecompressSync(r.corpo).equals(original), caminho).toBe(true);
    }
    const sw = await buscar('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});

import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let web: string;
let endereco: string;
const SCRIPT = Buffer.from(`export const portal = ${JSON.stringify('consórcio '.repeat(200))};\n`);
const SHELL = Buffer.from(
  `<!doctype html><html lang="pt-BR"><head><title>Portal</title></head><body>${'<p>Portal</p>'.repeat(50)}</body>`,
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
  // The build's list of each first page's route code (apps/web/vite.config.ts, precarregar()).
  await writeFile(
    path.join(web, 'precarregar.json'),
    JSON.stringify({
      '/entrar': ['/assets/index-0.css', '/assets/entrar-1.js', '/assets/campo-2.js'],
      '*': ['/assets/index-0.css', '/assets/app-3.js'],
    }),
  );
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
      // The shell, with the host's partner configuration before </head> (checked below).
      const html = brotliDecompressSync(r.corpo).toString();
      expect(html.replace(/<script id="parceiro-do-dominio"[^]*?<\/script>/, ''), caminho).toBe(
        original.toString(),
      );
    }
    const sw = await buscar('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});

describe('Link header of a page', () => {
  const pagina = (caminho: string, host?: string) =>
    buscar(caminho, { accept: 'text/html', 'accept-encoding': 'br', ...(host && { host }) });

  it("preloads, on the login, the shell and its route's code, then the host's partner logo", async () => {
    const r = await pagina('/entrar?x=1');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.corpo).toString()).toMatch(/^<!doctype html>.*<\/body>$/);
    expect(r.headers.link).toBe(
      '</assets/index-0.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/entrar-1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/campo-2.js>; rel=modulepreload; crossorigin, ' +
        '</parceiros/vertice-logo.svg>; rel=preload; as=image',
    );
  });

  it("names each host's own partner logo; any other page preloads the app's code (`*`)", async () => {
    const porta = new URL(endereco).port;
    const r = await pagina('/home', `localhost:${porta}`);
    expect(r.status).toBe(200);
    expect(r.headers.link).toBe(
      '</assets/index-0.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/app-3.js>; rel=modulepreload; crossorigin, ' +
        '</parceiros/horizonte-logo.svg>; rel=preload; as=image',
    );
  });

  it('sends no logo for an unknown host, and no Link with an asset or an API answer', async () => {
    const desconhecido = await pagina('/home', 'outro.exemplo');
    expect(desconhecido.status).toBe(200);
    expect(desconhecido.headers.link).toBe(
      '</assets/index-0.css>; rel=preload; as=style; crossorigin, </assets/app-3.js>; rel=modulepreload; crossorigin',
    );
    const asset = await buscar('/assets/app-123.js', { 'accept-encoding': 'br' });
    expect(asset.headers.link).toBeUndefined();
    const api = await buscar('/app-cliente/v1/nao-existe', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(api.headers.link).toBeUndefined();
  });
});

describe("the host's partner data in the page", () => {
  const BLOCO = /<script id="parceiro-do-dominio" type="application\/json">(.*?)<\/script><\/head>/;
  const dadosNaPagina = (html: string) => {
    const achado = BLOCO.exec(html);
    return achado
      ? (JSON.parse(achado[1]!) as { parceiro: Record<string, unknown>; avisos: unknown[] })
      : undefined;
  };
  async function buscarJson(caminho: string) {
    return JSON.parse((await buscar(caminho, {})).corpo.toString()) as Record<string, unknown>;
  }
  /** What the API answers for a host: its configuration, then its partner's warnings. */
  async function daApi(host: string) {
    const parceiro = await buscarJson(`/app-cliente/v1/parceiros/configuracao?domain=${host}`);
    return {
      parceiro,
      avisos: await buscarJson(`/app-cliente/v1/parceiros/${String(parceiro.id)}/warnings`),
    };
  }

  it('carries, on each host, what the API answers for its partner, in every encoding', async () => {
    // A warning of Vértice's only: it must reach Vértice's page and never Horizonte's.
    await t.database.db.execute(sql`
      with aviso as (
        insert into avisos_manutencao (parceiro_id, data_inicio, hora_inicio, data_fim, hora_fim, texto)
        select parceiro_id, '2026-01-01', '00:00', '2099-12-31', '23:59', 'Manutenção programada'
        from parceiro_dominios where dominio = '127.0.0.1'
        returning parceiro_id
      )
      select pg_notify('portal_cache', 'parceiros:' || parceiro_id || ':avisos') from aviso`);
    const porta = new URL(endereco).port;
    // The notification reaches the cache's listener a moment after the commit.
    await expect
      .poll(async () => dadosNaPagina((await buscar('/home', { accept: 'text/html' })).corpo.toString()))
      .toMatchObject({ avisos: [{ text: 'Manutenção programada' }] });
    const vertice = await buscar('/home', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(vertice.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(vertice.headers['cache-control']).toBe('no-cache');
    expect(vertice.headers.vary).toBe('accept-encoding');
    expect(vertice.headers['content-security-policy']).toBeDefined();
    const daVertice = dadosNaPagina(brotliDecompressSync(vertice.corpo).toString());
    expect(daVertice).toEqual(await daApi('127.0.0.1'));
    expect(daVertice?.avisos).toEqual([expect.objectContaining({ text: 'Manutenção programada' })]);

    const horizonte = await buscar('/entrar', {
      accept: 'text/html',
      'accept-encoding': 'br;q=0, gzip',
      host: `localhost:${porta}`,
    });
    expect(horizonte.headers['content-encoding']).toBe('gzip');
    const daHorizonte = dadosNaPagina(gunzipSync(horizonte.corpo).toString());
    expect(daHorizonte).toEqual(await daApi('localhost'));
    expect(daHorizonte?.parceiro.name).not.toBe(daVertice?.parceiro.name);
    expect(daHorizonte?.avisos).not.toContainEqual(
      expect.objectContaining({ text: 'Manutenção programada' }),
    );
    const semCodificacao = await buscar('/entrar', { accept: 'text/html', host: `localhost:${porta}` });
    expect(semCodificacao.headers['content-encoding']).toBeUndefined();
    expect(dadosNaPagina(semCodificacao.corpo.toString())).toEqual(daHorizonte);
  });

  it('sends the bare shell to a host no partner has', async () => {
    const r = await buscar('/home', { accept: 'text/html', host: 'outro.exemplo' });
    expect(r.status).toBe(200);
    expect(r.corpo.equals(SHELL)).toBe(true);
  });

  it('cannot be closed early by a value: a name with </script> stays data', async () => {
    const nome = 'Horizonte </script><script>alert(1)</script>';
    await t.database.db.execute(sql`
      update parceiros set nome = ${nome}
      where id = (select parceiro_id from parceiro_dominios where dominio = '127.0.0.1')`);
    await t.database.db.execute(sql`select pg_notify('portal_cache', 'parceiros')`);
    await expect
      .poll(async () => {
        const r = await buscar('/home', { accept: 'text/html' });
        return dadosNaPagina(r.corpo.toString())?.parceiro.name;
      })
      .toBe(nome);
    const html = (await buscar('/home', { accept: 'text/html' })).corpo.toString();
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

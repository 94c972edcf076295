/**
 * What a first visit to /entrar downloads: the shell's module script, its modulepreloads and stylesheets, then the
 * login island's chunk (ADR 0046: the login screens without the router and the data cache, `entrar-*.js`) and
 * every module it imports statically: the files the build lists for /entrar in precarregar.json, which the server
 * sends with the page as a `Link` header (the same files the preload helper would fetch after the shell ran). The
 * app itself is fetched only once the person types or leaves the page. Sizes are of the files as sent: gzip and
 * brotli at their highest levels.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface PacoteDoLogin {
  arquivos: number;
  js: { bruto: number; gzip: number; brotli: number };
  css: { bruto: number; gzip: number; brotli: number };
}

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`: not `import("./x.js")`. */
const IMPORTACAO_ESTATICA = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g;

export function pacoteDoLogin(dist: string): PacoteDoLogin | undefined {
  const indice = path.join(dist, 'index.html');
  if (!existsSync(indice)) return undefined;
  const html = readFileSync(indice, 'utf8');
  const doHtml = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  const precarga = path.join(dist, 'precarregar.json');
  const daRota = existsSync(precarga)
    ? ((JSON.parse(readFileSync(precarga, 'utf8')) as Record<string, string[]>)['/entrar'] ?? []).map((a) =>
        a.replace(/^\//, ''),
      )
    : [];
  const rota = readdirSync(path.join(dist, 'assets')).find((f) => /^entrar-[\w-]+\.js$/.test(f));
  if (!rota) throw new Error('O chunk da ilha do login (assets/entrar-*.js) não está no build.');
  const vistos = new Set<string>();
  const visitar = (arquivo: string) => {
    if (vistos.has(arquivo)) return;
    vistos.add(arquivo);
    if (!arquivo.endsWith('.js')) return;
    const codigo = readFileSync(path.join(dist, arquivo), 'utf8');
    for (const m of codigo.matchAll(IMPORTACAO_ESTATICA))
      visitar(path.posix.join(path.posix.dirname(arquivo), m[1]!));
  };
  for (const arquivo of [...doHtml, ...daRota, `assets/${rota}`]) visitar(arquivo);
  const soma = (extensao: string) => {
    const total = { bruto: 0, gzip: 0, brotli: 0 };
    for (const arquivo of vistos) {
      if (!arquivo.endsWith(extensao)) continue;
      const bytes = readFileSync(path.join(dist, arquivo));
      total.bruto += bytes.length;
      total.gzip += gzipSync(bytes, { level: 9 }).length;
      total.brotli += brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
    }
    return total;
  };
  return { arquivos: vistos.size, js: soma('.js'), css: soma('.css') };
}

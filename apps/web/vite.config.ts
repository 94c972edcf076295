import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
// eslint-disable-next-line no-restricted-imports -- build script: runs in Node, never in the browser bundle
import { createHash } from 'node:crypto';
// eslint-disable-next-line no-restricted-imports -- build script: runs in Node, never in the browser bundle
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- build script: runs in Node, never in the browser bundle
import { readFile, writeFile } from 'node:fs/promises';
// eslint-disable-next-line no-restricted-imports -- build script: runs in Node, never in the browser bundle
import { promisify } from 'node:util';
// eslint-disable-next-line no-restricted-imports -- build script: runs in Node, never in the browser bundle
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import pkg from './package.json' with { type: 'json' };

const apiPort = process.env.API_PORT ?? '3000';

/**
 * The build id: package version + a short hash of everything that goes into the bundle (web sources, public
 * files, the domain package and the lock file). Same inputs, same id, so a rebuild without changes does not
 * make every open tab reload; any change makes a new id. `VERSAO_WEB` overrides it (CI, tests).
 */
function idDoBuild(): string {
  if (process.env.VERSAO_WEB) return process.env.VERSAO_WEB;
  const raiz = new URL('../../', import.meta.url).pathname;
  const entradas = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
    'package-lock.json',
  ];
  const hash = createHash('sha256');
  const incluir = (caminho: string) => {
    if (!existsSync(caminho)) return;
    if (statSync(caminho).isDirectory()) {
      for (const nome of readdirSync(caminho).sort()) incluir(`${caminho}/${nome}`);
      return;
    }
    hash.update(caminho.slice(raiz.length)).update('\0').update(readFileSync(caminho)).update('\0');
  };
  for (const e of entradas) incluir(raiz + e);
  return `${pkg.version}+${hash.digest('hex').slice(0, 10)}`;
}

const VERSAO = idDoBuild();

/** What the API answers for the dev and preview servers: its routes, and the per-partner manifest and icons. */
const paraApi = { target: `http://localhost:${apiPort}`, changeOrigin: false };
const proxyDaApi = { '/app-cliente': paraApi, '/manifest.webmanifest': paraApi, '/pwa/': paraApi };

/**
 * The domain package's modules only declare schemas, rules and operations; its index alone has an effect (zod's
 * Portuguese messages). Saying so lets the build keep, on each page's path, only the parts that page uses,
 * instead of every journey's schemas and rules in one chunk the login has to load.
 */
const DO_DOMINIO = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
const efeitosDoDominio = (id: string) =>
  DO_DOMINIO.test(id) && !id.endsWith('index.ts') ? false : undefined;

/** Modules of the back-office journey (lazy: only whoever opens /operador downloads them). */
const DO_OPERADOR = /[\\/]src[\\/]journeys[\\/]operador[\\/]/;

/** Emits dist/versao.json, which the API publishes at GET /versoes so running tabs learn a newer build exists (spec §4). */
function versaoJson(): Plugin {
  return {
    name: 'portal-versao-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'versao.json',
        source: `${JSON.stringify({ versao: VERSAO })}\n`,
      });
    },
  };
}

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRIMIVEIS = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes `x.br` and `x.gz` next to every text file of dist, at the highest levels (once per build, not per
 * request), for the API's static server to send (`preCompressed`). Runs last, after the service worker is
 * generated; a variant no smaller than its file is not written.
 */
function preComprimir(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let saida = '';
  const arquivos = (pasta: string): string[] =>
    readdirSync(pasta, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? arquivos(`${pasta}/${e.name}`) : [`${pasta}/${e.name}`],
    );
  return {
    name: 'portal-pre-comprimir',
    apply: 'build',
    configResolved(config) {
      saida = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : `${config.root}/${config.build.outDir}`;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await Promise.all(
          arquivos(saida)
            .filter((f) => COMPRIMIVEIS.test(f))
            .map(async (arquivo) => {
              const bytes = await readFile(arquivo);
              const [br, gzip] = await Promise.all([
                brotli(bytes, {
                  params: {
                    [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                    [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  },
                }),
                gz(bytes, { level: 9 }),
              ]);
              if (br.length < bytes.length) await writeFile(`${arquivo}.br`, br);
              if (gzip.length < bytes.length) await writeFile(`${arquivo}.gz`, gzip);
            }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    versaoJson(),
    react(),
    tailwindcss(),
    VitePWA({
      // 'prompt': the app shows a notice and reloads itself 1 s later (spec §4), instead of a silent swap.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      // Each partner's installable app has its own name, colours and icon: the API serves the manifest per
      // host (GET /manifest.webmanifest, linked from index.html), so the build emits none.
      manifest: false,
      workbox: {
        navigateFallback: '/index.html',
        // API calls and its docs must never be answered by the cached shell.
        navigateFallbackDenylist: [/^\/app-cliente\//, /^\/operador\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The back-office is fetched only by whoever opens /operador: the customer's install never caches it.
        globIgnores: ['**/assets/operador-*.js'],
        // Web Push: shows each notification and opens its screen (public/sw-push.js, precached like the rest).
        importScripts: ['/sw-push.js'],
      },
    }),
    preComprimir(),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  define: { __APP_VERSION__: JSON.stringify(VERSAO) },
  server: {
    proxy: proxyDaApi,
  },
  preview: {
    proxy: proxyDaApi,
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: { moduleSideEffects: efeitosDoDominio },
      output: {
        // Back-office code gets its own prefix, so the customer's service worker can leave it out (globIgnores).
        chunkFileNames: (chunk) =>
          (
            chunk.facadeModuleId
              ? DO_OPERADOR.test(chunk.facadeModuleId)
              : chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => DO_OPERADOR.test(id))
          )
            ? 'assets/operador-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router-query', test: /node_modules[\\/](react-router|@tanstack)[\\/]/, priority: 2 },
            // Everything else the first page needs in one file, not dozens of tiny ones (icons, paths, rules):
            // over HTTP/1.1 each extra file costs a phone a round trip. Only what the page itself imports: with
            // its dependencies, the domain's barrel would bring every module back (efeitosDoDominio). The chunks
            // import each other without cycles (checked on the build when this was set).
            { name: 'inicial', tags: ['$initial'], includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, Rolldown } from 'vite';
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
 * The domain package's modules only declare schemas, rules and operations; one alone has an effect, comum/z.ts
 * (zod's Portuguese messages, set where the schemas get `z`). Saying so lets the build keep, on each page's
 * path, only the parts that page uses, instead of every journey's schemas and rules in one chunk the login has
 * to load; and a page that uses no schema (the login, the shell: ADR 0040) gets no zod.
 */
const DO_DOMINIO = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
const CONFIGURA_O_ZOD = /[\\/]packages[\\/]domain[\\/]src[\\/]comum[\\/]z\.ts$/;
const efeitosDoDominio = (id: string) =>
  DO_DOMINIO.test(id) && !CONFIGURA_O_ZOD.test(id) ? false : undefined;

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

/**
 * The pages a first visit lands on, by path, and the module the shell loads for them: the login island (ADR
 * 0046), both login screens without the router and the data cache. Their code is fetched with the shell instead
 * of after it ran: the build lists in dist/precarregar.json, for each, the shell's files (its stylesheet first,
 * then its scripts, in the order the page names them) and then every file its module needs beyond them (its
 * chunk and every chunk below it, as the preload helper would fetch them). The API sends that list with the page
 * as a `Link` header (apps/api/src/plugins/web.ts): the browser asks for all of it in the first round trip, the
 * render-blocking stylesheet and the large shell scripts ahead of the small files.
 */
const PAGINAS_DE_ENTRADA: Record<string, string[]> = {
  '/entrar': ['src/app/ilha/ilha.tsx'],
  '/entrar-mobile': ['src/app/ilha/ilha.tsx'],
};
/**
 * Where a signed-in visit lands (the login sends the customer there, and it is the installed app's start): the
 * app, the signed-in frame and the home screen, all named in the page's `Link` header, so the browser does not
 * learn of the frame only after the app ran, nor of the home only after the frame did.
 */
const MOLDURA = 'src/app/layouts/main-layout.tsx';
const TELA_INICIAL = 'src/journeys/home/screens/home.tsx';
const PAGINA_INICIAL: Record<string, string[]> = {
  '/home': ['src/app/app.tsx', MOLDURA, TELA_INICIAL],
};
/**
 * Any other page (`*`) opens the app (router, data cache, layouts), which the shell imports only when the page is
 * not the login island's: listed too, so it is not fetched only after the shell ran. Its own route's code still
 * comes after (which route, and for which device, only the page knows).
 */
const OUTRAS_PAGINAS: Record<string, string[]> = { '*': ['src/app/app.tsx'] };

/**
 * What the login screens import beyond the shell, in one file: over HTTP/1.1 a phone fetches six files at a
 * time, and the login's ~20 small modules (fields, icons, its hooks) cost it several round trips before the
 * form can be drawn. Collected once the module graph is complete, the web's own modules only: the shell's stay
 * in the shell (its group comes first), and a package's or the domain's barrel would bring every module behind
 * it (the tree-shaking keeps only the rules the login uses, in their own files); so the login's icons are
 * imported by their own paths. Other pages that share a field or an icon with the login import this file: the login's visitor
 * has it already.
 */
const modulosDoLogin = new Set<string>();
/** The same for the signed-in frame and the home screen: the first signed-in page in one file of its own. */
const modulosDaCasa = new Set<string>();
const DA_WEB = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** An icon imported by its own path (`lucide-react/icons/x`), as the login's are, not through the barrel. */
const ICONE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
function juntarModulosDoLogin(): Plugin {
  return {
    name: 'portal-modulos-do-login',
    apply: 'build',
    buildEnd() {
      modulosDoLogin.clear();
      const visitar = (id: string) => {
        if (modulosDoLogin.has(id) || !(DA_WEB.test(id) || ICONE.test(id))) return;
        modulosDoLogin.add(id);
        for (const importado of this.getModuleInfo(id)?.importedIds ?? []) visitar(importado);
      };
      for (const modulo of Object.values(PAGINAS_DE_ENTRADA).flat())
        visitar(new URL(modulo, import.meta.url).pathname);
      // The frame's and the home's own modules and icons, in the same way (what the login has stays in its file).
      modulosDaCasa.clear();
      const visitarCasa = (id: string) => {
        if (modulosDaCasa.has(id) || modulosDoLogin.has(id) || !(DA_WEB.test(id) || ICONE.test(id))) return;
        modulosDaCasa.add(id);
        for (const importado of this.getModuleInfo(id)?.importedIds ?? []) visitarCasa(importado);
      };
      for (const modulo of [MOLDURA, TELA_INICIAL]) visitarCasa(new URL(modulo, import.meta.url).pathname);
    },
  };
}

/**
 * Rewrites `import { Bell, X } from 'lucide-react'` into one import per icon file (`lucide-react/icons/bell`), the
 * names read from lucide's own barrel (aliases included). The module graph then shows which icons each page
 * draws, so the login's and the home's groups below take theirs along, instead of one file per icon behind each
 * page. Type-only and non-icon names stay on the barrel. Written here because no maintained plugin does it for
 * Rolldown's chunk groups.
 */
function iconesPorArquivo(): Plugin {
  const barril = readFileSync(
    new URL('../../node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
    'utf8',
  );
  const arquivoDoIcone = new Map<string, string>();
  for (const [, nomes, arquivo] of barril.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs';/g))
    for (const [, nome] of nomes!.matchAll(/default as (\w+)/g)) arquivoDoIcone.set(nome!, arquivo!);
  // A lucide whose barrel is written otherwise would silently put every icon back in a file of its own.
  if (arquivoDoIcone.size < 1000)
    throw new Error('lucide-react: o barril mudou de forma; revise iconesPorArquivo.');
  const IMPORTACAO = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;
  return {
    name: 'portal-icones-por-arquivo',
    enforce: 'pre',
    transform(codigo, id) {
      if (!DA_WEB.test(id) || !codigo.includes("'lucide-react'")) return null;
      return codigo.replace(IMPORTACAO, (_importacao, lista: string) => {
        const icones: string[] = [];
        const outros: string[] = [];
        for (const item of lista
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          const [nome, local = nome] = item.split(/\s+as\s+/) as [string, string?];
          const arquivo = arquivoDoIcone.get(nome);
          if (arquivo) icones.push(`import ${local} from 'lucide-react/icons/${arquivo}';`);
          else outros.push(item);
        }
        return [
          ...icones,
          ...(outros.length ? [`import { ${outros.join(', ')} } from 'lucide-react';`] : []),
        ].join('\n');
      });
    },
  };
}

/** Writes dist/precarregar.json: `{ "/entrar": ["/assets/index-….css", "/assets/index-….js", …], "*": […] }`. */
function precarregar(): Plugin {
  return {
    name: 'portal-precarregar',
    apply: 'build',
    generateBundle: {
      // After the HTML plugin, whose index.html names the shell's files.
      order: 'post',
      handler(_opcoes, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return this.error('index.html não está no build.');
        const doShell = [
          ...String(html.source).matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g),
        ]
          .map((m) => m[1]!)
          .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        /** A chunk and every chunk it imports statically. */
        const comImportados = (arquivo: string, vistos = new Set<string>()) => {
          if (vistos.has(arquivo)) return vistos;
          vistos.add(arquivo);
          const chunk = bundle[arquivo];
          if (chunk?.type === 'chunk') for (const i of chunk.imports) comImportados(i, vistos);
          return vistos;
        };
        const lista: Record<string, string[]> = {};
        const paginas = { ...PAGINAS_DE_ENTRADA, ...PAGINA_INICIAL, ...OUTRAS_PAGINAS };
        for (const [caminho, modulos] of Object.entries(paginas)) {
          const daPagina = new Set(doShell);
          for (const modulo of modulos) {
            const id = new URL(modulo, import.meta.url).pathname;
            const rota = chunks.find((c) => c.moduleIds.includes(id));
            if (!rota) return this.error(`${modulo} (${caminho}) não está em nenhum chunk do build.`);
            for (const arquivo of comImportados(rota.fileName)) daPagina.add(`/${arquivo}`);
          }
          lista[caminho] = [...daPagina];
        }
        this.emitFile({ type: 'asset', fileName: 'precarregar.json', source: `${JSON.stringify(lista)}\n` });
      },
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
    precarregar(),
    juntarModulosDoLogin(),
    iconesPorArquivo(),
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
            {
              name: 'entrar',
              test: (id) => modulosDoLogin.has(id),
              includeDependenciesRecursively: false,
              priority: 0,
            },
            {
              name: 'casa',
              test: (id) => modulosDaCasa.has(id),
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});

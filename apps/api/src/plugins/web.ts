import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from './docs.ts';
import { dominioDe } from '../core/dominio.ts';
import { MENSAGEM_NAO_ENCONTRADO } from '../core/erros.ts';

/**
 * What a page of a host carries for its partner: the public configuration (what GET /parceiros/configuracao
 * answers) and the maintenance warnings (GET /parceiros/{id}/avisos), or undefined for a host no partner has.
 * The brand and the warning banner are then drawn with the first frame, before the script asks for anything.
 */
type DadosDaPagina = (
  dominio: string,
) => Promise<{ parceiro: { logo_url: string | null }; avisos: unknown[] } | undefined>;

/** The id of the JSON block the page carries (apps/web/src/lib/parceiro-inicial.ts reads it). */
const ID_DO_PARCEIRO_INICIAL = 'parceiro-do-dominio';
/** Pages kept compressed, one per partner data: a handful of partners and warnings, the map stays small. */
const PAGINAS_GUARDADAS = 64;

interface PaginaPronta {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The shell with the partner's data in a `<script type="application/json">` block (data, never run:
 * the CSP has nothing to allow). `<` is escaped so no value can close the block. Compressed once per
 * configuration: brotli at a middle quality, as the page is sent often and is only a few KB.
 */
function criarPaginas(shell: string) {
  const prontas = new Map<string, PaginaPronta>();
  const temCabecalho = shell.includes('</head>');
  return (dados: object | undefined): PaginaPronta | undefined => {
    if (!dados || !temCabecalho) return undefined;
    const json = JSON.stringify(dados).replaceAll('<', '\\u003c');
    const guardada = prontas.get(json);
    if (guardada) return guardada;
    const bloco = `<script id="${ID_DO_PARCEIRO_INICIAL}" type="application/json">${json}</script>`;
    const html = Buffer.from(shell.replace('</head>', `${bloco}</head>`));
    const pronta = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html),
    };
    if (prontas.size >= PAGINAS_GUARDADAS) prontas.clear();
    prontas.set(json, pronta);
    return pronta;
  };
}

/** The encoding of the page a client takes (brotli, then gzip, then none), honouring a refusal by `q=0`. */
function codificacaoAceita(aceita: string | undefined): 'br' | 'gzip' | undefined {
  const aceitas = new Set(
    (aceita ?? '')
      .toLowerCase()
      .split(',')
      .map((item) => item.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([nome]) => nome!.trim()),
  );
  if (aceitas.has('br')) return 'br';
  if (aceitas.has('gzip')) return 'gzip';
  return undefined;
}

/** A path of our own origin, safe between the `<…>` of a Link header (no comma, quote, bracket or space). */
const CAMINHO_PROPRIO = /^\/(?!\/)[\w\-./~%]*$/;

/**
 * The `Link` entries of each first page (the login), by path, and of any other page (`*`), from the list the
 * build writes (apps/web/vite.config.ts, PAGINAS_DE_ENTRADA): the shell's stylesheet and scripts, then the code
 * the shell imports for that page (the login island, or the app). The browser fetches all of it in the first
 * round trip, instead of that code only after the shell ran and asked for it.
 */
function lerPrecarga(webDist: string): Map<string, string[]> {
  const arquivo = path.join(webDist, 'precarregar.json');
  if (!existsSync(arquivo)) return new Map();
  const lista = JSON.parse(readFileSync(arquivo, 'utf8')) as Record<string, string[]>;
  // `crossorigin`, as the page's own tags (Vite's), so the browser reuses what the header fetched.
  const entrada = (a: string) =>
    a.endsWith('.css')
      ? `<${a}>; rel=preload; as=style; crossorigin`
      : `<${a}>; rel=modulepreload; crossorigin`;
  return new Map(
    Object.entries(lista).map(([caminho, arquivos]) => [
      caminho,
      arquivos.filter((a) => CAMINHO_PROPRIO.test(a)).map(entrada),
    ]),
  );
}

/**
 * Serves the built web app (when built); unknown non-API pages get index.html so the client router takes
 * over, a known path with another method the Portuguese 405, and everything else the Portuguese 404.
 * A page comes with a `Link` header: the partner's logo of the host reached (drawn at the top of the login and
 * of every page) and, for a first page, its route's code, so both are on their way before the script runs. It
 * also carries the partner's configuration and warnings, so a first visit draws them at once and asks nothing.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string | undefined,
  metodosDoCaminho: (caminho: string) => string[],
  dadosDaPagina?: DadosDaPagina,
) {
  const servirWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  const precarga = servirWeb ? lerPrecarga(webDist!) : new Map<string, string[]>();
  const paginaDoParceiro = servirWeb
    ? criarPaginas(readFileSync(path.join(webDist!, 'index.html'), 'utf8'))
    : () => undefined;
  if (servirWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      // `/` is a page like any other (the not-found handler below): it carries the partner's configuration.
      index: false,
      // Our own Cache-Control below: send's default (`public, max-age=0`) would overwrite it on every file.
      cacheControl: false,
      // The build writes `x.br` and `x.gz` next to each text file (vite.config.ts): sent as the client accepts,
      // with Content-Encoding and `Vary: Accept-Encoding`, the file itself otherwise. Nothing compressed per request.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        const imutavel = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', imutavel ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Which bytes were sent depends on Accept-Encoding: a shared cache must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  /** The logo is an image of our own build (a remote one is refused by the page's CSP anyway). */
  const preloadDoLogo = (logo: string | null | undefined) =>
    logo && CAMINHO_PROPRIO.test(logo) ? `<${logo}>; rel=preload; as=image` : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const querHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (servirWeb && querHtml && !request.url.startsWith(API_PREFIX)) {
      // Only a help: without the partner (unknown host, database unreachable) the bare shell is served, and the
      // script asks for the configuration itself.
      const dados = await dadosDaPagina?.(dominioDe(request)).catch(() => undefined);
      // The page's own files first; the logo (an image, drawn after them) last.
      const link = [
        ...(precarga.get(request.url.split('?')[0]!) ?? precarga.get('*') ?? []),
        preloadDoLogo(dados?.parceiro.logo_url),
      ].filter(Boolean);
      if (link.length) reply.header('link', link.join(', '));
      reply.header('cache-control', 'no-cache');
      const pagina = paginaDoParceiro(dados);
      if (!pagina) return reply.sendFile('index.html');
      const codificacao = codificacaoAceita(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (codificacao) reply.header('content-encoding', codificacao);
      return reply.send(codificacao ? pagina[codificacao] : pagina.html);
    }
    // A known path called with a method it does not answer: 405, naming the ones it does.
    const permitidos = metodosDoCaminho(request.url.split('?')[0]!);
    if (permitidos.length) {
      return reply
        .code(405)
        .header('allow', permitidos.join(', '))
        .send({ mensagem: 'Este endereço não aceita este método.' });
    }
    return reply.code(404).send({ mensagem: MENSAGEM_NAO_ENCONTRADO });
  });
}

/**
 * `npm run bench`: autocannon (50 connections) against two bare baselines and our endpoints, one after the
 * other on this machine, printing requests/s, p50, p99 and each ratio to the baselines. Never a test: the
 * figures are for people to read and compare across changes.
 *
 * Parts, chosen with BENCH_PARTES (comma-separated, default all): `home` (every call /home makes after login),
 * `grande` (a customer with 50 quotas on a database of BENCH_COTAS quotas), `pdf` (GET /cotas while PDFs are
 * being printed: statements, rendered on every request, and one boleto, rendered once and then cached since
 * ADR 0020), `lighthouse` (mobile audit of /entrar and /home). The baselines and the core rows run
 * whenever one of the first three is chosen. BENCH_VERBOSO lists the API calls Lighthouse saw each page make.
 * BENCH_WEB_ANTES (the dist of an earlier build) turns the `lighthouse` part into a paired one: BENCH_PAGINA
 * (/entrar, the default, or /home) of that build and of apps/web/dist, alternated BENCH_RODADAS times (default 5),
 * medians side by side, and both bundles.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, ensureDatabase, migrate, startEmbedded } from '@portal/db';
import { seed } from '@portal/db/seed';
import { hojeEmSaoPaulo, TAMANHO_PAGINA_MAXIMO } from '@portal/domain';
import { DOCUMENTO_GRANDE, semearBancoGrande, type BancoGrande } from './banco-grande.ts';
import { chamadasDaHome } from './chamadas-da-home.ts';
import {
  CABECALHOS,
  CONEXOES,
  DURACAO_S,
  entrar,
  filhos,
  iniciar,
  medir,
  medirJuntos,
  obter,
  type Alvo,
  type Medida,
} from './comum.ts';
import { auditarComLighthouse, auditarPareado, type Auditoria } from './lighthouse.ts';
import { pacoteDoLogin } from './pacote-do-login.ts';

const PARTES_CONHECIDAS = ['home', 'grande', 'pdf', 'lighthouse'] as const;
const partes = new Set(
  (process.env.BENCH_PARTES ?? PARTES_CONHECIDAS.join(','))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
);
const desconhecidas = [...partes].filter((p) => !(PARTES_CONHECIDAS as readonly string[]).includes(p));
if (desconhecidas.length)
  throw new Error(`BENCH_PARTES: ${desconhecidas.join(', ')}? Partes: ${PARTES_CONHECIDAS.join(', ')}.`);
const comCarga = ['home', 'grande', 'pdf'].some((p) => partes.has(p));
const COTAS_GRANDE = Number(process.env.BENCH_COTAS ?? 100_000);
/** PDFs printed at once during the `pdf` part: a few customers downloading, not a load of its own. */
const CONEXOES_PDF = Number(process.env.BENCH_CONEXOES_PDF ?? 10);
const DOCUMENTO_ANA = '98765432100';
const SENHA = '123456';
const aqui = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.join(aqui, '../apps/web/dist');
const hoje = hojeEmSaoPaulo();

const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
await chmod(dir, 0o755);
const servidor = await startEmbedded({ dataDir: dir });

/** A database of its own on the embedded server, migrated and with the demo seed. */
async function criarBanco(nome: string): Promise<string> {
  const url = await ensureDatabase(servidor.url('postgres'), nome);
  const database = connect(url, 2);
  await migrate(database.pool);
  await seed(database.db, hoje);
  await database.close();
  return url;
}

/** The web's own GET /cotas (apps/web/src/lib/cotas.ts): the first page of the largest size. */
const COTAS_DA_WEB = `/cotas?page=1&page_size=${TAMANHO_PAGINA_MAXIMO}`;
const pendentesUnificadas = (api: string, idCota: number) =>
  `${api}/cotas/${idCota}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=S`;

/** The size of an answer, and how many items its list holds. */
async function tamanho(url: string, headers: Record<string, string>, lista: string) {
  const r = await fetch(url, { headers });
  const texto = await r.text();
  const itens = (JSON.parse(texto) as Record<string, unknown[]>)[lista]?.length ?? 0;
  return { bytes: Buffer.byteLength(texto), itens };
}

const medidas: Medida[] = [];
const achar = (nome: string) => medidas.find((m) => m.nome === nome)!;
const NOME_COTAS = `GET ${COTAS_DA_WEB} (autenticado)`;
const NOME_PENDENTES = 'GET {id}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=S (parcelas pendentes)';
const NOME_DETALHE = 'GET /cotas/{id} (a cota com detalhes)';
const NOME_HOME = 'GET /cotas/{id}/home (os cartões da home)';
const NOME_PDF = 'GET {id}/cobrancas/segunda-via/imprimir/{hash} (PDF do boleto)';
const NOME_DEMONSTRATIVO = `GET {id}/demonstrativo/imprimir/{hash} (PDF renderizado a cada pedido, ${CONEXOES_PDF} conexões)`;
let tamanhosPequeno: { cotas: { bytes: number; itens: number }; pendentes: { bytes: number; itens: number } };
let grande:
  | (BancoGrande & {
      medidas: [Medida, Medida];
      tamanhos: typeof tamanhosPequeno;
    })
  | undefined;
/** The portal's event-loop delay over one measurement (bench/servers/portal.ts), in ms. */
interface Atraso {
  p50: number;
  p99: number;
  max: number;
}
/**
 * The `pdf` part: GET /cotas alone again (right before, on a shared machine the load drifts), then with PDFs
 * printing: statements (rendered on every request) and one boleto (cached); each with the event loop's delay.
 */
let comPdfs:
  | {
      sozinho: { cotas: Medida; atraso: Atraso };
      renderizados: { cotas: Medida; pdf: Medida; atraso: Atraso };
      boleto: { cotas: Medida; pdf: Medida; atraso: Atraso };
    }
  | undefined;
let lighthouse: Auditoria[] | string | undefined;
/** BENCH_WEB_ANTES: the dist of an earlier build, whose /entrar is audited alternately with apps/web/dist's. */
const webAntes = process.env.BENCH_WEB_ANTES;
const paginaPareada = process.env.BENCH_PAGINA === '/home' ? '/home' : '/entrar';
let pareado: { antes: Auditoria[]; depois: Auditoria[] } | string | undefined;
let bancoPequeno: string | undefined;

try {
  if (comCarga) {
    const banco = (bancoPequeno = await criarBanco('bench'));
    const constante = await iniciar('constante.ts', banco);
    medidas.push(await medir({ nome: 'base: rota constante', url: `${constante.url}/` }));
    constante.parar();

    const umaConsulta = await iniciar('uma-consulta.ts', banco);
    medidas.push(await medir({ nome: 'base: 1 SELECT por chave', url: `${umaConsulta.url}/` }));
    umaConsulta.parar();

    const portal = await iniciar('portal.ts', banco);
    const api = `${portal.url}/app-cliente/v1`;
    const autenticado = await entrar(api, DOCUMENTO_ANA);
    const alvoCotas: Alvo = { nome: NOME_COTAS, url: `${api}${COTAS_DA_WEB}`, headers: autenticado };
    medidas.push(await medir(alvoCotas));
    const { idCota } = await obter<{ idCota: number }>(`${api}/login/cota-selecionada`, autenticado);
    const pendentes = pendentesUnificadas(api, idCota);
    medidas.push(await medir({ nome: NOME_PENDENTES, url: pendentes, headers: autenticado }));
    medidas.push(await medir({ nome: NOME_DETALHE, url: `${api}/cotas/${idCota}`, headers: autenticado }));
    medidas.push(await medir({ nome: NOME_HOME, url: `${api}/cotas/${idCota}/home`, headers: autenticado }));
    tamanhosPequeno = {
      cotas: await tamanho(alvoCotas.url, autenticado, 'data'),
      pendentes: await tamanho(pendentes, autenticado, 'parcelas'),
    };
    const { parcelas, identificador } = await obter<{
      parcelas: { identificadorCobranca: string; idCota: number }[];
      identificador: string;
    }>(pendentes, autenticado);
    const boleto = (await (
      await fetch(`${api}/cotas/${idCota}/cobrancas/boleto`, {
        method: 'POST',
        headers: { ...autenticado, 'content-type': 'application/json' },
        body: JSON.stringify({
          identificadorProcesso: identificador,
          cobrancas: [
            { identificadorCobranca: parcelas.find((p) => p.idCota === idCota)!.identificadorCobranca },
          ],
        }),
      })
    ).json()) as { hash: string };
    const alvoPdf: Alvo = {
      nome: NOME_PDF,
      url: `${api}/cotas/${idCota}/cobrancas/segunda-via/imprimir/${boleto.hash}`,
      headers: autenticado,
    };
    medidas.push(await medir(alvoPdf));
    medidas.push(
      await medir({
        nome: 'GET /parceiros/configuracao',
        url: `${api}/parceiros/configuracao?domain=localhost`,
        headers: CABECALHOS,
      }),
    );
    if (partes.has('home'))
      for (const alvo of chamadasDaHome({
        api,
        headers: autenticado,
        idCota,
        idParceiro: 2,
        inscricao: DOCUMENTO_ANA,
      }))
        medidas.push(await medir(alvo));
    if (partes.has('pdf')) {
      const { hash } = await obter<{ hash: string }>(
        `${api}/cotas/${idCota}/demonstrativo-atual`,
        autenticado,
      );
      const alvoDemonstrativo: Alvo = {
        nome: NOME_DEMONSTRATIVO,
        url: `${api}/cotas/${idCota}/demonstrativo/imprimir/${hash}`,
        headers: autenticado,
      };
      medidas.push(await medir(alvoDemonstrativo, CONEXOES_PDF));
      const comAtraso = async <T>(medicao: () => Promise<T>) => {
        await portal.pedir('atraso:zerar');
        const medida = await medicao();
        return { medida, atraso: (await portal.pedir('atraso:ler')) as Atraso };
      };
      const sozinho = await comAtraso(() => medir(alvoCotas));
      const juntos = async (alvo: Alvo) => {
        const { medida, atraso } = await comAtraso(() =>
          medirJuntos(alvoCotas, CONEXOES, alvo, CONEXOES_PDF),
        );
        return { cotas: medida[0], pdf: medida[1], atraso };
      };
      comPdfs = {
        sozinho: { cotas: sozinho.medida, atraso: sozinho.atraso },
        renderizados: await juntos(alvoDemonstrativo),
        boleto: await juntos(alvoPdf),
      };
    }
    portal.parar();

    const pdfMinimo = await iniciar('pdf-minimo.ts', banco);
    medidas.push(await medir({ nome: 'base: PDF mínimo (pdfkit, 1 linha)', url: `${pdfMinimo.url}/` }));
    pdfMinimo.parar();

    if (partes.has('grande')) {
      console.log(`Semeando o banco grande (${COTAS_GRANDE} cotas)…`);
      const urlGrande = await criarBanco('bench_grande');
      const semeado = await semearBancoGrande(urlGrande, hoje, COTAS_GRANDE);
      const portalGrande = await iniciar('portal.ts', urlGrande);
      const apiGrande = `${portalGrande.url}/app-cliente/v1`;
      const doGrande = await entrar(apiGrande, DOCUMENTO_GRANDE);
      const { idCota: cotaDoGrande } = await obter<{ idCota: number }>(
        `${apiGrande}/login/cota-selecionada`,
        doGrande,
      );
      const cotasGrande = `${apiGrande}${COTAS_DA_WEB}`;
      const pendentesGrande = pendentesUnificadas(apiGrande, cotaDoGrande);
      const m = [
        await medir({ nome: `grande: ${NOME_COTAS}`, url: cotasGrande, headers: doGrande }),
        await medir({ nome: `grande: ${NOME_PENDENTES}`, url: pendentesGrande, headers: doGrande }),
      ] as [Medida, Medida];
      medidas.push(...m);
      grande = {
        ...semeado,
        medidas: m,
        tamanhos: {
          cotas: await tamanho(cotasGrande, doGrande, 'data'),
          pendentes: await tamanho(pendentesGrande, doGrande, 'parcelas'),
        },
      };
      portalGrande.parar();
    }
  }

  if (partes.has('lighthouse')) {
    if (!existsSync(path.join(webDist, 'index.html')))
      lighthouse = 'a web não está construída (npm run build)';
    else if (webAntes) {
      const banco = bancoPequeno ?? (await criarBanco('bench'));
      const antes = await iniciar('portal.ts', banco, { BENCH_WEB: '1', WEB_DIST: path.resolve(webAntes) });
      const depois = await iniciar('portal.ts', banco, { BENCH_WEB: '1' });
      pareado = await auditarPareado(
        { antes: antes.url, depois: depois.url },
        Number(process.env.BENCH_RODADAS ?? 5),
        paginaPareada,
        { documento: DOCUMENTO_ANA, senha: SENHA },
      ).catch((erro: unknown) => `falhou: ${erro instanceof Error ? erro.message : String(erro)}`);
      antes.parar();
      depois.parar();
    } else {
      const portal = await iniciar('portal.ts', bancoPequeno ?? (await criarBanco('bench')), {
        BENCH_WEB: '1',
      });
      lighthouse = await auditarComLighthouse(portal.url, DOCUMENTO_ANA, SENHA).catch(
        (erro: unknown) => `falhou: ${erro instanceof Error ? erro.message : String(erro)}`,
      );
      portal.parar();
    }
  }
} finally {
  for (const filho of filhos) filho.kill();
  await servidor.stop();
  await rm(dir, { recursive: true, force: true });
}

const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
const vezes = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

if (comCarga) {
  const teto = achar('base: rota constante');
  const piso = achar('base: 1 SELECT por chave');
  console.log(`\nautocannon, ${CONEXOES} conexões, ${DURACAO_S} s por alvo, ${os.cpus().length} núcleos\n`);
  console.table(
    medidas.map((m) => ({
      alvo: m.nome,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      erros: m.erros,
      'vs 1 SELECT': pct(m.rps, piso.rps),
      'vs constante': pct(m.rps, teto.rps),
    })),
  );
  const pdfBase = achar('base: PDF mínimo (pdfkit, 1 linha)');
  const pdfBoleto = achar(NOME_PDF);
  console.log(
    `PDF do boleto: ${Math.round(pdfBoleto.rps)} PDFs/s, ${pct(pdfBoleto.rps, pdfBase.rps)} do PDF mínimo (${Math.round(pdfBase.rps)}/s)` +
      ' (um boleto: desenhado uma vez, depois servido do cache, ADR 0020).',
  );
  console.log('Meta: nossos endpoints JSON ≥ 70 % da base de 1 SELECT, p99 < 20 ms.');
}

if (grande) {
  const pequenas = [achar(NOME_COTAS), achar(NOME_PENDENTES)];
  const tamanhos = [
    [tamanhosPequeno!.cotas, grande.tamanhos.cotas],
    [tamanhosPequeno!.pendentes, grande.tamanhos.pendentes],
  ] as const;
  console.log(
    `\nBanco grande: ${grande.cotas} cotas, ${grande.parcelas} parcelas, semeado em ${grande.segundos.toFixed(0)} s; ` +
      `cliente com 50 cotas contra a Ana no banco de demonstração (meta: p99 < 2× o banco pequeno)\n`,
  );
  console.table(
    grande.medidas.map((m, i) => ({
      alvo: pequenas[i]!.nome,
      'req/s': Math.round(m.rps),
      'p99 ms': m.p99,
      itens: `${tamanhos[i]![1].itens} (Ana: ${tamanhos[i]![0].itens})`,
      resposta: `${kb(tamanhos[i]![1].bytes)} (Ana: ${kb(tamanhos[i]![0].bytes)})`,
      'req/s vs pequeno': pct(m.rps, pequenas[i]!.rps),
      'p99 vs pequeno': vezes(m.p99, pequenas[i]!.p99),
    })),
  );
}

if (comPdfs) {
  const { sozinho, renderizados, boleto } = comPdfs;
  const loop = (a: Atraso) => `${a.p50} / ${a.p99} / ${a.max}`;
  const linhas = (carga: string, j: typeof renderizados, sozinhos: Medida) => [
    {
      carga: `GET /cotas com ${carga}`,
      'req/s': Math.round(j.cotas.rps),
      'p99 ms': j.cotas.p99,
      erros: j.cotas.erros,
      'event loop p50/p99/máx ms': loop(j.atraso),
    },
    {
      carga: `${carga} ao mesmo tempo (sozinhos: ${Math.round(sozinhos.rps)}/s)`,
      'req/s': Math.round(j.pdf.rps),
      'p99 ms': j.pdf.p99,
      erros: j.pdf.erros,
    },
  ];
  console.log(`\nGET /cotas (${CONEXOES} conexões) enquanto ${CONEXOES_PDF} conexões imprimem PDFs\n`);
  console.table([
    {
      carga: 'GET /cotas sozinho (medido logo antes)',
      'req/s': Math.round(sozinho.cotas.rps),
      'p99 ms': sozinho.cotas.p99,
      erros: sozinho.cotas.erros,
      'event loop p50/p99/máx ms': loop(sozinho.atraso),
    },
    ...linhas('PDFs do demonstrativo (renderizados)', renderizados, achar(NOME_DEMONSTRATIVO)),
    ...linhas('PDFs do boleto (um boleto)', boleto, achar(NOME_PDF)),
  ]);
  const razao = (j: typeof renderizados) =>
    `${pct(j.cotas.rps, sozinho.cotas.rps)} do req/s sozinho, p99 ${vezes(j.cotas.p99, sozinho.cotas.p99)}`;
  console.log(
    `GET /cotas com PDFs renderizados: ${razao(renderizados)}; com PDFs do boleto: ${razao(boleto)}. ` +
      'Meta: PDFs nunca travam as rotas JSON.',
  );
}

if (lighthouse !== undefined) {
  if (typeof lighthouse === 'string') console.log(`\nLighthouse não medido: ${lighthouse}.`);
  else {
    console.log('\nLighthouse mobile (Chromium do Debian, 4G lento simulado)\n');
    console.table(
      lighthouse.map((a) => ({
        página: a.pagina,
        nota: a.nota,
        'FCP s': (a.fcpMs / 1000).toFixed(1),
        'LCP s': (a.lcpMs / 1000).toFixed(1),
        CLS: a.cls.toFixed(2),
        'TBT ms': Math.round(a.tbtMs),
        'chamadas à API': a.chamadasApi.length,
        'terminou em': new URL(a.urlFinal).pathname,
      })),
    );
    if (process.env.BENCH_VERBOSO)
      for (const a of lighthouse) console.log(`${a.pagina}:\n  ${a.chamadasApi.join('\n  ')}`);
    console.log('Meta: nota ≥ 95 nas duas, CLS < 0,1 em /home.');
  }
}

if (pareado !== undefined) {
  if (typeof pareado === 'string') console.log(`\nLighthouse pareado não medido: ${pareado}.`);
  else {
    const mediana = (xs: number[]) => {
      const o = [...xs].sort((a, b) => a - b);
      const m = Math.floor(o.length / 2);
      return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
    };
    const linha = (nome: string, as: Auditoria[]) => ({
      build: nome,
      nota: mediana(as.map((a) => a.nota)),
      'FCP s': (mediana(as.map((a) => a.fcpMs)) / 1000).toFixed(1),
      'LCP s': (mediana(as.map((a) => a.lcpMs)) / 1000).toFixed(1),
      'TBT ms': Math.round(mediana(as.map((a) => a.tbtMs))),
      CLS: mediana(as.map((a) => a.cls)).toFixed(2),
      notas: as.map((a) => a.nota).join(' '),
    });
    console.log(
      `\nLighthouse mobile de ${paginaPareada}, pareado (medianas de ${pareado.antes.length}, alternados)\n`,
    );
    console.table([
      linha(`antes (${webAntes})`, pareado.antes),
      linha('depois (apps/web/dist)', pareado.depois),
    ]);
  }
}

const pacote = pacoteDoLogin(webDist);
const pacoteAntes = webAntes ? pacoteDoLogin(path.resolve(webAntes)) : undefined;
if (pacoteAntes)
  console.log(
    `\n/entrar antes (${webAntes}): ${pacoteAntes.arquivos} arquivos; JS gzip ${kb(pacoteAntes.js.gzip)}, ` +
      `brotli ${kb(pacoteAntes.js.brotli)}.`,
  );
console.log(
  pacote
    ? `\n/entrar, primeira visita: ${pacote.arquivos} arquivos; JS ${kb(pacote.js.bruto)} (gzip ${kb(pacote.js.gzip)}, ` +
        `brotli ${kb(pacote.js.brotli)}); CSS ${kb(pacote.css.bruto)} (gzip ${kb(pacote.css.gzip)}, ` +
        `brotli ${kb(pacote.css.brotli)}). Meta: JS ≤ 120 KB gzip.`
    : '\n/entrar: a web não está construída (npm run build) — tamanho do pacote do login não medido.',
);

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  abrirCasoDeAnalise,
  clonarCliente,
  vincularDocumentosAoCaso,
  type ClienteNovo,
  casoDeFaturamentoEspecie,
  casoDeFaturamentoNovo,
  cotaVersaoZero,
  casoPosVenda,
  repasseAgendado,
} from '@portal/db/test/fabricas';
import { clonarTemplate } from '@portal/db/test/template';

export { expect };

const RAIZ = fileURLToPath(new URL('..', import.meta.url));

interface Parceiro {
  url: string;
  nome: string;
  primaria: string;
}

/** The two demo partners answer on two host names of the worker's server. */
interface Parceiros {
  horizonte: Parceiro;
  vertice: Parceiro;
}

type NomeParceiro = keyof Parceiros;

export const SENHA_DEMO = '123456';
export const CLIENTES = {
  maria: { documento: '52998224725', nome: 'Maria' },
  ana: { documento: '98765432100', nome: 'Ana' },
  joao: { documento: '71460238001', nome: 'João' },
  rotaSul: { documento: '11222333000181', nome: 'Rota Sul' },
  // Insurance offer and anticipation (ADR 0055): her quotas are written by e2e/seguro and e2e/antecipacao only.
  clara: { documento: '38461527224', nome: 'Clara' },
} as const;

/** Back-office key the e2e servers run with. */
const OPERADOR_API_KEY = 'e2e-operador';

/** Back-office demo analyst (README): works cases and registers single payments. */
export const OPERADOR = {
  email: 'analista@portal.example',
  senha: 'Operador#2026',
  nome: 'Carla Mendes',
} as const;

/** Back-office demo supervisor (README): runs assemblies, imports returns, publishes news (ADR 0014). */
export const SUPERVISOR = {
  email: 'supervisor@portal.example',
  senha: 'Operador#2026',
  nome: 'Rafael Souza',
} as const;

/** A partner's analyst (ADR 0031): sees only Vértice's contemplation analyses. */
export const ANALISTA_VERTICE = {
  email: 'analista.vertice@portal.example',
  senha: 'Operador#2026',
  nome: 'Otávio Reis',
} as const;

type ContaOperador = typeof OPERADOR | typeof SUPERVISOR | typeof ANALISTA_VERTICE;

// ——— The worker's portal: a cloned database and its own API server ———

interface Portal {
  parceiros: Parceiros;
  bancoUrl: string;
}

async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.on('error', reject);
    servidor.listen(0, '127.0.0.1', () => {
      const endereco = servidor.address();
      servidor.close(() =>
        typeof endereco === 'object' && endereco ? resolve(endereco.port) : reject(new Error('sem porta')),
      );
    });
  });
}

/** Resolves once the server answers, or rejects with what it printed if it exits first. */
async function esperarServidor(processo: ChildProcess, url: string, saida: () => string): Promise<void> {
  let saiu = false;
  processo.once('exit', () => (saiu = true));
  const limite = Date.now() + 90_000;
  while (Date.now() < limite) {
    if (saiu) throw new Error(`O servidor da API saiu antes de responder:\n${saida()}`);
    const pronto = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (pronto) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`O servidor da API não respondeu em 90 s:\n${saida()}`);
}

async function encerrar(processo: ChildProcess): Promise<void> {
  if (processo.exitCode !== null || processo.signalCode !== null) return;
  const saiu = new Promise((r) => processo.once('exit', r));
  processo.kill('SIGTERM');
  const aTempo = await Promise.race([
    saiu.then(() => true),
    new Promise((r) => setTimeout(r, 10_000, false)),
  ]);
  if (!aTempo) {
    processo.kill('SIGKILL');
    await saiu;
  }
}

async function iniciarPortal(workerIndex: number): Promise<{ portal: Portal; parar: () => Promise<void> }> {
  const adminUrl = process.env.E2E_ADMIN_URL;
  const template = process.env.E2E_TEMPLATE;
  const pastaDaExecucao = process.env.E2E_PASTA;
  if (!adminUrl || !template || !pastaDaExecucao) throw new Error('global-setup.ts não rodou');
  const banco = await clonarTemplate(adminUrl, template, `portal_e2e_w${workerIndex}`);
  const dados = await mkdtemp(path.join(pastaDaExecucao, `worker-${workerIndex}-`));
  const porta = await portaLivre();
  let saida = '';
  const processo = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: RAIZ,
    env: {
      ...process.env,
      DATABASE_URL: banco.url,
      // The server runs as the runtime role, with the password the template set (workers agree on it).
      DATABASE_APP_PASSWORD: process.env.E2E_SENHA_DO_APP,
      DATA_DIR: dados,
      PORT: String(porta),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      OPERADOR_API_KEY,
      // Every request of a worker comes from one address, every customer and analyst of its tests: the per-IP
      // ceilings are lifted (the per-account login policy stays). At 600 API calls a minute, a screen-walking
      // test could leave the next test of its worker a 429 on its first screens.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const guardar = (parte: Buffer) => (saida = (saida + parte.toString()).slice(-8_000));
  processo.stdout!.on('data', guardar);
  processo.stderr!.on('data', guardar);
  // The global teardown kills whatever server a crashed worker left behind.
  const pids = path.join(pastaDaExecucao, 'servidores');
  await mkdir(pids, { recursive: true });
  const arquivoPid = path.join(pids, String(processo.pid));
  await writeFile(arquivoPid, '');

  const parar = async () => {
    await encerrar(processo);
    await rm(arquivoPid, { force: true });
    await banco.apagar().catch(() => undefined);
    await rm(dados, { recursive: true, force: true });
  };
  try {
    await esperarServidor(processo, `http://127.0.0.1:${porta}/app-cliente/v1/parceiros`, () => saida);
  } catch (error) {
    await parar();
    throw error;
  }
  return {
    portal: {
      bancoUrl: banco.url,
      parceiros: {
        horizonte: {
          url: `http://localhost:${porta}`,
          nome: 'Consórcio Horizonte',
          primaria: 'rgb(206, 24, 30)',
        },
        vertice: {
          url: `http://127.0.0.1:${porta}`,
          nome: 'Vértice Consórcios',
          primaria: 'rgb(11, 87, 208)',
        },
      },
    },
    parar,
  };
}

// ——— Fixtures ———

interface OpcoesDeLogin {
  /** The partner to log in on; the test's `parceiro` by default. */
  parceiro?: NomeParceiro;
  senha?: string;
  /** Another page than the test's (a second browser context). */
  pagina?: Page;
}

interface OpcoesDeFoto {
  pagina?: Page;
  /** [width, height] pairs: one picture per width, named `<nome>-<width>.png`, left at the last one. */
  larguras?: readonly (readonly [number, number])[];
  /** Run before each width's picture (e.g. an accessibility check of the phone layout). */
  aCadaLargura?: (pagina: Page, largura: number) => Promise<void>;
  /** Full page (default) or the viewport only. */
  inteira?: boolean;
}

interface Fabricas {
  /** A fresh copy of a seed customer (see @portal/db/test/fabricas), its to change as the test likes. */
  cliente: (documentoModelo: string) => Promise<ClienteNovo>;
  /** Ties uploaded documents (ids) to a case (CaseNumber) in the worker's database. */
  vincularDocumentos: (ids: string[], numeroCaso: string) => Promise<void>;
  /** The credit-analysis case of a contemplated quota, in a phase (CaseNumber). */
  casoDeAnalise: (documento: string, grupo: number, cota: number, fase?: string) => Promise<string>;
  /** A new-vehicle billing case (FATURAMENTO_NOVO_AUTO) on a quota made contemplated, in a phase (CaseNumber). */
  casoDeFaturamentoNovo: (
    documento: string,
    grupo: number,
    cota: number,
    fase?: string,
    dados?: Record<string, unknown>,
  ) => Promise<string>;
  /** A payout 'agendado' on a fresh refund case of the quota, as an approval leaves it (issue 20). */
  repasseAgendado: (
    documento: string,
    grupo: number,
    cota: number,
    valorCentavos: number,
    favorecido?: string,
  ) => Promise<{ numeroCaso: string; repasseId: number; parceiroId: number }>;
  /** A copy's quota made version 0 under the group's next free number (a transferable quota); its number. */
  cotaVersaoZero: (documento: string, grupo: number, cota: number) => Promise<number>;
  /** An after-sales case in 'E-mail Enviado' on a quota (a clone copies no case): its CaseNumber. */
  casoPosVenda: (documento: string, grupo: number, cota: number) => Promise<string>;
  /** A cash billing case (Faturamento_Especie), 'Pendência Cliente' with an illegible proof unless told. */
  casoDeFaturamentoEspecie: (
    documento: string,
    grupo: number,
    cota: number,
    fase?: string,
  ) => Promise<string>;
}

interface FixturesDeTeste {
  /** The partner a spec works on (`test.use({ parceiro: 'vertice' })`); `base` is its URL. */
  parceiro: NomeParceiro;
  base: string;
  parceiros: Parceiros;
  /** Logs in through the desktop login screen, as a person would (no assertion: the test says where it lands). */
  login: (documento: string, opcoes?: OpcoesDeLogin) => Promise<void>;
  fotografar: (nome: string, opcoes?: OpcoesDeFoto) => Promise<void>;
  fabrica: Fabricas;
}

interface FixturesDoWorker {
  portal: Portal;
}

/**
 * Pictures are for people to look at (`npm run screens`, a developer's run); CI, where nobody opens them, sets
 * E2E_FOTOS=0 and saves a full-page screenshot per width on ~130 calls.
 */
const FOTOS = process.env.E2E_FOTOS !== '0';

/** Where pictures go: the project's folder (the README's, for `npm run screens`) or the test's output. */
function pastaDeFotos(testInfo: TestInfo): string {
  const pasta = (testInfo.project.metadata as { pastaDeTelas?: string } | undefined)?.pastaDeTelas;
  return pasta ?? testInfo.outputDir;
}

export const test = base.extend<FixturesDeTeste, FixturesDoWorker>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use, workerInfo) => {
      const { portal, parar } = await iniciarPortal(workerInfo.workerIndex);
      try {
        await use(portal);
      } finally {
        await parar();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // A new viewport reaches the layout a frame or more later: the app re-marks <html data-largura> (lib/fonte.ts)
  // after it lays the page out again. A locator resolved in between can land on the chrome of the old width (the
  // phone tab bar at 1280 px) and wait on it forever, since Playwright re-resolves only a detached element: every
  // resize waits for the app's breakpoints to match the new width.
  page: async ({ page }, use) => {
    const mudarViewport = page.setViewportSize.bind(page);
    page.setViewportSize = async (tamanho) => {
      await mudarViewport(tamanho);
      await page.waitForFunction(larguraMarcada);
    };
    await use(page);
  },
  parceiros: async ({ portal }, use) => use(portal.parceiros),
  parceiro: ['horizonte', { option: true }],
  base: async ({ parceiros, parceiro }, use) => use(parceiros[parceiro].url),
  login: async ({ page, parceiros, parceiro }, use) => {
    await use(async (documento, opcoes = {}) => {
      const pagina = opcoes.pagina ?? page;
      await pagina.goto(`${parceiros[opcoes.parceiro ?? parceiro].url}/entrar`);
      await pagina.getByLabel('CPF ou CNPJ').fill(documento);
      await pagina.getByLabel('Senha', { exact: true }).fill(opcoes.senha ?? SENHA_DEMO);
      await pagina.getByRole('button', { name: 'Entrar', exact: true }).click();
    });
  },
  fotografar: async ({ page }, use, testInfo) => {
    const pasta = pastaDeFotos(testInfo);
    await mkdir(pasta, { recursive: true });
    await use(async (nome, { pagina = page, larguras, aCadaLargura, inteira = true } = {}) => {
      if (!larguras) {
        if (FOTOS) await pagina.screenshot({ path: path.join(pasta, `${nome}.png`), fullPage: inteira });
        return;
      }
      // Without pictures the widths are still visited and their checks (axe, layout) still run.
      for (const [largura, altura] of larguras) {
        await pagina.setViewportSize({ width: largura, height: altura });
        await aCadaLargura?.(pagina, largura);
        if (FOTOS)
          await pagina.screenshot({ path: path.join(pasta, `${nome}-${largura}.png`), fullPage: inteira });
      }
    });
  },
  fabrica: async ({ portal }, use) => {
    await use({
      cliente: (documentoModelo) => clonarCliente(portal.bancoUrl, documentoModelo),
      vincularDocumentos: (ids, numeroCaso) => vincularDocumentosAoCaso(portal.bancoUrl, ids, numeroCaso),
      casoDeAnalise: (documento, grupo, cota, fase) =>
        abrirCasoDeAnalise(portal.bancoUrl, documento, grupo, cota, fase),
      casoDeFaturamentoNovo: (documento, grupo, cota, fase, dados) =>
        casoDeFaturamentoNovo(portal.bancoUrl, documento, grupo, cota, fase, dados),
      repasseAgendado: (documento, grupo, cota, valorCentavos, favorecido) =>
        repasseAgendado(portal.bancoUrl, documento, grupo, cota, valorCentavos, favorecido),
      casoDeFaturamentoEspecie: (documento, grupo, cota, fase) =>
        casoDeFaturamentoEspecie(portal.bancoUrl, documento, grupo, cota, fase),
      cotaVersaoZero: (documento, grupo, cota) => cotaVersaoZero(portal.bancoUrl, documento, grupo, cota),
      casoPosVenda: (documento, grupo, cota) => casoPosVenda(portal.bancoUrl, documento, grupo, cota),
    });
  },
});

// ——— Helpers ———

/**
 * True when <html data-largura> holds the breakpoints the viewport reaches at the root font size (the rule of
 * lib/fonte.ts, in root ems), or on a page that is not the app's. Runs in the page.
 */
function larguraMarcada(): boolean {
  const raiz = document.documentElement;
  const marcada = raiz.dataset.largura;
  if (marcada === undefined) return true;
  const em = parseFloat(getComputedStyle(raiz).fontSize) || 16;
  const largura = raiz.clientWidth / em;
  const esperada = (
    [
      ['sm', 40],
      ['md', 48],
      ['lg', 64],
      ['xl', 80],
      ['2xl', 96],
    ] as const
  )
    .filter(([, minimo]) => largura >= minimo)
    .map(([nome]) => nome)
    .join(' ');
  return marcada === esperada;
}

/** No serious or critical axe violation on the page as it is now. */
export async function semViolacoesGraves(page: Page) {
  // A toast that starts fading out mid-check has its text at partial opacity, which axe reads as low
  // contrast: a window blur pauses Radix's toast timers until the focus comes back after the check.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  // A dialog or toast checked mid fade-in is the same: let every finite animation end first (spinners and
  // pulses loop forever and are skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Legacy mode runs axe.run in the page: the default opens a blank page for every result, ~1.1 s a check
    // against ~0.4 s, and these checks were 40 % of an e2e run. Our frames are uploaded files, not pages.
    .setLegacyMode(true)
    // Only the violations are read: axe then stops collecting every passing node's details.
    .options({ resultTypes: ['violations'] })
    .analyze();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    graves.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

const API = '/app-cliente/v1';
/** The web app's Basic client header (a public client: it identifies the app, it authenticates nothing). */
const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

interface MensagemEnviada {
  canal: 'email' | 'sms';
  para: string;
  assunto: string;
  texto: string;
  criadoEm: string;
}

/** What the portal "sent" to an e-mail or phone, newest first (test-only endpoint, NODE_ENV=test). */
export async function caixaDeSaida(request: APIRequestContext, base: string, para: string) {
  const resposta = await request.get(`${base}${API}/teste/caixa-de-saida`, { params: { para } });
  expect(resposta.status()).toBe(200);
  return (await resposta.json()) as MensagemEnviada[];
}

/** The SMS verification codes sent to `para`, newest first. */
export async function codigosPorSms(
  request: APIRequestContext,
  base: string,
  para: string,
): Promise<string[]> {
  return (await caixaDeSaida(request, base, para))
    .filter((m) => m.canal === 'sms')
    .map((m) => /código: ([A-Z0-9]{4})/.exec(m.texto)?.[1])
    .filter((c): c is string => c !== undefined);
}

/** The newest SMS code to `para` once more than `antes` were sent (count them before asking for one). */
export async function novoCodigoPorSms(
  request: APIRequestContext,
  base: string,
  para: string,
  antes: number,
): Promise<string> {
  let codigos: string[] = [];
  await expect
    .poll(async () => (codigos = await codigosPorSms(request, base, para)).length)
    .toBeGreaterThan(antes);
  return codigos[0]!;
}

/** The provisional password of the newest e-mail to `para` once there are at least `minimo` of them. */
export async function senhaProvisoria(
  request: APIRequestContext,
  base: string,
  para: string,
  minimo = 1,
): Promise<string> {
  let mensagens: MensagemEnviada[] = [];
  await expect
    .poll(async () => (mensagens = await caixaDeSaida(request, base, para)).length)
    .toBeGreaterThanOrEqual(minimo);
  const senhas = mensagens[0]?.texto.match(/\b\d{6}\b/g) ?? [];
  expect(senhas).toHaveLength(1);
  return senhas[0]!;
}

/** The session answer; its refresh token came in the HttpOnly cookie, which these calls do not keep. */
export interface TokensApi {
  access_token: string;
  idCota: number;
  transparente: boolean;
}

/** Logs in through the API (no browser), e.g. to prepare data. */
export async function entrarNaApi(base: string, documento: string, senha = SENHA_DEMO): Promise<TokensApi> {
  const resposta = await fetch(`${base}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: BASIC },
    body: JSON.stringify({ grant_type: 'password', username: documento, password: senha }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  return (await resposta.json()) as TokensApi;
}

/**
 * Mints a transparent-login link the way an operator would (POST /operador/v1/login-transparente) for the
 * customer's first quota on the partner of `base`; answers the path to open, e.g. '/login-transparente/…'.
 */
export async function linkTransparente(base: string, documento: string): Promise<string> {
  const dominio = new URL(base).hostname;
  const configuracao = await fetch(`${base}${API}/parceiros/configuracao?domain=${dominio}`);
  const { id: idParceiro } = (await configuracao.json()) as { id: number };
  const { idCota } = await entrarNaApi(base, documento);
  const resposta = await fetch(`${base}/operador/v1/login-transparente`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operador-chave': OPERADOR_API_KEY },
    body: JSON.stringify({ inscricaoNacional: documento, idCota, idParceiro }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  return ((await resposta.json()) as { caminho: string }).caminho;
}

/** Logs an operator (the analyst unless told) into the back-office API (no browser): a bearer token. */
export async function tokenOperadorNaApi(base: string, conta: ContaOperador = OPERADOR): Promise<string> {
  const resposta = await fetch(`${base}/operador/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: conta.email, senha: conta.senha }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  return ((await resposta.json()) as { access_token: string }).access_token;
}

/** Logs an operator (the analyst unless told) into the back-office on its login screen (the page must be on it). */
export async function entrarNoBackOffice(page: Page, senha?: string, conta: ContaOperador = OPERADOR) {
  senha ??= conta.senha;
  await page.getByLabel('E-mail').fill(conta.email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Selects a quota on /groups-and-quotas, as a customer would ('Grupo 001010 · Cota 0141'). */
export async function selecionarCota(page: Page, base: string, grupo: string, cota: string) {
  await page.goto(`${base}/groups-and-quotas`);
  const cartao = page
    .getByRole('list', { name: 'Cotas' })
    .getByRole('listitem')
    .filter({ hasText: `Grupo ${grupo} · Cota ${cota}` });
  await expect(cartao).toBeVisible();
  const selecionar = cartao.getByRole('button', { name: /^Selecionar/ });
  if (await selecionar.count()) await selecionar.click();
  await expect(cartao.getByText('Cota selecionada')).toBeVisible();
}

/** A PDF upload as a browser sends it: the signature the server's sniffer reads, then `bytes` of filler. */
export const arquivoPdf = (nome: string, bytes = 3_000) => ({
  name: nome,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes, 0x20)]),
});

/** A JPEG upload: JPEG's signature (what the server's sniffer reads) and some bytes. */
export const arquivoJpeg = (nome: string) => ({
  name: nome,
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(3_000, 0x11),
  ]),
});

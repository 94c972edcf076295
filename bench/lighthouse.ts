/**
 * Lighthouse's mobile performance audit (its default config: a mid-range phone, simulated slow 4G) of /entrar
 * and of /home, on Debian's Chromium. For /home, Ana logs in first through the login form, driven over the
 * Chrome DevTools Protocol in the same browser; Lighthouse then runs with `disableStorageReset` so the session
 * (localStorage and the HttpOnly refresh cookie) survives, after the HTTP cache, the service worker and its
 * precache are cleared so both pages load cold.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type lighthouseDefault from 'lighthouse';
import WebSocket from 'ws';

const PREFIXO_API = '/app-cliente/v1';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Auditoria {
  pagina: string;
  /** 0–100. */
  nota: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Where the audit ended (a /home that fell back to /entrar is no /home figure). */
  urlFinal: string;
  /** Paths of the API requests the page made while loading (the check on chamadas-da-home.ts). */
  chamadasApi: string[];
}

/** The minimum of CDP: one page target, commands answered by id. */
async function abrirCdp(porta: number) {
  const alvos = (await (await fetch(`http://127.0.0.1:${porta}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const pagina = alvos.find((a) => a.type === 'page');
  if (!pagina) throw new Error('o Chromium não abriu nenhuma página');
  const ws = new WebSocket(pagina.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const pendentes = new Map<number, (r: { result?: unknown; error?: { message: string } }) => void>();
  ws.on('message', (dados: Buffer) => {
    const msg = JSON.parse(dados.toString()) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    if (msg.id !== undefined) pendentes.get(msg.id)?.(msg);
  });
  let proximo = 0;
  const enviar = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++proximo;
      pendentes.set(
        id,
        (r) => (pendentes.delete(id), r.error ? reject(new Error(r.error.message)) : resolve(r.result)),
      );
      ws.send(JSON.stringify({ id, method, params }));
    });
  const avaliar = async <T>(expressao: string): Promise<T> => {
    const r = (await enviar('Runtime.evaluate', {
      expression: expressao,
      awaitPromise: true,
      returnByValue: true,
    })) as { result: { value: T }; exceptionDetails?: { text: string } };
    if (r.exceptionDetails) throw new Error(r.exceptionDetails.text);
    return r.result.value;
  };
  const esperar = async (expressao: string, oque: string) => {
    const limite = Date.now() + 30_000;
    while (!(await avaliar<boolean>(expressao).catch(() => false))) {
      if (Date.now() > limite) throw new Error(`${oque}: não aconteceu em 30 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return { enviar, avaliar, esperar, fechar: () => ws.close() };
}

/** Types into the fields as React expects (the native value setter, then an input event) and submits. */
const PREENCHER_E_ENTRAR = (documento: string, senha: string) => `(() => {
  const campo = (texto) => [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === texto)?.control;
  const definir = (el, valor) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, valor);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
  definir(campo('CPF ou CNPJ'), ${JSON.stringify(documento)});
  definir(campo('Senha'), ${JSON.stringify(senha)});
  [...document.querySelectorAll('button[type=submit]')].find((b) => b.textContent.trim() === 'Entrar').click();
})()`;

async function entrarPeloFormulario(porta: number, base: string, documento: string, senha: string) {
  const cdp = await abrirCdp(porta);
  try {
    await cdp.enviar('Page.enable');
    await cdp.enviar('Page.navigate', { url: `${base}/entrar` });
    await cdp.esperar(`!!document.querySelector('input[type=password]')`, 'o formulário de /entrar');
    await cdp.avaliar(PREENCHER_E_ENTRAR(documento, senha));
    await cdp.esperar(`location.pathname === '/home'`, 'a chegada em /home depois do login');
    // The login downloaded the app and installed the service worker: /home is measured as a first visit with a
    // session (localStorage and cookie kept), not from the HTTP cache or the worker's precache.
    await cdp.enviar('Storage.clearDataForOrigin', {
      origin: new URL(base).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.enviar('Network.clearBrowserCache');
    await cdp.enviar('Page.navigate', { url: 'about:blank' });
  } finally {
    cdp.fechar();
  }
}

type Lighthouse = typeof lighthouseDefault;

/** One audit of `${base}${pagina}` in the running Chromium. */
async function auditar(
  lighthouse: Lighthouse,
  porta: number,
  base: string,
  pagina: string,
  disableStorageReset: boolean,
): Promise<Auditoria> {
  const r = await lighthouse(`${base}${pagina}`, {
    port: porta,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset,
  });
  if (!r) throw new Error(`o Lighthouse não devolveu resultado para ${pagina}`);
  const { lhr } = r;
  // BENCH_LHR_PASTA keeps each page's whole report (the LCP element, the request chain, the main thread's work).
  const pasta = process.env.BENCH_LHR_PASTA;
  if (pasta)
    await writeFile(path.join(pasta, `lighthouse${pagina.replaceAll('/', '-')}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${pagina}: ${lhr.runtimeError.message}`);
  const valor = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    pagina,
    nota: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: valor('first-contentful-paint'),
    lcpMs: valor('largest-contentful-paint'),
    cls: valor('cumulative-layout-shift'),
    tbtMs: valor('total-blocking-time'),
    urlFinal: lhr.finalDisplayedUrl,
    chamadasApi: (
      (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []
    )
      .map((item) => new URL(item.url))
      .filter((u) => u.pathname.startsWith(PREFIXO_API))
      .map((u) => u.pathname.slice(PREFIXO_API.length) + u.search),
  };
}

/** Runs `fazer` with Lighthouse and a Chromium of its own, or answers why it cannot (no Chromium). */
async function comChromium<T>(
  fazer: (lighthouse: Lighthouse, porta: number) => Promise<T>,
): Promise<T | string> {
  if (!existsSync(CHROMIUM)) return `sem Chromium em ${CHROMIUM}`;
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    return await fazer(lighthouse, chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Audits `${base}/entrar` and, logged in as `documento`, `${base}/home`. Answers the audits, or why there are
 * none (no Chromium, no build, Lighthouse failing here).
 */
export function auditarComLighthouse(
  base: string,
  documento: string,
  senha: string,
): Promise<Auditoria[] | string> {
  return comChromium(async (lighthouse, porta) => {
    const entrar = await auditar(lighthouse, porta, base, '/entrar', false);
    await entrarPeloFormulario(porta, base, documento, senha);
    const home = await auditar(lighthouse, porta, base, '/home', true);
    return [entrar, home];
  });
}

/**
 * One page of two builds served side by side (`BENCH_WEB_ANTES`): `rodadas` audits of each, alternated in the
 * same Chromium, so a shared machine's drifting load weighs on both alike. /home logs in on each build's own
 * origin through the form before every audit (the refresh cookie rotates on each load).
 */
export function auditarPareado(
  bases: { antes: string; depois: string },
  rodadas: number,
  pagina: '/entrar' | '/home',
  conta: { documento: string; senha: string },
): Promise<{ antes: Auditoria[]; depois: Auditoria[] } | string> {
  return comChromium(async (lighthouse, porta) => {
    const antes: Auditoria[] = [];
    const depois: Auditoria[] = [];
    const logada = pagina === '/home';
    // A loaded machine sometimes loses the trace (NO_NAVSTART): that audit is run again, up to 3 times.
    const medir = async (base: string, tentativa = 1): Promise<Auditoria> => {
      if (logada) await entrarPeloFormulario(porta, base, conta.documento, conta.senha);
      return auditar(lighthouse, porta, base, pagina, logada).catch((erro: unknown) => {
        if (tentativa >= 3) throw erro;
        return medir(base, tentativa + 1);
      });
    };
    for (let i = 0; i < rodadas; i++) {
      antes.push(await medir(bases.antes));
      depois.push(await medir(bases.depois));
    }
    return { antes, depois };
  });
}

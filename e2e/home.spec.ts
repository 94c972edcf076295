import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * Issue 16: /home's cards come from one call (GET /cotas/{id}/home), shared with the main template's case
 * check, and the page does not move while it loads (no layout shift). Measured on a reload, as a returning
 * customer opens it, on both partners at phone and desktop widths.
 */

const API = '/app-cliente/v1';
/** The calls /home made one by one before the summary: none of them on a reload now. */
const CHAMADAS_ANTIGAS = [
  /^\/cotas\/\d+$/,
  /^\/cotas\?/,
  /^\/salesforce\/consulta\/casos$/,
  /\/cobrancas\/segunda-via/,
  /\/dashboard\/resultado-assembleia$/,
];

declare global {
  interface Window {
    /** Sum of the layout shifts of this document (not caused by input), as Lighthouse adds them up. */
    __cls: number;
  }
}

for (const [parceiro, cliente] of [
  ['horizonte', CLIENTES.maria],
  ['vertice', CLIENTES.ana],
] as const) {
  for (const [largura, altura] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`/home de ${parceiro} em ${largura} px: uma chamada para os cartões e nada se desloca`, async ({
      page,
      login,
      fotografar,
    }) => {
      await page.setViewportSize({ width: largura, height: altura });
      await page.addInitScript(() => {
        window.__cls = 0;
        new PerformanceObserver((lista) => {
          for (const e of lista.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) window.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await login(cliente.documento, { parceiro });
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { name: 'Suas cotas' })).toBeVisible();

      const chamadas: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith(API)) chamadas.push(url.pathname.slice(API.length) + url.search);
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Suas cotas' })).toBeVisible();
      await expect(page.getByText('Carregando o início…')).toHaveCount(0);
      await page.waitForLoadState('networkidle');

      expect(chamadas.filter((c) => /^\/cotas\/\d+\/home$/.test(c))).toHaveLength(1);
      // The reload renews its session once, the shell's early refresh taken by the app (ADR 0062).
      expect(chamadas.filter((c) => c === '/login/refresh')).toHaveLength(1);
      expect(chamadas.filter((c) => CHAMADAS_ANTIGAS.some((r) => r.test(c)))).toEqual([]);
      const cls = await page.evaluate(() => window.__cls);
      expect(cls, `CLS ${cls}`).toBeLessThan(0.01);

      // The cards the summary feeds are there: the quota cards, the selected one marked.
      await expect(page.getByText('Cota selecionada', { exact: true }).first()).toBeVisible();
      await semViolacoesGraves(page);
      await fotografar(`home-${parceiro}`, { larguras: [[largura, altura]] });
    });
  }
}

test("/home names its frame's and screen's code in its Link header, so the browser fetches it with the page; /entrar does not", async ({
  request,
  base,
}) => {
  const precargas = async (caminho: string) =>
    ((await request.get(`${base}${caminho}`, { headers: { accept: 'text/html' } })).headers()['link'] ?? '')
      .split(', ')
      .filter((l) => l.includes('rel=modulepreload'))
      .map((l) => l.slice(l.indexOf('/assets/'), l.indexOf('>')));
  const daHome = await precargas('/home');
  const doLogin = await precargas('/entrar');
  // The frame and the home (with their icons) come in one file of their own, which the login never fetches.
  const casa = daHome.filter((a) => /^\/assets\/casa-[\w-]+\.js$/.test(a));
  expect(casa).toHaveLength(1);
  expect(doLogin).not.toContain(casa[0]);
  expect(daHome.some((a) => /^\/assets\/home-[\w-]+\.js$/.test(a))).toBe(true);
  expect(daHome.length).toBeLessThan(80);
});

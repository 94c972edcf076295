import type { Page } from '@playwright/test';
import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * Issue 15 / spec §2: every customer screen reflows at every font size from 10 to 48 (WCAG 1.4.10): no
 * sideways scroll at 360 px, the bell and the account menu inside the screen and clickable, and on a desktop
 * at 48 px the side menu gives way to the phone chrome (ADR 0019).
 */

/** The customer screens reachable by URL (apps/web/src/app/caminhos.ts), with what a demo customer needs. */
const TELAS = [
  '/home',
  '/groups-and-quotas',
  '/detalhes-da-cota',
  '/boletos',
  '/boletos/historico',
  '/boletos/composicao',
  '/boletos/forma-de-envio',
  '/boletos/quitacao',
  '/offers-and-bids-introduction',
  '/offers-and-bids',
  '/bid_history',
  '/assemblies',
  '/assemblies/details',
  '/financeiro',
  '/financeiro/pagamento-anual',
  '/financeiro/extrato-consorciado',
  '/financeiro/informe-de-rendimentos',
  '/requests',
  '/affiliates',
  '/customer-service',
  '/ajuda',
  '/ajuda/busca?q=boleto',
  '/notifications',
  '/preferencias',
  '/alterar-senha',
];

const TAMANHOS = [10, 16, 24, 32, 48];

/**
 * Applies a size the way the app does (lib/fonte.ts): the device copy, the root font-size and the breakpoint
 * marks a resize recomputes. The account's saved size is answered as the same one, so nothing undoes it.
 */
async function aplicarTamanho(page: Page, tamanho: number) {
  await page.evaluate((t) => {
    localStorage.setItem('portal.tamanho-fonte', JSON.stringify(t));
    document.documentElement.style.fontSize = t === 16 ? '' : `${t}px`;
    window.dispatchEvent(new Event('resize'));
  }, tamanho);
  // Transitions (a chip's padding, a card's width) run after a size change: measure where they end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function sentido(page: Page) {
  return page.evaluate(() => ({
    rolagem: document.documentElement.scrollWidth,
    largura: window.innerWidth,
    largos: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)}`),
  }));
}

/**
 * Words broken across two lines although they fit whole in their block ("Ma/ria"): what a squeezed flex item
 * or an `overflow-wrap: anywhere` min-content does. A word (a run without spaces: an e-mail, a hash) wider
 * than its block may break: nothing else fits.
 */
async function palavrasPartidas(page: Page) {
  return page.evaluate(() => {
    const larguraUtil = (e: Element) => {
      let bloco: Element | null = e;
      while (bloco && getComputedStyle(bloco).display.startsWith('inline')) bloco = bloco.parentElement;
      if (!bloco) return Infinity;
      const estilo = getComputedStyle(bloco);
      return bloco.clientWidth - parseFloat(estilo.paddingLeft) - parseFloat(estilo.paddingRight);
    };
    const partidas: string[] = [];
    const textos = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let no = textos.nextNode(); no && partidas.length < 5; no = textos.nextNode()) {
      const pai = no.parentElement;
      if (!pai || pai.closest('.sr-only, [aria-hidden="true"], script, style, svg')) continue;
      // A hyphen is a break point of its own ("e-/mail", "pós-/venda"), as typography allows.
      for (const m of (no.textContent ?? '').matchAll(/[^\s-]*\p{L}{2,}[^\s-]*/gu)) {
        const faixa = document.createRange();
        faixa.setStart(no, m.index);
        faixa.setEnd(no, m.index + m[0].length);
        const caixas = [...faixa.getClientRects()].filter((c) => c.width > 0);
        const linhas = new Set(caixas.map((c) => Math.round(c.top)));
        if (linhas.size < 2) continue;
        const largura = caixas.reduce((soma, c) => soma + c.width, 0);
        if (largura < larguraUtil(pai) - 1) {
          partidas.push(`“${m[0]}” em ${pai.tagName}.${String(pai.className).slice(0, 40)}`);
          break;
        }
      }
    }
    return partidas;
  });
}

/** The control is drawn inside the viewport and is the element a click there reaches. */
async function dentroEClicavel(page: Page, papel: 'link' | 'button', nome: RegExp) {
  const controle = page.getByRole('banner').getByRole(papel, { name: nome });
  const caixa = await controle.boundingBox();
  const largura = page.viewportSize()?.width ?? 0;
  expect(caixa, `${nome} visível`).not.toBeNull();
  if (!caixa) return;
  expect(caixa.x).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width).toBeLessThanOrEqual(largura + 1);
  // What a tap at its centre reaches is the control itself (nothing drawn over it).
  const alcancado = await controle.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const alvo = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return alvo !== null && e.contains(alvo);
  });
  expect(alcancado, `${nome} clicável`).toBe(true);
}

let tamanhoDaConta = 16;

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.beforeEach(async ({ page }) => {
  tamanhoDaConta = 16;
  // The account's saved size answers as the one under test (SincronizarPreferencias would restore it).
  await page.route('**/usuarios/*/preferencias', async (rota) => {
    if (rota.request().method() !== 'GET') return rota.continue();
    const resposta = await rota.fetch();
    const corpo = (await resposta.json()) as Record<string, unknown>;
    await rota.fulfill({ response: resposta, json: { ...corpo, font_size: tamanhoDaConta } });
  });
});

/**
 * Every screen at every size on a 360 px phone, as the given customer of the spec's partner; no screen names
 * the other partner (its brand must never leak into this portal).
 */
async function varrerTelas(page: Page, base: string, entrar: () => Promise<void>, outroParceiro: RegExp) {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await entrar();
  await expect(page).toHaveURL(/\/home$/);
  const falhas: string[] = [];
  for (const tela of TELAS) {
    await page.goto(`${base}${tela}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const texto = await page.locator('body').innerText();
    if (outroParceiro.test(texto)) falhas.push(`${tela} cita o outro parceiro`);
    for (const tamanho of TAMANHOS) {
      tamanhoDaConta = tamanho;
      await aplicarTamanho(page, tamanho);
      const { rolagem, largura, largos } = await sentido(page);
      if (rolagem > largura)
        falhas.push(`${tela} a ${tamanho}px: ${rolagem} > ${largura} (${largos.join(', ')})`);
      const partidas = await palavrasPartidas(page);
      if (partidas.length) falhas.push(`${tela} a ${tamanho}px, palavras partidas: ${partidas.join(', ')}`);
      await dentroEClicavel(page, 'link', /^Notificações/);
      await dentroEClicavel(page, 'button', /Menu da conta/);
    }
    tamanhoDaConta = 16;
    await aplicarTamanho(page, 16);
  }
  expect(falhas).toEqual([]);
}

test('toda tela cabe em 360 px de 10 a 48 px de letra, com sino e menu à mão', async ({
  page,
  login,
  base,
}) => {
  await varrerTelas(page, base, () => login(CLIENTES.maria.documento), /Vértice/i);
});

test.describe('na Vértice', () => {
  test.use({ parceiro: 'vertice' });
  test('toda tela cabe em 360 px de 10 a 48 px de letra, também no outro parceiro', async ({
    page,
    login,
    base,
  }) => {
    await varrerTelas(page, base, () => login(CLIENTES.ana.documento), /Horizonte/i);
  });
});

test('as telas de entrada também cabem em 360 px de 10 a 48 px, nos dois parceiros', async ({
  page,
  parceiros,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const falhas: string[] = [];
  for (const { url } of [parceiros.horizonte, parceiros.vertice]) {
    for (const tela of ['/entrar', '/entrar-mobile', '/entrar/esqueciasenha/cpfcnpj']) {
      await page.goto(`${url}${tela}`);
      for (const tamanho of TAMANHOS) {
        // Before login the size comes from this device's copy, applied before the first paint.
        await page.evaluate((t) => localStorage.setItem('portal.tamanho-fonte', JSON.stringify(t)), tamanho);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const { rolagem, largura, largos } = await sentido(page);
        if (rolagem > largura)
          falhas.push(`${url}${tela} a ${tamanho}px: ${rolagem} > ${largura} (${largos.join(', ')})`);
        const partidas = await palavrasPartidas(page);
        if (partidas.length) falhas.push(`${url}${tela} a ${tamanho}px: ${partidas.join(', ')}`);
      }
    }
  }
  expect(falhas).toEqual([]);
});

test('no computador a 48 px o menu lateral vira o do celular', async ({ page, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  // At the default size the desktop keeps its side menu.
  await expect(page.getByRole('complementary')).toBeVisible();
  tamanhoDaConta = 48;
  await aplicarTamanho(page, 48);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('48px');
  const lateral = page.getByRole('complementary');
  if (await lateral.isVisible()) {
    const caixa = await lateral.boundingBox();
    expect(caixa?.width ?? 0).toBeLessThan(1280 * 0.4);
  }
  await dentroEClicavel(page, 'link', /^Notificações/);
  await dentroEClicavel(page, 'button', /Menu da conta/);
  const { rolagem, largura } = await sentido(page);
  expect(rolagem).toBeLessThanOrEqual(largura);
});

test('a 320 px, na letra padrão, início e preferências não rolam para o lado', async ({
  page,
  login,
  base,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  for (const tela of ['/home', '/preferencias', '/detalhes-da-cota']) {
    await page.goto(`${base}${tela}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { rolagem, largura, largos } = await sentido(page);
    expect(rolagem, `${tela}: ${largos.join(', ')}`).toBeLessThanOrEqual(largura);
  }
  await semViolacoesGraves(page);
});

test.describe('enquanto carrega', () => {
  // A service worker in control would fetch the API itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('a 24 px de letra, os esqueletos cabem em 360 px', async ({ page, login, base }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await login(CLIENTES.maria.documento);
    await expect(page).toHaveURL(/\/home$/);
    await aplicarTamanho(page, 24);
    // The current statement held back: the screen stays on its loading placeholders (one is 14 rem wide).
    let soltar = () => {};
    await page.route(/\/app-cliente\/v1\/cotas\/\d+\/demonstrativo-atual/, async (rota) => {
      await new Promise<void>((ok) => (soltar = ok));
      await rota.continue().catch(() => undefined);
    });
    await page.goto(`${base}/boletos/composicao`);
    await expect(page.getByText('Carregando o demonstrativo…')).toBeAttached();
    const { rolagem, largura, largos } = await sentido(page);
    expect(rolagem, largos.join(', ')).toBeLessThanOrEqual(largura);
    soltar();
  });
});

test('depois de cada navegação o foco vai para o título da nova tela', async ({ page, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(CLIENTES.maria.documento);
  // The login itself is a navigation: the home greeting is read first.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const principal = page.getByRole('navigation', { name: 'Principal' });
  await principal.getByRole('link', { name: 'Boletos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boletos' })).toBeFocused();
  await principal.getByRole('link', { name: 'Ajuda' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The focused h1 draws no ring (it is read, not operated); a keyboard Tab moves on from the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
});

test('o foco aparece no cartão da cota selecionada, na cor do parceiro', async ({ page, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(CLIENTES.maria.documento);
  const cartao = page.getByRole('link', { name: /Cota selecionada/ });
  await cartao.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(cartao).toBeFocused();
  const anel = await cartao.evaluate((e) => {
    const estilo = getComputedStyle(e);
    return { contorno: estilo.outlineStyle, largura: estilo.outlineWidth, halo: estilo.boxShadow };
  });
  expect(anel.contorno).toBe('solid');
  expect(parseFloat(anel.largura)).toBeGreaterThanOrEqual(2);
  expect(anel.halo).toContain('rgb(255, 255, 255)');
});

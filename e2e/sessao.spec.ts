import type { BrowserContext, Page } from '@playwright/test';
import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * Issue 14 (ADR 0015): the refresh token lives in an HttpOnly cookie and the access token in the tab's memory;
 * nothing page JavaScript can read authenticates, and the session still survives a reload and a second tab.
 */

const COOKIE = 'portal_refresh';
/** A JWT anywhere in a string: three base64url parts, the first a JSON header. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

const cookieDeRefresh = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === COOKIE);

/** Everything the page's scripts can read: its cookies and every value of both storages. */
const legivelPelaPagina = (page: Page) =>
  page.evaluate(() => {
    const valores = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`);
    return {
      cookie: document.cookie,
      armazenado: [...valores(localStorage), ...valores(sessionStorage)].join('\n'),
    };
  });

async function emCasa(page: Page) {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(CLIENTES.maria.nome);
}

async function sair(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/entrar$/);
}

test('the refresh token is not readable from page JavaScript, and no token is kept in storage', async ({
  page,
  context,
  login,
}) => {
  const respostaDoLogin = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app-cliente/v1/login',
  );
  await login(CLIENTES.maria.documento);
  const corpo = (await (await respostaDoLogin).json()) as Record<string, unknown>;
  await emCasa(page);

  expect(corpo).not.toHaveProperty('refresh_token');
  const accessToken = corpo.access_token as string;
  expect(accessToken).toMatch(JWT);
  const cookie = await cookieDeRefresh(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/app-cliente/v1/login' });

  const legivel = await legivelPelaPagina(page);
  expect(legivel.cookie).not.toContain(COOKIE);
  expect(legivel.cookie).not.toContain(cookie!.value);
  expect(legivel.armazenado).toContain('portal.sessao'); // the non-secret session is there…
  expect(legivel.armazenado).not.toContain(accessToken); // …without the access token,
  expect(legivel.armazenado).not.toContain(cookie!.value); // the refresh token
  expect(legivel.armazenado).not.toMatch(JWT); // or any other token
  await semViolacoesGraves(page);
});

test('a reload and a second tab stay logged in; a logout in one tab ends the other', async ({
  page,
  context,
  base,
  login,
}) => {
  await login(CLIENTES.maria.documento);
  await emCasa(page);

  // A reload loses the tab's memory: the first call renews the access token from the cookie.
  const renovacao = page.waitForRequest((r) => r.url().endsWith('/app-cliente/v1/login/refresh'));
  await page.reload();
  await renovacao;
  await emCasa(page);

  const outra = await context.newPage();
  await outra.goto(`${base}/home`);
  await emCasa(outra);

  // Both tabs renew at once with the same cookie: the server's grace window keeps both logged in.
  await Promise.all([page.reload(), outra.reload()]);
  await Promise.all([emCasa(page), emCasa(outra)]);
  await outra.goto(`${base}/groups-and-quotas`);
  await expect(outra.getByRole('list', { name: 'Cotas' }).getByRole('listitem')).toHaveCount(7);
  await semViolacoesGraves(outra);

  await sair(page);
  expect(await cookieDeRefresh(context)).toBeUndefined();
  await outra.goto(`${base}/home`);
  await expect(outra).toHaveURL(/\/entrar$/);
  await page.reload();
  await expect(page).toHaveURL(/\/entrar$/);
  await semViolacoesGraves(page);
});

test('a session that cannot be renewed ends on the login page, which says why', async ({
  page,
  context,
  base,
  login,
  fotografar,
}) => {
  await login(CLIENTES.maria.documento);
  await emCasa(page);
  // The session is gone on the server's side: the access token is refused and there is no cookie to renew.
  await context.clearCookies();
  await page.route('**/app-cliente/v1/**', (rota) =>
    rota.request().url().endsWith('/login/refresh')
      ? rota.continue()
      : rota.fulfill({ status: 401, json: { mensagem: 'Sessão expirada.' } }),
  );
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Ajuda' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/entrar$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Sua sessão terminou. Entre novamente para continuar.' }),
  ).toBeVisible();
  await page.unroute('**/app-cliente/v1/**');
  await semViolacoesGraves(page);
  await fotografar('login-sessao-terminou', {
    larguras: [
      [360, 780],
      [1280, 800],
    ],
  });

  // A plain visit to the login page says nothing of the kind.
  await page.goto(`${base}/entrar`);
  await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
  await expect(page.getByText('Sua sessão terminou.')).toHaveCount(0);
});

import type { BrowserContext, Page } from '@playwright/test';
import {
  CLIENTES,
  expect,
  linkTransparente,
  semViolacoesGraves,
  SENHA_DEMO,
  senhaProvisoria,
  test,
} from './fixtures.ts';

/**
 * The acesso journey end to end (issue 3): forgot password, forced and in-app password change, transparent
 * login (passkeys: biometria.spec.ts), pending redirect, silent refresh, logout, /indisponivel and the version update.
 * A test that changes a password does it on its own copy of Rota Sul (fabrica.cliente).
 */

/** Rota Sul's founding date: its copies keep it. */
const FUNDACAO_ROTA_SUL = '01/09/2009';
const MENSAGEM_RECUPERACAO =
  'Se os dados estiverem corretos, você vai receber uma senha provisória no e-mail cadastrado em alguns minutos.';
const MENSAGEM_LOGIN_FALHOU = 'Não foi possível fazer o login. Confira seus dados e tente novamente.';

/** '11222333000181' → '11.222.333/0001-81', as the login field shows it. */
const mascaraCnpj = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

async function sair(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/entrar$/);
}

const sessaoGuardada = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('portal.sessao') ?? 'null') as Record<string, unknown> | null,
  );

/** The refresh token: in its HttpOnly cookie, which only the browser (and the test) can read (ADR 0015). */
const cookieDeRefresh = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'portal_refresh')?.value;

test('forgot password end to end: the provisional password forces a new one and the old one stops working', async ({
  page,
  base,
  login,
  fabrica,
}) => {
  // A long journey with seven accessibility checks: more than the default timeout on a busy machine.
  test.slow();
  await page.clock.install();
  const nova = '482915';
  const rotaSul = await fabrica.cliente(CLIENTES.rotaSul.documento);
  // The link on the login screen brings the CPF/CNPJ already typed.
  await page.goto(`${base}/entrar`);
  await page.getByLabel('CPF ou CNPJ').fill(rotaSul.documento);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/entrar\/esqueciasenha\/cpfcnpj$/);
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue(mascaraCnpj(rotaSul.documento));
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // A company is asked for its founding date, dd/mm/aaaa.
  await expect(page).toHaveURL(/\/esqueciasenha\/data$/);
  const data = page.getByLabel('Data de fundação');
  await data.fill('31022009');
  await expect(data).toHaveValue('31/02/2009');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(data).toHaveAccessibleDescription(/Data inválida/);
  await semViolacoesGraves(page);
  await data.fill(FUNDACAO_ROTA_SUL);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/esqueciasenha\/email$/);
  const email = page.getByLabel('E-mail');
  await email.fill('financeiro@rotasul');
  await page.getByRole('button', { name: 'Enviar senha provisória' }).click();
  await expect(email).toHaveAccessibleDescription('E-mail inválido');
  await semViolacoesGraves(page);
  await email.fill(rotaSul.email);
  await page.getByRole('button', { name: 'Enviar senha provisória' }).click();

  await expect(page).toHaveURL(/\/esqueciasenha\/enviado$/);
  await expect(page.getByText(MENSAGEM_RECUPERACAO)).toBeVisible();
  const reenviar = page.getByRole('button', { name: 'Reenviar' });
  await expect(reenviar).toBeDisabled();
  await expect(page.getByRole('timer')).toHaveText(/^0[01]:\d\d$/);
  await semViolacoesGraves(page);
  await senhaProvisoria(page.request, base, rotaSul.email, 1);

  // After the timer, a second e-mail: its password is the one that counts.
  await page.clock.fastForward(61_000);
  await expect(reenviar).toBeEnabled();
  await reenviar.click();
  await expect(page.getByText('Enviamos de novo').first()).toBeVisible();
  await expect(reenviar).toBeDisabled();
  const provisoria = await senhaProvisoria(page.request, base, rotaSul.email, 2);

  // Logging in with it forces a new password, in two steps.
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await login(rotaSul.documento, { senha: provisoria });
  await expect(page).toHaveURL(/\/alterarsenha\/atual$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
  await page.goto(`${base}/groups-and-quotas`);
  await expect(page).toHaveURL(/\/alterarsenha\/atual$/); // spec §2 rule 2
  await semViolacoesGraves(page);
  await page.getByLabel('Senha atual').fill(provisoria);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/alterarsenha\/nova$/);
  await semViolacoesGraves(page);
  await page.getByLabel('Nova senha', { exact: true }).fill(nova);
  await page.getByLabel('Confirme a nova senha').fill('482916');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByLabel('Confirme a nova senha')).toHaveAccessibleDescription(
    'As senhas não conferem.',
  );
  await page.getByLabel('Confirme a nova senha').fill(nova);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Senha alterada com sucesso.').first()).toBeVisible();
  expect((await sessaoGuardada(page))?.perfil).toMatchObject({ senhaExpirada: false });

  // The old password no longer works; the new one does, without the forced change.
  await sair(page);
  await login(rotaSul.documento);
  await expect(page.getByText(MENSAGEM_LOGIN_FALHOU)).toBeVisible();
  await login(rotaSul.documento, { senha: nova });
  await expect(page).toHaveURL(/\/home$/);
});

test('the forgot-password wizard sends a visitor who lands mid-way back to the first step', async ({
  page,
  base,
}) => {
  for (const etapa of ['data', 'email', 'enviado']) {
    await page.goto(`${base}/entrar/esqueciasenha/${etapa}`);
    await expect(page).toHaveURL(/\/entrar\/esqueciasenha\/cpfcnpj$/);
  }
  await page.goto(`${base}/entrar/esqueciasenha`);
  await expect(page).toHaveURL(/\/entrar\/esqueciasenha\/cpfcnpj$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveAccessibleDescription('Informe seu CPF ou CNPJ.');
});

test('password change at /alterar-senha shows each validation message on its field', async ({
  page,
  base,
  login,
  fabrica,
}) => {
  const rotaSul = await fabrica.cliente(CLIENTES.rotaSul.documento);
  await login(rotaSul.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL(/\/alterar-senha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
  await semViolacoesGraves(page);

  const atual = page.getByLabel('Senha atual');
  const nova = page.getByLabel('Nova senha', { exact: true });
  const confirmacao = page.getByLabel('Confirme a nova senha');
  const salvar = page.getByRole('button', { name: 'Salvar nova senha' });

  await salvar.click();
  await expect(atual).toHaveAccessibleDescription('Informe a senha atual.');
  await expect(nova).toHaveAccessibleDescription('A senha deve ter exatamente 6 números.');
  await semViolacoesGraves(page);

  await atual.fill(SENHA_DEMO);
  await nova.fill('12ab56');
  await salvar.click();
  await expect(nova).toHaveAccessibleDescription('Use somente números.');

  await nova.fill('1234');
  await expect(nova).toHaveAccessibleDescription('A senha deve ter exatamente 6 números.');

  await nova.fill(SENHA_DEMO);
  await expect(nova).toHaveAccessibleDescription('A nova senha deve ser diferente da senha atual.');

  await nova.fill('975310');
  await confirmacao.fill('975311');
  await salvar.click();
  await expect(confirmacao).toHaveAccessibleDescription('As senhas não conferem.');
  await expect(nova).not.toHaveAccessibleDescription(/./);

  // A wrong current password: the spec's message, and the field is cleared for another try.
  await confirmacao.fill('975310');
  await atual.fill('000000');
  await salvar.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Houve algum erro, tente novamente.' }),
  ).toBeVisible();
  await expect(atual).toHaveValue('');
  await expect(atual).toBeFocused();

  await atual.fill(SENHA_DEMO);
  await salvar.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Senha alterada com sucesso.').first()).toBeVisible();

  // The session goes on; the new password is the one that opens the next.
  await page.goto(`${base}/groups-and-quotas`);
  await expect(page.getByRole('list', { name: 'Cotas' }).getByRole('listitem').first()).toBeVisible();
  await sair(page);
  await login(rotaSul.documento, { senha: '975310' });
  await expect(page).toHaveURL(/\/home$/);
});

test('transparent login lands on home, keeps to the allowed routes and works only once', async ({
  page,
  base,
}) => {
  const caminho = await linkTransparente(base, CLIENTES.maria.documento);
  // What the page itself asks the API in this mode is all allowed to it: no screen of the mode meets a refusal.
  const recusadas: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/app-cliente/')) recusadas.push(r.url());
  });
  const troca = page.waitForResponse((r) => r.url().endsWith('/login/transparente'));
  await page.goto(`${base}${caminho}`);
  const { access_token: token } = (await (await troca).json()) as { access_token: string };
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(CLIENTES.maria.nome);
  expect(await sessaoGuardada(page)).toMatchObject({ transparente: true });
  // Only what the mode allows is offered.
  const principal = page.getByRole('navigation', { name: 'Principal' }).first();
  await expect(principal.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(principal.getByRole('link', { name: 'Minhas cotas' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver todas' })).toHaveCount(0);
  await semViolacoesGraves(page);

  // Spec §2 rule 3: a route not flagged for it sends the user to home. A link never reaches a credential: not the
  // password screens (issue 14 over spec §2), not biometrics.
  await expect(page.getByRole('link', { name: 'Alterar senha' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Biometria' })).toHaveCount(0);
  for (const rota of [
    '/groups-and-quotas',
    '/alterar-senha',
    '/alterarsenha/atual',
    '/alterarsenha/nova',
    '/biometria',
  ]) {
    await page.goto(`${base}${rota}`);
    await expect(page).toHaveURL(/\/home$/);
  }
  expect(recusadas).toEqual([]);
  // The API holds the same line whatever sends the call: the page's own token, straight to the routes.
  const recusas = await page.evaluate(async (accessToken) => {
    const cabecalhos = { 'content-type': 'application/json', access_token: accessToken };
    const chamadas: [string, string][] = [
      ['POST', '/app-cliente/v1/biometria/registro/opcoes'],
      ['GET', '/app-cliente/v1/biometria'],
      ['POST', '/app-cliente/v1/login/selecionar-cota'],
    ];
    return Promise.all(
      chamadas.map(async ([method, url]) => {
        const r = await fetch(url, {
          method,
          headers: cabecalhos,
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        return [r.status, ((await r.json()) as { mensagem: string }).mensagem] as const;
      }),
    );
  }, token);
  for (const [status, mensagem] of recusas) {
    expect(status).toBe(403);
    expect(mensagem).toMatch(/não está disponível no acesso pelo link/);
  }
  // …while what home needs answers.
  const cotas = await page.evaluate(
    async (accessToken) =>
      (await fetch('/app-cliente/v1/cotas', { headers: { access_token: accessToken } })).status,
    token,
  );
  expect(cotas).toBe(200);

  // The same link again: refused, with a way to the normal login.
  await page.goto(`${base}${caminho}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este link de acesso não vale mais' }),
  ).toBeVisible();
  await semViolacoesGraves(page);
  // It ends what is left of the earlier transparent session, which would keep the login out of reach.
  await page.getByRole('button', { name: 'Entrar com CPF ou CNPJ' }).click();
  await expect(page).toHaveURL(/\/entrar$/);
  expect(await sessaoGuardada(page)).toBeNull();
});

test("a transparent link opens only on its partner's portal", async ({ page, parceiros }) => {
  const caminho = await linkTransparente(parceiros.horizonte.url, CLIENTES.maria.documento);
  // Horizonte's link on Vértice's portal: refused, and nothing of Maria's shows there.
  await page.goto(`${parceiros.vertice.url}${caminho}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este link de acesso não vale mais' }),
  ).toBeVisible();
  expect(await sessaoGuardada(page)).toBeNull();
  await semViolacoesGraves(page);
  // It was not spent: on Horizonte's portal it still opens Maria's home.
  await page.goto(`${parceiros.horizonte.url}${caminho}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(CLIENTES.maria.nome);
});

test.describe('the login island on a phone', () => {
  test.use({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });

  test('a first visit to the login loads no router until the person types, and logging in lands on home with the focus on its title', async ({
    page,
    base,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/entrar-mobile`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    // ADR 0046: the page drew its form with React alone; the app comes once a login is on its way.
    expect(scripts.filter((s) => /\/assets\/(router-query|app)-/.test(s))).toEqual([]);

    const documento = page.getByLabel('CPF ou CNPJ');
    await documento.fill(CLIENTES.maria.documento);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/entrar-mobile\?etapa=senha$/);
    await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
    await semViolacoesGraves(page);
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/entrar/esqueciasenha/cpfcnpj',
    );
    // The back gesture returns to the first step, with what was typed.
    await page.goBack();
    await expect(page).toHaveURL(/\/entrar-mobile$/);
    await expect(documento).toHaveValue('529.982.247-25');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha', { exact: true }).fill(SENHA_DEMO);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    const titulo = page.getByRole('heading', { level: 1 });
    await expect(titulo).toContainText(CLIENTES.maria.nome);
    await expect(titulo).toBeFocused();
    // The app took the island's history over: back leaves home for the login's first step.
    await page.goBack();
    await expect(page).toHaveURL(/\/entrar-mobile$/);
  });
});

test('pending redirect: the page asked for before login opens after it', async ({ page, base, login }) => {
  await page.goto(`${base}/biometria`);
  await expect(page).toHaveURL(/\/entrar$/);
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/biometria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Biometria' })).toBeVisible();
  // Used once: the next login goes home.
  await sair(page);
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
});

test('session expiry: a rejected access token is renewed silently; a dead session ends on the login', async ({
  page,
  context,
  base,
  login,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  const antes = await cookieDeRefresh(context);

  // The server refuses the tab's token once (as after it expired): the client refreshes and retries.
  let recusado = false;
  await page.route('**/app-cliente/v1/**', async (rota) => {
    if (recusado || !rota.request().headers()['access_token']) return rota.fallback();
    recusado = true;
    await rota.fulfill({ status: 401, json: { mensagem: 'Sua sessão expirou. Entre novamente.' } });
  });
  await page.goto(`${base}/groups-and-quotas`);
  await expect(page.getByRole('list', { name: 'Cotas' }).getByRole('listitem')).toHaveCount(7);
  expect(recusado).toBe(true);
  expect(await cookieDeRefresh(context)).not.toBe(antes); // rotated
  await page.unroute('**/app-cliente/v1/**');

  // The refresh cookie is gone (expired, or cleared elsewhere): logged out, device cleared, login shown. Leave
  // the page first, so that no renewal still on its way can set the cookie again after it is cleared.
  await page.goto('about:blank');
  await context.clearCookies();
  await page.goto(`${base}/groups-and-quotas`);
  await expect(page).toHaveURL(/\/entrar$/);
  expect(await sessaoGuardada(page)).toBeNull();
  // Logging in again continues where the session ended.
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/groups-and-quotas$/);
});

test('logout asks first, clears the device and revokes the refresh token on the server', async ({
  page,
  context,
  base,
  login,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  const refreshToken = await cookieDeRefresh(context);

  await page.getByRole('button', { name: 'Sair' }).first().click();
  const dialogo = page.getByRole('alertdialog', { name: 'Sair da sua conta?' });
  await dialogo.getByRole('button', { name: 'Continuar aqui' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  await sair(page);
  expect(await sessaoGuardada(page)).toBeNull();
  expect(await cookieDeRefresh(context)).toBeUndefined();
  // The browser forgot the cookie, and the server revoked the token it held.
  const refresh = await fetch(`${base}/app-cliente/v1/login/refresh`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`,
      cookie: `portal_refresh=${refreshToken}`,
    },
  });
  expect(refresh.status).toBe(401);
  await page.goto(`${base}/home`);
  await expect(page).toHaveURL(/\/entrar$/);
});

test.describe('without the API', () => {
  test.use({ serviceWorkers: 'block' });

  test('/indisponivel when the API cannot be reached, and back when it returns', async ({ page, base }) => {
    await page.route('**/app-cliente/v1/**', (rota) => rota.abort('internetdisconnected'));
    await page.goto(`${base}/entrar`);
    await expect(page).toHaveURL(/\/indisponivel\?de=%2Fentrar$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Serviço indisponível no momento' }),
    ).toBeVisible();
    await semViolacoesGraves(page);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('alert')).toContainText('Ainda não foi possível conectar');

    await page.unroute('**/app-cliente/v1/**');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/entrar$/);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  });

  test('a 503 on a screen sends to /indisponivel and back to that screen', async ({ page, base, login }) => {
    await login(CLIENTES.maria.documento);
    await expect(page).toHaveURL(/\/home$/);
    const listaDeCotas = (url: URL) => url.pathname === '/app-cliente/v1/cotas';
    await page.route(listaDeCotas, (rota) =>
      rota.fulfill({ status: 503, contentType: 'application/json', body: '{"mensagem":"Em manutenção."}' }),
    );
    await page.goto(`${base}/groups-and-quotas`);
    await expect(page).toHaveURL(/\/indisponivel\?de=%2Fgroups-and-quotas$/);
    await page.unroute(listaDeCotas);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page).toHaveURL(/\/groups-and-quotas$/);
    await expect(page.getByRole('list', { name: 'Cotas' }).getByRole('listitem')).toHaveCount(7);
  });

  test('a new published version reloads the page, but waits while a form is being filled', async ({
    page,
    login,
  }) => {
    const publicar = (id: number, versao: string) =>
      page.route('**/app-cliente/v1/versoes', (rota) =>
        rota.fulfill({ json: [{ id, versao, publicadaEm: new Date().toISOString() }] }),
      );
    const marcar = () => page.evaluate(() => ((window as unknown as { marca: boolean }).marca = true));
    const marcada = () => page.evaluate(() => (window as unknown as { marca?: boolean }).marca === true);
    const voltarAoApp = () => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const consultaDeVersoes = () => page.waitForResponse((r) => r.url().endsWith('/app-cliente/v1/versoes'));

    await login(CLIENTES.maria.documento);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Alterar senha' }).click();
    await page.getByLabel('Senha atual').fill('12');
    await marcar();

    // Mid-form: a notice with 'Atualizar', and no reload on its own.
    await publicar(900, 'versao-nova-1');
    // A return to the tab while an earlier check is still in flight joins that check: come back until it is seen.
    await expect(async () => {
      await voltarAoApp();
      await expect(page.getByText('Nova versão disponível').first()).toBeVisible({ timeout: 3_000 });
    }).toPass();
    const atualizar = page.getByRole('button', { name: 'Atualizar' });
    await expect(atualizar).toBeVisible();
    // The notice asks to finish first: the portal chose not to reload (when it does, it says 'Atualizando…').
    await expect(page.getByText('Termine o que está fazendo ou atualize agora.').first()).toBeVisible();
    expect(await marcada()).toBe(true);
    await expect(page.getByLabel('Senha atual')).toHaveValue('12');

    const recarga = page.waitForEvent('load');
    const consultaAposRecarga = consultaDeVersoes();
    await atualizar.click();
    await recarga;
    expect(await marcada()).toBe(false);
    // The same version does not reload again (no loop when it cannot be had): the reloaded page reads the
    // versions, shows the form and no notice, and stays the same page.
    await marcar();
    await consultaAposRecarga;
    await expect(page.getByLabel('Senha atual')).toBeVisible();
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
    expect(await marcada()).toBe(true);

    // Not mid-flow: the page reloads on its own about 1 s later.
    await page.getByRole('link', { name: 'Início' }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await page.unroute('**/app-cliente/v1/versoes');
    await publicar(901, 'versao-nova-2');
    const segunda = page.waitForEvent('load');
    await voltarAoApp();
    await segunda;
    expect(await marcada()).toBe(false);
  });
});

import type { Page } from '@playwright/test';
import {
  CLIENTES,
  entrarNoBackOffice,
  expect,
  OPERADOR,
  semViolacoesGraves,
  SUPERVISOR,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/**
 * The back-office roles (ADR 0014), as each person sees them: the analyst works cases and single payments and
 * is offered nothing a supervisor alone may do, not even by typing a page's address; the supervisor has it
 * all. The session lives in the page's memory and an HttpOnly cookie: a reload keeps it, no script sees it.
 * Nothing here changes data: the controls are looked at, not used.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** Pictures at phone width (checked with axe too: it has its own layout) and desktop width, ending on desktop. */
const FOTOS = {
  larguras: [
    [390, 844],
    [1280, 800],
  ],
  aCadaLargura: async (pagina: Page, largura: number) => {
    if (largura === 390) await semViolacoesGraves(pagina);
  },
} as const;

const MENU_DO_ANALISTA = [
  'Fila de casos',
  'Contemplações',
  'Faturamentos',
  'Devoluções',
  'Transferências',
  'Renegociações',
  'Seguros',
  'Pós-venda',
  'Catálogo de veículos',
  'Pagamentos',
  'Assembleias',
];
const MENU_DO_SUPERVISOR = [
  'Fila de casos',
  'Contemplações',
  'Faturamentos',
  'Devoluções',
  'Transferências',
  'Renegociações',
  'Seguros',
  'Pós-venda',
  'Catálogo de veículos',
  'Pagamentos',
  'Retorno bancário',
  'Repasses',
  'Assembleias',
  'Novidades',
  'Avisos de manutenção',
  'Auditoria',
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Back-office' }).first().getByRole('link');

/** A credit-analysis case of the seed (the case page offers the credit screening there). */
async function casoDeAnaliseDeCredito(base: string): Promise<string> {
  const token = await tokenOperadorNaApi(base);
  const resposta = await fetch(`${base}/operador/v1/casos?tipo=Consultoria_Analise`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(resposta.status).toBe(200);
  const { data } = (await resposta.json()) as { data: { CaseNumber: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.CaseNumber;
}

/**
 * The first assembly of the list: the one running or the next that can start (other specs may have started
 * one on this worker's database). Its row's call to action is a supervisor's ('Iniciar', 'Continuar') or an
 * analyst's ('Abrir', 'Acompanhar').
 */
async function abrirPrimeiraAssembleia(page: Page, acao: RegExp) {
  await menu(page).filter({ hasText: 'Assembleias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assembleias' })).toBeVisible();
  const primeira = page.getByRole('table', { name: 'Assembleias' }).getByRole('row').nth(1);
  await primeira.getByRole('link', { name: acao }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Assembleia nº \d+ · Grupo \d+$/ }),
  ).toBeVisible();
}

const CONTROLES_DA_APURACAO = /^(Iniciar apuração|Publicar próximo)$/;

test('the analyst is offered only what an analyst may do; a supervisor page says so plainly', async ({
  page,
  base,
  fotografar,
}) => {
  test.setTimeout(90_000);
  const caso = await casoDeAnaliseDeCredito(base);
  await page.goto(`${base}/operador/entrar`);
  const login = page.waitForResponse((r) => r.url().endsWith('/operador/v1/login'));
  await entrarNoBackOffice(page);
  const accessToken = ((await (await login).json()) as { access_token: string }).access_token;
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();
  await expect(menu(page)).toHaveText(MENU_DO_ANALISTA);
  await expect(page.getByText('Analista', { exact: true })).toBeVisible();

  // No token in reach of a script: not in storage, not in a readable cookie.
  const guardado = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    sessao: JSON.stringify({ ...sessionStorage }),
  }));
  expect(guardado.cookie).not.toContain('portal_operador_refresh');
  for (const valor of Object.values(guardado)) expect(valor).not.toContain(accessToken);

  // A reload keeps the analyst in (the HttpOnly cookie renews the session).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();
  await expect(menu(page)).toHaveText(MENU_DO_ANALISTA);

  // Assemblies: followed, never run.
  await abrirPrimeiraAssembleia(page, /^(Abrir|Acompanhar) a assembleia/);
  await expect(page.getByRole('button', { name: CONTROLES_DA_APURACAO })).toHaveCount(0);
  await expect(page.getByText(/supervisor (inicia|está publicando)/)).toBeVisible();
  await semViolacoesGraves(page);

  // The customer page without a transparent link; the credit-analysis case without the screening.
  await page.goto(`${base}/operador/clientes/${CLIENTES.maria.documento}`);
  await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
  const cotasDoCliente = page.getByRole('list', { name: 'Cotas do cliente' });
  await expect(cotasDoCliente).toBeVisible();
  // Each quota's situation in words, never the CRM's raw capitals ("ATIVO - EM ATRASO").
  await expect(cotasDoCliente.getByText(/^Ativo - [a-zà-ú ]+$/).first()).toBeVisible();
  await expect(cotasDoCliente).not.toContainText('ATIVO');
  await expect(page.getByRole('button', { name: /Gerar link/ })).toHaveCount(0);
  await page.goto(`${base}/operador/casos/${caso}`);
  await expect(page.getByRole('heading', { level: 1, name: `Caso ${caso}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Retorno do crivo de crédito' })).toHaveCount(0);

  // Supervisor pages opened by their address: a clear refusal with the way back, never a broken page.
  for (const [pagina, frase] of [
    ['retornos', 'Seu perfil não permite importar arquivos de retorno bancário.'],
    ['informativos', 'Seu perfil não permite publicar novidades e avisos aos clientes.'],
    ['auditoria', 'Seu perfil não permite ver o registro de auditoria.'],
  ] as const) {
    await page.goto(`${base}/operador/${pagina}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: frase })).toBeVisible();
    await expect(page.getByRole('button', { name: /Importar|Publicar/ })).toHaveCount(0);
    await expect(page).toHaveTitle(/Acesso restrito/);
  }
  await semViolacoesGraves(page);
  await fotografar('operador-acesso-restrito', FOTOS);
  await page.getByRole('link', { name: 'Ir para a fila de casos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();

  // Logout ends it for good: a reload finds no session to renew.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/operador\/entrar$/);
  await page.goto(`${base}/operador`);
  await expect(page).toHaveURL(/\/operador\/entrar\?de=/);
});

test('the supervisor has every section and every control', async ({ page, base }) => {
  test.setTimeout(90_000);
  const caso = await casoDeAnaliseDeCredito(base);
  await page.goto(`${base}/operador/entrar`);
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();
  await expect(menu(page)).toHaveText(MENU_DO_SUPERVISOR);
  await expect(page.getByText('Supervisor', { exact: true })).toBeVisible();

  await abrirPrimeiraAssembleia(page, /^(Iniciar|Continuar) a assembleia/);
  await expect(page.getByRole('button', { name: CONTROLES_DA_APURACAO })).toBeVisible();
  await semViolacoesGraves(page);

  await menu(page).filter({ hasText: 'Retorno bancário' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retorno bancário' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar retorno' })).toBeVisible();

  await menu(page).filter({ hasText: 'Novidades' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Publicar novidade' })).toBeVisible();

  await menu(page).filter({ hasText: 'Auditoria' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Registro de auditoria' })
      .getByRole('row')
      .filter({ hasText: SUPERVISOR.nome })
      .first(),
  ).toBeVisible();
  // Actions in Portuguese, never the codes the API stores ('assembleia.iniciada').
  const registro = page.getByRole('table', { name: 'Registro de auditoria' });
  await expect(registro.getByText('Entrou no back-office').first()).toBeVisible();
  await expect(registro.getByRole('cell', { name: /^[a-z-]+\.[a-z-]+$/ })).toHaveCount(0);

  await page.goto(`${base}/operador/clientes/${CLIENTES.maria.documento}`);
  await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar link de login transparente' }).first()).toBeVisible();
  await page.goto(`${base}/operador/casos/${caso}`);
  await expect(page.getByRole('heading', { level: 1, name: `Caso ${caso}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Retorno do crivo de crédito' })).toBeVisible();
  await semViolacoesGraves(page);
});

test('a new tab of the same browser opens the back-office without a new login', async ({ page, base }) => {
  await page.goto(`${base}/operador/entrar`);
  await entrarNoBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();
  const outra = await page.context().newPage();
  await outra.goto(`${base}/operador/boletos`);
  await expect(outra.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  // Both tabs keep working after the cookie was rotated by the second one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();
  await expect(page.getByText(OPERADOR.nome).first()).toBeVisible();
});

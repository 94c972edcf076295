import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

const jornadas = [
  {
    chave: 'horizonte',
    nome: 'Consórcio Horizonte',
    cliente: CLIENTES.maria,
    total: 7,
    imoveis: 1,
    contempladas: 3,
  },
  {
    chave: 'vertice',
    nome: 'Vértice Consórcios',
    cliente: CLIENTES.ana,
    // Auto, contemplated property, overdue service and the contemplated car ready to bill (006060/0048).
    total: 4,
    imoveis: 1,
    contempladas: 2,
  },
] as const;

for (const { chave, nome, cliente, total, imoveis, contempladas } of jornadas) {
  test(`${nome}: login, quotas, selection, details and logout`, async ({ page, parceiros }) => {
    const parceiro = parceiros[chave];
    // Unauthenticated: the guard sends to login and remembers where the customer was going.
    await page.goto(`${parceiro.url}/groups-and-quotas`);
    await expect(page).toHaveURL(/\/entrar$/);
    await expect(page.getByRole('img', { name: parceiro.nome }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(parceiro.nome));
    const primaria = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cor-primaria').trim(),
    );
    expect(primaria.toUpperCase()).toBe(chave === 'horizonte' ? '#CE181E' : '#0B57D0');
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS(
      'background-color',
      parceiro.primaria,
    );
    await semViolacoesGraves(page);

    await page.getByLabel('CPF ou CNPJ').fill(cliente.documento);
    await page.getByLabel('Senha', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Entrar' }).click();

    // The pending redirect is consumed after login.
    await expect(page).toHaveURL(/\/groups-and-quotas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grupos e cotas' })).toBeVisible();
    const cartoes = page.getByRole('list', { name: 'Cotas' }).getByRole('listitem');
    await expect(cartoes).toHaveCount(total);
    await semViolacoesGraves(page);

    await page.getByRole('radio', { name: /Imóveis/ }).check();
    await expect(cartoes).toHaveCount(imoveis);
    if (chave === 'horizonte') {
      // An equipment quota is labelled as the filter names it, not by the heavy-vehicle rules it follows.
      await page.getByRole('radio', { name: /^Equipamentos/ }).check();
      await expect(cartoes).toHaveCount(1);
      await expect(cartoes.first()).toContainText('Equipamentos');
      await expect(cartoes.first()).not.toContainText(/pesados/i);
    }
    await page
      .getByRole('radio', { name: /^Todas/ })
      .first()
      .check();
    await page.getByRole('radio', { name: /^Contempladas/ }).check();
    await expect(cartoes).toHaveCount(contempladas);
    await page
      .getByRole('radio', { name: /^Todas/ })
      .last()
      .check();
    await expect(cartoes).toHaveCount(total);

    // Select the last quota, then open its details.
    const ultimo = cartoes.last();
    await ultimo.getByRole('button', { name: /^Selecionar/ }).click();
    await expect(ultimo.getByText('Cota selecionada')).toBeVisible();
    await ultimo.getByRole('button', { name: /^Ver detalhes/ }).click();
    await expect(page).toHaveURL(/\/detalhes-da-cota$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Dados cadastrais/i).first()).toBeVisible();
    // The administrator's status reads as a sentence ('Ativo - em atraso'), never in raw capitals.
    await expect(page.getByText(/^(ATIVO|CANCELADO|QUITADO)\b/)).toHaveCount(0);
    await semViolacoesGraves(page);

    // Home shows the quota cards and greets the customer.
    await page.goto(`${parceiro.url}/home`);
    await expect(page.getByText(new RegExp(cliente.nome)).first()).toBeVisible();
    await semViolacoesGraves(page);

    // Logout asks first, then clears the device and protects the screens again.
    await page.getByRole('button', { name: 'Sair' }).first().click();
    const dialogo = page.getByRole('alertdialog');
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/entrar$/);
    expect(await page.evaluate(() => localStorage.getItem('portal.sessao'))).toBeNull();
    await page.goto(`${parceiro.url}/home`);
    await expect(page).toHaveURL(/\/entrar$/);
  });
}

test('a wrong password shows the spec message and keeps the customer on the login', async ({
  page,
  login,
}) => {
  await login(CLIENTES.maria.documento, { senha: '654321' });
  await expect(
    page.getByText('Não foi possível fazer o login. Confira seus dados e tente novamente.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/entrar$/);
});

test('an expired password leads to the password screen', async ({ page, login }) => {
  await login(CLIENTES.joao.documento);
  await expect(page).toHaveURL(/\/alterarsenha\/atual$/);
  await semViolacoesGraves(page);

  // Step 1 checks the password with the server: a wrong one stays here, its message on the field, which
  // takes the focus back; the one João logged in with moves on.
  const atual = page.getByLabel('Senha atual');
  await atual.fill('909090');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('A senha atual não confere. Confira e tente de novo.')).toBeVisible();
  await expect(page).toHaveURL(/\/alterarsenha\/atual$/);
  await expect(atual).toBeFocused();
  await expect(page.getByText(/provisória/)).toHaveCount(0);
  await semViolacoesGraves(page);
  await atual.fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/alterarsenha\/nova$/);
});

test('login by group and quota starts on that quota', async ({ page, base }) => {
  await page.goto(`${base}/entrar`);
  await page.getByRole('radio', { name: 'Grupo e cota' }).check();
  await page.getByRole('textbox', { name: 'Grupo' }).fill('2020');
  await page.getByRole('textbox', { name: 'Cota' }).fill('112');
  await page.getByLabel('Senha', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/detalhes-da-cota`);
  await expect(page.getByText('002020').first()).toBeVisible();
  await expect(page.getByText('0112').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('the mobile login asks for the document, then the password', async ({ page, parceiros }) => {
    await page.goto(`${parceiros.vertice.url}/home`);
    await expect(page).toHaveURL(/\/entrar-mobile/);
    await page.getByLabel('CPF ou CNPJ').fill('12ABC34501DE35');
    await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha', { exact: true }).fill('123456');
    await semViolacoesGraves(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tech');
    const larguraRolavel = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(larguraRolavel).toBeLessThanOrEqual(360);
  });
});

test('a paid-off quota reads as paid off: nothing remaining, never "15 de 80 … 65 restantes"', async ({
  page,
  base,
  login,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/groups-and-quotas`);
  const quitada = page
    .getByRole('list', { name: 'Cotas' })
    .getByRole('listitem')
    .filter({ hasText: 'Grupo 005050 · Cota 0014' });
  await expect(quitada.getByTestId('progresso-parcelas')).toHaveText(
    /^Quitada: nada mais a pagar\s*0 restantes$/,
  );
  await expect(quitada.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    'Quitada: nada mais a pagar',
  );
});

test.describe('filter chips on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('chips cut at the edge show that more lie past it, and stop once the end is reached', async ({
    page,
    base,
    login,
    fotografar,
  }) => {
    await login(CLIENTES.maria.documento);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`${base}/groups-and-quotas`);
    const tipo = page.getByRole('group', { name: 'Tipo de bem' });
    await expect(tipo.getByRole('radio')).toHaveCount(6);
    await expect(tipo.getByTestId('mais-filtros-a-direita')).toBeVisible();
    await expect(tipo.getByTestId('mais-filtros-a-esquerda')).toHaveCount(0);
    await fotografar('cotas-filtros-360', { inteira: false });

    // The keyboard reaches the last chip (arrow keys move the choice); it scrolls into view.
    await tipo.getByRole('radio', { name: /^Todas/ }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    const ultimo = tipo.getByRole('radio', { name: /^Pesados/ });
    await expect(ultimo).toBeChecked();
    await expect(ultimo).toBeFocused();
    await expect(tipo.getByTestId('mais-filtros-a-direita')).toHaveCount(0);
    await expect(tipo.getByTestId('mais-filtros-a-esquerda')).toBeVisible();
    await semViolacoesGraves(page);
  });
});

import { CLIENTES, expect, selecionarCota, semViolacoesGraves, test } from './fixtures.ts';

/** Branches by state and city, customer service channels, the call-back request and reactivation (issue 7). */

test('Maria browses the branches by state and city', async ({ page, base, login }) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/affiliates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Filiais' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'São Paulo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Rio de Janeiro' })).toBeVisible();
  await semViolacoesGraves(page);

  await page.getByLabel('Estado').selectOption({ label: 'Minas Gerais (MG)' });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Minas Gerais']);
  await expect(page.getByRole('heading', { level: 3, name: 'Belo Horizonte' })).toBeVisible();
  const filial = page.getByRole('listitem').filter({ hasText: 'Horizonte Savassi' });
  await expect(filial).toContainText('Rua Pernambuco, 1.000');
  await expect(filial.getByRole('link', { name: /Telefone de Horizonte Savassi/ })).toHaveAttribute(
    'href',
    'tel:+553132618200',
  );

  await page.getByLabel('Estado').selectOption({ label: 'São Paulo (SP)' });
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Campinas', 'Santos', 'São Paulo']);
});

test('the branches call failing shows the error, not an empty page', async ({ page, base, login }) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.route('**/app-cliente/v1/filiais', (rota) =>
    rota.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ mensagem: 'Não encontramos o que você procurou.' }),
    }),
  );
  await page.goto(`${base}/affiliates`);
  await expect(page.getByRole('heading', { name: 'Não foi possível carregar as filiais' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('Maria asks for a call-back from customer service', async ({ page, base, login }) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/customer-service`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento' })).toBeVisible();
  const canais = page.getByRole('region', { name: 'Central de atendimento' });
  await expect(canais.getByRole('link', { name: /0800 727 1000/ })).toHaveAttribute(
    'href',
    'tel:08007271000',
  );
  await expect(canais).toContainText('Segunda a sexta, das 08h às 19h');
  await semViolacoesGraves(page);

  const ligamos = page.getByRole('region', { name: 'Ligamos para você' });
  await ligamos.getByLabel('Telefone com DDD').fill('1198765');
  await ligamos.getByRole('button', { name: 'Pedir ligação' }).click();
  await expect(ligamos.getByText('Telefone inválido')).toBeVisible();
  await ligamos.getByLabel('Telefone com DDD').fill('11987654321');
  await expect(ligamos.getByLabel('Telefone com DDD')).toHaveValue('(11) 98765-4321');
  // The spec's two periods: morning 08–13h and afternoon 13–19h.
  await expect(ligamos.getByRole('radio')).toHaveCount(2);
  await ligamos.getByRole('radio', { name: 'Tarde' }).check({ force: true });
  await expect(ligamos).toContainText('das 13h às 19h');
  await ligamos.getByRole('button', { name: 'Pedir ligação' }).click();
  await expect(ligamos.getByRole('status')).toContainText(
    /Ligamos para você em \d{2}\/\d{2}\/\d{4}, à tarde \(13h às 19h\)\./,
  );
  await expect(ligamos.getByRole('status')).toContainText(/Protocolo: \d{8,12}/);
  await semViolacoesGraves(page);
});

test('with a cancelled quota selected, customer service offers the reactivation', async ({
  page,
  base,
  login,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/customer-service`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento' })).toBeVisible();
  await expect(page.getByText('Sua cota está cancelada')).toHaveCount(0);
  await selecionarCota(page, base, '004040', '0301');
  await page.goto(`${base}/customer-service`);
  await expect(page.getByText('Sua cota está cancelada')).toBeVisible();
  await page.getByRole('link', { name: 'Reativar' }).click();
  await expect(page).toHaveURL(/\/reactivate$/);
});

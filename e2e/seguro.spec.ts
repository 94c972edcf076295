import { CLIENTES, expect, selecionarCota, semViolacoesGraves, test } from './fixtures.ts';

/**
 * The insurance offer (issue 22, 03 §2, §8, §9, ADR 0055), at phone width: a copy of Clara (Horizonte) goes from
 * the detail of her 004545/0013 to the offer, sees the cover of 6 instalments, asks for the contact (the form
 * checks the phone first), gets the success screen, and coming back to the offer lands on the wait screen. Her
 * insured 004545/0014 opens on the 'adquirido' screen.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('Clara requests the insurance, then sees the wait screen; her insured quota shows the insurance', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(180_000);
  const clara = await fabrica.cliente(CLIENTES.clara.documento);
  await login(clara.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '004545', '0013');

  // 1. The quota's detail offers the insurance.
  await page.goto(`${base}/detalhes-da-cota`);
  const entrada = page.getByRole('link', { name: /Seguro Proteção Financeira/ });
  await expect(entrada).toBeVisible();
  await entrada.click();

  // 2. Introduction, then the simulation: the instalment for up to 6 months.
  await expect(page).toHaveURL(/\/ofertaseguro\/introducao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seguro Proteção Financeira' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('seguro-introducao-390');
  await page.getByRole('link', { name: 'Simular cobertura' }).click();
  await expect(page).toHaveURL(/\/ofertaseguro\/simulacao$/);
  await expect(page.getByText('até 6', { exact: true })).toBeVisible();
  await expect(page.getByText('Cobertura máxima')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('seguro-simulacao-390');
  await page.getByRole('link', { name: 'Quero contratar' }).click();

  // 3. The request: a bad phone is refused in Portuguese, then the contact goes.
  await expect(page).toHaveURL(/\/ofertaseguro\/solicitar$/);
  const telefone = page.getByLabel('Telefone');
  await telefone.fill('');
  await telefone.fill('3198');
  await page.getByRole('button', { name: 'Pedir contato' }).click();
  await expect(page.getByText('Telefone inválido')).toBeVisible();
  await telefone.fill('31988887777');
  await expect(telefone).toHaveValue('(31) 98888-7777');
  await page.getByLabel('E-mail').fill('clara.duarte@example.com');
  await page.getByText(/^Tarde/).click();
  await semViolacoesGraves(page);
  await fotografar('seguro-solicitar-390');
  await page.getByRole('button', { name: 'Pedir contato' }).click();

  // 4. Success, with the contact and the period.
  await expect(page).toHaveURL(/\/ofertaseguro\/sucesso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido enviado' })).toBeVisible();
  await expect(page.getByText('Tarde, das 13h às 19h')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('seguro-sucesso-390');

  // 5. Back at the offer: the request is open, so the wait screen.
  await page.goto(`${base}/ofertaseguro/introducao`);
  await expect(page).toHaveURL(/\/ofertaseguro\/aguarde$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seu pedido já está com a nossa equipe' }),
  ).toBeVisible();
  await expect(page.getByText('(31) 98888-7777')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('seguro-aguarde-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // 6. The error screen of 03 §8 reads as the spec says.
  await page.goto(`${base}/ofertaseguro/erro`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ops, algo de errado' })).toBeVisible();
  await semViolacoesGraves(page);
});

test("Clara's insured quota opens the offer on the 'adquirido' screen", async ({ page, base, login }) => {
  // Reads only: Clara herself (a copy would not carry the insurance).
  await login(CLIENTES.clara.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '004545', '0014');
  await page.goto(`${base}/ofertaseguro/introducao`);
  await expect(page).toHaveURL(/\/ofertaseguro\/adquirido$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sua cota já tem seguro' })).toBeVisible();
  await semViolacoesGraves(page);
});

import type { Page } from '@playwright/test';
import {
  arquivoPdf,
  CLIENTES,
  entrarNoBackOffice,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
} from './fixtures.ts';

/**
 * Cash billing (issue 20, 02 §2.3, ADR 0045): Maria (a copy), on her phone, with the cash case of her apartment
 * 2020/0112 waiting for a new residence proof (the photo was illegible): from the home card she re-sends it,
 * accepts the terms, confirms her data and the forecast values, gives her account (a salary account refused),
 * accepts the authorization term; the analyst approves in the back-office (the payout scheduled) and she
 * follows the payment with its forecast date.
 */

test.use({
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
});

const LARGURAS = [
  [360, 780],
  [1280, 900],
] as const;

const titulo = (page: Page, nome: string) =>
  expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();

async function foto(page: Page, fotografar: (n: string, o?: object) => Promise<void>, nome: string) {
  await fotografar(nome, { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 780 });
}

test('Maria re-sends the illegible proof, gives her account, accepts the term; approved, she follows the payment', async ({
  page,
  base,
  browser,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(420_000);
  const copia = await fabrica.cliente(CLIENTES.maria.documento);
  const numero = await fabrica.casoDeFaturamentoEspecie(copia.documento, 2020, 112);
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '002020', '0112');

  // The home's cash card (02 §2.1): send documents.
  await page.goto(`${base}/home`);
  const cartao = page.locator('section[aria-labelledby="cartao-faturamento-especie"]');
  await expect(cartao).toContainText('Crédito em espécie · cota 002020/0112');
  await expect(cartao).toContainText('Envie novos documentos');
  await cartao.getByRole('link', { name: 'Enviar documentos' }).click();

  // The index resolves §4.2: Pendência Cliente → the rejected document.
  await expect(page).toHaveURL(/\/faturamentoespecie\/documento-rejeitado$/);
  await titulo(page, 'Encontramos um problema no documento');
  await expect(page.getByText('A foto do comprovante ficou desfocada.')).toBeVisible();
  await foto(page, fotografar, 'faturamento-especie-documento-rejeitado');
  await page
    .getByRole('region', { name: '1. Comprovante de residência' })
    .locator('input[type=file]')
    .setInputFiles(arquivoPdf('comprovante-novo.pdf'));
  await expect(page.getByText('comprovante-novo.pdf')).toBeVisible();
  const enviar = page.getByRole('button', { name: 'Enviar para análise' });
  await expect(enviar).toBeDisabled();
  const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  await page.getByLabel('Data de emissão do comprovante de residência').fill(hoje);
  await page.getByLabel('O comprovante de residência está no meu nome').check();
  await enviar.click();

  // Documents in analysis, but the customer's steps come first: the terms.
  await expect(page).toHaveURL(/\/faturamentoespecie\/introducao$/);
  await titulo(page, 'Crédito em espécie');
  await expect(
    page.getByText('Depois de confirmado, o tipo de faturamento não pode mais ser alterado.'),
  ).toBeVisible();
  await foto(page, fotografar, 'faturamento-especie-introducao');
  const aceitar = page.getByRole('button', { name: 'Aceitar e continuar' });
  await expect(aceitar).toBeDisabled();
  await page.getByLabel('Li e aceito os termos do faturamento em espécie').check();
  await aceitar.click();

  // Identification: the holder and the forecast values.
  await titulo(page, 'Confira seus dados');
  await expect(page.getByText('Valor previsto do crédito')).toBeVisible();
  await expect(page.getByText('529.982.247-25')).toHaveCount(0); // the copy has its own CPF
  await foto(page, fotografar, 'faturamento-especie-identificacao');
  await page.getByLabel('Confirmo meus dados e os valores previstos').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // Bank data: every §5 rule (a salary account is refused), then the holder's current account.
  await titulo(page, 'Conta para receber o crédito');
  await page.getByLabel('Banco').selectOption('341');
  await page.getByLabel('Agência').fill('123');
  await page.getByLabel('Conta com dígito').fill('56789-0');
  await page.getByRole('button', { name: 'Salvar a conta' }).click();
  await expect(page.getByText('Informe a agência com 4 números, sem o dígito.')).toBeVisible();
  await page.getByLabel('Agência').fill('1234');
  await foto(page, fotografar, 'faturamento-especie-dadosbancarios');
  await page.getByRole('button', { name: 'Salvar a conta' }).click();

  // The authorization term.
  await titulo(page, 'Termo de autorização');
  await expect(page.getByText(/autorizo a administradora a pagar o crédito da cota/)).toBeVisible();
  await foto(page, fotografar, 'faturamento-especie-termodeautorizacao');
  await page.getByLabel('Li e aceito o termo de autorização').check();
  await page.getByRole('button', { name: 'Aceitar e pedir o pagamento' }).click();
  await expect(page).toHaveURL(/\/faturamentoespecie\/analisandoinformacoes$/);
  await titulo(page, 'Estamos analisando suas informações');
  await expect(page.getByText(/Pedido de pagamento recebido: respondemos até/)).toBeVisible();
  await foto(page, fotografar, 'faturamento-especie-analisando');

  // The analyst approves in the back-office: the payout is scheduled in the same transaction.
  const backOffice = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const analista = await backOffice.newPage();
    await analista.setViewportSize({ width: 1280, height: 900 });
    await analista.goto(`${base}/operador/faturamentos`);
    await entrarNoBackOffice(analista);
    const item = analista
      .getByRole('list', { name: 'Faturamentos em espécie aguardando' })
      .getByRole('listitem')
      .filter({ hasText: numero });
    await expect(item).toContainText('Comprovante de residência');
    await expect(item).toContainText('ag. 1234');
    await expect(item).toContainText(/aceito em/);
    await fotografar('faturamento-especie-operador', { pagina: analista });
    await semViolacoesGraves(analista);
    await item.getByRole('button', { name: 'Registrar decisão' }).click();
    await expect(analista.getByRole('status').filter({ hasText: numero })).toContainText(
      `Decisão registrada no caso ${numero}: Aguardando Pagamento.`,
    );
    await expect(item).toHaveCount(0);
  } finally {
    await backOffice.close();
  }

  // She follows the payment with its forecast.
  await page.goto(`${base}/faturamentoespecie`);
  await expect(page).toHaveURL(/\/faturamentoespecie\/acompanharpagamento$/);
  await titulo(page, 'Acompanhe o pagamento');
  await expect(page.getByText('Previsão de pagamento')).toBeVisible();
  await expect(page.getByText('Programação do pagamento iniciada')).toBeVisible();
  await foto(page, fotografar, 'faturamento-especie-acompanhar-pagamento');
  await page.goto(`${base}/home`);
  await expect(page.locator('#cartao-faturamento-especie')).toHaveText('Crédito em espécie em andamento');
});

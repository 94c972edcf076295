import { execFileSync } from 'node:child_process';
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
 * New-vehicle (0 km) billing (issue 19, 02 §2.4): Ana, on her phone, from a case at the vehicle step through the
 * value, the vehicle, the dealer, the payment form, the dealer's account, the confirmation and the documents;
 * the analyst approves them and she downloads the purchase order (its text read back); the analyst registers
 * the invoice, issues the payment order and marks the payment sent, and she sees it.
 */

test.use({
  parceiro: 'vertice',
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

test('Ana bills a new car at a dealer, from the vehicle to the payment sent, with the purchase order PDF', async ({
  page,
  base,
  browser,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(240_000);
  const copia = await fabrica.cliente(CLIENTES.ana.documento);
  const numero = await fabrica.casoDeFaturamentoNovo(copia.documento, 6060, 12);
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '006060', '0012');

  // The index opens the phase's screen (§4.5 AGUARDANDO_DADOS_VEICULO → purchase value).
  await page.goto(`${base}/faturamentonovo`);
  await expect(page).toHaveURL(/\/faturamentonovo\/valor-compra$/);
  await titulo(page, 'Qual é o valor da compra?');
  const valor = page.getByLabel('Valor da compra do veículo');
  await valor.fill('100');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(/O valor informado deve ser de no mínimo R\$/)).toBeVisible();
  await valor.fill('13000000');
  await expect(page.getByText('O valor passa do crédito disponível')).toBeVisible();
  await fotografar('faturamento-novo-valor-compra', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The vehicle from the catalogue: type, brand (searched), model, year with its reference value, colour.
  await titulo(page, 'Dados do veículo');
  await page.getByLabel('Tipo do veículo').selectOption('SUV_CAMIONETE');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Escolha a marca.')).toBeVisible();
  await page.getByLabel('Buscar marca').fill('fia');
  await page.getByRole('radio', { name: 'Fiat' }).check();
  await page.getByLabel('Buscar modelo').fill('pulse');
  await page.getByRole('radio', { name: 'Pulse Audace 1.0 Turbo' }).check();
  const ano = page.getByRole('radio', { name: /^2026\/2027/ });
  await expect(page.getByRole('group', { name: 'Ano de fabricação e do modelo' })).toContainText(
    'R$ 141.990,00',
  );
  await ano.check();
  await page.getByLabel('Cor').fill('  Cinza Granito ');
  await fotografar('faturamento-novo-dados-veiculo', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Continuar' }).click();

  // A dealer not in the catalogue: the inclusion request and its waiting screen; then a demo dealer by CNPJ.
  await titulo(page, 'Dados da concessionária');
  const cnpj = page.getByLabel('CNPJ da concessionária');
  await cnpj.fill('11222333000180');
  await page.getByRole('button', { name: 'Buscar concessionária' }).click();
  await expect(page.getByText('CNPJ da concessionária inválido. Confira os 14 caracteres')).toBeVisible();
  await cnpj.fill('11222333000181');
  await page.getByRole('button', { name: 'Buscar concessionária' }).click();
  await expect(page.getByText('Concessionária não encontrada')).toBeVisible();
  await page.getByLabel('Razão social').fill('Rota Sul Veículos Ltda.');
  await page.getByLabel('Cidade').fill('Curitiba');
  await page.getByLabel('UF').fill('pr');
  await page.getByRole('button', { name: 'Enviar pedido de inclusão' }).click();
  await expect(page).toHaveURL(/\/faturamentonovo\/aguardeinclusaodeconcessionaria$/);
  await titulo(page, 'Aguarde a inclusão da concessionária');
  await expect(page.getByText('Rota Sul Veículos Ltda.')).toBeVisible();
  await expect(page.getByText(/analisado em até 48 horas/).first()).toBeVisible();
  await fotografar('faturamento-novo-aguarde-concessionaria', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${base}/faturamentonovo/dados-concessionaria`);
  await titulo(page, 'Dados da concessionária');
  await page.getByLabel('CNPJ da concessionária').fill('12345678000195');
  await page.getByRole('button', { name: 'Buscar concessionária' }).click();
  await expect(page.getByRole('heading', { name: 'Paulista Veículos Comércio Ltda.' })).toBeVisible();
  await expect(page.getByText(/São Paulo\/SP/)).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Confirmar e continuar' }).click();

  await titulo(page, 'Forma de pagamento');
  await expect(page.getByLabel('Somente com o crédito da cota')).toBeDisabled();
  await expect(page.getByLabel('Crédito da cota e a diferença com recursos próprios')).toBeChecked();
  await fotografar('faturamento-novo-forma-pagamento', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Continuar' }).click();

  await titulo(page, 'Conta da concessionária');
  await page.getByLabel('Banco').selectOption('341');
  await page.getByLabel('Agência').fill('045');
  await page.getByLabel('Conta com dígito').fill('12345-6');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe a agência com 4 números, sem o dígito.')).toBeVisible();
  await page.getByLabel('Agência').fill('0457');
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await titulo(page, 'Confira e confirme');
  await expect(page.getByText('Cinza Granito')).toBeVisible();
  await expect(page.getByText('2026/2027')).toBeVisible();
  await expect(page.getByText('12.345.678/0001-95')).toBeVisible();
  await fotografar('faturamento-novo-confirmar', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Confirmar faturamento' }).click();

  await titulo(page, 'Envie os documentos');
  await page
    .getByRole('region', { name: 'Nota fiscal ou pré-nota da concessionária' })
    .locator('input[type=file]')
    .setInputFiles(arquivoPdf('pre-nota.pdf'));
  await expect(page.getByText('pre-nota.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  await titulo(page, 'Estamos analisando os documentos');
  await fotografar('faturamento-novo-analise', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 780 });

  // The analyst, on a desktop: approves the documents (the purchase order is issued).
  const backOffice = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const analista = await backOffice.newPage();
    await analista.setViewportSize({ width: 1280, height: 900 });
    await analista.goto(`${base}/operador/casos/${numero}`);
    await entrarNoBackOffice(analista);
    const painel = analista.getByRole('region', { name: 'Faturamento do veículo 0 km' });
    await expect(painel).toContainText('Pulse Audace 1.0 Turbo');
    await painel.getByRole('button', { name: 'Aprovar documentos e emitir o pedido de compra' }).click();
    await expect(painel.getByRole('button', { name: 'Registrar a nota fiscal' })).toBeVisible();
    await fotografar('faturamento-novo-operador', { pagina: analista });

    // Ana opens the purchase order: the vehicle, the dealer's CNPJ, the values.
    await page.goto(`${base}/faturamentonovo`);
    await expect(page).toHaveURL(/\/faturamentonovo\/ordemcompra$/);
    await titulo(page, 'Pedido de compra emitido');
    const baixado = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar pedido de compra (PDF)' }).click();
    const pdf = await baixado;
    expect(pdf.suggestedFilename()).toBe(`pedido-de-compra-${numero}.pdf`);
    const texto = execFileSync('pdftotext', [(await pdf.path())!, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(texto).toContain('Pedido de compra');
    expect(texto).toContain('Pulse Audace 1.0 Turbo');
    expect(texto).toContain('2026/2027');
    expect(texto).toContain('12.345.678/0001-95');
    expect(texto).toContain('R$ 130.000,00');
    await fotografar('faturamento-novo-ordemcompra', {
      larguras: LARGURAS,
      aCadaLargura: semViolacoesGraves,
    });
    await page.setViewportSize({ width: 360, height: 780 });

    // The invoice, the payment order, the payment sent.
    await painel.getByLabel('Número (registrar a nota fiscal)').fill('NF 000123');
    await painel.getByRole('button', { name: 'Registrar a nota fiscal' }).click();
    await painel.getByLabel('Número (emitir a ordem de pagamento)').fill('OP-2026-0042');
    await painel.getByRole('button', { name: 'Emitir a ordem de pagamento' }).click();
    await painel.getByRole('button', { name: 'Marcar pagamento enviado' }).click();
    await expect(painel.getByText('Nesta fase não há ação do analista no faturamento.')).toBeVisible();
  } finally {
    await backOffice.close();
  }

  await page.goto(`${base}/faturamentonovo`);
  await expect(page).toHaveURL(/\/faturamentonovo\/acompanharpagamento$/);
  await expect(page.getByText(/^Pagamento enviado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await fotografar('faturamento-novo-pagamento-enviado', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
});

test.describe('on a desktop browser', () => {
  test.use({
    isMobile: false,
    hasTouch: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
  });

  test('the new-vehicle screens send a desktop to the unavailable screen', async ({
    page,
    base,
    login,
    fabrica,
  }) => {
    const copia = await fabrica.cliente(CLIENTES.ana.documento);
    await fabrica.casoDeFaturamentoNovo(copia.documento, 6060, 12);
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(copia.documento);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`${base}/faturamentonovo/valor-compra`);
    await expect(page).toHaveURL(/\/faturamento\/indisponivel$/);
  });
});

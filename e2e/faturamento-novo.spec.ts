import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { consultarBanco } from '@portal/db/test/fabricas';
import {
  arquivoJpeg,
  arquivoPdf,
  CLIENTES,
  entrarNoBackOffice,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
} from './fixtures.ts';

/**
 * New-vehicle (0 km) billing (issue 19, 02 §2.2, §2.4): Ana, on her phone, from the home card through the start's
 * choices and the identification (document and selfie; the analyst approves it in the billing queue), then the
 * value, the vehicle, the dealer, the payment form, the dealer's account, the confirmation and the documents;
 * the analyst approves them and she downloads the purchase order (its text read back); the analyst registers
 * the invoice, issues the payment order and marks the payment sent, and she sees it from the home card.
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

test('Ana bills a new car from the home card: choices, identification, vehicle, dealer, documents, purchase order PDF, payment sent', async ({
  page,
  base,
  browser,
  login,
  portal,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(600_000);
  // A copy of Ana: her 006060/0048 is contemplated; its credit analysis approved, a new car chosen (as the seed).
  const copia = await fabrica.cliente(CLIENTES.ana.documento);
  const analise = await fabrica.casoDeAnalise(copia.documento, 6060, 48, 'Cadastro Aprovado');
  await consultarBanco(
    portal.bancoUrl,
    `update casos set dados_app = '{"faturamento":{"bem":"automovel","tipo":"novo"}}'::jsonb where numero = $1`,
    [analise],
  );
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '006060', '0048');
  await page.goto(`${base}/home`);
  const parabens = page.getByRole('region', { name: 'Parabéns pela contemplação!' });
  await expect(parabens).toContainText('006060/0048');
  await parabens.getByRole('link', { name: 'Iniciar faturamento' }).click();

  // The start's choices (02 §2.2): asset, new, by the app.
  await expect(page).toHaveURL(/\/faturamento\/iniciar$/);
  await titulo(page, 'Vamos faturar o seu bem');
  await page.getByRole('link', { name: 'Começar' }).click();
  await expect(page).toHaveURL(/\/faturamento\/tipo$/);
  await page.getByRole('link', { name: /Comprar um veículo/ }).click();
  await expect(page).toHaveURL(/\/faturamento\/novoseminovo$/);
  await page.getByRole('link', { name: /Veículo novo \(0 km\)/ }).click();
  await expect(page).toHaveURL(/\/faturamento\/digitaloumanual$/);
  await page.getByRole('button', { name: 'Seguir pelo app' }).click();

  // The identification: the personal document and a selfie, then the analysis.
  await expect(page).toHaveURL(/\/faturamento\/identificacao$/);
  await titulo(page, 'Identificação');
  const enviar = page.getByRole('button', { name: 'Enviar para análise' });
  await expect(enviar).toBeDisabled();
  await page
    .getByRole('region', { name: '1. Documento pessoal' })
    .locator('input[type=file]')
    .setInputFiles(arquivoJpeg('rg.jpg'));
  await expect(page.getByText('rg.jpg')).toBeVisible();
  await page
    .getByRole('region', { name: '2. Selfie com o documento' })
    .locator('input[type=file]')
    .setInputFiles(arquivoJpeg('selfie.jpg'));
  await expect(page.getByText('selfie.jpg')).toBeVisible();
  await fotografar('faturamento-identificacao', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 780 });
  await enviar.click();
  await expect(page).toHaveURL(/\/faturamento\/analisandoinformacoes$/);
  await semViolacoesGraves(page);
  const [{ numero }] = (await consultarBanco<{ numero: string }>(
    portal.bancoUrl,
    `select c.numero from casos c join clientes cl on cl.id = c.cliente_id
      where cl.inscricao_nacional = $1 and c.tipo = 'Faturamento_Auto_App'`,
    [copia.documento],
  )) as [{ numero: string }];

  // The analyst, on a desktop, approves the identification in the billing queue.
  const fila = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const analista = await fila.newPage();
    await analista.setViewportSize({ width: 1280, height: 900 });
    await analista.goto(`${base}/operador/faturamentos`);
    await entrarNoBackOffice(analista);
    const item = analista.getByRole('listitem').filter({ hasText: numero });
    await expect(item).toContainText('cota 006060/0048');
    await item.getByRole('radio', { name: 'Aprovar a identificação' }).check();
    await item.getByRole('button', { name: 'Registrar decisão' }).click();
    await expect
      .poll(
        async () =>
          (
            await consultarBanco<{ fase: string }>(
              portal.bancoUrl,
              'select fase from casos where numero = $1',
              [numero],
            )
          )[0]!.fase,
      )
      .toBe('Aguardando Escolha Bem');
  } finally {
    await fila.close();
  }

  // Ana, from the home card: identification approved, on to the vehicle.
  await page.goto(`${base}/home`);
  const simulacao = page.getByRole('region', { name: 'Simulação do veículo' });
  await simulacao.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/faturamento\/identificacaoaprovada$/);
  await page.getByRole('link', { name: 'Escolher o veículo' }).click();
  await expect(page).toHaveURL(/\/faturamentonovo\/introducao$/);
  await titulo(page, 'Vamos faturar o seu veículo 0 km');
  await expect(page.getByText(/Crédito disponível: R\$/)).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Começar' }).click();
  await expect(page).toHaveURL(/\/faturamentonovo\/proximos-passos$/);
  await titulo(page, 'Próximos passos');
  await semViolacoesGraves(page);

  // The registration update inside the billing: the profile's screens, and back to the flow.
  await page.getByRole('link', { name: 'Confira e atualize' }).click();
  await expect(page).toHaveURL(/\/faturamentonovo\/atualizacaocadastral$/);
  await titulo(page, 'Confira seus dados de contato');
  await expect(page.getByRole('link', { name: 'Alterar endereço' })).toHaveAttribute(
    'href',
    '/perfil/endereco?voltar=%2Ffaturamentonovo%2Fatualizacaocadastral',
  );
  await fotografar('faturamento-novo-atualizacaocadastral', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('link', { name: 'Alterar endereço' }).click();
  await expect(page).toHaveURL(/\/perfil\/endereco\?voltar=/);
  await page.getByRole('link', { name: 'Voltar ao faturamento' }).click();
  await expect(page).toHaveURL(/\/faturamentonovo\/atualizacaocadastral$/);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/faturamentonovo\/introducao$/);
  await page.getByRole('link', { name: 'Começar' }).click();
  await page.getByRole('link', { name: 'Informar o valor' }).click();

  // The purchase value: below the balance is refused (§5); above the credit, own resources pay the rest.
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

  // The home card says the payment was made and leads to it.
  await page.goto(`${base}/home`);
  await page
    .getByRole('region', { name: 'Pagamento realizado' })
    .getByRole('link', { name: 'Visualizar' })
    .click();
  await expect(page).toHaveURL(/\/faturamentonovo\/acompanharpagamento$/);
  await expect(page.getByText(/^Pagamento enviado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // What the credit paid is the value recorded with the vehicle (the quota's credit is used up by now).
  await expect(page.getByText(/^Valor pago com o crédito: R\$\s[1-9]/)).toBeVisible();
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

/** A case held by a Detran pendency, with the vehicle, dealer and values already recorded. */
const DADOS_DETRAN = {
  valorCompra: 15_000_000,
  valorEnviado: 12_000_000,
  veiculo: {
    tipo: 'LEVE',
    marca: 'Fiat',
    modelo: 'Pulse Audace 1.0 Turbo',
    anoFabricacao: 2026,
    anoModelo: 2027,
    ano: '2026/2027',
    cor: 'Cinza Granito',
  },
  concessionaria: { cnpj: '12345678000195', razaoSocial: 'Paulista Veículos Comércio Ltda.' },
  pendenciaDetran: { motivo: 'Gravame de financiamento anterior', abertaEm: '2026-11-20T12:00:00.000Z' },
};

test('a Detran pendency: Ana says it is resolved, or chooses another vehicle after a confirmation', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(180_000);
  const copia = await fabrica.cliente(CLIENTES.ana.documento);
  await fabrica.casoDeFaturamentoNovo(copia.documento, 6060, 12, 'Pendência Detran', DADOS_DETRAN);
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '006060', '0012');

  await page.goto(`${base}/faturamentonovo`);
  await expect(page).toHaveURL(/\/faturamentonovo\/pendencia-detran$/);
  await titulo(page, 'Pendência no Detran');
  await expect(page.getByText('Gravame de financiamento anterior')).toBeVisible();
  await fotografar('faturamento-novo-pendencia-detran', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 360, height: 780 });

  // Choosing another vehicle asks first; "keep this one" changes nothing.
  await page.getByRole('button', { name: 'Escolher outro veículo' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Escolher outro veículo?' });
  await expect(dialogo).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('faturamento-novo-outro-veiculo', { inteira: false });
  await dialogo.getByRole('button', { name: 'Manter este' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page).toHaveURL(/\/faturamentonovo\/pendencia-detran$/);

  // "It is resolved": asks, then back to the analysis.
  await page.getByRole('button', { name: 'Já resolvi a pendência' }).click();
  const resolvida = page.getByRole('alertdialog', { name: 'A pendência foi resolvida?' });
  await resolvida.getByRole('button', { name: 'Sim, está resolvida' }).click();
  await expect(page).toHaveURL(/\/faturamentonovo\/analise-documentos$/);
  await titulo(page, 'Estamos analisando os documentos');
});

test('a Detran pendency: Ana chooses another vehicle and starts again at the purchase value', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(180_000);
  const outra = await fabrica.cliente(CLIENTES.ana.documento);
  await fabrica.casoDeFaturamentoNovo(outra.documento, 6060, 12, 'Pendência Detran', DADOS_DETRAN);
  await login(outra.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '006060', '0012');
  await page.goto(`${base}/faturamentonovo/pendencia-detran`);
  await page.getByRole('button', { name: 'Escolher outro veículo' }).click();
  await page
    .getByRole('alertdialog', { name: 'Escolher outro veículo?' })
    .getByRole('button', { name: 'Escolher outro' })
    .click();
  await expect(page).toHaveURL(/\/faturamentonovo\/valor-compra$/);
  await titulo(page, 'Qual é o valor da compra?');
  // The "Continuar" chevron stays beside its word on a 360 px phone (one line: the button's height).
  const continuar = page.getByRole('button', { name: 'Continuar' });
  const caixa = (await continuar.boundingBox())!;
  expect(caixa.height).toBeLessThanOrEqual(52);
  await fotografar('faturamento-novo-valor-compra-360', { larguras: [[360, 780]] });
});

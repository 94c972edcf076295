import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { gerarRetornoDaRemessa } from '@portal/domain';
import {
  arquivoJpeg as jpeg,
  arquivoPdf as pdf,
  codigosPorSms,
  CLIENTES,
  entrarNoBackOffice,
  expect,
  novoCodigoPorSms,
  selecionarCota,
  semViolacoesGraves,
  SUPERVISOR,
  test,
} from './fixtures.ts';

/**
 * Refund of values (issue 20, 02 §2.6, §4.10, §5): a fresh copy of Transportadora Rota Sul, on a phone, asks the
 * refund of its cancelled contemplated 001010/0141 from the quota's page: the values line by line, the SMS
 * code from the outbox, the company's documents, its own account, the confirmation and the request code. The
 * analyst approves it in the back-office (the payment scheduled) and the customer sees "Pagamento programado";
 * the supervisor remits it to the bank and imports the return: paid, nothing more to receive. A payment the
 * bank reverses shows the bank's reason and lets the customer ask again.
 */

const CELULAR_ROTA = '51991234567';
const CONTA_INVALIDA = 'Conta corrente/DV do favorecido inválido.';

/**
 * The supervisor, in a browser of their own, exports Horizonte's payment remittance (every payout scheduled in
 * the worker's database, the test's among them) and imports the bank's return built from it: each payout paid
 * unless `ocorrencias` gives its rejection code.
 */
async function remeterERetornar(browser: Browser, base: string, ocorrencias: Record<number, string> = {}) {
  const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const supervisor = await contexto.newPage();
    await supervisor.goto(`${base}/operador/repasses`);
    await entrarNoBackOffice(supervisor, undefined, SUPERVISOR);
    await expect(supervisor.getByRole('heading', { level: 1, name: 'Repasses' })).toBeVisible();
    const download = supervisor.waitForEvent('download');
    await supervisor.getByRole('button', { name: 'Gerar remessa de Consórcio Horizonte' }).click();
    const remessa = await readFile((await (await download).path())!, 'latin1');
    await supervisor.getByLabel('Retorno de pagamentos (CNAB 240)').setInputFiles({
      name: 'RETORNO.RET',
      mimeType: 'text/plain',
      buffer: Buffer.from(gerarRetornoDaRemessa(remessa, ocorrencias), 'latin1'),
    });
    await supervisor.getByRole('button', { name: 'Importar retorno' }).click();
    await expect(supervisor.getByRole('region', { name: 'Resultado de RETORNO.RET' })).toBeVisible();
  } finally {
    await contexto.close();
  }
}
const LARGURAS = [
  [360, 800],
  [1280, 900],
] as const;

test.use({ viewport: { width: 360, height: 800 } });

test('Rota Sul asks the refund of its cancelled contemplated quota; approved, remitted, paid', async ({
  page,
  browser,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(600_000);
  const rotaSul = await fabrica.cliente(CLIENTES.rotaSul.documento);
  await login(rotaSul.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '001010', '0141');

  // The entry from the quota.
  await page.goto(`${base}/detalhes-da-cota`);
  await page.getByRole('link', { name: 'Ver devolução' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Devolução de valores' })).toBeVisible();
  await semViolacoesGraves(page);

  // The values, computed from the quota's payments, line by line.
  await page.getByRole('link', { name: 'Ver valores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valores a receber' })).toBeVisible();
  await expect(page.getByText('Fundo comum pago', { exact: true })).toBeVisible();
  await expect(page.getByText(/Multa por cancelamento \(10%\)/)).toBeVisible();
  await expect(page.getByText('Retenção sobre o rendimento', { exact: true })).toBeVisible();
  await expect(page.getByTestId('valor-total')).toHaveText(/R\$\s?[\d.]+,\d{2}/);
  await fotografar('devolucao-valor', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 800 });

  // The SMS code, read from the test outbox.
  await page.getByRole('link', { name: 'Solicitar devolução' }).click();
  const antes = (await codigosPorSms(page.request, base, CELULAR_ROTA)).length;
  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  const codigo = await novoCodigoPorSms(page.request, base, CELULAR_ROTA, antes);
  await expect(page.getByText(/Enviamos um código por SMS/)).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('group', { name: 'Código recebido por SMS' }).getByRole('textbox').first().click();
  await page.keyboard.type(codigo);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos necessários' })).toBeVisible();
  await expect(page.getByText('Contrato social', { exact: true })).toBeVisible();

  // The company's documents: the partner's ID, the selfie (after the ID), the articles of association.
  await page.getByRole('link', { name: 'Enviar documentos' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Documentos do sócio e da empresa' }),
  ).toBeVisible();
  const regiao = (titulo: string) => page.getByRole('region', { name: titulo }).locator('input[type=file]');
  await regiao('Documento pessoal do sócio (RG ou CNH)').setInputFiles(pdf('cnh-socio.pdf'));
  await expect(page.getByText('cnh-socio.pdf')).toBeVisible();
  await regiao('Selfie do sócio segurando o documento').setInputFiles(jpeg('selfie.jpg'));
  await expect(page.getByText('selfie.jpg')).toBeVisible();
  await regiao('Contrato social').setInputFiles(pdf('contrato-social.pdf'));
  await expect(page.getByText('contrato-social.pdf')).toBeVisible();
  await fotografar('devolucao-documentos', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The account: another holder's CNPJ is refused, the company's own is taken.
  await expect(page.getByRole('heading', { level: 1, name: 'Conta para receber' })).toBeVisible();
  await page.getByLabel('CPF/CNPJ do titular').fill('11.222.333/0001-81');
  await page.getByLabel('Banco').selectOption({ value: '341' });
  await page.getByLabel('Agência').fill('0457');
  await page.getByLabel('Conta com dígito').fill('12345-6');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('A conta deve ser do titular da cota: informe o mesmo CPF/CNPJ da cota.'),
  ).toBeVisible();
  await page.getByLabel('CPF/CNPJ do titular').fill(rotaSul.documento);
  await fotografar('devolucao-dados-bancarios', { larguras: LARGURAS });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Confirmation, then success with the request code.
  await expect(page.getByRole('heading', { level: 1, name: 'Confira e confirme' })).toBeVisible();
  await expect(page.getByText('3 de 3 enviados')).toBeVisible();
  await page.getByLabel('Confirmo que os dados estão corretos e que a conta é do titular da cota.').check();
  await fotografar('devolucao-confirmacao', { larguras: LARGURAS });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Confirmar solicitação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitação enviada' })).toBeVisible();
  const numero = (await page.getByTestId('codigo-solicitacao').textContent())!.trim();
  expect(numero).toMatch(/^\d{8}$/);
  await semViolacoesGraves(page);
  await fotografar('devolucao-sucesso', { larguras: LARGURAS });
  await page.setViewportSize({ width: 360, height: 800 });

  // The index opens the phase's screen: the analysis.
  await page.goto(`${base}/devolucao`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estamos analisando suas informações' }),
  ).toBeVisible();
  await expect(page.getByText(numero)).toBeVisible();

  // The analyst approves in the back-office.
  const operador = await page.context().newPage();
  await operador.setViewportSize({ width: 1280, height: 900 });
  await operador.goto(`${base}/operador/devolucoes`);
  await entrarNoBackOffice(operador);
  await expect(operador.getByRole('heading', { level: 1, name: 'Devoluções de valores' })).toBeVisible();
  const pedido = operador.getByRole('listitem').filter({ hasText: numero });
  await expect(pedido).toBeVisible();
  await expect(pedido.getByText('Documento pessoal do sócio (RG ou CNH)', { exact: false })).toBeVisible();
  await semViolacoesGraves(operador);
  await fotografar('operador-devolucoes', {
    pagina: operador,
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await operador.setViewportSize({ width: 1280, height: 900 });
  await pedido.getByLabel('Aprovar e programar o pagamento').check();
  const decisao = operador.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/operador/v1/devolucoes/${numero}`),
  );
  await pedido.getByRole('button', { name: 'Registrar decisão' }).click();
  const resposta = await decisao;
  expect(resposta.status()).toBe(200);
  expect(await resposta.json()).toMatchObject({ Fase__c: 'Aguardando Pagamento' });
  // Decided: it leaves the queue.
  await expect(pedido).toHaveCount(0);
  await operador.close();

  // The customer sees the payment scheduled, from home's card.
  await page.goto(`${base}/home`);
  const cartao = page.getByRole('region', { name: 'Pagamento programado' });
  await expect(cartao).toBeVisible();
  await cartao.getByRole('link', { name: 'Visualizar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento programado' })).toBeVisible();
  await expect(page.getByText(/pagamento é feito em até 5 dias úteis/)).toBeVisible();
  await fotografar('devolucao-pagamento-programado', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 360, height: 800 });

  // The bank pays it: the refund is finished and there is nothing more to ask for.
  await remeterERetornar(browser, base);
  await page.goto(`${base}/devolucao`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acompanhar a devolução' })).toBeVisible();
  await expect(page.getByText('A devolução foi paga. Não há mais valores a receber.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar novamente' })).toHaveCount(0);
});

test('a payment the bank reverses shows the reason, and Rota Sul asks again', async ({
  page,
  browser,
  base,
  login,
  fabrica,
}) => {
  const rotaSul = await fabrica.cliente(CLIENTES.rotaSul.documento);
  const { repasseId } = await fabrica.repasseAgendado(
    rotaSul.documento,
    1010,
    141,
    2_500_00,
    'Transportadora Rota Sul',
  );
  await remeterERetornar(browser, base, { [repasseId]: 'AN' });

  await login(rotaSul.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '001010', '0141');
  await page.goto(`${base}/devolucao`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acompanhar a devolução' })).toBeVisible();
  await expect(page.getByText('Pagamento estornado pelo banco')).toBeVisible();
  await expect(page.getByText(CONTA_INVALIDA)).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Solicitar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valores a receber' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar devolução' })).toBeVisible();
});

test('cancelling deletes the files and returns home; the refund can be asked later', async ({
  page,
  base,
  login,
  fabrica,
}) => {
  const rotaSul = await fabrica.cliente(CLIENTES.rotaSul.documento);
  await login(rotaSul.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '001010', '0141');
  await page.goto(`${base}/devolucao/valor`);
  await page.getByRole('link', { name: 'Solicitar devolução' }).click();
  const antes = (await codigosPorSms(page.request, base, CELULAR_ROTA)).length;
  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  const codigo = await novoCodigoPorSms(page.request, base, CELULAR_ROTA, antes);
  await page.getByRole('group', { name: 'Código recebido por SMS' }).getByRole('textbox').first().click();
  await page.keyboard.type(codigo);
  await page.getByRole('link', { name: 'Enviar documentos' }).click();
  const entrada = page.getByRole('region', { name: 'Contrato social' }).locator('input[type=file]');
  await entrada.setInputFiles(pdf('contrato.pdf'));
  await expect(page.getByText('contrato.pdf')).toBeVisible();
  await page.goto(`${base}/devolucao/cancelar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancelar a solicitação?' })).toBeVisible();
  await semViolacoesGraves(page);
  const apagar = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && /\/documentos\//.test(r.url()),
  );
  await page.getByRole('button', { name: 'Cancelar e voltar ao início' }).click();
  expect((await apagar).status()).toBe(204);
  await expect(page).toHaveURL(/\/home$/);
  // Nothing was sent: the refund is still there to ask.
  await expect(page.getByRole('region', { name: 'Você tem valores a receber' })).toBeVisible();
});

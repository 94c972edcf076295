import type { Page } from '@playwright/test';
import { hojeEmSaoPaulo } from '@portal/domain';
import {
  arquivoJpeg as jpeg,
  arquivoPdf as pdf,
  CLIENTES,
  entrarNoBackOffice,
  selecionarCota,
  semViolacoesGraves,
  test,
  expect,
} from './fixtures.ts';

/**
 * Issue 18's journey end to end, both sides in the browser: Maria's contemplated 3030/0009 (a fresh copy, its
 * analysis opened as the draw leaves it) sends her documents; the analyst, in another browser, finds the payslip
 * illegible and gives it back; she sees which and why and re-sends only that one; the analyst approves it and
 * asks for her bank statement, which she sends from the extra-documents screen; the analyst confirms the credit
 * screening and approves the analysis; she sees the approval and chooses the asset, which
 * the case keeps for billing.
 */

const PEDIDO = 'Para concluir, envie também o extrato bancário do último mês.';
const MOTIVO = 'O holerite está cortado: não aparece o salário líquido. Envie a página inteira.';

const linhaDoDocumento = (page: Page, nome: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(nome, { exact: true }) });

/** Opens one document from the list, attaches the files and concludes it, back on the list it came from. */
async function enviarDocumento(
  page: Page,
  nome: string,
  arquivos: ReturnType<typeof pdf>[],
  lista = /\/contemplado\/documentos$/,
) {
  await linhaDoDocumento(page, nome).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
  const campo = page.getByRole('region', { name: nome }).locator('input[type=file]');
  for (const arquivo of arquivos) {
    await campo.setInputFiles(arquivo);
    await expect(page.getByText(arquivo.name)).toBeVisible();
  }
  if (nome === 'Comprovante de residência') {
    await page.getByLabel('Data de emissão').fill(hojeEmSaoPaulo(new Date()));
    await page.getByLabel('O comprovante está no meu nome').check();
  }
  if (nome === 'Extrato bancário') await page.getByLabel('Data do extrato').fill(hojeEmSaoPaulo(new Date()));
  await page.getByRole('button', { name: 'Concluir documento' }).click();
  await expect(page).toHaveURL(lista);
}

test('documents → one illegible → re-sent → a statement asked for and sent → approved with the screening → the asset', async ({
  page,
  browser,
  base,
  login,
  fabrica,
}) => {
  test.setTimeout(240_000);
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  const numero = await fabrica.casoDeAnalise(maria.documento, 3030, 9);
  await login(maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '003030', '0009');

  // 1. Maria: income and ID type, each document, the agreements locked, sent.
  await page.goto(`${base}/contemplado/documentos`);
  await page.getByLabel('Tipo de renda').selectOption({ label: 'Assalariado com renda fixa' });
  await page.getByLabel('Documento de identificação').selectOption({ label: 'RG (frente e verso)' });
  await page.getByRole('button', { name: 'Ver documentos pedidos' }).click();
  await enviarDocumento(page, 'RG (frente e verso)', [pdf('rg-frente.pdf'), pdf('rg-verso.pdf')]);
  await enviarDocumento(page, 'Selfie segurando o documento', [jpeg('selfie.jpg')]);
  await enviarDocumento(page, 'Comprovante de residência', [pdf('conta-de-luz.pdf')]);
  await enviarDocumento(page, 'Último holerite', [pdf('holerite-cortado.pdf')]);
  await page.getByLabel('Li e aceito os termos e condições da análise de crédito').check();
  await page.getByLabel('Autorizo a consulta do meu CPF nos órgãos de proteção ao crédito').check();
  await page.getByRole('button', { name: 'Confirmar aceites' }).click();
  await page.getByRole('link', { name: 'Revisar e enviar' }).click();
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByRole('heading', { name: 'Documentos enviados para análise' })).toBeVisible();

  // 2. The analyst, in another browser: every document approved but the payslip, illegible, sent back.
  const backOffice = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const analista = await backOffice.newPage();
    await analista.setViewportSize({ width: 1280, height: 900 });
    await analista.goto(`${base}/operador/analises`);
    await entrarNoBackOffice(analista);
    await analista.getByRole('link', { name: `Analisar o caso ${numero}` }).click();
    const documentos = analista.getByRole('region', { name: /Documentos enviados/ });
    const revisoes = documentos.getByRole('group', { name: /^Revisão:/ });
    await expect(revisoes).toHaveCount(5);
    const holerite = documentos.getByRole('group', { name: /^Revisão: .*\(holerite-cortado\.pdf\)$/ });
    for (const revisao of await revisoes.all()) await revisao.getByRole('radio', { name: 'Aprovar' }).check();
    await holerite.getByRole('radio', { name: 'Ilegível' }).check();
    await expect(documentos.getByText('4 de 5 aprovados')).toBeVisible();
    const decisao = analista.getByRole('region', { name: 'Decisão' });
    await decisao.getByLabel('Mensagem ao cliente').fill(MOTIVO);
    await decisao.getByRole('button', { name: 'Devolver ao cliente' }).click();
    await expect(analista.getByText('Devolvida ao cliente').first()).toBeVisible();

    // 3. Maria sees which document and why, and re-sends only that one.
    await page.goto(`${base}/contemplado/documentos`);
    await expect(page.getByText(MOTIVO)).toBeVisible();
    await expect(linhaDoDocumento(page, 'Último holerite')).toContainText('Recusado');
    await expect(linhaDoDocumento(page, 'Último holerite')).toContainText('Ilegível');
    await expect(linhaDoDocumento(page, 'RG (frente e verso)')).toContainText('Aprovado');
    await semViolacoesGraves(page);
    await enviarDocumento(page, 'Último holerite', [pdf('holerite-inteiro.pdf')]);
    await page.getByRole('link', { name: 'Revisar e enviar' }).click();
    await expect(page.getByText('holerite-inteiro.pdf')).toBeVisible();
    await expect(page.getByText('rg-frente.pdf')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar para análise' }).click();
    await expect(page.getByText(/Resposta até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    // 4. The analyst approves the new payslip and asks for her bank statement too.
    await analista.goto(`${base}/operador/analises/${numero}`);
    await expect(
      analista.getByRole('heading', { name: 'Substituídos pelo reenvio do cliente' }),
    ).toBeVisible();
    await documentos
      .getByRole('group', { name: /^Revisão: .*\(holerite-inteiro\.pdf\)$/ })
      .getByRole('radio', { name: 'Aprovar' })
      .check();
    await expect(documentos.getByText('5 de 5 aprovados')).toBeVisible();
    await decisao.getByRole('button', { name: 'Pedir documentos adicionais' }).click();
    await decisao
      .getByRole('group', { name: 'Documentos que o cliente deve enviar' })
      .getByRole('checkbox', { name: 'Extrato bancário' })
      .check();
    await decisao.getByLabel('Mensagem ao cliente').fill(PEDIDO);
    await decisao.getByRole('button', { name: 'Enviar pedido de documentos' }).click();
    await expect(analista.getByText('Documentos adicionais pedidos').first()).toBeVisible();

    // 5. Maria: the centre sends her to the extra documents, the statement named as the analyst's request.
    await page.goto(`${base}/contemplado`);
    await page.getByRole('link', { name: 'Enviar documentos adicionais' }).first().click();
    await expect(page).toHaveURL(/\/contemplado\/documentos-adicionais$/);
    await expect(page.getByText(PEDIDO)).toBeVisible();
    await expect(linhaDoDocumento(page, 'Extrato bancário')).toContainText('Pedido pelo analista');
    await semViolacoesGraves(page);
    await enviarDocumento(
      page,
      'Extrato bancário',
      [pdf('extrato.pdf')],
      /\/contemplado\/documentos-adicionais$/,
    );
    await page.getByRole('link', { name: 'Revisar e enviar' }).click();
    await expect(page.getByText('extrato.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar para análise' }).click();
    await expect(page.getByText(/Resposta até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    // 6. The analyst approves the statement, confirms the screening's recommendation, approves the analysis.
    await analista.reload();
    await documentos
      .getByRole('group', { name: /^Revisão: .*\(extrato\.pdf\)$/ })
      .getByRole('radio', { name: 'Aprovar' })
      .check();
    await expect(documentos.getByText('6 de 6 aprovados')).toBeVisible();
    const crivo = analista.getByRole('region', { name: 'Crivo de crédito' });
    await crivo.getByRole('radio', { name: 'Aprovar' }).check();
    await expect(crivo.getByText('Você confirma a recomendação.')).toBeVisible();
    await decisao.getByLabel('Mensagem ao cliente').fill('');
    await decisao.getByRole('button', { name: 'Aprovar a análise' }).click();
    await expect(analista.getByText('Análise aprovada').first()).toBeVisible();
  } finally {
    await backOffice.close();
  }

  // 7. Maria: the approval (credit screening result), then the asset, handed to billing.
  await page.goto(`${base}/contemplado`);
  const etapas = page.getByRole('list', { name: 'Etapas da contemplação' }).locator(':scope > li');
  await expect(etapas.nth(3)).toContainText('Concluída');
  await page.goto(`${base}/contemplado/crivo`);
  await expect(page.getByText('Análise de crédito aprovada')).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Escolher o bem' }).click();
  await expect(page).toHaveURL(/\/contemplado\/deseja-faturar$/);
  await page.getByRole('link', { name: /Automóvel/ }).click();
  await page.getByRole('radio', { name: 'Novo (0 km)' }).check();
  await page.getByRole('button', { name: 'Confirmar e enviar para o faturamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Escolha registrada' })).toContainText('Automóvel');
  await semViolacoesGraves(page);
});

import type { Page, Response } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENTES, expect, selecionarCota, semViolacoesGraves, test } from './fixtures.ts';

/** Messages of @portal/domain's relatorios schemas (e2e depends on no workspace package). */
const MENSAGEM_CONTRATO_INDISPONIVEL = "Modelo de contrato 'Regulamento' não disponível";
const MENSAGEM_SEM_COMPROVANTE = 'Não há pagamentos para gerar o comprovante.';
const MENSAGEM_SEM_INFORME = 'Ainda não há informe de rendimentos para esta cota.';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The text of a PDF, through poppler's pdftotext (the same tool a person would use to check it). */
function textoDoPdf(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const arquivo = join(mkdtempSync(join(tmpdir(), 'relatorios-')), 'documento.pdf');
  writeFileSync(arquivo, pdf);
  // Spaces collapsed: the layout may split '001010 / 0023' across columns.
  return execFileSync('pdftotext', [arquivo, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Clicks a button that opens a short-lived PDF link in a new tab; answers the PDF's text. */
async function abrirPdf(page: Page, botao: string, chamada?: RegExp): Promise<string> {
  const link = chamada ? page.waitForResponse((r: Response) => chamada.test(r.url())) : null;
  const aba = page.context().waitForEvent('page');
  await page.getByRole('button', { name: botao }).click();
  if (link) {
    const { url } = (await (await link).json()) as { url: string };
    expect(url).toMatch(/^\/app-cliente\/v1\/relatorios\//);
    expect(url).not.toMatch(/access_token/);
  }
  const nova = await aba;
  const endereco = nova.url();
  await nova.close();
  expect(endereco).toMatch(/\/app-cliente\/v1\/relatorios\//);
  const pdf = await page.request.get(endereco);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  return textoDoPdf(await pdf.body());
}

async function abrirFinanceiro(page: Page) {
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Financeiro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
}

const documentos = (page: Page) => page.getByRole('list', { name: 'Documentos da cota' });

test('Maria consulta o extrato, o comprovante anual, o informe, o contrato e a proposta da cota', async ({
  page,
  base,
  login,
}) => {
  // Six documents, each screen checked by axe: 90 s ran out on a slow, fully busy 2-core machine.
  test.setTimeout(180_000);
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '001010', '0023');

  // Hub: one card per document of the selected quota.
  await abrirFinanceiro(page);
  await expect(page.getByTestId('cota-financeiro')).toHaveText('Grupo 001010 · Cota 0023');
  await expect(documentos(page).getByRole('listitem')).toHaveCount(7);
  await expect(documentos(page).getByRole('heading', { name: 'Extrato do consorciado' })).toBeVisible();
  await semViolacoesGraves(page);

  // The current instalment's statement downloads right from its card (a PDF behind the access token).
  const demonstrativo = page.waitForEvent('download');
  await documentos(page).getByRole('button', { name: 'Baixar PDF do demonstrativo da parcela' }).click();
  const arquivoDemonstrativo = await demonstrativo;
  expect(arquivoDemonstrativo.suggestedFilename()).toMatch(
    /^demonstrativo-grupo-001010-cota-0023-\d{4}-\d{2}\.pdf$/,
  );
  expect(textoDoPdf(readFileSync(await arquivoDemonstrativo.path()))).toContain('001010');

  // Statement: her paid instalments, newest first, then the whole list.
  await page.getByRole('link', { name: 'Ver extrato', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
  await expect(page).toHaveURL(/\/financeiro\/extrato-consorciado$/);
  await expect(page.getByTestId('percentual-fundo-comum')).toHaveText(/^\d{1,3},\d{4}%$/);
  const pagas = Number(
    await page
      .getByRole('term')
      .filter({ hasText: 'Parcelas pagas' })
      .locator('xpath=following-sibling::dd')
      .first()
      .textContent(),
  );
  expect(pagas).toBeGreaterThan(12);
  const tabela = page.getByRole('table', { name: /Pagamentos da cota/ });
  await expect(tabela.getByRole('rowheader', { name: /^Parcela \d+/ })).toHaveCount(12);
  await page.getByRole('button', { name: `Mostrar todos os ${pagas} pagamentos` }).click();
  const linhas = tabela.getByRole('rowheader', { name: /^Parcela \d+/ });
  await expect(linhas).toHaveCount(pagas);
  // Newest first (other tests of this worker may have paid a later instalment of this quota by now).
  const numeros = (await linhas.allTextContents()).map((t) => Number(/^Parcela (\d+)/.exec(t)?.[1]));
  expect(numeros).toEqual([...numeros].sort((a, b) => b - a));
  await expect(tabela.getByRole('rowheader', { name: /^Parcela 1 / })).toBeVisible();
  await semViolacoesGraves(page);

  const extrato = await abrirPdf(
    page,
    'Baixar PDF do extrato da cota',
    /\/extrato\/imprimir\?tipo=consorciado$/,
  );
  expect(extrato).toContain('001010');
  expect(extrato).toContain('0023');

  // Phone: the same payments as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('list', { name: 'Pagamentos da cota' }).getByRole('listitem').first(),
  ).toContainText(`Parcela ${numeros[0]}`);
  await semViolacoesGraves(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Group statement, on the second tab.
  await page.getByRole('tab', { name: 'Extrato do grupo' }).click();
  await expect(page.getByText('Assembleias realizadas')).toBeVisible();
  await semViolacoesGraves(page);
  const grupo = await abrirPdf(page, 'Baixar PDF do extrato do grupo', /\/extrato\/imprimir\?tipo=grupo$/);
  expect(grupo).toContain('001010');

  // Annual receipt: last year's, a whole year paid, is the settlement declaration.
  await page.getByRole('link', { name: 'Financeiro' }).first().click();
  await documentos(page).getByRole('link', { name: 'Ver comprovante' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprovante anual de pagamentos' }),
  ).toBeVisible();
  const ano = page.getByLabel('Ano', { exact: true });
  const anoAnterior = String(new Date().getFullYear() - 1);
  await ano.selectOption(anoAnterior);
  await expect(page).toHaveURL(new RegExp(`\\?ano=${anoAnterior}$`));
  await expect(page.getByRole('heading', { name: `Pagamentos de ${anoAnterior}` })).toBeVisible();
  const doAno = page.getByRole('table', { name: `Pagamentos de ${anoAnterior}` });
  await expect(doAno.getByRole('rowheader', { name: /^Parcela \d+$/ }).first()).toBeVisible();
  await expect(doAno.getByRole('rowheader', { name: `Total pago em ${anoAnterior}` })).toBeVisible();
  await expect(page.getByText('Declaração anual de quitação de débitos')).toBeVisible();
  await semViolacoesGraves(page);
  const comprovante = await abrirPdf(page, 'Baixar comprovante');
  expect(comprovante).toContain(anoAnterior);
  expect(comprovante).toContain('001010');

  // Income-tax report: the "Bens e Direitos" text copied as it is shown.
  await page.getByRole('link', { name: 'Financeiro' }).first().click();
  await documentos(page).getByRole('link', { name: 'Ver informe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informe de rendimentos' })).toBeVisible();
  const discriminacao = (await page.getByTestId('discriminacao').textContent()) ?? '';
  expect(discriminacao).toContain('001010');
  await page.getByRole('button', { name: 'Copiar discriminação' }).click();
  await expect(page.getByText('Discriminação copiada', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(discriminacao);
  await semViolacoesGraves(page);
  const informe = await abrirPdf(page, 'Baixar informe', /\/informe-anual-rendimentos\/imprimir\/\d{4}$/);
  expect(informe).toContain('001010');

  // Contract: a file saved with the quota in its name.
  await page.getByRole('link', { name: 'Financeiro' }).first().click();
  await documentos(page).getByRole('link', { name: 'Ver contrato' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contrato da cota' })).toBeVisible();
  await semViolacoesGraves(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar 2ª via do contrato' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toBe('contrato-grupo-001010-cota-0023.pdf');
  const contrato = textoDoPdf(readFileSync(await arquivo.path()));
  expect(contrato).toContain('001010');
  await expect(page.getByText('Contrato baixado', { exact: true })).toBeVisible();

  // Proposal.
  await page.getByRole('link', { name: 'Financeiro' }).first().click();
  await documentos(page).getByRole('link', { name: 'Ver proposta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proposta de adesão' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Proposta nº / })).toBeVisible();
  await semViolacoesGraves(page);
  const proposta = await abrirPdf(page, 'Baixar PDF da proposta');
  expect(proposta).toContain('001010');
});

test('cota de grupo sem modelo de contrato mostra a mensagem; ano sem pagamentos mostra o vazio', async ({
  page,
  base,
  login,
}) => {
  test.setTimeout(60_000);
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  // Group 5050 (Caminhões e ônibus) has no contract model registered.
  await selecionarCota(page, base, '005050', '0014');

  await abrirFinanceiro(page);
  await expect(page.getByTestId('cota-financeiro')).toHaveText('Grupo 005050 · Cota 0014');
  const cartao = documentos(page).getByRole('listitem').filter({ hasText: '2ª via do contrato' });
  await expect(cartao).toContainText(MENSAGEM_CONTRATO_INDISPONIVEL);
  await expect(cartao.getByRole('link')).toHaveCount(0);
  await semViolacoesGraves(page);

  // Opened directly, the download answers the server's message.
  await page.goto(`${base}/financeiro/contrato`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contrato da cota' })).toBeVisible();
  await page.getByRole('button', { name: 'Baixar 2ª via do contrato' }).click();
  await expect(page.getByRole('alert')).toContainText(MENSAGEM_CONTRATO_INDISPONIVEL);
  await semViolacoesGraves(page);

  // A year without payments: the spec's "no proof to generate", as an empty state with a way back.
  await page.goto(`${base}/financeiro/pagamento-anual?ano=2001`);
  await expect(page.getByText(MENSAGEM_SEM_COMPROVANTE)).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Ver o ano mais recente' }).click();
  await expect(page.getByLabel('Ano', { exact: true })).toBeVisible();

  await page.goto(`${base}/financeiro/informe-de-rendimentos?ano=2001`);
  await expect(page.getByText(MENSAGEM_SEM_INFORME)).toBeVisible();
  await semViolacoesGraves(page);
});

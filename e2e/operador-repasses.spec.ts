import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { gerarRetornoDaRemessa } from '@portal/domain';
import { CLIENTES, entrarNoBackOffice, expect, semViolacoesGraves, SUPERVISOR, test } from './fixtures.ts';

/**
 * Paying for real (issue 20, ADR 0042): two payouts scheduled on fresh refund cases of copies of Maria; the
 * supervisor exports Horizonte's CNAB 240 payment remittance (the file downloaded holds both amounts), imports
 * the bank's return built from it (one paid, one rejected with the bank's reason), and the queue shows each.
 */

const FOTOS = {
  larguras: [
    [360, 800],
    [1280, 800],
  ],
  aCadaLargura: async (pagina: Page, largura: number) => {
    if (largura === 360) await semViolacoesGraves(pagina);
  },
} as const;

test.use({ viewport: { width: 1280, height: 800 } });

test('the supervisor remits the payouts, imports the return: one paid, one rejected with the reason', async ({
  page,
  base,
  fabrica,
  fotografar,
}) => {
  // Three axe checks and six pictures on a shared machine.
  test.setTimeout(240_000);
  const sufixo = String(Date.now()).slice(-6);
  const favorecidoPago = `Maria Paga ${sufixo}`;
  const favorecidoRejeitado = `Maria Estornada ${sufixo}`;
  const copiaA = await fabrica.cliente(CLIENTES.maria.documento);
  const pago = await fabrica.repasseAgendado(copiaA.documento, 1010, 23, 1_234_56, favorecidoPago);
  const copiaB = await fabrica.cliente(CLIENTES.maria.documento);
  const rejeitado = await fabrica.repasseAgendado(copiaB.documento, 1010, 23, 987_65, favorecidoRejeitado);

  await page.goto(`${base}/operador/repasses`);
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Repasses' })).toBeVisible();
  const fila = page.getByRole('list', { name: 'Repasses' });
  const itemPago = fila.getByRole('listitem').filter({ hasText: favorecidoPago });
  await expect(itemPago).toContainText('R$ 1.234,56');
  await expect(itemPago).toContainText(`caso ${pago.numeroCaso}`);
  await expect(itemPago).toContainText('•••345-6');
  await expect(itemPago).toContainText(/dias? úte?is|vence hoje/);
  await semViolacoesGraves(page);
  await fotografar('operador-repasses-fila', FOTOS);

  // The remittance downloads at once; read back, it carries both payouts' amounts in centavos.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Gerar remessa de Consórcio Horizonte' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toMatch(/^PAG001_\d{6}\.REM$/);
  const remessa = await readFile((await arquivo.path())!, 'latin1');
  expect(remessa).toContain('000000000123456');
  expect(remessa).toContain('000000000098765');
  await expect(page.getByRole('status').filter({ hasText: 'Remessa gerada' })).toContainText(
    arquivo.suggestedFilename(),
  );
  await expect(page.getByRole('button', { name: `Baixar ${arquivo.suggestedFilename()}` })).toBeVisible();

  // The bank pays one and refuses the other (agência/conta inválida).
  const retorno = gerarRetornoDaRemessa(remessa, { [rejeitado.repasseId]: 'AN' });
  const campo = page.getByLabel('Retorno de pagamentos (CNAB 240)');
  await campo.setInputFiles({
    name: `RET${sufixo}.RET`,
    mimeType: 'text/plain',
    buffer: Buffer.from(retorno, 'latin1'),
  });
  await page.getByRole('button', { name: 'Importar retorno' }).click();
  const relatorio = page.getByRole('region', { name: `Resultado de RET${sufixo}.RET` });
  await expect(relatorio.getByRole('listitem').filter({ hasText: `caso ${pago.numeroCaso}` })).toContainText(
    'Pago',
  );
  await expect(
    relatorio.getByRole('listitem').filter({ hasText: `caso ${rejeitado.numeroCaso}` }),
  ).toContainText('Conta corrente/DV do favorecido inválido.');
  await semViolacoesGraves(page);
  await fotografar('operador-repasses-retorno', FOTOS);

  const situacao = page.getByLabel('Situação');
  await situacao.selectOption({ label: 'Pago' });
  const itemPagoAgora = fila.getByRole('listitem').filter({ hasText: favorecidoPago });
  await expect(itemPagoAgora).toContainText('Pago');
  await expect(itemPagoAgora).toContainText(arquivo.suggestedFilename());

  await situacao.selectOption({ label: 'Rejeitado pelo banco' });
  await expect(fila.getByRole('listitem').filter({ hasText: favorecidoRejeitado })).toContainText(
    'Motivo do banco: Conta corrente/DV do favorecido inválido.',
  );
  await semViolacoesGraves(page);
  await fotografar('operador-repasses-rejeitado', FOTOS);
});

test('cancelling a scheduled payout asks for the reason and takes it off the queue', async ({
  page,
  base,
  fabrica,
}) => {
  const favorecido = `Maria Cancelada ${String(Date.now()).slice(-6)}`;
  const copia = await fabrica.cliente(CLIENTES.maria.documento);
  const r = await fabrica.repasseAgendado(copia.documento, 1010, 23, 50_00, favorecido);
  await page.goto(`${base}/operador/repasses`);
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await page.getByRole('button', { name: `Cancelar repasse do caso ${r.numeroCaso}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cancelar repasse' });
  await dialogo.getByRole('button', { name: 'Cancelar repasse' }).click();
  await expect(dialogo.getByText('ao menos 5 caracteres')).toBeVisible();
  await dialogo.getByLabel('Motivo do cancelamento').fill('Cliente pediu para trocar a conta');
  await dialogo.getByRole('button', { name: 'Cancelar repasse' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('list', { name: 'Repasses' }).getByText(favorecido)).toHaveCount(0);
});

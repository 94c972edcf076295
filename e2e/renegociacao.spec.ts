import { formatarInscricao, hojeEmSaoPaulo } from '@portal/domain';
import {
  ANALISTA_VERTICE,
  CLIENTES,
  entrarNaApi,
  entrarNoBackOffice,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/**
 * Instalment renegotiation (issue 22, 03 §2, §4, ADR 0052), at phone width: a copy of Ana (Vértice) goes from
 * the overdue notice of her boletos to the renegotiation of the two overdue instalments of 007070/0031, then the
 * next instalment's boleto is paid (registered by the back-office, as e2e/operador-boletos.spec.ts does) and the
 * renegotiation shows as done.
 */

test.use({ parceiro: 'vertice', viewport: { width: 360, height: 780 } });

const API = '/app-cliente/v1';

test('Ana renegotiates her two overdue instalments, pays the next one and the renegotiation is done', async ({
  browser,
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(240_000);
  const ana = await fabrica.cliente(CLIENTES.ana.documento);
  await login(ana.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '007070', '0031');

  // 1. The boletos list shows the overdue notice with the way in.
  await page.goto(`${base}/boletos`);
  const entrada = page.getByRole('link', { name: 'Renegociar parcelas' });
  await expect(entrada).toBeVisible();
  await semViolacoesGraves(page);
  await entrada.click();

  // 2. Introduction: how it works, and the quota may.
  await expect(page).toHaveURL(/\/boletos\/renegociar\/introducao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Renegociar parcelas em atraso' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('renegociacao-introducao-360');
  await page.getByRole('link', { name: 'Escolher parcelas' }).click();

  // 3. The overdue instalments: at most two, with today's charges.
  await expect(page).toHaveURL(/\/parcelasdisponiveis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcelas em atraso' })).toBeVisible();
  const caixas = page.getByRole('checkbox');
  await expect(caixas).toHaveCount(2);
  await page.getByRole('button', { name: 'Ver resumo' }).click();
  await expect(page.getByText('Selecione ao menos uma parcela em atraso.')).toBeVisible();
  await caixas.nth(0).check();
  await caixas.nth(1).check();
  await expect(page.getByText('Parcelas selecionadas: 2 de 2')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('renegociacao-parcelas-360');
  await page.getByRole('button', { name: 'Ver resumo' }).click();

  // 4. The summary: the total renegotiated spread over the instalments to come, and the one to pay next.
  await expect(page).toHaveURL(/\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumo da renegociação' })).toBeVisible();
  const tabela = page.getByRole('table', { name: 'Parcelas a vencer com o acréscimo da renegociação' });
  await expect(tabela.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText(/^Pague a parcela \d+ até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('renegociacao-resumo-360');
  await page.getByRole('button', { name: 'Confirmar renegociação' }).click();

  // 5. Success: the quota is up to date again; the next instalment must be paid by its due date.
  await expect(page).toHaveURL(/\/sucesso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Renegociação feita' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('renegociacao-sucesso-360');
  // No page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // 6. Vértice's analyst follows it in the back-office, by its deadline, and records a call to Ana.
  const contextoOperador = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const analista = await contextoOperador.newPage();
    await analista.goto(`${base}/operador/renegociacoes`);
    await entrarNoBackOffice(analista, undefined, ANALISTA_VERTICE);
    await expect(
      analista.getByRole('heading', { level: 1, name: 'Renegociações em andamento' }),
    ).toBeVisible();
    const item = analista
      .getByRole('listitem')
      .filter({ hasText: formatarInscricao(ana.documento) })
      .filter({ hasText: '007070/0031' });
    await expect(item).toContainText('1ª renegociação da cota');
    await expect(item.getByText(/^Pagar até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await item
      .getByLabel('Registrar contato com o cliente')
      .fill('Liguei para a Ana: vai pagar a parcela na data.');
    await item.getByRole('button', { name: 'Registrar contato' }).click();
    await expect(item.getByText('Contato registrado.')).toBeVisible();
    await expect(item.getByRole('region', { name: 'Contatos com o cliente' })).toContainText(
      'Liguei para a Ana: vai pagar a parcela na data.',
    );
    await semViolacoesGraves(analista);
  } finally {
    await contextoOperador.close();
  }

  // 7. The next instalment's boleto is issued and the back-office registers its payment.
  const sessao = await entrarNaApi(base, ana.documento);
  const headers = { access_token: sessao.access_token, 'content-type': 'application/json' };
  const cotas = (await (await fetch(`${base}${API}/cotas`, { headers })).json()) as {
    data: { idCota: number; grupo: number; cota: number; parcelasAtraso: number }[];
  };
  const cota = cotas.data.find((c) => c.grupo === 7070 && c.cota === 31)!;
  expect(cota.parcelasAtraso).toBe(0);
  const lista = (await (
    await fetch(
      `${base}${API}/cotas/${cota.idCota}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=N&filtro=due`,
      {
        headers,
      },
    )
  ).json()) as { parcelas: { identificadorCobranca: string }[]; identificador: string };
  const emitido = await fetch(`${base}${API}/cotas/${cota.idCota}/cobrancas/boleto`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      identificadorProcesso: lista.identificador,
      cobrancas: [{ identificadorCobranca: lista.parcelas[0]!.identificadorCobranca }],
    }),
  });
  expect(emitido.status, await emitido.clone().text()).toBe(200);
  const boleto = (await emitido.json()) as { nossoNumero: string; valorCobrado: number };
  const operador = await tokenOperadorNaApi(base);
  const pago = await fetch(`${base}/operador/v1/boletos/${boleto.nossoNumero}/pagamento`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operador}`, 'content-type': 'application/json' },
    body: JSON.stringify({ dataPagamento: hojeEmSaoPaulo(), valorPago: boleto.valorCobrado }),
  });
  expect(pago.status, await pago.clone().text()).toBe(200);

  // 8. The renegotiation shows as done.
  await page.goto(`${base}/boletos/renegociar/introducao`);
  const ultima = page.getByRole('region', { name: 'Sua última renegociação' });
  await expect(ultima).toContainText('Concluída');
  await expect(ultima).toContainText('A cota voltou a participar das assembleias.');
  await semViolacoesGraves(page);
  await fotografar('renegociacao-concluida-360');
});

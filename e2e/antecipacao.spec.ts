import { hojeEmSaoPaulo } from '@portal/domain';
import {
  CLIENTES,
  entrarNaApi,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/**
 * Instalment anticipation (issue 22, 03 §2, ADR 0055), at phone width: a copy of Clara (Horizonte) goes from her
 * boletos to the anticipation of 004545/0012, anticipates 2 instalments by term (the last ones), sees the effect
 * on the saldo devedor and on the term before confirming, gets the boleto; the back-office registers its payment
 * and the anticipation shows as paid.
 */

test.use({ viewport: { width: 390, height: 844 } });

const API = '/app-cliente/v1';

test('Clara anticipates 2 instalments by term, sees the effect, gets the boleto, and it is paid', async ({
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
  await selecionarCota(page, base, '004545', '0012');

  // 1. The boletos list offers the anticipation (the quota is up to date).
  await page.goto(`${base}/boletos`);
  const entrada = page.getByRole('link', { name: 'Antecipar parcelas' });
  await expect(entrada).toBeVisible();
  await entrada.click();

  // 2. By term: a bad number is refused, then 2.
  await expect(page).toHaveURL(/\/boletos\/antecipar\/introducao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Antecipar parcelas' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Ver o efeito' }).click();
  await expect(page.getByText('Informe quantas parcelas quer antecipar.')).toBeVisible();
  await page.getByText('Valor', { exact: true }).click();
  await expect(page.getByLabel('Quanto quer antecipar?')).toBeVisible();
  await page.getByText('Nº de parcelas', { exact: true }).click();
  await page.getByLabel('Quantas parcelas quer antecipar?').fill('2');
  await fotografar('antecipacao-introducao-390');
  await page.getByRole('button', { name: 'Ver o efeito' }).click();

  // 3. The effect before confirming: the last two instalments, the saldo and the term after.
  await expect(page).toHaveURL(/\/boletos\/antecipar\/resumo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Efeito da antecipação' })).toBeVisible();
  const antecipadas = page.getByRole('region', { name: 'Parcelas antecipadas (2)' });
  await expect(antecipadas.getByRole('listitem')).toHaveCount(2);
  const numeros = (await antecipadas.getByRole('listitem').allTextContents()).map((t) =>
    Number(/Parcela (\d+)/.exec(t)![1]),
  );
  expect(numeros[0]).toBeGreaterThan(numeros[1]!);
  const efeito = page.getByRole('region', { name: 'Depois do pagamento' });
  await expect(efeito.getByText('Saldo devedor')).toBeVisible();
  await expect(efeito.getByText('Parcelas restantes')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('antecipacao-resumo-390');
  await page.getByRole('button', { name: 'Confirmar e gerar boleto' }).click();

  // 4. The boleto: amount, due date, linha digitável and PIX to copy.
  await expect(page).toHaveURL(/\/boletos\/antecipar\/boleto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boleto da antecipação' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar linha digitável' })).toBeVisible();
  await expect(page.getByText(numeros.join(', '))).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('antecipacao-boleto-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // 5. The bank pays it (registered by the back-office): the anticipation is paid.
  const sessao = await entrarNaApi(base, clara.documento);
  const headers = { access_token: sessao.access_token, 'content-type': 'application/json' };
  const cotas = (await (await fetch(`${base}${API}/cotas`, { headers })).json()) as {
    data: { idCota: number; grupo: number; cota: number }[];
  };
  const cota = cotas.data.find((c) => c.grupo === 4545 && c.cota === 12)!;
  const lista = (await (
    await fetch(`${base}${API}/cotas/${cota.idCota}/antecipacao`, { headers })
  ).json()) as {
    aberta: { boleto: { nossoNumero: string; valorCobrado: number } };
  };
  const operador = await tokenOperadorNaApi(base);
  const pago = await fetch(`${base}/operador/v1/boletos/${lista.aberta.boleto.nossoNumero}/pagamento`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operador}`, 'content-type': 'application/json' },
    body: JSON.stringify({ dataPagamento: hojeEmSaoPaulo(), valorPago: lista.aberta.boleto.valorCobrado }),
  });
  expect(pago.status, await pago.clone().text()).toBe(200);
  await page.goto(`${base}/boletos/antecipar/boleto`);
  await expect(page.getByRole('heading', { level: 1, name: 'Antecipação paga' })).toBeVisible();
  await semViolacoesGraves(page);
});

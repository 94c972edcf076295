import { cpfComDigitos, formatarCpf, padCota } from '@portal/domain';
import {
  caixaDeSaida,
  entrarNoBackOffice,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
} from './fixtures.ts';

/**
 * Quota transfer (issue 22; 03 §2, §4, §5, §8, §9), end to end on a phone: a fresh copy of Bruno transfers his
 * property quota 008080 (made version 0, the only one a transfer takes) to someone who is not a customer yet:
 * the 1 % fee before confirming, the assignee's CPF masked (his own refused), the confirmation e-mailed to him,
 * the wait screen for a second attempt. The analyst completes it in the back-office; the assignee's first
 * access (the provisional password e-mailed) forces a new password and shows the quota as his.
 */

test.use({ parceiro: 'vertice', viewport: { width: 360, height: 800 } });
const BRUNO = '22949521541';
const LARGURAS = [
  [360, 800],
  [1280, 900],
] as const;

test('Bruno transfers a quota; the analyst completes it; the assignee logs in with a first access', async ({
  page,
  browser,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(300_000);
  const bruno = await fabrica.cliente(BRUNO);
  const numero = padCota(await fabrica.cotaVersaoZero(bruno.documento, 8080, 275));
  const cpfNovo = cpfComDigitos(String(Math.floor(100_000_000 + Math.random() * 899_999_999)));
  const emailNovo = `helena.prado+${cpfNovo}@example.com`;

  await login(bruno.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '008080', numero);

  // From the quota's services: the introduction with the 1 % fee.
  await page.goto(`${base}/detalhes-da-cota`);
  await page.getByRole('link', { name: /Transferir cota/ }).click();
  await expect(page).toHaveURL(/\/transferencia-cota\/introducao$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transferir a cota para outra pessoa' }),
  ).toBeVisible();
  await expect(page.getByText(/4\.800,00/)).toBeVisible();
  await fotografar('transferencia-introducao', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 800 });

  // The assignee: the CPF masked as typed; the holder's own document is refused.
  await page.getByRole('link', { name: 'Começar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quem vai receber a cota?' })).toBeVisible();
  const documento = page.getByLabel('CPF ou CNPJ do novo titular');
  await documento.pressSequentially(bruno.documento);
  await expect(documento).toHaveValue(formatarCpf(bruno.documento));
  await page.getByLabel('Nome completo ou razão social').fill('Helena Prado');
  await page.getByLabel('E-mail do novo titular').fill(emailNovo);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(documento).toHaveAccessibleDescription(/não pode ser o próprio titular/);
  await documento.fill('');
  await documento.pressSequentially(cpfNovo);
  await expect(documento).toHaveValue(formatarCpf(cpfNovo));
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The confirmation: who, the fee, and the e-mail that receives it.
  await expect(page.getByRole('heading', { level: 1, name: 'Confira e confirme' })).toBeVisible();
  await expect(page.getByTestId('taxa-transferencia')).toHaveText(/R\$\s?4\.800,00/);
  await expect(page.getByText(formatarCpf(cpfNovo))).toBeVisible();
  await fotografar('transferencia-confirmar-email', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Confirmar transferência' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pedido de transferência enviado' }),
  ).toBeVisible();
  const protocolo = (await page.getByTestId('protocolo-transferencia').textContent())?.trim() ?? '';
  expect(protocolo).toMatch(/^TC\d{8}$/);
  await semViolacoesGraves(page);
  const [confirmacao] = await caixaDeSaida(page.request, base, bruno.email);
  expect(confirmacao?.assunto).toContain('pedido de transferência');
  expect(confirmacao?.texto).toContain(protocolo);

  // A second attempt: the transfer is in progress → the wait screen.
  await page.goto(`${base}/transferencia-cota/introducao`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transferência em andamento' })).toBeVisible();
  await semViolacoesGraves(page);

  // The analyst completes it.
  const contextoOperador = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const operador = await contextoOperador.newPage();
    await operador.goto(`${base}/operador/transferencias`);
    await entrarNoBackOffice(operador);
    await expect(operador.getByRole('heading', { level: 1, name: 'Transferências de cota' })).toBeVisible();
    const pedido = operador.getByRole('listitem').filter({ hasText: protocolo });
    await expect(pedido.getByText('Novo cliente (primeiro acesso)')).toBeVisible();
    await semViolacoesGraves(operador);
    await pedido.getByRole('radio', { name: /^Concluir/ }).check();
    await pedido.getByRole('button', { name: 'Registrar decisão' }).click();
    await expect(
      operador.getByRole('status').filter({ hasText: `Transferência ${protocolo} concluída` }),
    ).toBeVisible();
    await expect(pedido).toHaveCount(0);
  } finally {
    await contextoOperador.close();
  }

  // The assignee's first access: the provisional password from the e-mail, then a password of their own.
  let senha = '';
  await expect
    .poll(async () => {
      const [m] = await caixaDeSaida(page.request, base, emailNovo);
      senha = /senha provisória (\d{6})/.exec(m?.texto ?? '')?.[1] ?? '';
      return senha;
    })
    .toMatch(/^\d{6}$/);
  const contextoNovo = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    const novo = await contextoNovo.newPage();
    await login(cpfNovo, { pagina: novo, senha });
    await expect(novo).toHaveURL(/\/alterarsenha\/atual$/);
    await novo.getByLabel('Senha atual').fill(senha);
    await novo.getByRole('button', { name: 'Continuar' }).click();
    await expect(novo).toHaveURL(/\/alterarsenha\/nova$/);
    await novo.getByLabel('Nova senha', { exact: true }).fill('914273');
    await novo.getByLabel('Confirme a nova senha').fill('914273');
    await novo.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(novo).toHaveURL(/\/home$/);
    await novo.goto(`${base}/groups-and-quotas`);
    await expect(
      novo
        .getByRole('list', { name: 'Cotas' })
        .getByRole('listitem')
        .filter({ hasText: `Grupo 008080 · Cota ${numero}` }),
    ).toBeVisible();
    await semViolacoesGraves(novo);
  } finally {
    await contextoNovo.close();
  }

  // The former holder's session was on that quota: it ends; logging in again, the quota is no longer his.
  await page.goto(`${base}/groups-and-quotas`);
  await expect(page.getByText('Sua sessão terminou. Entre novamente para continuar.')).toBeVisible();
  await login(bruno.documento);
  // Back where the session ended: his list, without the transferred quota.
  await expect(page).toHaveURL(/\/groups-and-quotas$/);
  await expect(page.getByText('2 cotas encontradas')).toBeVisible();
  await expect(page.getByText(`Grupo 008080 · Cota ${numero}`)).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { CLIENTES, expect, selecionarCota, semViolacoesGraves, test } from './fixtures.ts';

/**
 * Bids (issue 6): the introduction, the wizard at phone and desktop widths, repeating and cancelling from the
 * history, and a quota whose assembly's bids already closed. Each wizard test bids as its own copy of Ana
 * (fabrica.cliente) on 006060/0012; Tech Alfa's 007070/0005 holds its assembly today (seed), so its bids
 * closed yesterday.
 */

test.use({ parceiro: 'vertice' });

const TECH_ALFA = '12ABC34501DE35';
const PRAZO_ENCERRADO = 'Os lances para esta assembleia foram encerrados. Você pode ofertar para a próxima.';

/** The picture's name carries the page's width. */
const nomeDaFoto = (page: Page, nome: string) => `${nome}-${page.viewportSize()?.width ?? 0}`;

test('the introduction explains the bid types and how to pay them', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  test.setTimeout(90_000);
  await login(CLIENTES.ana.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/offers-and-bids-introduction`);
  await expect(page.getByRole('heading', { level: 1, name: 'Como funcionam os lances' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lance embutido' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lance por percentual' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar(nomeDaFoto(page, 'introducao'), { pagina: page });
});

for (const largura of [360, 1280]) {
  test(`at ${largura} px, a bid is placed, repeated from the history and cancelled`, async ({
    browser,
    base,
    login,
    fabrica,
    fotografar,
  }) => {
    test.setTimeout(120_000);
    const contexto = await browser.newContext({ viewport: { width: largura, height: 860 } });
    const page = await contexto.newPage();
    const ana = await fabrica.cliente(CLIENTES.ana.documento);
    await login(ana.documento, { pagina: page });
    await expect(page).toHaveURL(/\/home$/);
    await selecionarCota(page, base, '006060', '0012');

    await page.goto(`${base}/offers-and-bids`);
    await expect(page.getByRole('heading', { name: 'Como você quer ofertar?' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Escolha o tipo de lance.', { exact: false }).first()).toBeVisible();
    // Each modality explains itself: the free and the percentage bids no longer read alike.
    await expect(page.getByRole('radio', { name: /^Lance livre/ })).toHaveAccessibleName(
      /Você escolhe livremente o percentual/,
    );
    await expect(page.getByRole('radio', { name: /^Lance percentual/ })).toHaveAccessibleName(
      /percentual exato do bem, com até 4 casas decimais/,
    );
    await page.getByRole('radio', { name: /^Lance percentual/ }).check();
    // Typed as a Brazilian writes it: "30" is 30 % and "12,5" is 12,5 %.
    const campo = page.getByLabel('Percentual do lance (%)');
    await campo.pressSequentially('30');
    await expect(campo).toHaveValue('30');
    await expect(page.getByText('30,0000%', { exact: true }).first()).toBeVisible();
    await campo.fill('');
    await campo.pressSequentially('12,5');
    await expect(campo).toHaveValue('12,5');
    await expect(page.getByText('12,5000%', { exact: true }).first()).toBeVisible();
    await campo.fill('95,0000');
    await expect(page.getByText('Este valor excede o lance máximo')).toBeVisible();
    await page.getByLabel('Percentual do lance (%)').fill('22,5000');
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `passo-tipo`), { pagina: page });
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Usar lance embutido?' })).toBeVisible();
    await page.getByRole('radio', { name: /^Sim, usar parte do crédito/ }).check();
    await page.getByLabel('Valor do lance embutido').fill('90.000,00');
    await expect(page.getByText('Este valor excede o permitido.')).toBeVisible();
    await page.getByRole('button', { name: /^Usar o máximo/ }).click();
    await expect(page.getByText('Este valor excede o permitido.')).toHaveCount(0);
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `passo-embutido`), { pagina: page });
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Troca de chaves' })).toBeVisible();
    await page.getByRole('radio', { name: /^Sim, quero trocar de veículo/ }).check();
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `passo-chaves`), { pagina: page });
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'O que o lance vai reduzir?' })).toBeVisible();
    await page.getByRole('radio', { name: /^Prazo/ }).check();
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `passo-reducao`), { pagina: page });
    await page.getByRole('button', { name: 'Ver resumo' }).click();

    await expect(page.getByRole('button', { name: 'Confirmar lance' })).toBeVisible();
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `passo-resumo`), { pagina: page });
    await page.getByRole('button', { name: 'Confirmar lance' }).click();
    await expect(page.getByRole('heading', { name: 'Lance registrado' })).toBeVisible();
    const primeiro = (await page.getByTestId('protocolo-lance').textContent())?.trim() ?? '';
    expect(primeiro).not.toBe('');
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `passo-confirmacao`), { pagina: page });

    // The history lists it; repeating brings the answers back into a new bid, which replaces it.
    await page.goto(`${base}/bid_history`);
    const lances = page.getByRole('list', { name: 'Lances' }).getByRole('listitem');
    const cartaoPrimeiro = lances.filter({ hasText: primeiro });
    await expect(cartaoPrimeiro).toBeVisible();
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `historico`), { pagina: page });
    await cartaoPrimeiro.getByRole('button', { name: `Repetir o lance ${primeiro}` }).click();
    await expect(page).toHaveURL(/\/offers-and-bids$/);
    await expect(page.getByText(`Repetindo o lance ${primeiro}`)).toBeVisible();
    await expect(page.getByText('Você já tem um lance para esta assembleia')).toBeVisible();
    await expect(page.getByLabel('Percentual do lance (%)')).toHaveValue('22,5');
    await semViolacoesGraves(page);
    await page.getByRole('button', { name: 'Ir para o resumo' }).click();
    await page.getByRole('button', { name: 'Confirmar lance' }).click();
    await expect(page.getByRole('heading', { name: 'Lance registrado' })).toBeVisible();
    const segundo = (await page.getByTestId('protocolo-lance').textContent())?.trim() ?? '';
    expect(segundo).not.toBe(primeiro);

    await page.goto(`${base}/bid_history`);
    const cartaoSegundo = lances.filter({ hasText: segundo });
    await expect(cartaoSegundo).toBeVisible();
    await expect(cartaoPrimeiro.getByRole('button', { name: `Cancelar o lance ${primeiro}` })).toHaveCount(0);

    // Cancelling asks first, then the bid leaves the assembly.
    await cartaoSegundo.getByRole('button', { name: `Cancelar o lance ${segundo}` }).click();
    const dialogo = page.getByRole('alertdialog', { name: 'Cancelar este lance?' });
    await expect(dialogo).toContainText(segundo);
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, `cancelar`), { pagina: page });
    await dialogo.getByRole('button', { name: 'Cancelar lance' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(cartaoSegundo.getByRole('button', { name: `Cancelar o lance ${segundo}` })).toHaveCount(0);
    await expect(cartaoSegundo).toContainText(/cancelado/i);
    await semViolacoesGraves(page);
    await contexto.close();
  });
}

test("a quota whose assembly's bids closed yesterday cannot bid: the API's reason is shown", async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await login(TECH_ALFA);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '007070', '0005');
  await page.goto(`${base}/offers-and-bids`);
  const impedimento = page.getByRole('status').filter({ hasText: 'Não é possível ofertar lance agora' });
  await expect(impedimento).toContainText(PRAZO_ENCERRADO);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await semViolacoesGraves(page);
  await fotografar(nomeDaFoto(page, 'prazo-encerrado'), { pagina: page });
});

test.describe('a quota in arrears (Horizonte)', () => {
  test.use({ parceiro: 'horizonte' });

  test('is warned, on the introduction and in the wizard, that it will not compete until it pays', async ({
    page,
    base,
    login,
    fabrica,
    fotografar,
  }) => {
    test.setTimeout(90_000);
    // Maria's 001010/0057 has 2 overdue instalments (seed); its group's next assembly still takes bids.
    const maria = await fabrica.cliente(CLIENTES.maria.documento);
    await login(maria.documento);
    await expect(page).toHaveURL(/\/home$/);
    await selecionarCota(page, base, '001010', '0057');
    const aviso =
      /Esta cota tem 2 parcelas vencidas e não pagas\. Cota com parcela em atraso não concorre ao sorteio nem aos lances/;

    await page.goto(`${base}/offers-and-bids-introduction`);
    await expect(page.getByText(aviso)).toBeVisible();
    await semViolacoesGraves(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await fotografar(nomeDaFoto(page, 'introducao-atraso'), { pagina: page });
    }

    await page.goto(`${base}/offers-and-bids`);
    await expect(page.getByRole('heading', { name: 'Como você quer ofertar?' })).toBeVisible();
    await expect(page.getByText('Sua cota tem parcelas em atraso')).toBeVisible();
    await expect(page.getByText(aviso)).toBeVisible();
    await semViolacoesGraves(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await fotografar(nomeDaFoto(page, 'aviso-atraso'), { pagina: page });
    }
  });

  test('an up-to-date quota sees no such warning', async ({ page, base, login, fabrica }) => {
    const maria = await fabrica.cliente(CLIENTES.maria.documento);
    await login(maria.documento);
    await expect(page).toHaveURL(/\/home$/);
    await selecionarCota(page, base, '001010', '0023');
    await page.goto(`${base}/offers-and-bids`);
    await expect(page.getByRole('heading', { name: 'Como você quer ofertar?' })).toBeVisible();
    await expect(page.getByText('Sua cota tem parcelas em atraso')).toHaveCount(0);
  });
});

for (const largura of [360, 1280]) {
  test(`at ${largura} px, the demo's property quota reaches the FGTS step`, async ({
    browser,
    base,
    login,
    fabrica,
    fotografar,
  }) => {
    test.setTimeout(90_000);
    const contexto = await browser.newContext({ viewport: { width: largura, height: 860 } });
    const page = await contexto.newPage();
    // Bruno's 008080/0275 (seed, README): a property quota whose group's next assembly still takes bids.
    const bruno = await fabrica.cliente('22949521541');
    await login(bruno.documento, { pagina: page });
    await expect(page).toHaveURL(/\/home$/);
    await selecionarCota(page, base, '008080', '0275');
    await page.goto(`${base}/offers-and-bids`);
    await expect(page.getByRole('heading', { name: 'Como você quer ofertar?' })).toBeVisible();
    await page.getByRole('radio', { name: /^Lance livre/ }).check();
    await page.getByLabel('Percentual do lance (%)').pressSequentially('20');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Usar lance embutido?' })).toBeVisible();
    await page.getByRole('radio', { name: /^Não, pagar com recursos próprios/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Usar o FGTS no lance?', exact: true })).toBeVisible();
    await semViolacoesGraves(page);
    await fotografar(nomeDaFoto(page, 'passo-fgts'), { pagina: page });
    await contexto.close();
  });
}

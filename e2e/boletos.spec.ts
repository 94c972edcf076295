import type { Locator, Page } from '@playwright/test';
import {
  caixaDeSaida,
  CLIENTES,
  entrarNaApi,
  expect,
  linkTransparente,
  semViolacoesGraves,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/** MENSAGENS_AGRUPAMENTO.misturada of the domain (e2e depends on no workspace package). */
const REGRA_MISTURADA = 'Parcelas vencidas e parcelas em dia não podem ser pagas no mesmo boleto.';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The home card's title: the overdue count or the next instalment's due date. */
const CARTAO_PENDENTE = /^(Você tem \d+ parcelas? vencidas?|A parcela \d+ vence|Sua próxima parcela vence)/;
/** Pictures at phone (390×844) and desktop (1280×800) widths, full length. */
const LARGURAS = [
  [390, 844],
  [1280, 800],
] as const;

/** Today in São Paulo as YYYY-MM-DD and DD/MM/YYYY. */
function hoje() {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [a, m, d] = iso.split('-');
  return { iso, br: `${d}/${m}/${a}` };
}

/** A boleto for the default quota's first on-time instalment, issued through the API (no browser). */
async function boletoPelaApi(base: string) {
  const API = `${base}/app-cliente/v1`;
  const { access_token, idCota } = await entrarNaApi(base, CLIENTES.maria.documento);
  const headers = { access_token, 'content-type': 'application/json' };
  const pendentes = (await (
    await fetch(`${API}/cotas/${idCota}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=N&filtro=due`, {
      headers,
    })
  ).json()) as { identificador: string; parcelas: { identificadorCobranca: string }[] };
  const primeira = pendentes.parcelas[0];
  expect(primeira).toBeDefined();
  const resposta = await fetch(`${API}/cotas/${idCota}/cobrancas/boleto`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      identificadorProcesso: pendentes.identificador,
      cobrancas: [{ identificadorCobranca: primeira!.identificadorCobranca }],
    }),
  });
  expect(resposta.status).toBe(200);
  return (await resposta.json()) as { linhaDigitavel: string; nossoNumero: string; valorCobrado: number };
}

/**
 * The selection lives on the server (…/marcar), so one left by an earlier test on this worker's database would
 * count in the next: every test that ticks starts from none (…/desmarcar-todas over all of Maria's quotas).
 */
async function limparSelecao(base: string) {
  const { access_token, idCota } = await entrarNaApi(base, CLIENTES.maria.documento);
  const resposta = await fetch(
    `${base}/app-cliente/v1/cotas/${idCota}/cobrancas/segunda-via/desmarcar-todas`,
    {
      method: 'POST',
      headers: { access_token, 'content-type': 'application/json' },
      body: JSON.stringify({ SN_UnificaParcelasOutrasCota: 'S' }),
    },
  );
  expect(resposta.status).toBe(204);
}

async function abrirBoletos(page: Page, base: string, login: (documento: string) => Promise<void>) {
  await limparSelecao(base);
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/boletos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Boletos' })).toBeVisible();
}

/** The quota sections of the list (each a region holding checkbox rows). */
const secoesDeCota = (page: Page) => page.locator('section').filter({ has: page.getByRole('checkbox') });

async function unificar(page: Page) {
  await page.getByRole('switch', { name: 'Incluir parcelas das minhas outras cotas' }).check();
  await expect.poll(() => secoesDeCota(page).count()).toBeGreaterThan(1);
}

test('Maria unifica parcelas em dia de duas cotas, copia, baixa e envia o boleto por e-mail', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  // A long journey with several accessibility checks: more than the default 30 s on a busy machine.
  test.slow();
  await abrirBoletos(page, base, login);
  await expect(page.getByText(/vão em boletos separados/)).toBeVisible();
  await semViolacoesGraves(page);

  await unificar(page);
  // One on-time instalment from each of the first two quotas that have one.
  const escolhidas: string[] = [];
  for (const secao of await secoesDeCota(page).all()) {
    const emDia = secao.getByRole('checkbox', { name: /Em dia/ });
    if ((await emDia.count()) === 0) continue;
    await emDia.first().check();
    escolhidas.push((await secao.getByRole('heading').textContent()) ?? '');
    if (escolhidas.length === 2) break;
  }
  expect(escolhidas).toHaveLength(2);
  await expect(page.getByTestId('resumo-contagem')).toHaveText('2 parcelas selecionadas de 2 cotas');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await semViolacoesGraves(page);

  // Two quotas in one boleto: the confirmation says which quota issues it and the grouping rule first.
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  const confirmacao = page.getByRole('alertdialog', { name: 'Juntar parcelas de 2 cotas em um boleto?' });
  await expect(confirmacao).toBeVisible();
  await expect(confirmacao.getByText(/emitido na cota selecionada/)).toBeVisible();
  await expect(confirmacao.getByText(/nunca vão no mesmo boleto/)).toBeVisible();
  for (const cota of escolhidas) await expect(confirmacao.getByText(cota, { exact: true })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('boletos-confirmar-unificacao', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });
  await confirmacao.getByRole('button', { name: 'Gerar boleto único' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seu boleto' })).toBeVisible();
  // The button that made it is gone: focus lands on the generated boleto, so it is read out (not the body).
  await expect(page.getByRole('heading', { level: 2, name: 'Boleto gerado' })).toBeFocused();
  await expect(page).toHaveURL(/\/boletos\?boleto=\d{17}$/);
  const linha = page.getByTestId('linha-digitavel');
  await expect(linha).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await semViolacoesGraves(page);
  await fotografar('boletos-boleto', {
    larguras: [
      [1280, 720],
      [360, 800],
    ],
  });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Copy: the clipboard holds the 47 digits shown.
  await page.getByRole('button', { name: 'Copiar linha digitável' }).click();
  await expect(page.getByText('Código copiado', { exact: true })).toBeVisible();
  const copiado = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiado).toMatch(/^\d{47}$/);
  expect(copiado).toBe((await linha.textContent())?.replace(/\D/g, ''));

  await page.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect(page.getByText('Código PIX copiado', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201/);

  // PDF: a short-lived link without the access token, answering a real PDF.
  const imprimir = page.waitForResponse((r) => /\/boletos\/\d{17}\/imprimir$/.test(r.url()));
  const aba = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const { url } = (await (await imprimir).json()) as { url: string };
  expect(url).toMatch(/\/relatorios\/boletos\//);
  expect(url).not.toMatch(/access_token/);
  await (await aba).close();
  const pdf = await page.request.get(new URL(url, base).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // E-mail: validation in Portuguese, then two recipients, then the outbox.
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Enviar boleto por e-mail' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByLabel('Nome').first()).toHaveValue('Maria Oliveira Santos');
  // The customer's own address comes filled in: sending to herself is one tap.
  await expect(dialogo.getByLabel('E-mail').first()).toHaveValue('maria.santos@example.com');
  await dialogo.getByRole('button', { name: 'Adicionar destinatário' }).click();
  await dialogo.getByLabel('E-mail').nth(1).fill('nao-e-email');
  await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialogo.getByText('Informe o nome.')).toBeVisible();
  await expect(dialogo.getByText('E-mail inválido')).toBeVisible();
  await semViolacoesGraves(page);

  const para = `contador.${Date.now()}@example.com`;
  await dialogo.getByLabel('Nome').nth(1).fill('Contador da família');
  await dialogo.getByLabel('E-mail').nth(1).fill(para);
  await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Boleto enviado por e-mail', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await caixaDeSaida(page.request, base, para)).length)
    .toBeGreaterThanOrEqual(1);
  await semViolacoesGraves(page);

  // Back to the list: reopening the same boleto from the address bar works (GET …/boletos/{nossoNumero}).
  const endereco = page.url();
  await page.getByRole('link', { name: 'Parcelas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boletos' })).toBeVisible();
  await page.goto(endereco);
  await expect(page.getByTestId('linha-digitavel')).toHaveText(/^[\d. ]+$/);
});

test('a regra de agrupamento aparece ao misturar vencidas e em dia; filtro sem vencidas mostra o vazio', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  test.slow();
  await abrirBoletos(page, base, login);

  // The default quota is on time: its 'Vencidas' filter is empty.
  await page.getByRole('radio', { name: 'Vencidas' }).check();
  await expect(page.getByRole('heading', { name: 'Nenhuma parcela vencida' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('radio', { name: 'Todas' }).check();

  await unificar(page);
  await page
    .getByRole('checkbox', { name: /Vencida/ })
    .first()
    .check();
  await page
    .getByRole('checkbox', { name: /Em dia/ })
    .first()
    .check();
  const regra = page.getByRole('alert').filter({ hasText: REGRA_MISTURADA });
  await expect(regra).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar boleto' })).toBeDisabled();
  await semViolacoesGraves(page);

  // The quota filter narrows a unified list to one quota; what was ticked elsewhere still counts.
  const filtroCota = page.getByLabel('Cota', { exact: true });
  const opcoes = await filtroCota.locator('option').allTextContents();
  expect(opcoes.length).toBeGreaterThan(2);
  await filtroCota.selectOption({ label: opcoes[1]! });
  await expect(secoesDeCota(page)).toHaveCount(1);
  await expect(secoesDeCota(page).getByRole('heading')).toHaveText(opcoes[1]!);
  await expect(page.getByTestId('resumo-contagem')).toHaveText(/^2 parcelas selecionadas/);
  await semViolacoesGraves(page);
  await fotografar('boletos-parcelas-filtro-cota', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });
  await filtroCota.selectOption({ index: 0 });
  await expect.poll(() => secoesDeCota(page).count()).toBeGreaterThan(1);

  // Unticking the on-time one makes the selection valid again.
  await page
    .getByRole('checkbox', { name: /Em dia/ })
    .first()
    .uncheck();
  await expect(regra).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gerar boleto' })).toBeEnabled();
});

test('boletos em 360 e 1280 px', async ({ page, base, fotografar, login }) => {
  test.slow();
  await abrirBoletos(page, base, login);
  await unificar(page);
  await page
    .getByRole('checkbox', { name: /Em dia/ })
    .first()
    .check();
  for (const largura of [360, 1280]) {
    await page.setViewportSize({ width: largura, height: largura === 360 ? 800 : 900 });
    await semViolacoesGraves(page);
    await fotografar(`boletos-${largura}`);
  }
});

// ——— Issue 16: the selection on the server, select all and clear ———

test('a seleção fica no servidor: sobrevive a recarregar; selecionar todas as vencidas e limpar', async ({
  page,
  base,
  login,
}) => {
  test.slow();
  await abrirBoletos(page, base, login);
  await unificar(page);
  await page
    .getByRole('checkbox', { name: /Em dia/ })
    .first()
    .check();
  await expect(page.getByTestId('resumo-contagem')).toHaveText('1 parcela selecionada');
  // The tick shows at once; the button waits for the server to have it.
  await expect(page.getByRole('button', { name: 'Gerar boleto' })).toBeEnabled();

  // A reload keeps it: the ticks are the server's marks, not the page's memory.
  await page.reload();
  await unificar(page);
  await expect(page.getByTestId('resumo-contagem')).toHaveText('1 parcela selecionada');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);

  // The list mixes overdue and on-time instalments: select all offers the overdue ones, on every page.
  await page.getByRole('button', { name: 'Limpar seleção' }).click();
  await expect(page.getByTestId('resumo-contagem')).toHaveText('Nenhuma parcela selecionada');
  await page.getByRole('button', { name: 'Selecionar todas as vencidas' }).click();
  const vencidas = await page.getByRole('checkbox', { name: /Vencida/ }).count();
  expect(vencidas).toBeGreaterThan(0);
  await expect(page.getByTestId('resumo-contagem')).toHaveText(
    new RegExp(`^${vencidas} parcelas? selecionadas?`),
  );
  await expect(page.getByTestId('resumo-selecao')).toContainText(`Boleto vence em ${hoje().br}`);
  await expect(page.getByRole('button', { name: 'Gerar boleto' })).toBeEnabled();
  await semViolacoesGraves(page);

  // Under the overdue filter, select all names how many.
  await page.getByRole('radio', { name: 'Vencidas' }).check();
  await expect(page.getByRole('button', { name: `Selecionar todas (${vencidas})` })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar seleção' }).click();
  await expect(page.getByTestId('resumo-contagem')).toHaveText('Nenhuma parcela selecionada');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

// ——— Issue 5: history and paid view, delivery preference, composition, settlement, public check, home card ———

test('o histórico mostra o boleto gerado e, depois de pago, quando e quanto foi pago', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  // A long journey with several accessibility checks: more than the default 30 s on a busy machine.
  test.slow();
  await abrirBoletos(page, base, login);
  // An on-time instalment of another quota (the default quota's stay open for the home card test).
  await unificar(page);
  const secoes = await secoesDeCota(page).all();
  let escolhida = false;
  for (const secao of secoes.slice(1).reverse()) {
    const emDia = secao.getByRole('checkbox', { name: /Em dia/ });
    if ((await emDia.count()) === 0) continue;
    await emDia.first().check();
    escolhida = true;
    break;
  }
  expect(escolhida).toBe(true);
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page).toHaveURL(/\/boletos\?boleto=\d{17}$/);
  const nossoNumero = new URL(page.url()).searchParams.get('boleto')!;

  await page.getByRole('link', { name: 'Parcelas' }).click();
  await page
    .getByRole('navigation', { name: 'Seções de boletos' })
    .getByRole('link', { name: 'Histórico' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de boletos' })).toBeVisible();
  const cartao = page.getByRole('listitem').filter({ hasText: nossoNumero });
  await expect(cartao).toBeVisible();
  await expect(cartao.getByRole('heading', { name: 'Boleto de parcelas' })).toBeVisible();
  await expect(cartao.getByText('Em aberto', { exact: true })).toBeVisible();
  // What it covers is worded by its state: an open boleto never reads "Paga" (paid).
  await expect(cartao.getByRole('heading', { name: 'Parcelas a pagar' })).toBeVisible();
  await expect(cartao.getByText(/^Pag[ao]$/)).toHaveCount(0);
  await expect(cartao.getByText(/^Grupo \d{6} · Cota \d{4}$/)).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('boletos-historico', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });

  // An open one is shown whole, as right after generating it.
  await cartao.getByRole('link', { name: /^Ver boleto/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seu boleto' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Boleto emitido' })).toBeVisible();
  await expect(page.getByTestId('linha-digitavel')).toHaveText(/^[\d. ]{54}$/);
  await expect(page.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar por e-mail' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Histórico', exact: true }).click();

  // The bank pays it (an analyst registers the payment): the paid view says when and how much.
  const { access_token, idCota } = await entrarNaApi(base, CLIENTES.maria.documento);
  const dados = (await (
    await fetch(`${base}/app-cliente/v1/cotas/${idCota}/boletos/${nossoNumero}`, {
      headers: { access_token },
    })
  ).json()) as { valorCobrado: number };
  const operador = await tokenOperadorNaApi(base);
  const pagamento = await fetch(`${base}/operador/v1/boletos/${nossoNumero}/pagamento`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operador}`, 'content-type': 'application/json' },
    body: JSON.stringify({ dataPagamento: hoje().iso, valorPago: dados.valorCobrado }),
  });
  expect(pagamento.status, await pagamento.clone().text()).toBe(200);

  await page.reload();
  await page.getByRole('radio', { name: 'Pagos' }).check();
  await expect(page).toHaveURL(/situacao=pago/);
  const pago = page.getByRole('listitem').filter({ hasText: nossoNumero });
  await expect(pago.getByText('Pago', { exact: true })).toBeVisible();
  await expect(pago.getByText(`Pago em ${hoje().br}`)).toBeVisible();
  await expect(pago.getByRole('heading', { name: 'Parcelas pagas' })).toBeVisible();
  await expect(pago.getByText(/valor pago R\$/)).toBeVisible();
  await expect(pago.getByRole('link', { name: /^Ver boleto/ })).toHaveCount(0);
  await semViolacoesGraves(page);
  await fotografar('boletos-historico-pagos', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Type filter: no settlement boleto of this selection among the 'parcelas' ones.
  await page.getByRole('radio', { name: 'Quitação' }).check();
  await expect(page).toHaveURL(/tipo=quitacao/);
  await expect(page.getByRole('listitem').filter({ hasText: nossoNumero })).toHaveCount(0);
});

test('forma de envio: muda para correio, fica bloqueada 24 h e a recusa do servidor aparece', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  // A long journey with several accessibility checks: more than the default 30 s on a busy machine.
  test.slow();
  await abrirBoletos(page, base, login);
  await page
    .getByRole('navigation', { name: 'Seções de boletos' })
    .getByRole('link', { name: 'Forma de envio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forma de envio' })).toBeVisible();
  const grupo = page.getByRole('group', { name: 'Forma de envio' });
  await expect(grupo.getByRole('radio')).toHaveCount(3);
  await expect(grupo.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Salvar forma de envio' })).toBeDisabled();
  await expect(page.getByTestId('forma-atual')).toContainText(/^Hoje você recebe por /);
  await semViolacoesGraves(page);
  await fotografar('boletos-forma-de-envio', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A second tab still shows the preference unlocked: it will meet the server's refusal below.
  const outraAba = await page.context().newPage();
  await outraAba.goto(page.url());
  await expect(outraAba.getByRole('group', { name: 'Forma de envio' }).getByRole('radio')).toHaveCount(3);

  const atual = await grupo.getByRole('radio', { checked: true }).getAttribute('value');
  const nova = atual === 'correio' ? 'email' : 'correio';
  const rotulo = nova === 'correio' ? 'Correio' : 'E-mail';
  await grupo.getByRole('radio', { name: new RegExp(`^${rotulo}`) }).check();
  await page.getByRole('button', { name: 'Salvar forma de envio' }).click();
  const confirmar = page.getByRole('alertdialog', { name: `Receber por ${rotulo.toLowerCase()}?` });
  await expect(confirmar).toContainText('24 horas');
  await semViolacoesGraves(page);
  await confirmar.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(page.getByText('Forma de envio alterada', { exact: true })).toBeVisible();

  // Locked: the reason with the time it frees, every control disabled, and when the change takes effect.
  const bloqueio = page.getByText(
    /alterada há menos de 24 horas\. Você poderá alterá-la de novo a partir de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./,
  );
  await expect(bloqueio).toBeVisible();
  for (const radio of await grupo.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await expect(grupo.getByRole('radio', { name: new RegExp(`^${rotulo}`) })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Salvar forma de envio' })).toBeDisabled();
  await expect(
    page.getByText(/passa a valer no envio de \d{2}\/\d{2}\/\d{4}, um dia após a próxima assembleia/),
  ).toBeVisible();
  // Today the boleto still comes the old way: the screen says so, and from when the new choice holds.
  const formaAtual = page.getByTestId('forma-atual');
  await expect(formaAtual).not.toContainText(`Hoje você recebe por ${rotulo.toLowerCase()}`);
  await expect(formaAtual).toContainText(
    new RegExp(
      `^Hoje você ainda recebe pela forma anterior\\. A partir de \\d{2}/\\d{2}/\\d{4}, você recebe por ${rotulo.toLowerCase()}\\.`,
    ),
  );
  await semViolacoesGraves(page);
  await fotografar('boletos-forma-de-envio-bloqueada', { larguras: LARGURAS });

  // The stale tab tries another change: the API refuses it and its message is shown; the tab then locks too.
  const outroGrupo = outraAba.getByRole('group', { name: 'Forma de envio' });
  await outroGrupo.getByRole('radio', { name: /^E-mail e correio/ }).check();
  await outraAba.getByRole('button', { name: 'Salvar forma de envio' }).click();
  await outraAba.getByRole('alertdialog').getByRole('button', { name: 'Confirmar alteração' }).click();
  const recusa = outraAba.getByRole('alert').filter({ hasText: 'Forma de envio não alterada' });
  await expect(recusa).toContainText('há menos de 24 horas');
  await expect(outraAba.getByText('Alteração bloqueada por 24 horas')).toBeVisible();
  await expect(outroGrupo.getByRole('radio', { name: new RegExp(`^${rotulo}`) })).toBeChecked();
  await semViolacoesGraves(outraAba);
  await outraAba.close();
});

test('composição da parcela: as partes do boleto, todos os campos, outro mês e o PDF', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  await abrirBoletos(page, base, login);
  await page
    .getByRole('navigation', { name: 'Seções de boletos' })
    .getByRole('link', { name: 'Composição' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Composição da parcela' })).toBeVisible();
  const formacao = page.getByRole('region', { name: 'Como a parcela é formada' });
  for (const parte of [
    'Fundo comum',
    'Taxa de administração',
    'Fundo de reserva',
    'Valor da parcela',
    'Valor do boleto',
  ])
    await expect(formacao.getByText(parte, { exact: true })).toBeVisible();
  const dados = page.getByRole('region', { name: 'Dados do demonstrativo' });
  await expect(dados.locator('dt')).toHaveText([
    'Data de emissão',
    'Valor do boleto',
    'Próxima assembleia',
    'Valor da parcela',
    'Próximo reajuste',
    'Número da parcela',
    'Parcelas pagas',
    'Parcelas em atraso',
    'Prazo do grupo',
    'Crédito original',
    'Taxa de administração',
    'Fundo de reserva',
    'Fundo comum',
    'Diferença de parcela',
    'Seguro de vida (ao mês)',
    'Valor do seguro de vida',
  ]);
  await semViolacoesGraves(page);
  await fotografar('boletos-composicao', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The PDF comes through the app with the access token, as a file named after the month.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toMatch(/^demonstrativo-\d{4}-\d{2}\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await arquivo.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // An earlier month, when there is one.
  const mes = page.getByLabel('Mês do demonstrativo');
  const meses = await mes.locator('option').allTextContents();
  if (meses.length > 1) {
    const titulo = page
      .getByRole('region', { name: /de \d{4}$/ })
      .getByRole('heading', { level: 2 })
      .first();
    const antes = await titulo.textContent();
    await mes.selectOption({ index: 1 });
    await expect(page).toHaveURL(/periodo=\d{4}-\d{2}/);
    await expect(titulo).not.toHaveText(antes ?? '');
    await semViolacoesGraves(page);
  }
});

test('quitação: o valor de hoje e o boleto de quitação, que vence hoje', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  await abrirBoletos(page, base, login);
  await page
    .getByRole('navigation', { name: 'Seções de boletos' })
    .getByRole('link', { name: 'Quitação' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quitação' })).toBeVisible();
  for (const linha of ['Saldo a vencer', 'Parcelas vencidas', 'Encargos', 'Total para quitar'])
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${linha}`) })).toBeVisible();
  await expect(page.getByTestId('total-quitacao')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(page.getByText(`Vencimento hoje, ${hoje().br}`)).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('boletos-quitacao', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });
  const total = await page.getByTestId('total-quitacao').textContent();

  await page.getByRole('button', { name: 'Gerar boleto de quitação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boleto de quitação' })).toBeVisible();
  await expect(page).toHaveURL(/\/boletos\/quitacao\?boleto=\d{17}$/);
  await expect(page.getByText('Vence hoje', { exact: true })).toBeVisible();
  await expect(page.getByText(hoje().br, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Boleto de quitação' })).toContainText(total ?? '');
  await expect(page.getByTestId('linha-digitavel')).toHaveText(/^[\d. ]{54}$/);
  await semViolacoesGraves(page);
  await fotografar('boletos-quitacao-boleto', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The history lists it as a settlement boleto.
  const nossoNumero = new URL(page.url()).searchParams.get('boleto')!;
  await page.goto(`${base}/boletos/historico?tipo=quitacao`);
  const cartao = page.getByRole('listitem').filter({ hasText: nossoNumero });
  await expect(cartao.getByRole('heading', { name: 'Boleto de quitação' })).toBeVisible();
  await expect(cartao.getByText('Quita o saldo de')).toBeVisible();
});

test('verificar boleto: o verdadeiro é reconhecido, o adulterado (um dígito trocado) é recusado', async ({
  page,
  base,
  parceiros,
  fotografar,
}) => {
  const boleto = await boletoPelaApi(base);
  // Anyone may check, logged in or not: this page is opened without a session.
  await page.goto(`${base}/verificar-boleto`);
  await expect(page.getByRole('heading', { level: 1, name: 'Este boleto é verdadeiro?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await semViolacoesGraves(page);

  const campo = page.getByLabel('Código do boleto ou do PIX');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Cole a linha digitável, o código de barras ou o código PIX.')).toBeVisible();

  // The linha digitável as a bank app shows it, with dots and spaces.
  const l = boleto.linhaDigitavel;
  const formatada = `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l.slice(32, 33)} ${l.slice(33)}`;
  await campo.fill(formatada);
  await page.getByRole('button', { name: 'Verificar' }).click();
  const resultado = page.getByTestId('resultado');
  await expect(resultado.getByRole('heading', { name: 'Boleto emitido por nós' })).toBeFocused();
  await expect(resultado).toContainText(parceiros.horizonte.nome);
  await expect(resultado).toContainText(/\*\*\*\.\d{3}\.\d{3}-\*\*/);
  await expect(resultado).toContainText(/\d{6} \/ \d{4}/);
  await semViolacoesGraves(page);
  await fotografar('boletos-verificar-verdadeiro', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });

  // One digit changed in the middle of the code: not ours, do not pay.
  const i = 25;
  const forjada = `${l.slice(0, i)}${(Number(l[i]) + 1) % 10}${l.slice(i + 1)}`;
  await campo.fill(forjada);
  await expect(resultado).toHaveCount(0);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(resultado.getByRole('heading', { name: 'Não pague este boleto' })).toBeFocused();
  await expect(resultado).not.toContainText(parceiros.horizonte.nome);
  await semViolacoesGraves(page);
  await fotografar('boletos-verificar-falso', { larguras: LARGURAS });
});

test('a home mostra o boleto pendente da cota e leva aos boletos; a página de boletos leva à verificação', async ({
  page,
  login,
  fotografar,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  const cartao = page.getByRole('region', { name: CARTAO_PENDENTE });
  await expect(cartao).toBeVisible();
  await expect(cartao).toContainText(/Próximo boleto|Parcelas vencidas/);
  await semViolacoesGraves(page);
  await fotografar('boletos-home-cartao', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 720 });

  await cartao.getByRole('link', { name: /Gerar boleto|Regularizar agora/ }).click();
  await expect(page).toHaveURL(/\/boletos(\?filtro=late)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boletos' })).toBeVisible();

  await page.getByRole('link', { name: /Recebeu um boleto\? Verifique se é nosso/ }).click();
  await expect(page).toHaveURL(/\/verificar-boleto$/);
  await expect(page.getByRole('link', { name: 'Voltar ao portal' })).toBeVisible();
  await semViolacoesGraves(page);
});

test('no login transparente o cartão do boleto aparece sem levar a uma tela bloqueada', async ({
  page,
  base,
}) => {
  const caminho = await linkTransparente(base, CLIENTES.maria.documento);
  await page.goto(`${base}${caminho}`);
  await expect(page).toHaveURL(/\/home$/);
  const cartao = page.getByRole('region', { name: CARTAO_PENDENTE });
  await expect(cartao).toBeVisible();
  await expect(cartao.getByRole('link')).toHaveCount(0);
  await expect(cartao).toContainText('entre no portal');
  await semViolacoesGraves(page);
});

test('o boleto mostra o QR Code do PIX, com texto alternativo e botão de copiar, no celular e no computador', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  const boleto = await boletoPelaApi(base);
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  for (const [largura, altura] of LARGURAS) {
    await page.setViewportSize({ width: largura, height: altura });
    await page.goto(`${base}/boletos?boleto=${boleto.nossoNumero}`);
    const qr = page.getByRole('img', { name: /QR Code do PIX deste boleto/ });
    await expect(qr).toBeVisible();
    // Really drawn, and big enough for a phone camera.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const caixa = (await qr.boundingBox())!;
    expect(caixa.width).toBeGreaterThanOrEqual(160);
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(largura);
    await expect(page.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
  }
  await semViolacoesGraves(page);
  await fotografar('boletos-qr-pix', { larguras: LARGURAS });
});

// ——— Issue 15: the phone layout, the section bar, "Trocar cota" ———

test('no celular (390 × 844) o resumo não cobre os filtros e a primeira parcela aparece na primeira tela', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await abrirBoletos(page, base, login);
  const filtros = page.getByRole('group', { name: 'Mostrar parcelas' });
  const primeira = page
    .getByRole('list', { name: /^Parcelas de / })
    .first()
    .getByRole('listitem')
    .first();
  const resumo = page.getByTestId('resumo-selecao');
  await expect(primeira).toBeVisible();
  await expect(resumo).toBeVisible();

  const semSobrepor = async (alvos: Locator[]) => {
    const r = (await resumo.boundingBox())!;
    for (const alvo of alvos) {
      const a = (await alvo.boundingBox())!;
      const sobrepoe =
        a.x < r.x + r.width && r.x < a.x + a.width && a.y < r.y + r.height && r.y < a.y + a.height;
      expect(sobrepoe, 'o resumo cobre os filtros ou a primeira parcela').toBe(false);
    }
  };
  // The first screen, untouched: filters and the first instalment in the viewport, nothing over them.
  // Whole, above the bottom tab bar.
  const p = (await primeira.boundingBox())!;
  const barra = (await page.getByRole('navigation', { name: 'Principal' }).boundingBox())!;
  expect(p.y + p.height).toBeLessThanOrEqual(barra.y);
  await semSobrepor([filtros, primeira]);
  await fotografar('boletos-celular-primeira-tela', { inteira: false });

  // One ticked: the summary sticks above the bottom bar as one compact row, clear of the filters.
  await primeira.getByRole('checkbox').check();
  await expect(page.getByTestId('resumo-contagem')).toHaveText('1 parcela selecionada');
  expect((await resumo.boundingBox())!.height).toBeLessThanOrEqual(112);
  await semSobrepor([filtros]);
  await fotografar('boletos-celular-selecionada', { inteira: false });
});

test('a seção ativa da barra de boletos fica à vista no celular (360 px)', async ({ page, base, login }) => {
  await abrirBoletos(page, base, login);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [caminho, secao] of [
    ['/boletos/forma-de-envio', 'Forma de envio'],
    ['/boletos/quitacao', 'Quitação'],
  ] as const) {
    await page.goto(`${base}${caminho}`);
    await expect(page.getByRole('heading', { level: 1, name: secao })).toBeVisible();
    const ativa = page
      .getByRole('navigation', { name: 'Seções de boletos' })
      .getByRole('link', { name: secao });
    await expect(ativa).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => {
        const c = (await ativa.boundingBox())!;
        return c.x >= 0 && c.x + c.width <= 360;
      })
      .toBe(true);
  }
});

test('"Trocar cota" nos boletos volta para a mesma seção depois de escolher a cota', async ({
  page,
  base,
  login,
}) => {
  await abrirBoletos(page, base, login);
  await page
    .getByRole('navigation', { name: 'Seções de boletos' })
    .getByRole('link', { name: 'Forma de envio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forma de envio' })).toBeVisible();
  const antes = await page.getByText(/^Como o boleto mensal da cota/).textContent();

  await page.getByRole('link', { name: 'Trocar cota' }).click();
  await expect(page).toHaveURL(/\/groups-and-quotas\?voltarPara=%2Fboletos%2Fforma-de-envio$/);
  await expect(page.getByRole('link', { name: 'Voltar sem trocar' })).toHaveAttribute(
    'href',
    '/boletos/forma-de-envio',
  );
  await semViolacoesGraves(page);
  await page
    .getByRole('button', { name: /^Selecionar cota/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/boletos\/forma-de-envio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forma de envio' })).toBeVisible();
  await expect(page.getByText(/^Como o boleto mensal da cota/)).not.toHaveText(antes ?? '');

  // A return address outside the route registry is ignored: the customer stays on the list.
  await page.goto(`${base}/groups-and-quotas?voltarPara=${encodeURIComponent('//evil.example/boletos')}`);
  await expect(page.getByRole('link', { name: 'Voltar sem trocar' })).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Selecionar cota/ })
    .first()
    .click();
  await expect(page.getByText('Cota selecionada', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/groups-and-quotas\?voltarPara=/);
});

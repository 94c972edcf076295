import {
  CLIENTES,
  entrarNoBackOffice,
  expect,
  OPERADOR,
  semViolacoesGraves,
  SUPERVISOR,
  test,
} from './fixtures.ts';

/**
 * The back-office (issue 4): its own login and session, the queue, a case, a customer with a transparent
 * link and the audit log; and what an analyst's decision does to the customer: the mandatory registration
 * update (spec §2 rule 4, 03 §2, §4). Only this test changes Tech Alfa's registration-update case.
 */

const TECH_ALFA = { documento: '12ABC34501DE35', nome: 'Tech Alfa', cnpjMascarado: '12.***.***/01DE-**' };
const RESPOSTA = 'Olá! Precisamos que você confirme os dados cadastrais da empresa antes de continuar.';

test('the back-office has its own login: a customer session does not open it, nor it the customer pages', async ({
  page,
  base,
  login,
}) => {
  // A customer's session is not an operator's.
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/operador/auditoria`);
  await expect(page).toHaveURL(/\/operador\/entrar\?de=%2Foperador%2Fauditoria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no back-office' })).toBeVisible();
  await expect(page).toHaveTitle(/Back-office/);
  await semViolacoesGraves(page);

  await entrarNoBackOffice(page, 'senha-errada');
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');

  // The remembered page comes after the login (the audit log is a supervisor's page, ADR 0014).
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await expect(page).toHaveURL(/\/operador\/auditoria$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();

  // Logging the customer out leaves the operator's session alone, and the operator's is no customer session.
  await page.goto(`${base}/home`);
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/entrar$/);
  await page.goto(`${base}/groups-and-quotas`);
  await expect(page).toHaveURL(/\/entrar$/);
  await page.goto(`${base}/operador`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();
  await semViolacoesGraves(page);

  // Logout ends the back-office session.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/operador\/entrar$/);
  await page.goto(`${base}/operador`);
  await expect(page).toHaveURL(/\/operador\/entrar/);
});

test("an analyst makes Tech Alfa's registration update mandatory: forced on every route but the exempt ones, never through a transparent link, free again after confirming", async ({
  page,
  browser,
  base,
  login,
  parceiros,
}) => {
  test.setTimeout(120_000);
  // 1. The analyst finds the case in the queue.
  await page.goto(`${base}/operador`);
  await entrarNoBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fila de casos' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByLabel('Tipo').selectOption({ label: 'Atualização cadastral' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(TECH_ALFA.documento);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/tipo=Atualizacao_Cadastral/);
  await expect(page).toHaveURL(new RegExp(`busca=${TECH_ALFA.documento}`));
  // The type filter applies at once and the search a moment later: until its answer comes, the table still
  // shows the type's rows, which move under the pointer. Click once the table is the search's one row.
  const fila = page.getByRole('table', { name: 'Casos da fila' });
  await expect(fila.getByRole('row')).toHaveCount(2);
  const linha = fila.getByRole('row', { name: /Tech Alfa/ });
  await expect(linha).toHaveCount(1);
  // The queue names the partner of each case's quota (Tech Alfa is a Vértice customer).
  await expect(fila.getByRole('columnheader', { name: 'Parceiro' })).toBeVisible();
  await expect(linha.getByRole('cell', { name: 'Vértice Consórcios' })).toBeVisible();
  const caso = linha.getByRole('link', { name: /^Caso \d{8}$/ });
  await caso.scrollIntoViewIfNeeded();
  await caso.click();

  // 2. …and moves it to 'Atualização Obrigatória' / 'Em Andamento', with a reply to the customer.
  await expect(page.getByRole('heading', { level: 1, name: /^Caso \d{8}$/ })).toBeVisible();
  const numero = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\D/g, '');
  await semViolacoesGraves(page);
  // The quota's status reads as the customer side shows it, not in the legacy system's raw upper case.
  const lateralCota = page.getByRole('region', { name: 'Cota', exact: true });
  await expect(lateralCota.getByText(/^Ativo - [a-zà-ú ]+$/)).toBeVisible();
  await expect(lateralCota).not.toContainText('ATIVO');
  const fase = page.getByLabel('Fase');
  // Only the phases of this case type are offered.
  await expect(fase.getByRole('option', { name: 'Atualização Obrigatória' })).toHaveCount(1);
  await expect(fase.getByRole('option', { name: 'Triagem em Andamento' })).toHaveCount(0);
  await fase.selectOption({ label: 'Atualização Obrigatória' });
  await page.getByLabel('Status').selectOption({ label: 'Em Andamento' });
  await page.getByLabel('Resposta ao cliente').fill(RESPOSTA);
  await page.getByLabel('Nota interna').fill('Revisão cadastral obrigatória (teste e2e)');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Caso atualizado').first()).toBeVisible();
  const historico = page.getByRole('region', { name: 'Histórico' });
  await expect(historico.getByText('Analista Carla Mendes (você)').first()).toBeVisible();
  await expect(historico.getByText('Revisão cadastral obrigatória (teste e2e)').first()).toBeVisible();
  await expect(page.getByLabel('Fase')).toHaveValue('ATUALIZACAO_OBRIGATORIA');

  // 3. The customer page: quotas, sessions, messages. A transparent link is a supervisor's to mint (ADR 0014):
  // the analyst has no such button; the supervisor, logged in on the same page, does.
  await page.getByRole('link', { name: 'Ver cliente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Tech Alfa/ })).toBeVisible();
  const paginaDoCliente = page.url();
  const cota = page
    .getByRole('list', { name: 'Cotas do cliente' })
    .getByRole('listitem')
    .filter({ hasText: '006060/0077' });
  await expect(cota).toBeVisible();
  await expect(page.getByRole('button', { name: /Gerar link/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/operador\/entrar$/);
  await page.goto(paginaDoCliente);
  await expect(page).toHaveURL(/\/operador\/entrar\?de=/);
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await expect(page.getByRole('heading', { level: 1, name: /Tech Alfa/ })).toBeVisible();
  await cota.getByRole('button', { name: 'Gerar link de login transparente' }).click();
  const campoLink = cota.getByRole('textbox', { name: 'Link de acesso da cota 006060/0077' });
  await expect(campoLink).toHaveValue(new RegExp(`^${parceiros.vertice.url}/login-transparente/`));
  const link = await campoLink.inputValue();
  await semViolacoesGraves(page);

  // 4. The audit log shows the analyst's decision and the supervisor's link.
  await page.getByRole('link', { name: 'Auditoria' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  const registros = page.getByRole('table', { name: 'Registro de auditoria' });
  const decisao = registros
    .getByRole('row')
    .filter({ hasText: `Caso ${numero}` })
    .first();
  await expect(decisao).toContainText('Alterou um caso');
  await expect(decisao).toContainText(OPERADOR.nome);
  await expect(decisao).toContainText('Atualização Obrigatória');
  await expect(
    registros.getByRole('row').filter({ hasText: 'Gerou link de login transparente' }).first(),
  ).toBeVisible();
  await semViolacoesGraves(page);

  // 5. Through the transparent link the customer is never forced.
  const transparente = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const pagina = await transparente.newPage();
    await pagina.goto(link);
    await expect(pagina).toHaveURL(/\/home$/);
    await expect(pagina.getByRole('heading', { level: 1 })).toContainText(TECH_ALFA.nome);
    await expect(pagina.getByRole('region', { name: 'Atualize seus dados cadastrais' })).toHaveCount(0);
    expect(
      await pagina.evaluate(() => JSON.parse(localStorage.getItem('portal.sessao') ?? '{}')),
    ).toMatchObject({
      transparente: true,
      atualizacaoObrigatoria: false,
    });
    await pagina.goto(`${parceiros.vertice.url}/atualizacao-obrigatoria`);
    await expect(pagina).toHaveURL(/\/home$/);
  } finally {
    await transparente.close();
  }

  // 6. With a password login, every non-exempt route leads to /atualizacao-obrigatoria.
  const cliente = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const pagina = await cliente.newPage();
    await login(TECH_ALFA.documento, { parceiro: 'vertice', pagina });
    await expect(pagina).toHaveURL(/\/atualizacao-obrigatoria$/);
    await expect(
      pagina.getByRole('heading', { level: 1, name: 'Confirme seus dados cadastrais' }),
    ).toBeVisible();
    await expect(pagina.getByText(RESPOSTA)).toBeVisible();
    await semViolacoesGraves(pagina);
    for (const rota of ['/groups-and-quotas', '/detalhes-da-cota', '/requests', '/alterar-senha']) {
      await pagina.goto(`${parceiros.vertice.url}${rota}`);
      await expect(pagina, rota).toHaveURL(/\/atualizacao-obrigatoria$/);
    }
    // Home is exempt: it says what to do, and offers nothing that would bounce.
    await pagina.goto(`${parceiros.vertice.url}/home`);
    const aviso = pagina.getByRole('region', { name: 'Atualize seus dados cadastrais' });
    await expect(aviso).toBeVisible();
    await expect(pagina.getByRole('navigation', { name: 'Principal' }).first().getByRole('link')).toHaveText([
      'Início',
    ]);
    await aviso.getByRole('link', { name: 'Revisar meus dados' }).click();
    await expect(pagina).toHaveURL(/\/atualizacao-obrigatoria$/);
    await pagina.getByRole('link', { name: 'Revisar meus dados' }).click();

    // Confirm-data: the registration data, the document partly hidden; 'Algo está errado' shows the channels.
    await expect(pagina).toHaveURL(/\/confirmar-dados-cadastrais$/);
    await expect(pagina.getByText(TECH_ALFA.cnpjMascarado, { exact: true })).toBeVisible();
    await expect(pagina.getByText('Tech Alfa Soluções Ltda').first()).toBeVisible();
    await semViolacoesGraves(pagina);
    await pagina.getByRole('button', { name: 'Algo está errado' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Vamos corrigir seus dados' });
    await expect(dialogo.getByRole('link', { name: /0800 727 2000/ })).toBeVisible();
    await semViolacoesGraves(pagina);
    await dialogo.getByRole('button', { name: 'Entendi' }).click();
    await expect(dialogo).toBeHidden();

    await pagina.getByRole('button', { name: 'Confirmar meus dados' }).click();
    await expect(pagina.getByText('Dados confirmados').first()).toBeVisible();
    await expect(pagina).toHaveURL(/\/home$/);
    await expect(pagina.getByRole('region', { name: 'Atualize seus dados cadastrais' })).toHaveCount(0);

    // Free again, and the request shows the customer's step.
    await pagina.goto(`${parceiros.vertice.url}/groups-and-quotas`);
    await expect(pagina.getByRole('heading', { level: 1, name: 'Grupos e cotas' })).toBeVisible();
    await pagina.goto(`${parceiros.vertice.url}/requests`);
    const pedido = pagina.getByRole('listitem').filter({ hasText: `Nº ${numero}` });
    await expect(pedido).toContainText('Atualização cadastral');
    await expect(pedido).toContainText('Cadastro Atualizado APP');
    await expect(pedido).toContainText(RESPOSTA);
  } finally {
    await cliente.close();
  }
});

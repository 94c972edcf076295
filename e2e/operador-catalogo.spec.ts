import {
  CLIENTES,
  entrarNaApi,
  entrarNoBackOffice,
  expect,
  semViolacoesGraves,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/**
 * The vehicle catalogue in the back-office (issue 19): a copy of Maria does not find her dealer by CNPJ nor her
 * model, and asks for both to be included (the app's calls); the analyst finds the two requests on "Catálogo de
 * veículos", includes the dealer and the brand with its model, year and reference value, and Maria then finds
 * them. Each answer is audited.
 */

const API = '/app-cliente/v1';
// The app's calls come from a phone: asset invoicing, its catalogue included, answers phones only (02 §6).
const CABECALHOS = {
  'x-client-id': 'portal-web',
  'x-app-version': '1.0.0',
  'x-platform': 'web',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};
const CNPJ = '67890125000105';

test('an analyst includes the dealer and the model Maria asked for, and she then finds them', async ({
  page,
  request,
  base,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(120_000);
  const cliente = await fabrica.cliente(CLIENTES.maria.documento);
  const { access_token, idCota } = await entrarNaApi(base, cliente.documento);
  const chamar = (metodo: 'GET' | 'POST', caminho: string, corpo?: object) =>
    request.fetch(`${base}${API}${caminho}`, {
      method: metodo,
      headers: { ...CABECALHOS, access_token },
      ...(corpo ? { data: corpo } : {}),
    });

  // 1. Not found, so she asks for the inclusion of both.
  expect((await chamar('GET', `/cotas/${idCota}/fornecedores/${CNPJ}`)).status()).toBe(404);
  const dealer = await chamar('POST', '/fornecedores', {
    idCota,
    cnpj: '67.890.125/0001-05',
    razaoSocial: 'Recife Motors Ltda.',
    cidade: 'Recife',
    uf: 'PE',
  });
  expect(dealer.status(), await dealer.text()).toBe(201);
  const modelo = await chamar('POST', `/cotas/${idCota}/modelosbens/inclusao`, {
    tipo: 'SUV_CAMIONETE',
    nomeFabricante: 'Lynk & Co',
    nomeBem: '01 Híbrido',
  });
  expect(modelo.status(), await modelo.text()).toBe(201);

  // 2. The analyst's list, from the menu.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/operador`);
  await entrarNoBackOffice(page);
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .first()
    .getByRole('link', { name: 'Catálogo de veículos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de veículos' })).toBeVisible();
  const pedidos = page.getByRole('list', { name: 'Pedidos de inclusão aguardando' });
  const doDealer = pedidos.getByRole('listitem').filter({ hasText: 'Recife Motors Ltda.' });
  const doModelo = pedidos.getByRole('listitem').filter({ hasText: 'Lynk & Co 01 Híbrido' });
  await expect(doDealer).toContainText('CNPJ 67.890.125/0001-05 · Recife/PE');
  await expect(doDealer).toContainText('Maria Oliveira Santos');
  await expect(doModelo).toContainText('SUV ou caminhonete');
  await fotografar('operador-catalogo', {
    larguras: [
      [1280, 800],
      [360, 800],
    ],
    aCadaLargura: (pagina) => semViolacoesGraves(pagina),
  });

  // 3. The dealer: prefilled from the request, the brands it sells added.
  await doDealer.getByRole('button', { name: 'Incluir concessionária' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Incluir a concessionária' });
  await expect(dialogo.getByLabel('Razão social')).toHaveValue('Recife Motors Ltda.');
  await expect(dialogo.getByLabel('UF')).toHaveValue('PE');
  await dialogo.getByRole('button', { name: 'Incluir e responder' }).click();
  await expect(dialogo.getByText('Informe ao menos uma marca vendida.')).toBeVisible();
  await dialogo.getByLabel('Nome fantasia (opcional)').fill('Recife Motors');
  await dialogo.getByLabel('Marcas vendidas').fill('Toyota, Honda');
  await semViolacoesGraves(page);
  await fotografar('operador-catalogo-concessionaria', { larguras: [[360, 800]], inteira: false });
  await dialogo.getByRole('button', { name: 'Incluir e responder' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Concessionária incluída no catálogo.', { exact: true })).toBeVisible();
  await expect(doDealer).toHaveCount(0);

  // 4. The brand and model, with a year and its reference value.
  await page.setViewportSize({ width: 1280, height: 900 });
  await doModelo.getByRole('button', { name: 'Incluir marca e modelo' }).click();
  const dialogoModelo = page.getByRole('dialog', { name: 'Incluir a marca e o modelo' });
  await expect(dialogoModelo.getByLabel('Tipo de veículo')).toHaveValue('SUV_CAMIONETE');
  await dialogoModelo.getByLabel('Ano de fabricação').fill('2026');
  await dialogoModelo.getByLabel('Ano do modelo').fill('2028');
  await dialogoModelo.getByLabel('Valor').fill('27999000');
  await expect(dialogoModelo.getByLabel('Valor')).toHaveValue('R$ 279.990,00');
  await dialogoModelo.getByRole('button', { name: 'Incluir e responder' }).click();
  await expect(
    dialogoModelo.getByText('O ano do modelo deve ser o de fabricação ou o seguinte.'),
  ).toBeVisible();
  await dialogoModelo.getByLabel('Ano do modelo').fill('2027');
  await semViolacoesGraves(page);
  await fotografar('operador-catalogo-modelo', { larguras: [[1280, 900]], inteira: false });
  await dialogoModelo.getByRole('button', { name: 'Incluir e responder' }).click();
  await expect(dialogoModelo).toBeHidden();
  // Maria's requests are answered; other specs on this worker's database may have left requests of their own.
  await expect(doModelo).toHaveCount(0);

  // 5. Maria now finds both, with the value the analyst gave.
  const achado = await chamar('GET', `/cotas/${idCota}/fornecedores/${CNPJ}`);
  expect(await achado.json()).toMatchObject({ nomeFantasia: 'Recife Motors', marcas: ['Toyota', 'Honda'] });
  const marcas = (await (await chamar('GET', '/core/faturamento/auto/marcas?marca=lynk')).json()) as {
    data: { codFabricante: string }[];
  };
  const modelos = (await (
    await chamar('GET', `/core/faturamento/auto/modelos?codigoFabricante=${marcas.data[0]!.codFabricante}`)
  ).json()) as { data: { codBem: string; nomeBem: string }[] };
  expect(modelos.data.map((m) => m.nomeBem)).toEqual(['01 Híbrido']);
  const anos = await chamar('GET', `/cotas/${idCota}/modelosbens/${modelos.data[0]!.codBem}/anos`);
  expect(((await anos.json()) as { data: unknown[] }).data).toEqual([
    expect.objectContaining({ ano: '2026/2027', valor: 27_999_000 }),
  ]);
  const solicitacoes = await chamar('GET', `/cotas/${idCota}/solicitacoes-inclusao`);
  expect(
    ((await solicitacoes.json()) as { data: { situacao: string }[] }).data.map((s) => s.situacao),
  ).toEqual(['ATENDIDA', 'ATENDIDA']);

  // 6. Both answers are in the audit log.
  const supervisor = await tokenOperadorNaApi(base, {
    email: 'supervisor@portal.example',
    senha: 'Operador#2026',
    nome: 'Rafael Souza',
  });
  const auditoria = await request.fetch(`${base}/operador/v1/auditoria`, {
    headers: { authorization: `Bearer ${supervisor}` },
  });
  expect(auditoria.status()).toBe(200);
  const registros = (await auditoria.json()) as { acao: string }[];
  expect(registros.map((r) => r.acao)).toEqual(
    expect.arrayContaining(['catalogo.concessionaria-incluida', 'catalogo.modelo-incluido']),
  );
});

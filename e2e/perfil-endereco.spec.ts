import type { Page } from '@playwright/test';
import {
  type TokensApi,
  arquivoJpeg as jpeg,
  arquivoPdf as pdf,
  caixaDeSaida,
  CLIENTES,
  codigosPorSms,
  novoCodigoPorSms,
  entrarNaApi,
  entrarNoBackOffice,
  tokenOperadorNaApi,
  semViolacoesGraves,
  test,
  expect,
} from './fixtures.ts';

/**
 * Address change and identity validation (03 §2 /perfil/endereco, validar-identificacao, documento-socio,
 * problema-documentos, analisando-informacoes). Each test works on its own copy of the seed customer
 * (fabrica.cliente). Saves go through the SMS-token screens, the code read from the outbox.
 */

/** Maria's mobile in the seed (packages/db/seed/dados-cadastrais.ts): the codes go there. */
const CELULAR_MARIA = '11987654321';

/** On /perfil/token/enviar: sends the code to `celular`, reads it from the outbox and types it (the save follows). */
async function confirmarComCodigo(page: Page, base: string, celular = CELULAR_MARIA) {
  await expect(page).toHaveURL(/\/perfil\/token\/enviar$/);
  const antes = (await codigosPorSms(page.request, base, celular)).length;
  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(page).toHaveURL(/\/perfil\/token\/inserir$/);
  const codigo = await novoCodigoPorSms(page.request, base, celular, antes);
  await page.getByRole('group', { name: 'Código recebido por SMS' }).getByRole('textbox').first().click();
  await page.keyboard.type(codigo);
}

const LARGURAS = [
  [390, 844],
  [1280, 900],
] as const;

const API = '/app-cliente/v1';
const CABECALHOS = { 'x-client-id': 'portal-web', 'x-app-version': '1.0.0', 'x-platform': 'web' };
const CELULAR_ROTA_SUL = '51991234567';

async function chamarApi(base: string, s: TokensApi, metodo: string, caminho: string, body?: object) {
  const resposta = await fetch(`${base}${API}${caminho}`, {
    method: metodo,
    headers: { ...CABECALHOS, access_token: s.access_token, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const texto = await resposta.text();
  expect(resposta.status, texto).toBeLessThan(300);
  return texto ? (JSON.parse(texto) as Record<string, unknown>) : {};
}

/** A company's new address, authorised with the SMS code read from the outbox: it waits in a case. */
async function mudarEnderecoDaEmpresa(
  base: string,
  request: Parameters<typeof caixaDeSaida>[0],
  documento: string,
) {
  const s = await entrarNaApi(base, documento);
  await chamarApi(base, s, 'POST', `/cotas/${s.idCota}/verificacao`, {});
  const [sms] = await caixaDeSaida(request, base, CELULAR_ROTA_SUL);
  const codigo = /código: ([A-Z0-9]{4})/.exec(sms!.texto)![1]!;
  const { auth_token } = await chamarApi(base, s, 'PATCH', `/cotas/${s.idCota}/verificacao`, { codigo });
  const salvo = await chamarApi(base, s, 'POST', `/cotas/${s.idCota}/dados-cadastrais/enderecos`, {
    endereco: 'Rua Padre Chagas',
    numeroEndereco: '120',
    bairro: 'Moinhos de Vento',
    idCidade: 4314902,
    cep: '90570-080',
    idTipoEndereco: 2,
    principal: true,
    auth_token,
  });
  expect(salvo).toMatchObject({ emAnalise: true });
  return salvo.CaseNumber as string;
}

const secao = (page: Page, nome: string) => page.getByRole('region', { name: nome });

test('Maria muda o endereço: o CEP preenche a rua, o código por SMS confirma e o endereço aparece', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  await login(maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/perfil/endereco'));
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeVisible();
  const lista = page.getByRole('list', { name: 'Seus endereços' });
  await expect(lista.getByRole('listitem')).toHaveCount(2);
  await expect(lista.getByRole('listitem').first()).toContainText('Rua Haddock Lobo, 595');
  await expect(lista.getByRole('listitem').first()).toContainText('Principal');
  await semViolacoesGraves(page);
  await fotografar('perfil-endereco', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  // A CEP outside every state's range: the look-up fails and clears the address, the CEP stays (03 §8).
  await page.getByLabel('Endereço', { exact: true }).fill('Rua que some');
  await page.getByLabel('CEP', { exact: true }).fill('00100000');
  await expect(page.getByText('Não encontramos esse CEP.')).toBeVisible();
  await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('00100-000');

  await page.getByLabel('CEP', { exact: true }).fill('90570080');
  await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Rua Padre Chagas');
  await expect(page.getByLabel('Bairro')).toHaveValue('Moinhos de Vento');
  await expect(page.getByLabel('Estado')).toHaveValue('RS');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Porto Alegre');
  await page.getByLabel('Sem número').check();
  await expect(page.getByLabel('Número', { exact: true })).toBeDisabled();
  await page.getByLabel('Usar em todas as minhas cotas').check();
  await expect(page.getByLabel('Tornar este o meu endereço principal')).toBeChecked();
  await semViolacoesGraves(page);
  await fotografar('perfil-endereco-form', { larguras: LARGURAS });

  // The city picker searches the state's municipalities, ignoring accents.
  await page.getByRole('combobox', { name: 'Cidade' }).fill('sao leo');
  await page.getByRole('option', { name: 'São Leopoldo' }).click();
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Leopoldo');

  await page.getByRole('button', { name: 'Continuar' }).click();
  await confirmarComCodigo(page, base);
  await expect(page).toHaveURL(/\/perfil\/endereco$/);
  await expect(page.getByText('Endereço incluído.', { exact: true })).toBeVisible();
  await expect(page.getByText(/Rua Padre Chagas/).first()).toBeVisible();
  await semViolacoesGraves(page);
});

test('Rota Sul muda o endereço com o código por SMS, documento do sócio, documento e selfie; o analista aprova', async ({
  page,
  login,
  fabrica,
  base,
  fotografar,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const empresa = await fabrica.cliente(CLIENTES.rotaSul.documento);
  await login(empresa.documento);
  await expect(page).toHaveURL(/\/home$/);

  // A company's address change: the form, the SMS code, then it waits for the analyst with the documents.
  await page.goto(`${base}/perfil/endereco`);
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await expect(page.getByText('Para empresas, a mudança de endereço é analisada')).toBeVisible();
  await page.getByLabel('CEP', { exact: true }).fill('90570080');
  await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Rua Padre Chagas');
  await page.getByLabel('Número', { exact: true }).fill('120');
  await page.getByLabel('Tornar este o meu endereço principal').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await confirmarComCodigo(page, base, CELULAR_ROTA_SUL);
  await expect(page).toHaveURL(/\/perfil\/documento-socio$/);
  await expect(page.getByText('Alteração enviada para análise.', { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Documento do sócio' })).toBeVisible();
  await secao(page, 'Documento do sócio').locator('input[type=file]').setInputFiles(pdf('rg-socio.pdf'));
  await expect(page.getByText('rg-socio.pdf')).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/perfil\/validar-identificacao$/);
  const selfie = secao(page, '2. Selfie');
  // 03 §5: the selfie waits for the personal document.
  await expect(selfie.locator('input[type=file]')).toBeDisabled();
  await expect(selfie.getByText('Envie primeiro o documento pessoal.')).toBeVisible();
  await semViolacoesGraves(page);
  // A file of another format is refused with the §8 message before anything is sent.
  await secao(page, '1. Documento pessoal')
    .locator('input[type=file]')
    .setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(page.getByText('Formato inválido (envie PDF, JPG ou JPEG).')).toBeVisible();
  await secao(page, '1. Documento pessoal').locator('input[type=file]').setInputFiles(pdf('rg-frente.pdf'));
  await expect(page.getByText('rg-frente.pdf')).toBeVisible();
  await expect(selfie.locator('input[type=file]')).toBeEnabled();
  await selfie.locator('input[type=file]').setInputFiles(jpeg('selfie.jpg'));
  await expect(page.getByText('selfie.jpg')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('perfil-validar-identificacao', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page).toHaveURL(/\/perfil\/analisando-informacoes$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estamos analisando suas informações' }),
  ).toBeVisible();
  await semViolacoesGraves(page);

  // The analyst sees the address side by side with the three documents, and approves it.
  const analista = await tokenOperadorNaApi(base);
  const fila = await fetch(
    `${base}/operador/v1/casos?tipo=Atualizacao_Cadastral&busca=${empresa.documento}`,
    { headers: { authorization: `Bearer ${analista}` } },
  );
  expect(fila.status).toBe(200);
  const { data } = (await fila.json()) as { data: { CaseNumber: string }[] };
  expect(data).toHaveLength(1);
  const operador = await page.context().newPage();
  await operador.setViewportSize({ width: 1280, height: 900 });
  await operador.goto(`${base}/operador/casos/${data[0]!.CaseNumber}`);
  await entrarNoBackOffice(operador);
  const revisao = operador.getByRole('region', { name: 'Alteração cadastral solicitada' });
  await expect(revisao).toContainText('Rua Padre Chagas');
  for (const nome of ['rg-socio.pdf', 'rg-frente.pdf'])
    await expect(revisao.getByRole('link', { name: `Abrir em nova aba: ${nome}` })).toBeVisible();
  await expect(
    revisao.getByRole('img', { name: 'Documento enviado pelo cliente: selfie.jpg' }),
  ).toBeVisible();
  await semViolacoesGraves(operador);
  await revisao.getByRole('button', { name: 'Aprovar e aplicar' }).click();
  await operador
    .getByRole('alertdialog', { name: 'Aprovar a alteração cadastral?' })
    .getByRole('button', { name: 'Aprovar e aplicar' })
    .click();
  await expect(revisao.getByText('Aplicada', { exact: true })).toBeVisible();
  await operador.close();

  // The company's address is the new one now, and no analysis waits.
  await page.goto(`${base}/perfil/endereco`);
  await expect(page.getByText(/Rua Padre Chagas, 120/).first()).toBeVisible();
  await expect(page.getByText('Mudança de endereço em análise')).toHaveCount(0);
  await semViolacoesGraves(page);
});

test('com documentos pendentes, o cliente vê o que corrigir e reenvia a selfie', async ({
  page,
  login,
  fabrica,
  base,
  request,
  fotografar,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const empresa = await fabrica.cliente(CLIENTES.rotaSul.documento);
  const numero = await mudarEnderecoDaEmpresa(base, request, empresa.documento);
  await login(empresa.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/perfil/documento-socio`);
  await secao(page, 'Documento do sócio').locator('input[type=file]').setInputFiles(pdf('rg-socio.pdf'));
  await expect(page.getByText('rg-socio.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await secao(page, '1. Documento pessoal').locator('input[type=file]').setInputFiles(pdf('rg.pdf'));
  await expect(page.getByText('rg.pdf', { exact: true })).toBeVisible();
  await secao(page, '2. Selfie').locator('input[type=file]').setInputFiles(jpeg('selfie.jpg'));
  await expect(page.getByText('selfie.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page).toHaveURL(/\/perfil\/analisando-informacoes$/);

  // The analyst asks for a new selfie (phase 'Pendência Cliente').
  const analista = await tokenOperadorNaApi(base);
  const decisao = await fetch(`${base}/operador/v1/casos/${numero}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${analista}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fase: 'PENDENCIA_CLIENTE',
      documentosIlegiveis: ['Selfie'],
      documentosIncompletos: ['Documento do sócio (verso)'],
      expliqueMotivo: 'A selfie ficou escura e faltou o verso do documento do sócio.',
    }),
  });
  expect(decisao.status, await decisao.text()).toBe(200);

  await page.goto(`${base}/perfil/problema-documentos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Problema com os documentos' })).toBeVisible();
  await expect(page.getByText('Ilegível')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Selfie$/ })).toBeVisible();
  await expect(page.getByText('Documento do sócio (verso)')).toBeVisible();
  await expect(page.getByText('A selfie ficou escura e faltou o verso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar documentos' })).toBeDisabled();
  await semViolacoesGraves(page);
  await fotografar('perfil-problema-documentos', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 900 });

  await secao(page, 'Selfie').locator('input[type=file]').setInputFiles(jpeg('selfie-nova.jpg'));
  await expect(page.getByText('selfie-nova.jpg')).toBeVisible();
  await secao(page, 'Documento do sócio')
    .locator('input[type=file]')
    .setInputFiles(pdf('rg-socio-verso.pdf'));
  await expect(page.getByText('rg-socio-verso.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar documentos' }).click();
  await expect(page).toHaveURL(/\/perfil\/analisando-informacoes$/);
});

test('Maria muda a empresa onde trabalha na hora; o nome passa pelo código por SMS e vai à validação', async ({
  page,
  login,
  fabrica,
  base,
  fotografar,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  await login(maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/perfil/dados-pessoais`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Oliveira Santos');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/04/1986');
  // Married: the spouse and the marriage regime are asked.
  await expect(page.getByLabel('Nome do cônjuge')).toHaveValue('Ricardo Almeida Santos');
  await semViolacoesGraves(page);
  await fotografar('perfil-dados-pessoais', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel('Empresa onde trabalha (opcional)').fill('Hospital Santa Clara');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados atualizados', { exact: true })).toBeVisible();

  await page.getByLabel('Estado civil').selectOption({ label: 'Solteiro(a)' });
  await expect(page.getByLabel('Nome do cônjuge')).toHaveCount(0);
  await page.getByLabel('Nome completo').fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Maria Oliveira Santos Almeida');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // Who she is changes with the SMS code, then the identity validation (03 §5).
  await confirmarComCodigo(page, base);
  await expect(page).toHaveURL(/\/perfil\/validar-identificacao$/);
  await expect(page.getByText('Alteração enviada para análise.', { exact: true })).toBeVisible();
  await semViolacoesGraves(page);
});

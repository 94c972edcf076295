import type { APIRequestContext, Page } from '@playwright/test';
import {
  caixaDeSaida,
  CLIENTES,
  entrarNaApi,
  entrarNoBackOffice,
  expect,
  linkTransparente,
  semViolacoesGraves,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/**
 * Registration data in the back-office (issue 17): Tech Alfa's mandatory update carried to its end (the forcing
 * itself, route by route, is e2e/operador.spec.ts's), and the analyst's review of a registration update — the
 * change old → new with the documents inline — approved, after which the customer's data holds the new value.
 */

const API = '/app-cliente/v1';
const TECH_ALFA = '12ABC34501DE35';
const CELULAR_MARIA = '11987654321';
const NOME_NOVO = 'Maria Oliveira Santos Almeida';

/** A customer API call with the session's token, as the web sends it. */
function chamadaDoCliente(request: APIRequestContext, base: string, token: string) {
  return (metodo: 'GET' | 'POST' | 'PUT' | 'PATCH', caminho: string, corpo?: object) =>
    request.fetch(`${base}${API}${caminho}`, {
      method: metodo,
      headers: {
        access_token: token,
        'x-client-id': 'portal-web',
        'x-app-version': '1.0.0',
        'x-platform': 'web',
      },
      ...(corpo ? { data: corpo } : {}),
    });
}

/** The back-office's case of a type for a customer (the queue searched by CPF/CNPJ). */
async function casoDoCliente(base: string, token: string, documento: string, tipo: string) {
  const resposta = await fetch(`${base}/operador/v1/casos?tipo=${tipo}&busca=${documento}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(resposta.status).toBe(200);
  const { data } = (await resposta.json()) as { data: { CaseNumber: string }[] };
  expect(data).toHaveLength(1);
  return data[0]!.CaseNumber;
}

test("Tech Alfa's mandatory update: held on the update screen until it confirms, then free for good, never forced through a transparent link; the analyst sees the step", async ({
  page,
  browser,
  base,
  login,
  parceiros,
}) => {
  test.setTimeout(120_000);
  const vertice = parceiros.vertice.url;

  // 1. An analyst makes the update mandatory (the back-office form for it is e2e/operador.spec.ts's).
  const analista = await tokenOperadorNaApi(base);
  const numero = await casoDoCliente(base, analista, TECH_ALFA, 'Atualizacao_Cadastral');
  const decisao = await fetch(`${base}/operador/v1/casos/${numero}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${analista}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fase: 'ATUALIZACAO_OBRIGATORIA', status: 'EM_ANDAMENTO' }),
  });
  expect(decisao.status).toBe(200);

  // 2. Through a transparent link Tech Alfa is not held.
  const transparente = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const pagina = await transparente.newPage();
    await pagina.goto(`${vertice}${await linkTransparente(vertice, TECH_ALFA)}`);
    await expect(pagina).toHaveURL(/\/home$/);
    await expect(pagina.getByRole('heading', { level: 1 })).toContainText('Tech Alfa');
    await expect(pagina.getByRole('region', { name: 'Atualize seus dados cadastrais' })).toHaveCount(0);
  } finally {
    await transparente.close();
  }

  // 3. With its password it is held on the update screen, and completes it by confirming its data.
  await login(TECH_ALFA, { parceiro: 'vertice' });
  await expect(page).toHaveURL(/\/atualizacao-obrigatoria$/);
  await page.getByRole('link', { name: 'Revisar meus dados' }).click();
  await expect(page).toHaveURL(/\/confirmar-dados-cadastrais$/);
  await page.getByRole('button', { name: 'Confirmar meus dados' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // 4. The end is the server's, not this tab's: a new login goes straight home, and the quota pages open.
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/entrar$/);
  await login(TECH_ALFA, { parceiro: 'vertice' });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Atualize seus dados cadastrais' })).toHaveCount(0);
  await page.goto(`${vertice}/detalhes-da-cota`);
  await expect(page).not.toHaveURL(/\/atualizacao-obrigatoria$/);

  // 5. The analyst sees the customer's step on the case.
  await page.goto(`${base}/operador/casos/${numero}`);
  await entrarNoBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: `Caso ${numero}` })).toBeVisible();
  await expect(page.getByLabel('Fase')).toHaveValue('CADASTRO_ATUALIZADO_APP');
  const historico = page.getByRole('region', { name: 'Histórico' });
  await expect(historico.getByText('Dados confirmados pelo cliente no app').first()).toBeVisible();
  await semViolacoesGraves(page);
});

/** A document as a phone camera would send it: a JPEG of an ID card, drawn by the browser. */
async function fotoDoDocumento(page: Page): Promise<Buffer> {
  await page.setContent(`
    <div id="rg" style="width:520px;height:330px;padding:24px;box-sizing:border-box;border-radius:18px;
      font-family:sans-serif;background:linear-gradient(135deg,#d9ecd9,#f4f1d0);color:#1d3b1d">
      <div style="font-size:14px;letter-spacing:2px">REPÚBLICA FEDERATIVA DO BRASIL</div>
      <div style="font-size:22px;font-weight:bold;margin-top:6px">CARTEIRA DE IDENTIDADE</div>
      <div style="display:flex;gap:20px;margin-top:24px">
        <div style="width:110px;height:140px;background:#9bb59b;border-radius:8px"></div>
        <div style="font-size:15px;line-height:1.7">NOME<br><b>${NOME_NOVO.toUpperCase()}</b><br>
          REGISTRO GERAL<br><b>12.345.678-9</b></div>
      </div>
    </div>`);
  return page.locator('#rg').screenshot({ type: 'jpeg', quality: 80 });
}

/** A PDF the customer attached (a marriage certificate), printed by the browser. */
async function certidao(page: Page): Promise<Buffer> {
  await page.setContent(`<h1 style="font-family:serif">Certidão de casamento</h1>
    <p style="font-family:serif">Certifico que ${NOME_NOVO} e Ricardo Almeida Santos contraíram matrimônio.</p>`);
  return page.pdf({ width: '600px', height: '400px' });
}

test('an analyst reviews a registration update — old → new with the documents inline — approves it, and the customer’s data holds the new value', async ({
  page,
  request,
  base,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(120_000);
  // 1. A customer of their own (a copy of Maria) asks to change their name, with the SMS authorisation.
  const cliente = await fabrica.cliente(CLIENTES.maria.documento);
  const sessao = await entrarNaApi(base, cliente.documento);
  const chamar = chamadaDoCliente(request, base, sessao.access_token);
  const dados = `/cotas/${sessao.idCota}/dados-cadastrais`;
  expect((await chamar('POST', `/cotas/${sessao.idCota}/verificacao`, {})).status()).toBe(200);
  const [sms] = await caixaDeSaida(request, base, CELULAR_MARIA);
  const codigo = /código: ([A-Z0-9]{4})/.exec(sms!.texto)![1]!;
  const validado = await chamar('PATCH', `/cotas/${sessao.idCota}/verificacao`, { codigo });
  expect(validado.status()).toBe(200);
  const { auth_token } = (await validado.json()) as { auth_token: string };
  const { fisica } = (await (await chamar('GET', dados)).json()) as { fisica: Record<string, unknown> };
  const pedido = await chamar('PUT', `${dados}/fisica`, {
    ...fisica,
    nomeCompleto: NOME_NOVO,
    numeroDocumento: '12.345.678-9',
    auth_token,
  });
  expect(pedido.status(), await pedido.text()).toBe(200);
  const numero = ((await pedido.json()) as { analise: { CaseNumber: string } }).analise.CaseNumber;

  // 2. …with a photo of the new ID and a certificate, tied to the case.
  const foto = await fotoDoDocumento(page);
  const pdf = await certidao(page);
  const envio = await request.post(`${base}${API}/fluxos/cadastro/documentos`, {
    headers: {
      access_token: sessao.access_token,
      'x-client-id': 'portal-web',
      'x-app-version': '1.0.0',
      'x-platform': 'web',
    },
    multipart: {
      file: { name: 'rg-frente.jpg', mimeType: 'image/jpeg', buffer: foto },
      certidao: { name: 'certidão de casamento.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(envio.status(), await envio.text()).toBe(201);
  const { documentos } = (await envio.json()) as { documentos: { id: string }[] };
  await fabrica.vincularDocumentos(
    documentos.map((d) => d.id),
    numero,
  );

  // 3. The analyst opens the case: the change side by side, the documents shown.
  await page.goto(`${base}/operador/casos/${numero}`);
  await entrarNoBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: `Caso ${numero}` })).toBeVisible();
  const revisao = page.getByRole('region', { name: 'Alteração cadastral solicitada' });
  const comparacao = revisao.getByRole('table', { name: 'Dados atuais e dados solicitados pelo cliente' });
  await expect(comparacao.getByRole('row', { name: /Nome completo/ })).toContainText(
    /Maria Oliveira Santos\s*Maria Oliveira Santos Almeida/,
  );
  await expect(comparacao.getByRole('row', { name: /Número do documento/ })).toContainText('12.345.678-9');
  await expect(revisao.getByText('Aguardando decisão')).toBeVisible();
  const imagem = revisao.getByRole('img', { name: 'Documento enviado pelo cliente: rg-frente.jpg' });
  await expect(imagem).toBeVisible();
  await expect.poll(() => imagem.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await expect(revisao.locator('iframe[title="Documento certidão de casamento.pdf"]')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(
    revisao.getByRole('link', { name: 'Abrir em nova aba: certidão de casamento.pdf' }),
  ).toBeVisible();
  // The raw app data is not repeated in the side panel.
  await expect(page.getByText('alteracoesCadastrais')).toHaveCount(0);
  await fotografar('operador-revisao-cadastral', {
    larguras: [
      [1280, 900],
      [390, 844],
    ],
    aCadaLargura: (pagina) => semViolacoesGraves(pagina),
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // 4. Refusing without a reason is not possible: the dialog says why and nothing is sent.
  await revisao.getByRole('button', { name: 'Recusar…' }).click();
  const recusa = page.getByRole('dialog', { name: 'Recusar a alteração cadastral' });
  await recusa.getByRole('button', { name: 'Pedir documentos' }).click();
  await expect(recusa.getByText('Para recusar, informe ao menos um documento')).toBeVisible();
  await fotografar('operador-revisao-cadastral-recusa', {
    larguras: [
      [1280, 900],
      [390, 844],
    ],
    inteira: false,
    aCadaLargura: (pagina) => semViolacoesGraves(pagina),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await recusa.getByRole('button', { name: 'Cancelar' }).click();
  await expect(recusa).toBeHidden();

  // 5. Approving applies it: the customer's name is the new one, on the API and on the customer page.
  await revisao.getByRole('button', { name: 'Aprovar e aplicar' }).click();
  const confirmacao = page.getByRole('alertdialog', { name: 'Aprovar a alteração cadastral?' });
  await confirmacao.getByRole('button', { name: 'Aprovar e aplicar' }).click();
  await expect(page.getByText('Alteração aprovada').first()).toBeVisible();
  await expect(revisao.getByText('Aplicada', { exact: true })).toBeVisible();
  await expect(revisao.getByText(/Aplicada ao cadastro em/)).toBeVisible();
  await expect(revisao.getByRole('button', { name: 'Aprovar e aplicar' })).toHaveCount(0);
  await expect(page.getByLabel('Fase')).toHaveValue('CADASTRO_APROVADO');

  const depois = (await (await chamar('GET', dados)).json()) as {
    fisica: { nomeCompleto: string; numeroDocumento: string };
    analise: unknown;
  };
  expect(depois.fisica).toMatchObject({ nomeCompleto: NOME_NOVO, numeroDocumento: '12.345.678-9' });
  expect(depois.analise).toBeNull();
  await page.getByRole('link', { name: 'Ver cliente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(NOME_NOVO) })).toBeVisible();
});

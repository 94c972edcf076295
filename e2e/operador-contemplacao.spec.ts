import type { APIRequestContext, Page } from '@playwright/test';
import {
  ANALISTA_VERTICE,
  CLIENTES,
  entrarNaApi,
  entrarNoBackOffice,
  expect,
  semViolacoesGraves,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/**
 * The analyst's half of the contemplation (issue 18): a copy of Maria, contemplated on 3030/0009, sends her
 * documents the way the app does; the analyst finds the analysis in the SLA queue, marks the residence proof
 * illegible with a reason, she re-sends only that one, the analyst approves it and asks for her bank statement,
 * she sends it, and the analyst approves it, confirms the credit screening and approves the analysis.
 */

const API = '/app-cliente/v1';
const CABECALHOS = { 'x-client-id': 'portal-web', 'x-app-version': '1.0.0', 'x-platform': 'web' };
const PEDIDO = 'Para concluir, envie também o extrato bancário dos últimos meses.';
const MOTIVO = 'A foto do comprovante de residência está tremida. Envie uma nova, com o endereço legível.';

function chamadaDoCliente(request: APIRequestContext, base: string, token: () => string) {
  return (metodo: 'GET' | 'POST' | 'PUT', caminho: string, corpo?: object) =>
    request.fetch(`${base}${API}${caminho}`, {
      method: metodo,
      headers: { ...CABECALHOS, access_token: token() },
      ...(corpo ? { data: corpo } : {}),
    });
}

/** A document photo as the customer's phone would send it (a JPEG drawn by the browser). */
async function foto(page: Page, titulo: string, linhas: string[], cor: string): Promise<Buffer> {
  await page.setContent(`
    <div id="doc" style="width:520px;height:330px;padding:24px;box-sizing:border-box;border-radius:18px;
      font-family:sans-serif;background:${cor};color:#1f2937">
      <div style="font-size:13px;letter-spacing:2px">${titulo.toUpperCase()}</div>
      ${linhas.map((l) => `<div style="font-size:17px;margin-top:14px">${l}</div>`).join('')}
    </div>`);
  return page.locator('#doc').screenshot({ type: 'jpeg', quality: 80 });
}

async function holerite(page: Page, mes: string): Promise<Buffer> {
  await page.setContent(`<h1 style="font-family:sans-serif">Holerite — ${mes}</h1>
    <p style="font-family:sans-serif">Salário bruto: R$ 8.500,00 · Empresa Exemplo Ltda.</p>`);
  return page.pdf({ width: '600px', height: '400px' });
}

test("an analyst sends Maria's illegible residence proof back, then approves the re-sent one, confirms the screening and approves the analysis", async ({
  page,
  browser,
  request,
  base,
  fabrica,
  fotografar,
}) => {
  // A long back-office journey with screenshots and axe at two widths: minutes on a loaded 2-core CI machine.
  test.setTimeout(300_000);
  const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

  // 1. Her contemplated quota, its analysis waiting for her documents.
  const cliente = await fabrica.cliente(CLIENTES.maria.documento);
  const numero = await fabrica.casoDeAnalise(cliente.documento, 3030, 9);
  let token = (await entrarNaApi(base, cliente.documento)).access_token;
  const chamar = chamadaDoCliente(request, base, () => token);
  const { data: cotas } = (await (await chamar('GET', '/cotas')).json()) as {
    data: { idCota: number; grupo: number; cota: number }[];
  };
  const idCota = cotas.find((c) => c.grupo === 3030 && c.cota === 9)!.idCota;
  const selecionada = await chamar('POST', '/login/selecionar-cota', { idCota });
  expect(selecionada.status()).toBe(200);
  token = ((await selecionada.json()) as { access_token: string }).access_token;

  // 2. She picks her documents, accepts and locks the terms, uploads and sends them (the app's calls).
  const url = `/cotas/${idCota}/contemplacao`;
  expect(
    (
      await chamar('PUT', `${url}/selecao-documentos`, {
        tipoRenda: 'assalariado_renda_variavel',
        tipoIdentificacao: 'rg',
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await chamar('PUT', `${url}/aceites`, { termosECondicoes: true, autorizacaoConsultaCredito: true })
    ).status(),
  ).toBe(200);
  expect((await chamar('POST', `${url}/aceites/travar`)).status()).toBe(200);
  const arquivos = {
    'rg-frente.jpg': await foto(
      page,
      'Carteira de identidade',
      ['MARIA OLIVEIRA SANTOS', 'RG 12.345.678-9'],
      '#dcefdc',
    ),
    'rg-verso.jpg': await foto(
      page,
      'Carteira de identidade — verso',
      ['Filiação: Ana Oliveira', 'Naturalidade: São Paulo/SP'],
      '#dcefdc',
    ),
    'selfie.jpg': await foto(page, 'Selfie com documento', ['Maria segurando o RG'], '#f5e6d3'),
    'comprovante.jpg': await foto(page, 'Conta de luz', ['(imagem tremida)'], '#e5e7eb'),
    'holerite-set.pdf': await holerite(page, 'setembro'),
    'holerite-out.pdf': await holerite(page, 'outubro'),
    'holerite-nov.pdf': await holerite(page, 'novembro'),
  };
  const comprovanteNovo = await foto(
    page,
    'Conta de luz — novembro',
    ['Maria Oliveira Santos', 'Rua das Flores, 120 — São Paulo/SP'],
    '#fef3c7',
  );
  const enviar = async (
    nomes: (keyof typeof arquivos | 'comprovante-novo.jpg' | 'extrato.pdf')[],
    conteudos: Buffer[],
  ) => {
    const envio = await request.post(`${base}${API}/fluxos/cadastro/documentos`, {
      headers: { ...CABECALHOS, access_token: token },
      multipart: Object.fromEntries(
        nomes.map((nome, i) => [
          `file${i}`,
          {
            name: nome,
            mimeType: nome.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
            buffer: conteudos[i]!,
          },
        ]),
      ),
    });
    expect(envio.status(), await envio.text()).toBe(201);
    return ((await envio.json()) as { documentos: { id: string }[] }).documentos.map((d) => d.id);
  };
  const nomes = Object.keys(arquivos) as (keyof typeof arquivos)[];
  const ids = await enviar(nomes, Object.values(arquivos));
  const comprovante = (id: string) => ({
    id,
    codigo: 'comprovante_residencia',
    dataDocumento: hoje,
    emNomeDoTitular: true,
  });
  const solicitar = await chamar('POST', '/antifraude/analise-documento/solicitar', {
    CaseNumber: numero,
    documentos: [
      { id: ids[0], codigo: 'documento_pessoal' },
      { id: ids[1], codigo: 'documento_pessoal' },
      { id: ids[2], codigo: 'selfie' },
      comprovante(ids[3]!),
      { id: ids[4], codigo: 'holerite' },
      { id: ids[5], codigo: 'holerite' },
      { id: ids[6], codigo: 'holerite' },
    ],
  });
  expect(solicitar.status(), await solicitar.text()).toBe(200);
  // Her declared income covers the instalment within 35 %: the screening recommends approving.
  const analistaApi = await tokenOperadorNaApi(base);
  const detalhe = await fetch(`${base}/operador/v1/analises-contemplacao/${numero}`, {
    headers: { authorization: `Bearer ${analistaApi}` },
  });
  expect(((await detalhe.json()) as { crivo: { recomendacao: string } }).crivo.recomendacao).toBe('aprovar');

  // 3. The analyst's queue: by SLA, her analysis within its 48 business hours.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/operador/analises`);
  await entrarNoBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Análises de contemplação' })).toBeVisible();
  const linha = page.getByRole('row').filter({ hasText: numero });
  await expect(linha).toContainText('No prazo');
  await expect(linha).toContainText(/Faltam \d+ h úteis/);
  await expect(linha).toContainText('Triagem em Andamento');
  await fotografar('operador-contemplacao-fila', {
    larguras: [
      [1280, 900],
      [390, 844],
    ],
    aCadaLargura: (pagina) => semViolacoesGraves(pagina),
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // 4. Her documents inline; the residence proof marked illegible with the reason, sent back to her.
  await linha.getByRole('link', { name: `Analisar o caso ${numero}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Análise de contemplação ${numero}` }),
  ).toBeVisible();
  const documentos = page.getByRole('region', { name: /Documentos enviados/ });
  const imagem = documentos.getByRole('img', { name: 'Documento enviado pelo cliente: comprovante.jpg' });
  await expect.poll(() => imagem.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  const revisao = (descricao: string, arquivo: string) =>
    documentos.getByRole('group', { name: `Revisão: ${descricao} (${arquivo})` });
  for (const [descricao, arquivo] of [
    ['Documento pessoal com foto', 'rg-frente.jpg'],
    ['Documento pessoal com foto', 'rg-verso.jpg'],
    ['Selfie segurando o documento', 'selfie.jpg'],
    ['Holerite', 'holerite-set.pdf'],
    ['Holerite', 'holerite-out.pdf'],
    ['Holerite', 'holerite-nov.pdf'],
  ])
    await revisao(descricao!, arquivo!).getByRole('radio', { name: 'Aprovar' }).check();
  await revisao('Comprovante de residência', 'comprovante.jpg')
    .getByRole('radio', { name: 'Ilegível' })
    .check();
  await expect(documentos.getByText('6 de 7 aprovados')).toBeVisible();
  const crivo = page.getByRole('region', { name: 'Crivo de crédito' });
  await expect(crivo.getByText('Recomendação:')).toBeVisible();
  await expect(crivo).toContainText('limite 35 %');
  const decisao = page.getByRole('region', { name: 'Decisão' });
  // Approving with a document refused is not possible: said on the spot, nothing sent.
  await decisao.getByRole('button', { name: 'Aprovar a análise' }).click();
  await expect(decisao.getByRole('alert')).toContainText(
    'Aprove todos os documentos antes de aprovar a análise.',
  );
  await decisao.getByLabel('Mensagem ao cliente').fill(MOTIVO);
  await fotografar('operador-contemplacao-revisao', {
    larguras: [
      [1280, 900],
      [390, 844],
    ],
    aCadaLargura: (pagina) => semViolacoesGraves(pagina),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await decisao.getByRole('button', { name: 'Devolver ao cliente' }).click();
  await expect(page.getByText('Devolvida ao cliente').first()).toBeVisible();
  await expect(page.getByText('Esta análise não aguarda decisão')).toBeVisible();
  const oQueVe = page.getByRole('status').filter({ hasText: 'O que o cliente vê' });
  await expect(oQueVe).toContainText('Ilegíveis: Comprovante de residência');
  await expect(oQueVe).toContainText(MOTIVO);

  // The customer's case says which document and why (the fields her screens read).
  const consulta = await chamar('POST', '/salesforce/consulta/casos', {
    CPF_CNPJ: cliente.documento,
    IdExternoCota: String(idCota),
    RecordTypeDeveloperName: 'Consultoria_Analise',
  });
  const { compositeResponse } = (await consulta.json()) as {
    compositeResponse: { body: Record<string, string | null> }[];
  };
  expect(compositeResponse[0]!.body).toMatchObject({
    Fase__c: 'Pendência Cliente',
    DocumentosIlegiveis__c: 'Comprovante de residência',
    ExpliqueMotivo__c: MOTIVO,
  });

  // 5. She re-sends only that document.
  const [novo] = await enviar(['comprovante-novo.jpg'], [comprovanteNovo]);
  const reenvio = await chamar('POST', '/antifraude/analise-documento/solicitar-reanalise', {
    CaseNumber: numero,
    documentos: [comprovante(novo!)],
  });
  expect(reenvio.status(), await reenvio.text()).toBe(200);

  // 6. Back in the queue; the new file is the one to judge, the refused one listed as replaced.
  await page.goto(`${base}/operador/analises`);
  await expect(page.getByRole('row').filter({ hasText: numero })).toContainText('Retorno Cliente Reanálise');
  await page
    .getByRole('link', { name: `Analisar o caso ${numero}` })
    .first()
    .click();
  await expect(documentos.getByText('6 de 7 aprovados')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Substituídos pelo reenvio do cliente' })).toBeVisible();
  await revisao('Comprovante de residência', 'comprovante-novo.jpg')
    .getByRole('radio', { name: 'Aprovar' })
    .check();
  await expect(documentos.getByText('7 de 7 aprovados')).toBeVisible();

  // 6b. The analyst asks for her bank statement too (issue 18): her requested list names it, she sends it.
  await decisao.getByRole('button', { name: 'Pedir documentos adicionais' }).click();
  const pedir = decisao.getByRole('group', { name: 'Documentos que o cliente deve enviar' });
  await pedir.getByRole('checkbox', { name: 'Extrato bancário' }).check();
  await decisao.getByLabel('Mensagem ao cliente').fill(PEDIDO);
  await fotografar('operador-contemplacao-pedido', {
    larguras: [
      [1280, 900],
      [390, 844],
    ],
    aCadaLargura: (pagina) => semViolacoesGraves(pagina),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await decisao.getByRole('button', { name: 'Enviar pedido de documentos' }).click();
  await expect(page.getByText('Documentos adicionais pedidos').first()).toBeVisible();
  const selecao = (await (await chamar('GET', `${url}/selecao-documentos`)).json()) as {
    Fase__c: string;
    documentosParaEnviar: { codigo: string; pedidoPeloAnalista: boolean; sentToSF: boolean }[];
  };
  expect(selecao.Fase__c).toBe('Pendência Cliente Reanálise');
  expect(selecao.documentosParaEnviar.filter((d) => d.pedidoPeloAnalista)).toEqual([
    expect.objectContaining({ codigo: 'extrato_bancario', sentToSF: false }),
  ]);
  const [extrato] = await enviar(['extrato.pdf'], [await holerite(page, 'extrato de novembro')]);
  const envioDoExtrato = await chamar('POST', '/antifraude/analise-documento/solicitar-reanalise', {
    CaseNumber: numero,
    documentos: [{ id: extrato, codigo: 'extrato_bancario', dataDocumento: hoje }],
  });
  expect(envioDoExtrato.status(), await envioDoExtrato.text()).toBe(200);
  await page.goto(`${base}/operador/analises/${numero}`);
  await revisao('Extrato bancário', 'extrato.pdf').getByRole('radio', { name: 'Aprovar' }).check();
  await expect(documentos.getByText('8 de 8 aprovados')).toBeVisible();

  await crivo.getByRole('radio', { name: 'Aprovar' }).check();
  await expect(crivo.getByText('Você confirma a recomendação.')).toBeVisible();
  await decisao.getByLabel('Mensagem ao cliente').fill('');
  await fotografar('operador-contemplacao-aprovacao', {
    larguras: [
      [1280, 900],
      [390, 844],
    ],
    aCadaLargura: (pagina) => semViolacoesGraves(pagina),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await decisao.getByRole('button', { name: 'Aprovar a análise' }).click();
  await expect(page.getByText('Análise aprovada').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo' })).toContainText('Cadastro Aprovado');
  await expect(page.getByRole('button', { name: 'Aprovar a análise' })).toHaveCount(0);

  const final = (await (
    await chamar('POST', '/salesforce/consulta/casos', {
      CPF_CNPJ: cliente.documento,
      IdExternoCota: String(idCota),
      RecordTypeDeveloperName: 'Consultoria_Analise',
    })
  ).json()) as { compositeResponse: { body: Record<string, string | null> }[] };
  expect(final.compositeResponse[0]!.body).toMatchObject({
    Fase__c: 'Cadastro Aprovado',
    Status: 'Fechado',
    DocumentosIlegiveis__c: null,
  });

  // 7. An analyst of the other partner (Vértice) neither lists nor opens it.
  const outro = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const pagina = await outro.newPage();
    await pagina.goto(`${base}/operador/analises/${numero}`);
    await entrarNoBackOffice(pagina, undefined, ANALISTA_VERTICE);
    await expect(pagina.getByRole('heading', { name: 'Análise não encontrada' })).toBeVisible();
    await semViolacoesGraves(pagina);
    await pagina.getByRole('link', { name: 'Análises de contemplação' }).first().click();
    await expect(pagina.getByRole('heading', { level: 1, name: 'Análises de contemplação' })).toBeVisible();
    await expect(pagina.getByText(numero)).toHaveCount(0);
  } finally {
    await outro.close();
  }
});

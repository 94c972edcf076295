import type { Page } from '@playwright/test';
import { hojeEmSaoPaulo, prazoDaAnalise } from '@portal/domain';
import {
  type TokensApi,
  arquivoJpeg as jpeg,
  arquivoPdf as pdf,
  CLIENTES,
  entrarNaApi,
  tokenOperadorNaApi,
  selecionarCota,
  semViolacoesGraves,
  test,
  expect,
} from './fixtures.ts';

/**
 * The contemplation's document screens (02 §2.7 documentos/{doc?}, confirmacao-documentos; §3, §5): Maria's
 * contemplated 3030/0009, on a fresh copy of her (fabrica.cliente) whose credit-analysis case is opened in
 * 'Tratativa Não Iniciada' as the assembly's close does. Then the analyst marks one document illegible through
 * the back-office API, and she re-sends only that one.
 */

const LARGURAS = [
  [390, 844],
  [1280, 900],
] as const;

const secao = (page: Page, nome: string) => page.getByRole('region', { name: nome });
const linha = (page: Page, nome: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(nome, { exact: true }) });

/** A date `dias` days before today in São Paulo, as the date input takes it. */
function diasAtras(dias: number): string {
  const d = new Date(`${hojeEmSaoPaulo(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d.toISOString().slice(0, 10);
}

async function abrirDocumento(page: Page, nome: string) {
  await linha(page, nome).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
}

test('Maria sends her documents for the credit analysis, then re-sends only the one the analyst found illegible', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  // Two rounds of uploads and the analyst in between: over 3 minutes on a busy 2-core CI box.
  test.setTimeout(360_000);
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  const caso = await fabrica.casoDeAnalise(maria.documento, 3030, 9);
  await login(maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '003030', '0009');

  // 1. The income type and ID type decide the list (02 §5: a fixed-income employee sends 1 payslip; RG: 2 files).
  await page.goto(`${base}/contemplado/documentos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos para análise' })).toBeVisible();
  await page.getByLabel('Tipo de renda').selectOption({ label: 'Assalariado com renda fixa' });
  await page.getByLabel('Documento de identificação').selectOption({ label: 'RG (frente e verso)' });
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Ver documentos pedidos' }).click();
  for (const [categoria, nomes] of [
    ['Identificação', ['RG (frente e verso)', 'Selfie segurando o documento']],
    ['Endereço', ['Comprovante de residência']],
    ['Renda', ['Último holerite']],
  ] as const) {
    const lista = page.getByRole('list', { name: `Documentos de ${categoria.toLowerCase()}` });
    for (const nome of nomes) await expect(lista.getByText(nome, { exact: true })).toBeVisible();
  }
  // The selfie waits for the personal document (02 §5).
  await expect(linha(page, 'Selfie segurando o documento')).toContainText(
    'Disponível depois de enviar o documento pessoal.',
  );
  await expect(linha(page, 'Selfie segurando o documento').getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revisar e enviar' })).toBeDisabled();
  await semViolacoesGraves(page);
  await fotografar('contemplado-documentos', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 1280, height: 900 });

  // 2. The selfie's own screen is closed too until then.
  await page.goto(`${base}/contemplado/documentos/selfie`);
  await expect(page.getByText('Envie primeiro o documento pessoal; a selfie vem depois dele.')).toBeVisible();
  await expect(secao(page, 'Selfie segurando o documento').locator('input[type=file]')).toBeDisabled();
  await page.getByRole('link', { name: 'Voltar', exact: true }).click();

  // 3. The RG: a bad format and a file over 6 MB are refused with 02 §5's messages; two sides are needed.
  await abrirDocumento(page, 'RG (frente e verso)');
  const rg = secao(page, 'RG (frente e verso)').locator('input[type=file]');
  await rg.setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(page.getByText('Formato inválido (envie PDF, JPG ou JPEG).')).toBeVisible();
  await rg.setInputFiles(pdf('rg-grande.pdf', 6 * 1024 * 1024 + 1));
  await expect(page.getByText('Arquivo maior que o permitido (até 6 MB).')).toBeVisible();
  await rg.setInputFiles(pdf('rg-frente.pdf'));
  await expect(page.getByText('rg-frente.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir documento' }).click();
  await expect(page.getByText('Falta 1 arquivo deste documento.')).toBeVisible();
  await rg.setInputFiles(pdf('rg-verso.pdf'));
  await expect(page.getByText('rg-verso.pdf')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('contemplado-documento-rg', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Concluir documento' }).click();
  await expect(page).toHaveURL(/\/contemplado\/documentos$/);
  await expect(linha(page, 'RG (frente e verso)')).toContainText('Enviado');

  // 4. Now the selfie opens.
  await abrirDocumento(page, 'Selfie segurando o documento');
  await secao(page, 'Selfie segurando o documento')
    .locator('input[type=file]')
    .setInputFiles(jpeg('selfie.jpg'));
  await expect(page.getByText('selfie.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir documento' }).click();

  // 5. The residence proof: at most 60 days old and in her name.
  await abrirDocumento(page, 'Comprovante de residência');
  await secao(page, 'Comprovante de residência')
    .locator('input[type=file]')
    .setInputFiles(pdf('conta-de-luz.pdf'));
  await page.getByLabel('Data de emissão').fill(diasAtras(90));
  await page.getByRole('button', { name: 'Concluir documento' }).click();
  await expect(page.getByText('O comprovante de residência deve estar no seu nome.')).toBeVisible();
  await page.getByLabel('O comprovante está no meu nome').check();
  await expect(
    page.getByText('O comprovante de residência deve ter sido emitido há no máximo 60 dias.'),
  ).toBeVisible();
  await page.getByLabel('Data de emissão').fill(diasAtras(10));
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Concluir documento' }).click();
  await expect(page).toHaveURL(/\/contemplado\/documentos$/);

  // 6. The payslip.
  await abrirDocumento(page, 'Último holerite');
  await secao(page, 'Último holerite').locator('input[type=file]').setInputFiles(pdf('holerite.pdf'));
  await expect(page.getByText('holerite.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir documento' }).click();

  // 7. The agreements, ticked then locked: read-only after.
  await expect(page.getByRole('button', { name: 'Revisar e enviar' })).toBeDisabled();
  await page.getByLabel('Li e aceito os termos e condições da análise de crédito').check();
  await page.getByLabel('Autorizo a consulta do meu CPF nos órgãos de proteção ao crédito').check();
  await page.getByRole('button', { name: 'Confirmar aceites' }).click();
  const aceites = page.getByRole('region', { name: 'Aceites confirmados' });
  await expect(aceites).toContainText('não podem mais ser alterados');
  await expect(aceites.getByRole('checkbox')).toHaveCount(0);
  await semViolacoesGraves(page);
  await fotografar('contemplado-documentos-prontos', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // 8. Review and send: the analysis answers within 48 business hours, shown as a date.
  await page.getByRole('link', { name: 'Revisar e enviar' }).click();
  await expect(page).toHaveURL(/\/contemplado\/confirmacao-documentos$/);
  for (const nome of ['rg-frente.pdf', 'rg-verso.pdf', 'selfie.jpg', 'conta-de-luz.pdf', 'holerite.pdf'])
    await expect(page.getByText(nome)).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('contemplado-confirmacao-documentos', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  const prazo = prazoDaAnalise(new Date(), hojeEmSaoPaulo(new Date())).dataFormatada;
  await expect(page.getByRole('heading', { name: 'Documentos enviados para análise' })).toBeVisible();
  await expect(page.getByText('A análise leva até 48 horas úteis.', { exact: true })).toBeVisible();
  await expect(page.getByText(`Resposta até ${prazo}`)).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('contemplado-analise-enviada', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The list now shows every document under analysis.
  await page.goto(`${base}/contemplado/documentos`);
  await expect(linha(page, 'Último holerite')).toContainText('Em análise');

  // 9. The analyst finds the payslip illegible (the back-office API) and gives the case back to Maria.
  const analista = await tokenOperadorNaApi(base);
  const decisao = await fetch(`${base}/operador/v1/casos/${caso}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${analista}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fase: 'PENDENCIA_CLIENTE',
      documentosIlegiveis: ['Holerite'],
      expliqueMotivo: 'A foto do holerite está desfocada: não dá para ler o salário.',
    }),
  });
  expect(decisao.status, await decisao.text()).toBe(200);

  // 10. She sees which document and why, and re-sends only that one.
  await page.reload();
  await expect(page.getByText('Alguns documentos precisam ser enviados de novo')).toBeVisible();
  await expect(page.getByText('A foto do holerite está desfocada: não dá para ler o salário.')).toBeVisible();
  await expect(linha(page, 'Último holerite')).toContainText('Recusado');
  await expect(linha(page, 'Último holerite')).toContainText('Motivo: Ilegível. Envie novamente.');
  await expect(linha(page, 'RG (frente e verso)')).toContainText('Aprovado');
  await expect(linha(page, 'RG (frente e verso)').getByRole('link')).toHaveCount(0);
  await semViolacoesGraves(page);
  await fotografar('contemplado-documento-recusado', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await abrirDocumento(page, 'Último holerite');
  await expect(page.getByText('Documento recusado: ilegível')).toBeVisible();
  await secao(page, 'Último holerite').locator('input[type=file]').setInputFiles(pdf('holerite-nitido.pdf'));
  await expect(page.getByText('holerite-nitido.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir documento' }).click();
  await page.getByRole('link', { name: 'Revisar e enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Documentos que serão reenviados' })).toBeVisible();
  await expect(page.getByText('holerite-nitido.pdf')).toBeVisible();
  await expect(page.getByText('rg-frente.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText(`Resposta até ${prazo}`)).toBeVisible();

  // The case went back to the analyst with the one new file (Retorno Cliente Reanálise).
  const fila = await fetch(`${base}/operador/v1/casos/${caso}`, {
    headers: { authorization: `Bearer ${analista}` },
  });
  const detalhe = (await fila.json()) as { caso?: { Fase__c?: string }; Fase__c?: string };
  expect(JSON.stringify(detalhe)).toMatch(/Retorno Cliente Rean[aá]lise/);
});

const API = '/app-cliente/v1';
const CABECALHOS = { 'x-client-id': 'portal-web', 'x-app-version': '1.0.0', 'x-platform': 'web' };

async function chamarApi(base: string, s: TokensApi, metodo: string, caminho: string, body?: unknown) {
  const formulario = body instanceof FormData;
  const resposta = await fetch(`${base}${API}${caminho}`, {
    method: metodo,
    headers: {
      ...CABECALHOS,
      access_token: s.access_token,
      ...(body && !formulario ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: formulario ? body : JSON.stringify(body) } : {}),
  });
  const texto = await resposta.text();
  expect(resposta.status, texto).toBeLessThan(300);
  return texto ? (JSON.parse(texto) as Record<string, unknown>) : {};
}

/** The customer's first sending, through the API: a self-employed holder with a CNH (4 documents). */
async function primeiroEnvioPelaApi(base: string, documento: string, caso: string) {
  const login = await entrarNaApi(base, documento);
  const cotas = (await chamarApi(base, login, 'GET', '/cotas')).data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === 3030 && c.cota === 9)!.idCota;
  const sessao = (await chamarApi(base, login, 'POST', '/login/selecionar-cota', {
    idCota,
  })) as unknown as TokensApi;
  const url = `/cotas/${idCota}/contemplacao`;
  await chamarApi(base, sessao, 'PUT', `${url}/selecao-documentos`, {
    tipoRenda: 'autonomo',
    tipoIdentificacao: 'cnh',
  });
  await chamarApi(base, sessao, 'PUT', `${url}/aceites`, {
    termosECondicoes: true,
    autorizacaoConsultaCredito: true,
  });
  await chamarApi(base, sessao, 'POST', `${url}/aceites/travar`);
  const formulario = new FormData();
  for (const nome of ['cnh.pdf', 'selfie.pdf', 'conta.pdf', 'extrato.pdf'])
    formulario.append('file', new Blob([pdf(nome).buffer], { type: 'application/pdf' }), nome);
  const { documentos } = (await chamarApi(
    base,
    sessao,
    'POST',
    '/fluxos/cadastro/documentos',
    formulario,
  )) as {
    documentos: { id: string }[];
  };
  const data = diasAtras(5);
  await chamarApi(base, sessao, 'POST', '/antifraude/analise-documento/solicitar', {
    CaseNumber: caso,
    documentos: [
      { id: documentos[0]!.id, codigo: 'documento_pessoal' },
      { id: documentos[1]!.id, codigo: 'selfie' },
      { id: documentos[2]!.id, codigo: 'comprovante_residencia', dataDocumento: data, emNomeDoTitular: true },
      { id: documentos[3]!.id, codigo: 'extrato_bancario', dataDocumento: data },
    ],
  });
}

test("the analysis fails on income: Maria adds another person's income on the extra documents screen", async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(120_000);
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  const caso = await fabrica.casoDeAnalise(maria.documento, 3030, 9);
  await primeiroEnvioPelaApi(base, maria.documento, caso);
  const analista = await tokenOperadorNaApi(base);
  const decisao = await fetch(`${base}/operador/v1/casos/${caso}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${analista}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fase: 'PENDENCIA_CLIENTE_REANALISE',
      expliqueMotivo: 'A renda comprovada não cobre a parcela: some a renda de outra pessoa.',
    }),
  });
  expect(decisao.status, await decisao.text()).toBe(200);

  await login(maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '003030', '0009');
  await page.goto(`${base}/contemplado/documentos-adicionais`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos adicionais' })).toBeVisible();
  await expect(
    page.getByText('A renda comprovada não cobre a parcela: some a renda de outra pessoa.'),
  ).toBeVisible();
  await expect(page.getByText('Nenhum documento adicional pendente.')).toBeVisible();
  await page.getByRole('radio', { name: 'Sim, com CNH' }).check();
  await expect(linha(page, 'CNH de quem vai compor a renda')).toContainText('A enviar');
  await expect(linha(page, 'Comprovante de renda de quem vai compor a renda')).toContainText('A enviar');
  await semViolacoesGraves(page);
  await fotografar('contemplado-documentos-adicionais', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  for (const [nome, arquivo] of [
    ['CNH de quem vai compor a renda', 'cnh-joao.pdf'],
    ['Comprovante de renda de quem vai compor a renda', 'holerite-joao.pdf'],
  ] as const) {
    await abrirDocumento(page, nome);
    await secao(page, nome).locator('input[type=file]').setInputFiles(pdf(arquivo));
    await expect(page.getByText(arquivo)).toBeVisible();
    await page.getByRole('button', { name: 'Concluir documento' }).click();
    await expect(page).toHaveURL(/\/contemplado\/documentos-adicionais$/);
    await expect(linha(page, nome)).toContainText('Enviado');
  }
  await page.getByRole('link', { name: 'Revisar e enviar' }).click();
  await expect(page.getByText('cnh-joao.pdf')).toBeVisible();
  await expect(page.getByText('cnh.pdf', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  const prazo = prazoDaAnalise(new Date(), hojeEmSaoPaulo(new Date())).dataFormatada;
  await expect(page.getByText(`Resposta até ${prazo}`)).toBeVisible();
});

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { consultarBanco } from '@portal/db/test/fabricas';
import {
  arquivoJpeg,
  arquivoPdf,
  caixaDeSaida,
  codigosPorSms,
  entrarNoBackOffice,
  expect,
  novoCodigoPorSms,
  selecionarCota,
  semViolacoesGraves,
  test,
  tokenOperadorNaApi,
} from './fixtures.ts';

/**
 * Used-vehicle billing (issue 21, 02 §2.5, §4.6, §5, §9): Bruno, on his phone, with his 006060/0160
 * contemplated and identified (a copy of him: the seed's Bruno bids in the assemblies' spec), from the home card
 * through the five-step central, the registration update, the simulation by plate (an auction car refused, an
 * unknown plate, the accepted Corolla with the fee before confirming), the technical inspection (terms, CEP,
 * address, companion, a visit 48 h ahead); the analyst records the report and approves the vehicle on the case's
 * page of the back-office; Bruno gives the individual seller, his account and documents; the analyst approves
 * them, records the signed contract and the payment (by the back-office API); Bruno sees it sent. And a
 * refused inspection: the reason, another vehicle with the fee shown.
 */

test.use({
  parceiro: 'vertice',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
});

const BRUNO = '22949521541';
/** His registered mobile (the seed's, copied with him): where the signature's SMS code goes. */
const CELULAR_DO_BRUNO = '41996665544';

const LARGURAS = [
  [390, 844],
  [1280, 900],
] as const;

const titulo = (page: Page, nome: string) =>
  expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();

/** Pictures at both widths with the axe check at each, then back to the phone. */
async function fotos(
  page: Page,
  fotografar: (nome: string, o: object) => Promise<void>,
  nome: string,
): Promise<void> {
  await fotografar(nome, { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The analyst's action on the case, by the back-office API (POST /operador/v1/casos/{n}/faturamento-seminovo). */
async function analista(
  base: string,
  numero: string,
  body: { acao: string; numero?: string; motivo?: string },
  exigirSucesso = true,
) {
  const token = await tokenOperadorNaApi(base);
  const r = await fetch(`${base}/operador/v1/casos/${numero}/faturamento-seminovo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (exigirSucesso) expect(r.status, await r.clone().text()).toBe(200);
  return r;
}

/** The accepted Corolla as a case records it (the demo plate BRA2E19). */
const COROLLA = {
  tipo: 'LEVE',
  marca: 'Toyota',
  codigoFabricante: '56',
  modelo: 'Corolla XEi 2.0 Flex 16V Aut.',
  anoFabricacao: 2023,
  anoModelo: 2024,
  ano: '2023/2024',
  placa: 'BRA2E19',
  uf: 'PR',
  cor: 'Prata',
  chassi: '9BRBDWHE5R0123456',
  renavam: '01234567890',
  valor: 14_238_000,
  encontrado: true,
  aprovado: true,
};

/** São Paulo's calendar date `dias` days from now (the visit must be at least 48 h ahead). */
const daquiA = (dias: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + dias * 86_400_000),
  );

test('Bruno buys a used car from an individual seller through a technical inspection, to the payment sent', async ({
  browser,
  page,
  base,
  login,
  fabrica,
  portal,
  fotografar,
}) => {
  test.setTimeout(600_000);
  const copia = await fabrica.cliente(BRUNO);
  const numero = await fabrica.casoDeFaturamentoNovo(copia.documento, 6060, 160, 'Aguardando Escolha Bem', {
    tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
  });
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '006060', '0160');

  // From the home card, through the billing start, into the used vehicle's central.
  await page.goto(`${base}/home`);
  await page
    .getByRole('region', { name: 'Simulação do veículo' })
    .getByRole('link', { name: 'Continuar' })
    .click();
  await expect(page).toHaveURL(/\/faturamento\/identificacaoaprovada$/);
  await page.getByRole('link', { name: 'Escolher o veículo' }).click();
  await expect(page).toHaveURL(/\/faturamentoseminovo\/centralcontemplacao$/);
  await titulo(page, 'Central da contemplação');
  const etapas = page.getByRole('list', { name: 'Etapas do faturamento' });
  await expect(etapas.getByRole('listitem')).toHaveCount(5);
  await expect(etapas.getByRole('listitem').first()).toContainText('Em andamento');
  await expect(etapas.getByRole('listitem').nth(4)).toContainText('Assinatura do contrato');
  await fotos(page, fotografar, 'faturamento-seminovo-central');

  // The registration update: phone, e-mail, address (each changed on the profile's screens), summary.
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/atualizacaocadastral\/telefone$/);
  await titulo(page, 'Confira seu telefone');
  await expect(page.getByRole('link', { name: 'Alterar telefone' })).toHaveAttribute(
    'href',
    '/perfil/email-telefone?voltar=%2Ffaturamentoseminovo%2Fatualizacaocadastral%2Ftelefone',
  );
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Está correto' }).click();
  await titulo(page, 'Confira seu e-mail');
  await page.getByRole('link', { name: 'Está correto' }).click();
  await titulo(page, 'Confira seu endereço');
  await page.getByRole('link', { name: 'Está correto' }).click();
  await titulo(page, 'Seus dados estão certos?');
  await fotos(page, fotografar, 'faturamento-seminovo-atualizacao-resumo');
  await page.getByRole('link', { name: 'Confirmar e ir para a simulação' }).click();

  // The simulation: the group's rules, an auction car refused with the reason, an unknown plate.
  await titulo(page, 'Simulação de avaliação');
  await page.getByRole('link', { name: 'Ver as regras de aceite do seu grupo' }).click();
  await titulo(page, 'Regras de aceite');
  await expect(page.getByText('Grupo cooperativo')).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-regras');
  await page.getByRole('link', { name: 'Informar a placa' }).click();
  await titulo(page, 'Qual é a placa do veículo?');
  const placa = page.getByLabel('Placa do veículo');
  await placa.fill('abc1234');
  await expect(placa).toHaveValue('ABC-1234');
  await placa.fill('abc12');
  await page.getByRole('button', { name: 'Consultar placa' }).click();
  await expect(
    page.getByText('Placa inválida. Informe no formato ABC1D23 (Mercosul) ou ABC-1234.'),
  ).toBeVisible();
  await placa.fill('lei1l22');
  await expect(placa).toHaveValue('LEI1L22');
  await page.getByRole('button', { name: 'Consultar placa' }).click();
  await titulo(page, 'Encontramos o veículo');
  await page.getByRole('link', { name: 'Ver o resultado da simulação' }).click();
  await expect(page).toHaveURL(/\/simulacao\/reprovado$/);
  await expect(page.getByText('Veículos de leilão não são aceitos.')).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-reprovado');
  await page.getByRole('link', { name: 'Consultar outra placa' }).click();
  await placa.fill('XYZ9Z99');
  await page.getByRole('button', { name: 'Consultar placa' }).click();
  await expect(page).toHaveURL(/\/simulacao\/placanaoencontrada$/);
  await expect(
    page.getByText('Placa não encontrada. Confira a placa ou preencha os dados do veículo.'),
  ).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-placa-nao-encontrada');
  await page.getByRole('link', { name: 'Conferir a placa' }).click();

  // The accepted Corolla: the FIPE value, the fee and the credit after it before confirming.
  await placa.fill('bra2e19');
  await page.getByRole('button', { name: 'Consultar placa' }).click();
  await titulo(page, 'Encontramos o veículo');
  await expect(page.getByText('R$ 142.380,00')).toBeVisible();
  await page.getByRole('link', { name: 'Ver o resultado da simulação' }).click();
  await titulo(page, 'Veículo aprovado na simulação');
  const taxas = page.getByRole('region', { name: 'Taxas da vistoria' });
  await expect(taxas).toContainText('R$ 150,00');
  await expect(taxas).toContainText('R$ 75,00');
  await expect(taxas).toContainText('Crédito após as taxas');
  await page.getByLabel('Chassi').fill('9BRBDWHE5R0123499');
  await page.getByLabel('RENAVAM').fill('01234567890');
  await fotos(page, fotografar, 'faturamento-seminovo-aprovado');
  await page.getByRole('button', { name: 'Confirmar veículo' }).click();
  await expect(page.getByText('O chassi não confere com o do veículo desta placa.')).toBeVisible();
  await page.getByLabel('Chassi').fill('9BRBDWHE5R0123456');
  await page.getByRole('button', { name: 'Confirmar veículo' }).click();

  // The technical inspection: intro, rules, terms, CEP, address, companion and a visit 48 h ahead.
  await expect(page).toHaveURL(/\/faturamentoseminovo\/vistoriatecnica$/);
  await titulo(page, 'Vistoria técnica');
  await fotos(page, fotografar, 'faturamento-seminovo-vistoria-tecnica');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await titulo(page, 'Regras da vistoria técnica');
  await page.getByRole('link', { name: 'Entendi' }).click();
  await titulo(page, 'Termos da vistoria');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Aceite os termos da vistoria para continuar.')).toBeVisible();
  await page.getByLabel('Li e aceito os termos da vistoria').check();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await titulo(page, 'Onde está o veículo?');
  await page.getByLabel('CEP').fill('80020310');
  await expect(page.getByLabel('CEP')).toHaveValue('80020-310');
  await page.getByRole('button', { name: 'Buscar endereço' }).click();
  await titulo(page, 'Endereço da vistoria');
  await expect(page.getByLabel('Endereço')).toHaveValue(/XV de Novembro/);
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(page.getByLabel('UF')).toHaveValue('PR');
  await page.getByLabel('Número').fill('1200');
  await fotos(page, fotografar, 'faturamento-seminovo-vistoria-endereco');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await titulo(page, 'Acompanhante e horário');
  await page.getByLabel('Nome do acompanhante').fill('Marcos Nunes');
  await page.getByLabel('Telefone do acompanhante').fill('41988887777');
  await page.getByLabel('Melhor data').fill(daquiA(1));
  await page.getByLabel('Melhor horário').fill('10:00');
  await page.getByRole('button', { name: 'Agendar vistoria' }).click();
  await expect(page.getByText(/Agende a vistoria com pelo menos 48 horas de antecedência/)).toBeVisible();
  await page.getByLabel('Melhor data').fill(daquiA(4));
  await expect(page.getByRole('region', { name: 'Taxas da vistoria' })).toContainText('Taxa desta vistoria');
  await fotos(page, fotografar, 'faturamento-seminovo-acompanhante');
  await page.getByRole('button', { name: 'Agendar vistoria' }).click();
  await expect(page).toHaveURL(/\/vistoriatecnica\/agendada$/);
  await titulo(page, 'Vistoria técnica agendada');
  await expect(page.getByText('Marcos Nunes · (41) 98888-7777')).toBeVisible();
  await expect(page.getByText('R$ 150,00').first()).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-agendada');

  // The analyst records the report and approves the vehicle on the case's page of the back-office.
  const contextoOperador = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const operador = await contextoOperador.newPage();
    await operador.goto(`${base}/operador/casos/${numero}`);
    await entrarNoBackOffice(operador);
    const painel = operador.getByRole('region', { name: 'Faturamento do veículo seminovo' });
    await expect(painel).toContainText('BRA2E19');
    await expect(painel).toContainText('Técnica (visita)');
    await expect(painel).toContainText('R$ 150,00 (vistoria');
    // The report goes as its PDF with its number (ADR 0058); without the file it says so.
    await painel.getByLabel('Número do laudo').fill('LAUDO-2026-077');
    await painel.getByRole('button', { name: 'Registrar o laudo da vistoria' }).click();
    await expect(painel.getByText('Envie o laudo da vistoria em PDF.')).toBeVisible();
    await painel.getByLabel('Laudo da vistoria (PDF)').setInputFiles(arquivoPdf('laudo-077.pdf'));
    await painel.getByRole('button', { name: 'Registrar o laudo da vistoria' }).click();
    await expect(painel).toContainText('LAUDO-2026-077 (');
    await painel.getByRole('button', { name: 'Aprovar o veículo' }).click();
    await expect(painel).toContainText('Nesta fase não há ação do analista no faturamento.');
    await semViolacoesGraves(operador);
  } finally {
    await contextoOperador.close();
  }

  // The owner data: an individual seller, his account (under his CPF), his documents.
  await page.goto(`${base}/faturamentoseminovo`);
  await expect(page).toHaveURL(/\/faturamentoseminovo\/vendedor$/);
  await titulo(page, 'Quem está vendendo o veículo?');
  await fotos(page, fotografar, 'faturamento-seminovo-vendedor');
  await page.getByRole('link', { name: /Pessoa física/ }).click();
  await titulo(page, 'Dados do vendedor');
  await page.getByLabel('Nome completo do vendedor').fill('Carlos Alberto Pereira');
  await page.getByLabel('CPF do vendedor').fill('11144477735');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await titulo(page, 'Conta do vendedor');
  await expect(page.getByText('111.444.777-35')).toBeVisible();
  await page.getByLabel('Banco').selectOption('341');
  await page.getByLabel('Agência').fill('0457');
  await page.getByLabel('Conta com dígito').fill('12345-6');
  await fotos(page, fotografar, 'faturamento-seminovo-conta-vendedor');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/vendedor\/pessoafisica\/anexos$/);
  await titulo(page, 'Documentos do vendedor');
  const enviar = page.getByRole('button', { name: 'Enviar documentos' });
  await expect(enviar).toBeDisabled();
  await page
    .getByRole('region', { name: 'DUT, ATPV ou ATPV-e' })
    .locator('input[type=file]')
    .setInputFiles(arquivoPdf('atpv.pdf'));
  await expect(page.getByText('atpv.pdf')).toBeVisible();
  await page
    .getByRole('region', { name: 'Documento do proprietário ou responsável' })
    .locator('input[type=file]')
    .setInputFiles(arquivoJpeg('cnh-vendedor.jpg'));
  await expect(page.getByText('cnh-vendedor.jpg')).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-anexos');
  await enviar.click();
  await expect(page).toHaveURL(/\/faturamentoseminovo\/centralcontemplacao$/);
  await expect(page.getByText(/Os documentos do vendedor estão em análise/)).toBeVisible();
  await expect(etapas.getByRole('listitem').nth(3)).toContainText('Em andamento');
  await expect(etapas.getByRole('listitem').nth(2)).toContainText('Concluída');
  await fotos(page, fotografar, 'faturamento-seminovo-central-analise');

  // The analyst approves the seller's documents: the contract signature step.
  await analista(base, numero, { acao: 'aprovar-documentos-vendedor' });
  await page.goto(`${base}/faturamentoseminovo`);
  await expect(page).toHaveURL(/\/faturamentoseminovo\/assinaturacontrato$/);
  await titulo(page, 'Assinatura do contrato');
  await expect(page.getByText('Carlos Alberto Pereira')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assine a autorização de faturamento' })).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-assinatura');

  // The contract waits for Bruno's signature of the billing authorization, in the portal (ADR 0057).
  expect((await analista(base, numero, { acao: 'registrar-assinatura' }, false)).status).toBe(409);
  // He reads the PDF, asks a code by SMS and types it: the signed file, its time, IP and SHA-256 appear.
  const leitura = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ler a autorização (PDF)' }).click();
  expect((await leitura).suggestedFilename()).toBe(`autorizacao-de-faturamento-${numero}.pdf`);
  const antes = (await codigosPorSms(page.request, base, CELULAR_DO_BRUNO)).length;
  await page.getByRole('button', { name: 'Assinar com código por SMS' }).click();
  const codigo = await novoCodigoPorSms(page.request, base, CELULAR_DO_BRUNO, antes);
  await page.getByRole('group', { name: 'Código recebido por SMS' }).getByRole('textbox').first().click();
  await page.keyboard.type(codigo);
  const assinada = page.getByRole('region', { name: 'Autorização de faturamento assinada' });
  await expect(assinada).toBeVisible();
  await expect(
    page.getByText('Falta o contrato de compra e venda com a assinatura do vendedor.'),
  ).toBeVisible();
  const hash = (await assinada.locator('.font-mono').textContent())!;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const baixada = page.waitForEvent('download');
  await assinada.getByRole('button', { name: 'Baixar autorização assinada (PDF)' }).click();
  const arquivo = await readFile((await (await baixada).path())!);
  expect(createHash('sha256').update(arquivo).digest('hex')).toBe(hash);
  await fotos(page, fotografar, 'faturamento-seminovo-autorizacao-assinada');

  // The signed contract and the payment, then Bruno sees it sent from the home card.
  await analista(base, numero, { acao: 'registrar-assinatura' });
  await analista(base, numero, { acao: 'marcar-pagamento-enviado' });
  await page.goto(`${base}/home`);
  await page
    .getByRole('region', { name: 'Pagamento realizado' })
    .getByRole('link', { name: 'Visualizar' })
    .click();
  await expect(page).toHaveURL(/\/faturamentoseminovo\/acompanharpagamento$/);
  await expect(page.getByText(/^Pagamento enviado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-pagamento-enviado');

  // One inspection fee was charged, R$ 150,00.
  const cobradas = await consultarBanco<{ valor_centavos: number }>(
    portal.bancoUrl,
    `select valor_centavos from taxas_vistoria where caso_id = (select id from casos where numero = $1)`,
    [numero],
  );
  expect(cobradas).toEqual([{ valor_centavos: 15_000 }]);
});

test('a refused inspection: the reason, then another vehicle with the fee shown', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(180_000);
  const copia = await fabrica.cliente(BRUNO);
  const numero = await fabrica.casoDeFaturamentoNovo(copia.documento, 6060, 160, 'Laudo Recebido', {
    tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
    tipoVistoria: 'VISTORIA_TECNICA',
    rodadaVistoria: 1,
    veiculo: COROLLA,
  });
  await analista(base, numero, {
    acao: 'recusar-veiculo',
    motivo: 'O chassi tem sinais de remarcação, segundo o laudo.',
  });
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '006060', '0160');

  await page.goto(`${base}/faturamentoseminovo`);
  await expect(page).toHaveURL(/\/faturamentoseminovo\/vistoriarecusada$/);
  await titulo(page, 'Vistoria recusada');
  await expect(page.getByText('O chassi tem sinais de remarcação, segundo o laudo.')).toBeVisible();
  await expect(page.getByText(/que custa R\$\s150,00/)).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-vistoria-recusada');

  await page.getByRole('button', { name: 'Escolher outro veículo' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Escolher outro veículo?' });
  await expect(dialogo).toContainText('R$ 150,00');
  await semViolacoesGraves(page);
  await dialogo.getByRole('button', { name: 'Escolher outro' }).click();
  await expect(page).toHaveURL(/\/faturamentoseminovo\/simulacao$/);
  await titulo(page, 'Simulação de avaliação');
  await expect(
    page.getByText(/O veículo anterior \(Toyota Corolla XEi 2\.0 Flex 16V Aut\. 2023\/2024\)/),
  ).toBeVisible();
  await expect(page.getByText(/A vistoria do novo veículo custa R\$\s150,00/)).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-outro-veiculo');
});

test('the digital inspection: the SMS link, the photos on the phone, new ones asked, the report; a dealer’s billing order', async ({
  browser,
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(600_000);
  const copia = await fabrica.cliente(BRUNO);
  const numero = await fabrica.casoDeFaturamentoNovo(copia.documento, 6060, 160, 'Bem Encontrado', {
    tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
    rodadaVistoria: 1,
    veiculo: COROLLA,
  });
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '006060', '0160');

  // He prefers the digital inspection: rules, terms with the fee, and the link goes by SMS.
  await page.goto(`${base}/faturamentoseminovo`);
  await expect(page).toHaveURL(/\/faturamentoseminovo\/vistoriatecnica$/);
  await page.getByRole('link', { name: 'Prefiro a vistoria digital, pelo celular' }).click();
  await titulo(page, 'Vistoria digital');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await titulo(page, 'Regras da vistoria digital');
  await page.getByRole('link', { name: 'Entendi' }).click();
  await page.getByLabel('Li e aceito os termos da vistoria').check();
  await page.getByRole('button', { name: 'Solicitar vistoria digital' }).click();
  await expect(page).toHaveURL(/\/vistoriadigital\/linkenviado$/);
  const [sms] = await caixaDeSaida(page.request, base, CELULAR_DO_BRUNO);
  const link = /https:\/\/[^/\s]+(\/faturamentoseminovo\/vistoriadigital\/linkenviado)/.exec(sms!.texto);
  expect(link, sms!.texto).not.toBeNull();

  // The SMS link opens the photos' screen, behind his login: he shoots each position with the rear camera.
  await page.goto(`${base}${link![1]}`);
  await titulo(page, 'Vistoria digital');
  await expect(page.getByText('Enviamos o link por SMS')).toBeVisible();
  const enviarFotos = page.getByRole('button', { name: 'Enviar as fotos para a vistoria' });
  await expect(enviarFotos).toBeDisabled();
  await expect(page.locator('input[type=file][capture=environment]')).toHaveCount(7);
  await fotos(page, fotografar, 'faturamento-seminovo-vistoria-digital-fotos');
  const posicoes = [
    'Frente',
    'Traseira',
    'Lateral esquerda',
    'Lateral direita',
    'Painel ligado',
    'Número do chassi',
    'Motor',
  ];
  const tirar = async () => {
    for (const posicao of posicoes) {
      await page
        .getByRole('region', { name: posicao, exact: true })
        .locator('input[type=file]')
        .setInputFiles(arquivoJpeg(`${posicao}.jpg`));
      await expect(page.getByText(`${posicao}.jpg`)).toBeVisible();
    }
  };
  await tirar();
  await expect(page.getByText('7 de 7 fotos')).toBeVisible();
  await enviarFotos.click();
  await expect(page.getByText('Fotos enviadas', { exact: true })).toBeVisible();
  await fotos(page, fotografar, 'faturamento-seminovo-vistoria-digital-enviadas');

  // The inspector asks for new photos: the reason on his screen, he shoots again.
  await analista(base, numero, { acao: 'pedir-novas-fotos', motivo: 'A foto do chassi ficou desfocada.' });
  await page.goto(`${base}/faturamentoseminovo`);
  await expect(page).toHaveURL(/\/vistoriadigital\/linkenviado$/);
  await expect(page.getByText('A foto do chassi ficou desfocada.')).toBeVisible();
  await tirar();
  await enviarFotos.click();
  await expect(page.getByText('Fotos enviadas', { exact: true })).toBeVisible();

  // The analyst sees the photos on the case, uploads the report's PDF with its number and approves the vehicle.
  const contextoOperador = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const operador = await contextoOperador.newPage();
    await operador.goto(`${base}/operador/casos/${numero}`);
    await entrarNoBackOffice(operador);
    const painel = operador.getByRole('region', { name: 'Faturamento do veículo seminovo' });
    await expect(painel).toContainText('Digital (fotos pelo celular)');
    await expect(painel).toContainText(/7 fotos enviadas em/);
    const arquivos = painel.getByRole('region', { name: 'Vistoria: fotos e laudo' });
    await expect(arquivos.getByRole('img')).toHaveCount(7);
    await painel.getByLabel('Laudo da vistoria (PDF)').setInputFiles(arquivoPdf('laudo-digital.pdf'));
    await painel.getByLabel('Número do laudo').fill('LAUDO-DIG-31');
    await painel.getByRole('button', { name: 'Registrar o laudo da vistoria' }).click();
    await expect(arquivos).toContainText('Laudo LAUDO-DIG-31');
    await semViolacoesGraves(operador);
    await operador.screenshot({
      path: test.info().outputPath('operador-vistoria-digital.png'),
      fullPage: true,
    });
    await painel.getByRole('button', { name: 'Aprovar o veículo' }).click();
    await expect(painel).toContainText('Nesta fase não há ação do analista no faturamento.');
  } finally {
    await contextoOperador.close();
  }

  // The seller is a dealer: its data and account, then the billing order it receives, as a PDF.
  await page.goto(`${base}/faturamentoseminovo`);
  await expect(page).toHaveURL(/\/faturamentoseminovo\/vendedor$/);
  await page.getByRole('link', { name: /Empresa/ }).click();
  await page.getByRole('link', { name: /Revendedora ou concessionária/ }).click();
  await titulo(page, 'Dados da empresa vendedora');
  await page.getByLabel('Razão social').fill('Auto Center Curitiba Ltda.');
  await page.getByLabel('CNPJ da empresa').fill('11222333000181');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await titulo(page, 'Conta do vendedor');
  await page.getByLabel('Banco').selectOption('341');
  await page.getByLabel('Agência').fill('0457');
  await page.getByLabel('Conta com dígito').fill('12345-6');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/vendedor\/revendedora\/ordemgerada$/);
  await titulo(page, 'Pedido de faturamento gerado');
  await fotos(page, fotografar, 'faturamento-seminovo-ordem-gerada');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar o pedido de faturamento (PDF)' }).click();
  const ordem = await download;
  expect(ordem.suggestedFilename()).toBe(`pedido-de-faturamento-${numero}.pdf`);
  const bytes = await readFile((await ordem.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('link', { name: 'Enviar os documentos' }).click();
  await expect(page).toHaveURL(/\/vendedor\/revendedora\/anexos$/);
});

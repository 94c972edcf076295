import type { Page } from '@playwright/test';
import {
  formatarMoeda,
  gerarRetornoCnab240,
  hojeEmSaoPaulo,
  MENSAGEM_DATA_PAGAMENTO_FUTURA,
  MENSAGEM_VALOR_PAGO_MENOR,
} from '@portal/domain';
import {
  CLIENTES,
  entrarNaApi,
  entrarNoBackOffice,
  expect,
  OPERADOR,
  semViolacoesGraves,
  SUPERVISOR,
  test,
  tokenOperadorNaApi,
  type TokensApi,
} from './fixtures.ts';

/**
 * The back-office's payments (issue 5): an analyst finds Maria's boleto and registers its payment by hand, and
 * Maria sees it paid; then a CNAB 240 return file settles another boleto, reports a line it cannot settle, and
 * says so when the same file comes again. Each test issues its own boleto from one of Maria's open on-time
 * instalments (the last one, so her next instalment stays as the other journeys expect it).
 */

const NOSSO_NUMERO_DESCONHECIDO = '99999999999999999';

interface BoletoEmitido {
  idCota: number;
  nossoNumero: string;
  valorCobrado: number;
  dataVencimento: string;
}

/** Issues a boleto for the customer's last open on-time instalment, as the boletos screen would. */
async function emitirBoleto(base: string, cliente: TokensApi): Promise<BoletoEmitido> {
  const API = `${base}/app-cliente/v1`;
  const headers = { access_token: cliente.access_token, 'content-type': 'application/json' };
  const lista = await fetch(
    `${API}/cotas/${cliente.idCota}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=N&filtro=due`,
    { headers },
  );
  expect(lista.status, await lista.clone().text()).toBe(200);
  const { parcelas, identificador } = (await lista.json()) as {
    parcelas: { idCota: number; identificadorCobranca: string; situacao: string }[];
    identificador: string;
  };
  const parcela = parcelas.filter((p) => p.situacao === 'em-dia').at(-1);
  expect(parcela, 'Maria precisa de uma parcela em dia em aberto').toBeDefined();
  const resposta = await fetch(`${API}/cotas/${cliente.idCota}/cobrancas/boleto`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      identificadorProcesso: identificador,
      cobrancas: [{ identificadorCobranca: parcela!.identificadorCobranca }],
    }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  const boleto = (await resposta.json()) as Omit<BoletoEmitido, 'idCota'>;
  return { idCota: parcela!.idCota, ...boleto };
}

/** Pictures at phone width (checked with axe too: it has its own layout) and desktop width, ending on desktop. */
const FOTOS = {
  larguras: [
    [390, 844],
    [1280, 800],
  ],
  aCadaLargura: async (pagina: Page, largura: number) => {
    if (largura === 390) await semViolacoesGraves(pagina);
  },
} as const;

test.use({ viewport: { width: 1280, height: 800 } });

test('an analyst finds a boleto by nosso número and registers its payment; Maria sees it paid', async ({
  page,
  base,
  fotografar,
  login,
}) => {
  test.setTimeout(90_000);
  const maria = await entrarNaApi(base, CLIENTES.maria.documento);
  const boleto = await emitirBoleto(base, maria);
  const valor = formatarMoeda(boleto.valorCobrado);

  // 1. The analyst opens Pagamentos from the navigation, after the back-office login.
  await page.goto(`${base}/operador/boletos`);
  await expect(page).toHaveURL(/\/operador\/entrar\?de=%2Foperador%2Fboletos$/);
  await entrarNoBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Pagamentos' }),
  ).toHaveAttribute('aria-current', 'page');
  await semViolacoesGraves(page);
  await fotografar('operador-boletos-vazio', FOTOS);

  // 2. A search too short is refused with the schema's words; the nosso número finds the boleto.
  const busca = page.getByRole('searchbox', { name: 'Nosso número, linha digitável ou CPF/CNPJ' });
  await busca.fill('12');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Informe o nosso número, a linha digitável ou o CPF/CNPJ.')).toBeVisible();
  await busca.fill(boleto.nossoNumero);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`busca=${boleto.nossoNumero}$`));
  const tabela = page.getByRole('table', { name: 'Boletos encontrados' });
  const linha = tabela.getByRole('row').filter({ hasText: boleto.nossoNumero });
  await expect(linha).toHaveCount(1);
  await expect(page.getByText('1 boleto encontrado', { exact: true })).toBeVisible();
  await expect(linha).toContainText('Maria Oliveira Santos');
  await expect(linha).toContainText('529.982.247-25');
  await expect(linha).toContainText(valor);
  await expect(linha).toContainText('Em aberto');
  await semViolacoesGraves(page);
  await fotografar('operador-boletos-resultado', FOTOS);

  // 3. The payment form: today and the boleto's amount by default; refusals land on the field they concern.
  await linha.getByRole('button', { name: /^Registrar pagamento/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Registrar pagamento' });
  await expect(dialogo).toBeVisible();
  const data = dialogo.getByLabel('Data do pagamento');
  const valorPago = dialogo.getByLabel('Valor pago');
  const hoje = hojeEmSaoPaulo();
  const br = (iso: string) => iso.split('-').reverse().join('/');
  await expect(data).toHaveValue(br(hoje));
  await expect(valorPago).toHaveValue(valor.replace(/\s/g, ' '));
  await semViolacoesGraves(page);
  await fotografar('operador-boletos-dialogo', FOTOS);

  const amanha = new Date(Date.parse(`${hoje}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await data.fill(br(amanha));
  await dialogo.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(dialogo.getByText(MENSAGEM_DATA_PAGAMENTO_FUTURA)).toBeVisible();
  await expect(data).toHaveAttribute('aria-invalid', 'true');

  await data.fill(br(hoje));
  await valorPago.fill(String(boleto.valorCobrado - 1));
  await expect(valorPago).toHaveValue(formatarMoeda(boleto.valorCobrado - 1).replace(/\s/g, ' '));
  await dialogo.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(dialogo.getByText(MENSAGEM_VALOR_PAGO_MENOR)).toBeVisible();
  await semViolacoesGraves(page);

  // 4. The right amount settles it: the row says paid, when, how much and by whom, with nothing left to do.
  await valorPago.fill(String(boleto.valorCobrado));
  await dialogo.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Pagamento registrado', { exact: true })).toBeVisible();
  await expect(linha).toContainText('Pago');
  await expect(linha).toContainText(`Pago em ${br(hoje)}`);
  await expect(linha).toContainText(`Baixa manual por ${OPERADOR.nome}`);
  await expect(linha.getByRole('button', { name: /^Registrar pagamento/ })).toHaveCount(0);
  await expect(linha.getByText(boleto.nossoNumero)).toBeFocused();
  await semViolacoesGraves(page);

  // The customer's CPF finds it too, already paid; a second payment is kept as a duplicate with a refund case
  // (issue 13: nothing received is lost), and the row shows it.
  await busca.fill('529.982.247-25');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(tabela.getByRole('row').filter({ hasText: boleto.nossoNumero })).toContainText('Pago');
  const operador = await tokenOperadorNaApi(base);
  const denovo = await fetch(`${base}/operador/v1/boletos/${boleto.nossoNumero}/pagamento`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operador}`, 'content-type': 'application/json' },
    body: JSON.stringify({ dataPagamento: hoje, valorPago: boleto.valorCobrado }),
  });
  expect(denovo.status).toBe(200);
  expect(await denovo.json()).toMatchObject({
    situacao: 'pago',
    pagamentosDuplicados: [{ origem: 'operador', motivo: 'boleto_pago', valorPago: boleto.valorCobrado }],
  });
  await busca.fill(boleto.nossoNumero);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const comDuplicidade = tabela.getByRole('row').filter({ hasText: boleto.nossoNumero });
  await expect(comDuplicidade).toContainText('Pagamento em duplicidade');
  await expect(comDuplicidade).toContainText('devolução no caso');
  await semViolacoesGraves(page);

  // 5. Maria's paid boletos list it, with the amount and the date.
  const pagos = await fetch(`${base}/app-cliente/v1/cotas/${boleto.idCota}/boletos?situacao=pago`, {
    headers: { access_token: maria.access_token },
  });
  expect(pagos.status, await pagos.clone().text()).toBe(200);
  const { data: lista } = (await pagos.json()) as {
    data: { nossoNumero: string; situacao: string; dataPagamento: string; valorPago: number }[];
  };
  expect(lista.find((b) => b.nossoNumero === boleto.nossoNumero)).toMatchObject({
    situacao: 'pago',
    dataPagamento: hoje,
    valorPago: boleto.valorCobrado,
  });
  // 6. Her annual receipt shows the money paid twice apart from the year's total, with its refund case.
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/financeiro/pagamento-anual?ano=${hoje.slice(0, 4)}`);
  const duplicidade = page.getByRole('region', { name: 'Pagamentos em duplicidade' });
  await expect(duplicidade).toContainText(boleto.nossoNumero);
  await expect(duplicidade).toContainText('Caso de devolução');
  await semViolacoesGraves(page);
});

test('a CNAB 240 return settles a boleto, reports the line it cannot settle, and changes nothing the second time', async ({
  page,
  base,
  fotografar,
}) => {
  test.setTimeout(90_000);
  const maria = await entrarNaApi(base, CLIENTES.maria.documento);
  const boleto = await emitirBoleto(base, maria);
  const hoje = hojeEmSaoPaulo();
  const nomeArquivo = `RET${Date.now()}.ret`;
  const conteudo = gerarRetornoCnab240({
    convenio: '3128557',
    dataGeracao: hoje,
    nomeEmpresa: 'Consórcio Horizonte',
    titulos: [
      {
        nossoNumero: boleto.nossoNumero,
        valorNominal: boleto.valorCobrado,
        valorPago: boleto.valorCobrado,
        dataVencimento: boleto.dataVencimento,
        dataPagamento: hoje,
      },
      {
        nossoNumero: NOSSO_NUMERO_DESCONHECIDO,
        valorNominal: 12_345,
        valorPago: 12_345,
        dataVencimento: boleto.dataVencimento,
        dataPagamento: hoje,
      },
    ],
  });
  const arquivo = { name: nomeArquivo, mimeType: 'text/plain', buffer: Buffer.from(conteudo, 'latin1') };

  await page.goto(`${base}/operador/retornos`);
  // Importing a bank return is a supervisor's act (ADR 0014).
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Retorno bancário' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('operador-retornos-vazio', FOTOS);

  // Refused before anything is sent: no file, a file too large, a file that is no CNAB 240.
  const campo = page.getByLabel('Arquivo de retorno (CNAB 240)');
  const importar = page.getByRole('button', { name: 'Importar retorno' });
  await importar.click();
  await expect(page.getByText('Escolha o arquivo de retorno.')).toBeVisible();
  await campo.setInputFiles({
    name: 'grande.ret',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(5_000_001, 48),
  });
  await expect(page.getByText('Arquivo grande demais (máximo 5 MB).')).toBeVisible();
  await campo.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('não é CNAB') });
  await importar.click();
  await expect(page.getByText('O arquivo está vazio ou não é um retorno CNAB 240.')).toBeVisible();
  await semViolacoesGraves(page);

  // 1. The import: one boleto settled, one line it could not settle, and focus on the report.
  await campo.setInputFiles(arquivo);
  await importar.click();
  const relatorio = page.getByRole('region', { name: 'Resultado da importação' });
  await expect(relatorio).toBeVisible();
  await expect(relatorio.getByRole('heading', { name: 'Resultado da importação' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Retorno importado' })).toHaveText(
    'Retorno importado: 1 boleto baixado, 1 linha não baixada.',
  );
  await expect(relatorio).toContainText(nomeArquivo);
  await expect(relatorio.getByText('Arquivo já importado')).toHaveCount(0);
  const baixados = relatorio.getByRole('table', { name: 'Boletos baixados' });
  await expect(baixados.getByRole('row')).toHaveCount(2);
  await expect(baixados.getByRole('row').nth(1)).toContainText(boleto.nossoNumero);
  await expect(baixados.getByRole('row').nth(1)).toContainText(formatarMoeda(boleto.valorCobrado));
  const rejeitadas = relatorio.getByRole('table', { name: 'Linhas não baixadas' });
  await expect(rejeitadas.getByRole('row')).toHaveCount(2);
  await expect(rejeitadas.getByRole('row').nth(1)).toContainText(NOSSO_NUMERO_DESCONHECIDO);
  await expect(rejeitadas.getByRole('row').nth(1)).toContainText('Nosso número não encontrado.');
  await semViolacoesGraves(page);
  await fotografar('operador-retornos-relatorio', FOTOS);

  // 2. The same file again: already imported, nothing changed.
  await campo.setInputFiles(arquivo);
  await importar.click();
  await expect(relatorio.getByText('Arquivo já importado')).toBeVisible();
  await expect(relatorio.getByRole('heading', { name: 'Resultado da importação' })).toBeFocused();
  await semViolacoesGraves(page);
  await fotografar('operador-retornos-ja-importado', FOTOS);

  // 3. Pagamentos shows the boleto paid by the return file.
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Pagamentos' })
    .click();
  await page
    .getByRole('searchbox', { name: 'Nosso número, linha digitável ou CPF/CNPJ' })
    .fill(boleto.nossoNumero);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const linha = page
    .getByRole('table', { name: 'Boletos encontrados' })
    .getByRole('row')
    .filter({ hasText: boleto.nossoNumero });
  await expect(linha).toContainText('Pago');
  await expect(linha).toContainText(`Retorno bancário ${nomeArquivo}`);
  await semViolacoesGraves(page);
});

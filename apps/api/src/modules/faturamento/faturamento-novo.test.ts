import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRADORAS, formatarMoeda, MENSAGENS_VEICULOS } from '@portal/domain';
import { casoDeFaturamentoNovo, clonarCliente } from '@portal/db/test/fabricas';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * New-vehicle (0 km) billing (issue 19, 02 §2.4, §5, §6, §7): a clone of Ana with a case at the vehicle step on
 * her 6060/0012 (made contemplated by the factory).
 */
let t: TestApp;
let sessao: { access_token: string; idCota: number };
let numero: string;
let saldo: number;
let disponivel: number;

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const chamar = (method: 'GET' | 'POST', url: string, payload?: object, token = sessao.access_token) =>
  t.app.inject({
    method,
    url: `${PREFIX}${url}`,
    headers: { ...CABECALHOS, access_token: token },
    ...(payload ? { payload } : {}),
  });

const CONCESSIONARIA = { cnpj: '11.222.333/0001-81', razaoSocial: 'Rota Sul Veículos Ltda.' };
const VEICULO = {
  tipo: 'SUV_CAMIONETE',
  marca: 'Jeep',
  modelo: 'Compass Longitude 1.3 T270',
  anoFabricacao: 2026,
  anoModelo: 2027,
  cor: '  Cinza   Granito ',
};
const CONTA = {
  favorecido: 'Rota Sul Veículos Ltda.',
  cpfCnpj: '11222333000181',
  idBanco: '341',
  agencia: '0457',
  conta: '12345-6',
  tipoConta: 'corrente',
};

let tokenAnalista: string | undefined;
async function analista(acao: string, extra: object = {}) {
  tokenAnalista ??= (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token as string;
  return t.app.inject({
    method: 'POST',
    url: `/operador/v1/casos/${numero}/faturamento-novo`,
    headers: { authorization: `Bearer ${tokenAnalista}` },
    payload: { acao, ...extra },
  });
}

const fase = async () =>
  (await sql<{ fase: string }>('select fase from casos where numero = $1', [numero]))[0]!.fase;

beforeAll(async () => {
  t = await createTestApp();
  const copia = await clonarCliente(t.database.url, ANA);
  numero = await casoDeFaturamentoNovo(t.database.url, copia.documento, 6060, 12);
  const s = await t.login(copia.documento, { idParceiro: 2 });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as { idCota: number; grupo: number }[];
  const idCota = cotas.find((c) => c.grupo === 6060)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  sessao = { access_token: nova.access_token as string, idCota };
  const situacao = (await chamar('GET', `/cotas/${idCota}/faturamento/novo`)).json();
  saldo = situacao.saldoDevedor as number;
  disponivel = situacao.creditoDisponivel as number;
}, 90_000);
afterAll(() => t.close());

describe('the new-vehicle case', () => {
  it('shows the purchase value screen for a case awaiting the vehicle data (§4.5)', async () => {
    const res = await chamar('GET', `/cotas/${sessao.idCota}/faturamento/novo`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CaseNumber: numero,
      Fase__c: 'Aguardando Dados Veículo',
      tela: 'valor-compra',
      pedidoCompraDisponivel: false,
      dados: { tipoFaturamento: 'FATURAMENTO_NOVO_AUTO' },
    });
    expect(saldo).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's quota", async () => {
    const maria = await t.login(MARIA);
    const res = await chamar(
      'GET',
      `/cotas/${sessao.idCota}/faturamento/novo`,
      undefined,
      maria.access_token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('refuses a purchase value below the outstanding balance with the §5 message, changing nothing', async () => {
    const res = await chamar('POST', '/core/faturamento/auto/cadastrar-veiculo', {
      valorCompra: saldo - 1,
      veiculo: VEICULO,
      concessionaria: CONCESSIONARIA,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      mensagem: `O valor informado deve ser de no mínimo ${formatarMoeda(saldo)}.`,
    });
    expect(await fase()).toBe('Aguardando Dados Veículo');
  });

  it('refuses an invalid dealer CNPJ', async () => {
    const res = await chamar('POST', '/core/faturamento/auto/cadastrar-veiculo', {
      valorCompra: saldo,
      veiculo: VEICULO,
      concessionaria: { ...CONCESSIONARIA, cnpj: '11.222.333/0001-80' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_VEICULOS.cnpjInvalido });
  });

  it('records the vehicle: year manufacture/model, colour trimmed, the value sent capped at the credit', async () => {
    const valorCompra = disponivel + 1_500_000;
    const res = await chamar('POST', '/core/faturamento/auto/cadastrar-veiculo', {
      valorCompra,
      veiculo: VEICULO,
      concessionaria: CONCESSIONARIA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tela: 'forma-pagamento',
      Fase__c: 'Retorno Escolha Bem',
      dados: {
        valorCompra,
        valorEnviado: disponivel,
        veiculo: { ano: '2026/2027', cor: 'Cinza Granito', marca: 'Jeep' },
        concessionaria: { cnpj: '11222333000181' },
      },
    });
    const auditoria = await sql(
      "select acao, alvo from auditoria where acao = 'faturamento-novo.veiculo-informado' and alvo = $1",
      [`caso:${numero}`],
    );
    expect(auditoria).toHaveLength(1);
  });

  it('refuses an account that is not under the dealer CNPJ, and credit-only payment above the credit', async () => {
    const outra = await chamar('POST', `/cotas/${sessao.idCota}/faturamento/solicitar`, {
      formaPagamento: 'CREDITO_E_RECURSOS_PROPRIOS',
      dadosBancarios: { ...CONTA, cpfCnpj: '98765432100' },
    });
    expect(outra.statusCode).toBe(400);
    expect(outra.json()).toEqual({ mensagem: 'A conta deve estar no CNPJ da concessionária.' });
    const agencia = await chamar('POST', `/cotas/${sessao.idCota}/faturamento/solicitar`, {
      formaPagamento: 'CREDITO_E_RECURSOS_PROPRIOS',
      dadosBancarios: { ...CONTA, agencia: '04571' },
    });
    expect(agencia.json()).toEqual({ mensagem: 'Informe a agência com 4 números, sem o dígito.' });
    const credito = await chamar('POST', `/cotas/${sessao.idCota}/faturamento/solicitar`, {
      formaPagamento: 'CREDITO',
      dadosBancarios: CONTA,
    });
    expect(credito.statusCode).toBe(400);
    expect(await fase()).toBe('Retorno Escolha Bem');
  });

  it('confirms once under 20 parallel requests', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        chamar('POST', `/cotas/${sessao.idCota}/faturamento/solicitar`, {
          formaPagamento: 'CREDITO_E_RECURSOS_PROPRIOS',
          dadosBancarios: CONTA,
        }),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    expect(respostas.find((r) => r.statusCode === 409)!.json()).toEqual({
      mensagem: 'O faturamento desta cota já foi confirmado.',
    });
    expect(respostas.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      tela: 'envio-documentos',
      dados: {
        formaPagamento: 'CREDITO_E_RECURSOS_PROPRIOS',
        dadosBancarios: { conta: '12345', digitoConta: '6' },
      },
    });
    const historico = await sql(
      "select 1 from casos_historico h join casos c on c.id = h.caso_id where c.numero = $1 and h.fase_para = 'Aguardando Documentos'",
      [numero],
    );
    expect(historico).toHaveLength(1);
    const auditoria = await sql(
      "select 1 from auditoria where acao = 'faturamento-novo.confirmado' and alvo = $1",
      [`caso:${numero}`],
    );
    expect(auditoria).toHaveLength(1);
  });
});

describe('the purchase order (pedido-compra)', () => {
  it('is not issued before the documents are approved', async () => {
    const res = await chamar('POST', '/core/faturamento/auto/pedido-compra');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: 'O pedido de compra ainda não foi emitido.' });
  });

  it('is a PDF (base64) with the administrator, vehicle, dealer CNPJ and values', async () => {
    // The documents went and the analyst approved them (below, the back-office's own actions).
    await sql("update casos set fase = 'Documentação Recebida' where numero = $1", [numero]);
    const aprovada = await analista('aprovar-documentos');
    expect(aprovada.statusCode, aprovada.body).toBe(200);
    expect(aprovada.json()).toMatchObject({ Fase__c: 'Indicar Bem Manual', tela: 'ordemcompra' });
    const res = await chamar('POST', '/core/faturamento/auto/pedido-compra');
    expect(res.statusCode).toBe(200);
    const corpo = res.json() as { nomeArquivo: string; tipo: string; base64: string };
    expect(corpo.nomeArquivo).toBe(`pedido-de-compra-${numero}.pdf`);
    const pdf = Buffer.from(corpo.base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const arquivo = join(mkdtempSync(join(tmpdir(), 'pedido-')), 'pedido.pdf');
    writeFileSync(arquivo, pdf);
    if (process.env.PEDIDO_PDF) writeFileSync(process.env.PEDIDO_PDF, pdf);
    const texto = execFileSync('pdftotext', [arquivo, '-']).toString('utf8').replace(/\s+/g, ' ');
    expect(texto).toContain('Pedido de compra');
    expect(texto).toContain(ADMINISTRADORAS.padrao.nome);
    expect(texto).toContain('Compass Longitude 1.3 T270');
    expect(texto).toContain('2026/2027');
    expect(texto).toContain('Cinza Granito');
    expect(texto).toContain('11.222.333/0001-81');
    expect(texto).toContain(formatarMoeda(disponivel + 1_500_000).replace('\u00a0', ' '));
    expect(texto).toContain(formatarMoeda(disponivel).replace('\u00a0', ' '));
    expect(texto).toContain('Vértice');
  });
});

describe("the analyst's actions, phase by phase", () => {
  it('refuses an action the phase does not allow, and a missing number', async () => {
    const cedo = await analista('marcar-pagamento-enviado');
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json()).toEqual({ mensagem: 'Esta etapa do faturamento não está disponível agora.' });
    const semNumero = await analista('registrar-nota-fiscal');
    expect(semNumero.statusCode).toBe(400);
  });

  it('moves the case and the customer screen: correction letter, invoice, payment order, Detran, payment sent', async () => {
    const tela = async () =>
      (await chamar('GET', `/cotas/${sessao.idCota}/faturamento/novo`)).json().tela as string;
    expect((await analista('pedir-carta-correcao', { motivo: 'Cor divergente na nota' })).statusCode).toBe(
      200,
    );
    expect(await tela()).toBe('resolver-pendencias');
    await sql("update casos set fase = 'Nota Fiscal Corrigida' where numero = $1", [numero]);
    expect(await tela()).toBe('cartacorrecaoenviada');
    expect((await analista('registrar-nota-fiscal', { numero: 'NF 123456' })).statusCode).toBe(200);
    expect(await tela()).toBe('analise-documentos');
    const ordem = await analista('emitir-ordem-pagamento', { numero: 'OP-2026-0042' });
    expect(ordem.json()).toMatchObject({ dados: { ordemPagamento: { numero: 'OP-2026-0042' } } });
    expect(await tela()).toBe('acompanharpagamento');
    expect((await analista('abrir-pendencia-detran', { motivo: 'Gravame anterior' })).statusCode).toBe(200);
    expect(await tela()).toBe('pendencia-detran');
    expect((await analista('resolver-pendencia-detran')).statusCode).toBe(200);
    const enviados = await Promise.all(
      Array.from({ length: 20 }, () => analista('marcar-pagamento-enviado')),
    );
    expect(enviados.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(enviados.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const s = (await chamar('GET', `/cotas/${sessao.idCota}/faturamento/novo`)).json();
    expect(s).toMatchObject({ tela: 'acompanharpagamento', Fase__c: 'Pagamento Enviado' });
    expect(s.dados.pagamentoEnviadoEm).toEqual(expect.any(String));
    const auditoria = await sql(
      "select detalhes->>'acao' as acao from auditoria where acao = 'faturamento-novo.acao-do-analista' and alvo = $1 order by id",
      [`caso:${numero}`],
    );
    expect(auditoria.map((a) => a.acao)).toEqual([
      'aprovar-documentos',
      'pedir-carta-correcao',
      'registrar-nota-fiscal',
      'emitir-ordem-pagamento',
      'abrir-pendencia-detran',
      'resolver-pendencia-detran',
      'marcar-pagamento-enviado',
    ]);
  });
});

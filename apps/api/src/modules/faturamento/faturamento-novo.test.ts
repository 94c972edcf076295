import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMINISTRADORAS,
  administradoraDaUnidade,
  formatarMoeda,
  hojeEmSaoPaulo,
  MENSAGEM_DISPOSITIVO_MOVEL,
  mensagemAnoZeroKm,
  MENSAGENS_ORDEM_FATURAMENTO,
  MENSAGENS_VEICULOS,
} from '@portal/domain';
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

const CELULAR = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

const chamar = (method: 'GET' | 'POST', url: string, payload?: object, token = sessao.access_token) =>
  t.app.inject({
    method,
    url: `${PREFIX}${url}`,
    headers: { ...CABECALHOS, access_token: token, 'user-agent': CELULAR },
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

/** Another clone of Ana with a new-vehicle case on her 6060/0012 in `fase` (the case data given). */
async function outroCaso(fase: string, dados: Record<string, unknown> = {}) {
  const copia = await clonarCliente(t.database.url, ANA);
  const caso = await casoDeFaturamentoNovo(t.database.url, copia.documento, 6060, 12, fase, dados);
  const s = await t.login(copia.documento, { idParceiro: 2 });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as { idCota: number; grupo: number }[];
  const idCota = cotas.find((c) => c.grupo === 6060)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { token: nova.access_token as string, idCota, numero: caso };
}
const faseDe = async (n: string) =>
  (await sql<{ fase: string }>('select fase from casos where numero = $1', [n]))[0]!.fase;
const GRAVADO = {
  valorCompra: 15_000_000,
  valorEnviado: 12_000_000,
  veiculo: { ...VEICULO, cor: 'Cinza Granito', ano: '2026/2027', codigoFabricante: null, codigoModelo: null },
  concessionaria: { cnpj: '11222333000181', razaoSocial: 'Rota Sul Veículos Ltda.' },
  formaPagamento: 'CREDITO_E_RECURSOS_PROPRIOS',
  ordemPagamento: { numero: 'OP-2026-0099', emitidaEm: '2026-11-20T12:00:00.000Z' },
};

describe('asset billing is for phones (02 §6): every new-vehicle and catalogue operation', () => {
  it.each([
    ['GET', 'faturamento/novo'],
    ['POST', '/core/faturamento/auto/cadastrar-veiculo'],
    ['POST', 'faturamento/solicitar'],
    ['POST', '/core/faturamento/auto/pedido-compra'],
    ['POST', '/core/faturamento/auto/dados-ordem-faturamento'],
    ['GET', '/core/faturamento/auto/programar-pagamento'],
    ['GET', '/core/faturamento/auto/resolver-pendencia-detran'],
    ['GET', '/core/faturamento/auto/reiniciar-fluxo'],
    ['GET', 'fabricantes?nomefabricante=fiat'],
    ['GET', 'modelosbens?codfabricante=1'],
    ['GET', 'modelosbens/1/anos'],
    ['GET', '/core/faturamento/auto/marcas?marca=fiat'],
    ['GET', '/core/faturamento/auto/modelos?codigoFabricante=1'],
    ['GET', 'fornecedores/11222333000181'],
    ['POST', '/fornecedores'],
    ['POST', 'modelosbens/inclusao'],
    ['GET', 'solicitacoes-inclusao'],
  ] as const)('%s %s from a desktop → 403, the case unchanged', async (metodo, caminho) => {
    const url = caminho.startsWith('/') ? caminho : `/cotas/${sessao.idCota}/${caminho}`;
    const corpos: Record<string, object> = {
      '/core/faturamento/auto/cadastrar-veiculo': {
        valorCompra: saldo,
        veiculo: VEICULO,
        concessionaria: CONCESSIONARIA,
      },
      'faturamento/solicitar': { formaPagamento: 'CREDITO_E_RECURSOS_PROPRIOS', dadosBancarios: CONTA },
      '/core/faturamento/auto/dados-ordem-faturamento': {
        corParceiro: '#123456',
        logoParceiro: '/parceiros/vertice.svg',
        unidadeNegocio: 1,
      },
      '/fornecedores': {
        idCota: sessao.idCota,
        cnpj: '67.890.125/0001-05',
        razaoSocial: 'Recife Motors Ltda.',
        cidade: 'Recife',
        uf: 'PE',
      },
      'modelosbens/inclusao': { tipo: 'LEVE', nomeFabricante: 'Fiat', nomeBem: 'Uno Mille' },
    };
    const antes = await sql('select fase, dados_app from casos where numero = $1', [numero]);
    const res = await t.app.inject({
      method: metodo,
      url: PREFIX + url,
      headers: { ...CABECALHOS, access_token: sessao.access_token, 'user-agent': DESKTOP },
      ...(metodo === 'POST' ? { payload: corpos[caminho] ?? {} } : {}),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ mensagem: MENSAGEM_DISPOSITIVO_MOVEL });
    expect(await sql('select fase, dados_app from casos where numero = $1', [numero])).toEqual(antes);
  });
});

describe('a 0 km vehicle (this year’s and the next model year only)', () => {
  it('refuses an older model year with the years of today', async () => {
    const { token } = await outroCaso('Aguardando Dados Veículo');
    const ano = Number(hojeEmSaoPaulo().slice(0, 4)) - 1;
    const res = await chamar(
      'POST',
      '/core/faturamento/auto/cadastrar-veiculo',
      {
        valorCompra: saldo,
        veiculo: { ...VEICULO, anoFabricacao: ano, anoModelo: ano },
        concessionaria: CONCESSIONARIA,
      },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: mensagemAnoZeroKm(hojeEmSaoPaulo()) });
  });
});

describe('programar-pagamento: where the payment to the dealer stands', () => {
  it('awaits the invoice before it, is programmed with the payment order, and says when it was sent', async () => {
    const cedo = await outroCaso('Retorno Escolha Bem', {
      valorCompra: 15_000_000,
      valorEnviado: 12_000_000,
    });
    const antes = await chamar('GET', '/core/faturamento/auto/programar-pagamento', undefined, cedo.token);
    expect(antes.statusCode, antes.body).toBe(200);
    expect(antes.json()).toMatchObject({
      CaseNumber: cedo.numero,
      etapa: 'AGUARDANDO_NOTA_FISCAL',
      valorEnviado: 12_000_000,
      ordemPagamento: null,
      pagamentoEnviadoEm: null,
    });
    const programado = await outroCaso('Programação Andamento', GRAVADO);
    const res = await chamar(
      'GET',
      '/core/faturamento/auto/programar-pagamento',
      undefined,
      programado.token,
    );
    expect(res.json()).toEqual({
      CaseNumber: programado.numero,
      Fase__c: 'Programação Andamento',
      etapa: 'EM_PROGRAMACAO',
      mensagem: 'O pagamento à concessionária está programado e em andamento.',
      valorEnviado: 12_000_000,
      concessionaria: GRAVADO.concessionaria,
      ordemPagamento: GRAVADO.ordemPagamento,
      pendenciaDetran: null,
      pagamentoEnviadoEm: null,
    });
  });

  it('answers 404 without a new-vehicle case', async () => {
    const maria = await t.login(MARIA);
    const res = await chamar(
      'GET',
      '/core/faturamento/auto/programar-pagamento',
      undefined,
      maria.access_token,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('resolver-pendencia-detran: the customer says the lien is resolved', () => {
  it('moves the case back to the analyst once under 20 parallel calls, with history and audit', async () => {
    const c = await outroCaso('Pendência Detran', {
      ...GRAVADO,
      pendenciaDetran: { motivo: 'Gravame anterior', abertaEm: '2026-11-21T12:00:00.000Z' },
    });
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        chamar('GET', '/core/faturamento/auto/resolver-pendencia-detran', undefined, c.token),
      ),
    );
    expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(respostas.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(respostas.find((r) => r.statusCode === 409)!.json()).toEqual({
      mensagem: MENSAGENS_ORDEM_FATURAMENTO.detranSemPendencia,
    });
    expect(respostas.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      Fase__c: 'Programar Pagamento',
      tela: 'analise-documentos',
      dados: { pendenciaDetranInformadaEm: expect.any(String) },
    });
    expect(await faseDe(c.numero)).toBe('Programar Pagamento');
    const historico = await sql<{ nota: string }>(
      "select h.nota from casos_historico h join casos x on x.id = h.caso_id where x.numero = $1 and h.fase_para = 'Programar Pagamento'",
      [c.numero],
    );
    expect(historico.map((h) => h.nota)).toEqual([
      'Cliente informou a pendência no Detran resolvida (Gravame anterior)',
    ]);
    const auditoria = await sql(
      "select 1 from auditoria where acao = 'faturamento-novo.detran-resolvido-pelo-cliente' and alvo = $1",
      [`caso:${c.numero}`],
    );
    expect(auditoria).toHaveLength(1);
  });
});

describe('reiniciar-fluxo on a new-vehicle case: choose another vehicle', () => {
  it('goes back to the vehicle step, keeping the vehicle left behind in the data, history and audit', async () => {
    const c = await outroCaso('Pendência Detran', {
      ...GRAVADO,
      pendenciaDetran: { motivo: 'Gravame anterior', abertaEm: '2026-11-21T12:00:00.000Z' },
    });
    const res = await chamar('GET', '/core/faturamento/auto/reiniciar-fluxo', undefined, c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ numeroCaso: c.numero, fase: 'Aguardando Dados Veículo' });
    const s = (await chamar('GET', `/cotas/${c.idCota}/faturamento/novo`, undefined, c.token)).json();
    expect(s.tela).toBe('valor-compra');
    expect(s.dados).toEqual({
      tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
      veiculosAnteriores: [
        {
          descricao: 'Jeep Compass Longitude 1.3 T270 2026/2027',
          valorCompra: 15_000_000,
          concessionaria: 'Rota Sul Veículos Ltda. (11222333000181)',
          trocadoEm: expect.any(String),
        },
      ],
    });
    const auditoria = await sql<{ de: string }>(
      "select detalhes->>'de' as de from auditoria where acao = 'faturamento-novo.outro-veiculo' and alvo = $1",
      [`caso:${c.numero}`],
    );
    expect(auditoria).toEqual([{ de: 'Pendência Detran' }]);
  });

  it('is refused once the payment was sent', async () => {
    const c = await outroCaso('Pagamento Enviado', GRAVADO);
    const res = await chamar('GET', '/core/faturamento/auto/reiniciar-fluxo', undefined, c.token);
    expect(res.statusCode).toBe(409);
    expect(await faseDe(c.numero)).toBe('Pagamento Enviado');
  });
});

describe('dados-ordem-faturamento: the billing order’s colour, logo and business unit', () => {
  it('checks the unit and the logo, records them once and names the administrator', async () => {
    const c = await outroCaso('Indicar Bem Manual', GRAVADO);
    const [{ unidade, logo }] = (await sql<{ unidade: string; logo: string }>(
      `select g.id_unidade_negocio as unidade, p.logo_url as logo
         from cotas c join grupos g on g.id = c.grupo_id join parceiros p on p.id = 2 where c.id = $1`,
      [c.idCota],
    )) as [{ unidade: string; logo: string }];
    const url = '/core/faturamento/auto/dados-ordem-faturamento';
    const corpo = { corParceiro: '#0a3d62', logoParceiro: logo, unidadeNegocio: Number(unidade) };
    const unidadeErrada = await chamar(
      'POST',
      url,
      { ...corpo, unidadeNegocio: Number(unidade) + 1 },
      c.token,
    );
    expect(unidadeErrada.statusCode).toBe(400);
    expect(unidadeErrada.json()).toEqual({ mensagem: MENSAGENS_ORDEM_FATURAMENTO.unidade });
    const logoErrado = await chamar('POST', url, { ...corpo, logoParceiro: '/parceiros/outro.svg' }, c.token);
    expect(logoErrado.json()).toEqual({ mensagem: MENSAGENS_ORDEM_FATURAMENTO.logo });
    const cor = await chamar('POST', url, { ...corpo, corParceiro: 'azul' }, c.token);
    expect(cor.statusCode).toBe(400);
    const res = await chamar('POST', url, corpo, c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      CaseNumber: c.numero,
      corParceiro: '#0A3D62',
      logoParceiro: logo,
      unidadeNegocio: Number(unidade),
      administradora: administradoraDaUnidade(unidade),
      pedidoCompraDisponivel: true,
    });
    expect((await chamar('POST', url, corpo, c.token)).statusCode).toBe(200);
    const auditoria = await sql(
      "select 1 from auditoria where acao = 'faturamento-novo.dados-ordem-faturamento' and alvo = $1",
      [`caso:${c.numero}`],
    );
    expect(auditoria).toHaveLength(1);
    const pdf = await chamar('POST', '/core/faturamento/auto/pedido-compra', undefined, c.token);
    expect(pdf.statusCode).toBe(200);
  });

  it('is refused before the purchase order exists', async () => {
    const c = await outroCaso('Aguardando Dados Veículo');
    const { logo } = (await sql<{ logo: string }>('select logo_url as logo from parceiros where id = 2'))[0]!;
    const { unidade } = (
      await sql<{ unidade: string }>(
        'select g.id_unidade_negocio as unidade from cotas c join grupos g on g.id = c.grupo_id where c.id = $1',
        [c.idCota],
      )
    )[0]!;
    const res = await chamar(
      'POST',
      '/core/faturamento/auto/dados-ordem-faturamento',
      { corParceiro: '#0a3d62', logoParceiro: logo, unidadeNegocio: Number(unidade) },
      c.token,
    );
    expect(res.statusCode).toBe(409);
  });
});

describe("the §7 calls on another customer's quota, and bad input to dados-ordem-faturamento", () => {
  it("cannot reach Ana's case from Maria's session: the quota is not hers to select, her calls answer 404", async () => {
    const c = await outroCaso('Pendência Detran', {
      ...GRAVADO,
      pendenciaDetran: { motivo: 'Gravame anterior', abertaEm: '2026-11-21T12:00:00.000Z' },
    });
    const antes = await sql('select fase, dados_app from casos where numero = $1', [c.numero]);
    const maria = await t.login(MARIA);
    const selecao = await t.post(
      '/login/selecionar-cota',
      { idCota: c.idCota },
      { access_token: maria.access_token },
    );
    expect(selecao.statusCode).toBeGreaterThanOrEqual(400);
    expect(selecao.statusCode).toBeLessThan(500);
    const { logo } = (await sql<{ logo: string }>('select logo_url as logo from parceiros where id = 2'))[0]!;
    for (const [metodo, url, corpo] of [
      ['GET', '/core/faturamento/auto/programar-pagamento', undefined],
      ['GET', '/core/faturamento/auto/resolver-pendencia-detran', undefined],
      [
        'POST',
        '/core/faturamento/auto/dados-ordem-faturamento',
        { corParceiro: '#0a3d62', logoParceiro: logo, unidadeNegocio: 1 },
      ],
    ] as const) {
      const res = await chamar(metodo, url, corpo, maria.access_token);
      expect([res.statusCode, url]).toEqual([404, url]);
      expect(res.json().mensagem).toEqual(expect.any(String));
    }
    expect(await sql('select fase, dados_app from casos where numero = $1', [c.numero])).toEqual(antes);
  });

  type Corpo = (unidade: number, logo: string) => object;
  it.each<[string, Corpo]>([
    ['no body fields', () => ({})],
    [
      'a unit that is not a number',
      (_, logo) => ({ corParceiro: '#0a3d62', logoParceiro: logo, unidadeNegocio: 'quatro' }),
    ],
    [
      'a colour that is not #RGB or #RRGGBB',
      (unidade, logo) => ({ corParceiro: '#12345', logoParceiro: logo, unidadeNegocio: unidade }),
    ],
    ['no logo', (unidade) => ({ corParceiro: '#0a3d62', logoParceiro: '', unidadeNegocio: unidade })],
  ])('refuses %s with 400 and a message, recording nothing', async (_, corpo) => {
    const c = await outroCaso('Indicar Bem Manual', GRAVADO);
    const { unidade } = (
      await sql<{ unidade: string }>(
        'select g.id_unidade_negocio as unidade from cotas c join grupos g on g.id = c.grupo_id where c.id = $1',
        [c.idCota],
      )
    )[0]!;
    const { logo } = (await sql<{ logo: string }>('select logo_url as logo from parceiros where id = 2'))[0]!;
    const payload = corpo(Number(unidade), logo);
    const antes = await sql('select fase, dados_app from casos where numero = $1', [c.numero]);
    const res = await chamar('POST', '/core/faturamento/auto/dados-ordem-faturamento', payload, c.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().mensagem).toMatch(/\S/);
    expect(await sql('select fase, dados_app from casos where numero = $1', [c.numero])).toEqual(antes);
    expect(
      await sql(
        "select 1 from auditoria where acao = 'faturamento-novo.dados-ordem-faturamento' and alvo = $1",
        [`caso:${c.numero}`],
      ),
    ).toHaveLength(0);
  });
});

describe('the billing status once the payment was sent (02 §1, seen once)', () => {
  it('marks it seen and keeps the vehicle, the dealer, the values and the payment date', async () => {
    const c = await outroCaso('Pagamento Enviado', {
      ...GRAVADO,
      fluxoManual: false,
      pagamentoEnviadoEm: '2026-11-25T15:00:00.000Z',
    });
    const [antes] = await sql<{ dados_app: Record<string, unknown> }>(
      'select dados_app from casos where numero = $1',
      [c.numero],
    );
    const res = await chamar('GET', '/core/faturamento/auto/status', undefined, c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fase: 'Pagamento Enviado', visitouFinal: false });
    const [depois] = await sql<{ dados_app: Record<string, unknown> }>(
      'select dados_app from casos where numero = $1',
      [c.numero],
    );
    expect(depois!.dados_app).toEqual(expect.objectContaining({ ...antes!.dados_app, visitouFinal: true }));
    const s = (await chamar('GET', `/cotas/${c.idCota}/faturamento/novo`, undefined, c.token)).json();
    expect(s.dados).toMatchObject({
      valorEnviado: 12_000_000,
      pagamentoEnviadoEm: '2026-11-25T15:00:00.000Z',
    });
  });
});

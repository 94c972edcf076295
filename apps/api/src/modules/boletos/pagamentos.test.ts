import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MENSAGEM_DATA_PAGAMENTO_FUTURA,
  MENSAGEM_VALOR_PAGO_MENOR,
  gerarRetornoCnab240,
} from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let operador: string;
let cotas: {
  idCota: number;
  grupo: number;
  cota: number;
  parcelasPagas: number;
  valorSaldoDevedor: number;
  situacaoCota: string;
}[];
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
  operador = (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token;
});
afterEach(() => t.close());

const op = (method: 'GET' | 'POST', url: string, payload?: object, bearer = operador) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(payload ? { payload } : {}),
  });
const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const hoje = () => new Date(Date.now()).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** The customer generates a boleto for the given instalments of a quota (all open ones by default). */
async function gerarBoleto(idCota: number, quantas = 1) {
  const { parcelas, identificador } = (
    await t.get(`/cotas/${idCota}/cobrancas/segunda-via?filtro=due`, token)
  ).json();
  const res = await t.post(
    `/cotas/${idCota}/cobrancas/boleto`,
    {
      identificadorProcesso: identificador,
      cobrancas: parcelas
        .slice(0, quantas)
        .map((p: { identificadorCobranca: string }) => ({ identificadorCobranca: p.identificadorCobranca })),
    },
    { access_token: token },
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { nossoNumero: string; valorCobrado: number; linhaDigitavel: string };
}
const cota = async (idCota: number) => (await t.get(`/cotas/${idCota}`, token)).json();

describe('registering a payment by hand', () => {
  it('settles the boleto: paid in the history, the instalment counter and the statement move, audited', async () => {
    const id = idDe(1010, 23);
    const antes = await cota(id);
    const boleto = await gerarBoleto(id);
    const busca = (await op('GET', `/boletos?busca=${boleto.linhaDigitavel}`)).json();
    expect(busca.boletos).toHaveLength(1);
    expect(busca.boletos[0]).toMatchObject({
      nossoNumero: boleto.nossoNumero,
      cliente: { inscricaoNacional: '52998224725' },
    });

    const res = await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, {
      dataPagamento: hoje(),
      valorPago: boleto.valorCobrado,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      situacao: 'pago',
      dataPagamento: hoje(),
      valorPago: boleto.valorCobrado,
      baixadoPor: 'operador:Rafael Souza',
    });

    const pagos = (await t.get(`/cotas/${id}/boletos?situacao=pago`, token)).json();
    expect(pagos.data.map((b: { nossoNumero: string }) => b.nossoNumero)).toEqual([boleto.nossoNumero]);
    const depois = await cota(id);
    expect(depois.parcelasPagas).toBe(antes.parcelasPagas + 1);
    expect(depois.valorSaldoDevedor).toBeLessThan(antes.valorSaldoDevedor);
    const extrato = (await t.get(`/cotas/${id}/extrato`, token)).json();
    expect(extrato.lancamentos[0]).toMatchObject({ dataPagamento: hoje(), valorPago: boleto.valorCobrado });

    const auditoria = (await op('GET', '/auditoria')).json();
    expect(JSON.stringify(auditoria)).toContain(`boleto:${boleto.nossoNumero}`);
  });

  it('brings a quota back from "em atraso" once its overdue instalments are paid', async () => {
    const id = idDe(1010, 57);
    const { parcelas, identificador } = (
      await t.get(`/cotas/${id}/cobrancas/segunda-via?filtro=late`, token)
    ).json();
    const boleto = (
      await t.post(
        `/cotas/${id}/cobrancas/boleto`,
        {
          identificadorProcesso: identificador,
          cobrancas: parcelas.map((p: { identificadorCobranca: string }) => ({
            identificadorCobranca: p.identificadorCobranca,
          })),
        },
        { access_token: token },
      )
    ).json();
    await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, {
      dataPagamento: hoje(),
      valorPago: boleto.valorCobrado,
    });
    const depois = await cota(id);
    expect(depois.parcelasAtraso).toBe(0);
    expect(depois.situacaoCota).toBe('ATIVO - NORMAL');
    const extrato = (await t.get(`/cotas/${id}/extrato`, token)).json();
    expect(extrato.totais.valorEncargos).toBeGreaterThan(0);
  });

  it('paying a settlement boleto pays the quota off', async () => {
    const id = idDe(1010, 23);
    const { boleto } = (
      await t.post(`/cotas/${id}/cobrancas/quitacao/boleto`, {}, { access_token: token })
    ).json();
    await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, {
      dataPagamento: hoje(),
      valorPago: boleto.valorCobrado,
    });
    const depois = await cota(id);
    expect(depois.situacaoCota).toBe('QUITADO');
    expect(depois.valorSaldoDevedor).toBe(0);
    expect((await t.get(`/cotas/${id}/cobrancas/segunda-via`, token)).json().parcelas).toEqual([]);
  });

  it.each([
    [
      'a smaller amount',
      (v: number) => ({ dataPagamento: hoje(), valorPago: v - 1 }),
      MENSAGEM_VALOR_PAGO_MENOR,
    ],
    [
      'a future date',
      (v: number) => ({ dataPagamento: '2999-01-01', valorPago: v }),
      MENSAGEM_DATA_PAGAMENTO_FUTURA,
    ],
  ])('refuses %s and changes nothing', async (_, corpo, mensagem) => {
    const id = idDe(1010, 23);
    const boleto = await gerarBoleto(id);
    const res = await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, corpo(boleto.valorCobrado));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect((await t.get(`/cotas/${id}/boletos?situacao=pago`, token)).json().total).toBe(0);
  });

  it('keeps a second payment of the same boleto as a duplicate; refuses bad input, an unknown boleto and no session', async () => {
    const boleto = await gerarBoleto(idDe(1010, 23));
    const corpo = { dataPagamento: hoje(), valorPago: boleto.valorCobrado };
    expect((await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, corpo)).statusCode).toBe(200);
    const segunda = await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, corpo);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toMatchObject({
      situacao: 'pago',
      pagamentosDuplicados: [{ valorPago: boleto.valorCobrado, origem: 'operador', motivo: 'boleto_pago' }],
    });
    expect(
      (
        await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, {
          dataPagamento: 'ontem',
          valorPago: -5,
        })
      ).statusCode,
    ).toBe(400);
    const desconhecido = await op('POST', '/boletos/12345679999999998/pagamento', corpo);
    expect(desconhecido.json()).toEqual({ mensagem: 'Boleto não encontrado.' });
    expect((await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, corpo, '')).statusCode).toBe(401);
    expect((await op('GET', '/boletos?busca=52998224725', undefined, '')).statusCode).toBe(401);
  });
});

describe('importing a CNAB 240 return', () => {
  it('settles the paid boletos, reports unknown ones, and a second import changes nothing', async () => {
    const a = await gerarBoleto(idDe(1010, 23));
    const b = await gerarBoleto(idDe(1010, 88));
    const conteudo = gerarRetornoCnab240({
      convenio: '1234567',
      dataGeracao: hoje(),
      titulos: [
        {
          nossoNumero: a.nossoNumero,
          valorNominal: a.valorCobrado,
          valorPago: a.valorCobrado,
          dataVencimento: hoje(),
          dataPagamento: hoje(),
        },
        {
          nossoNumero: b.nossoNumero,
          valorNominal: b.valorCobrado,
          valorPago: b.valorCobrado,
          dataVencimento: hoje(),
          dataPagamento: hoje(),
          codigoMovimento: '02',
        },
        {
          nossoNumero: '12345679999999999',
          valorNominal: 1000,
          valorPago: 1000,
          dataVencimento: hoje(),
          dataPagamento: hoje(),
        },
      ],
    });
    const res = await op('POST', '/retornos', { nomeArquivo: 'RET001.ret', conteudo });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.jaImportado).toBe(false);
    expect(r.liquidados).toEqual([
      { nossoNumero: a.nossoNumero, valorPago: a.valorCobrado, dataPagamento: hoje() },
    ]);
    expect(r.ignorados).toBe(1);
    expect(r.rejeitados).toEqual([
      expect.objectContaining({ nossoNumero: '12345679999999999', motivo: 'Nosso número não encontrado.' }),
    ]);
    const pagos = (await op('GET', `/boletos?busca=${a.nossoNumero}`)).json().boletos;
    expect(pagos[0]).toMatchObject({ situacao: 'pago', baixadoPor: 'retorno:RET001.ret' });
    expect((await op('GET', `/boletos?busca=${b.nossoNumero}`)).json().boletos[0].situacao).toBe('aberto');

    const denovo = (await op('POST', '/retornos', { nomeArquivo: 'RET001-copia.ret', conteudo })).json();
    expect(denovo).toMatchObject({ jaImportado: true, liquidados: r.liquidados });
  });

  it('refuses a file that is not a CNAB 240 return', async () => {
    const res = await op('POST', '/retornos', { nomeArquivo: 'x.txt', conteudo: 'x'.repeat(300) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'O arquivo não é um retorno CNAB 240.' });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_SEM_SALDO_QUITACAO, validarLinhaDigitavel } from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let cotas: { idCota: number; grupo: number; cota: number; valorSaldoDevedor: number }[];
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
});
afterEach(() => t.close());

const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const hoje = () => new Date(Date.now()).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

describe('settlement (quitação)', () => {
  it('is the balance plus overdue instalments with charges, due today', async () => {
    const id = idDe(1010, 57);
    const res = await t.get(`/cotas/${id}/cobrancas/quitacao`, token);
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.dataVencimento).toBe(hoje());
    expect(q.valorParcelasVencidas).toBeGreaterThan(0);
    expect(q.valorEncargos).toBeGreaterThan(0);
    expect(q.valorTotal).toBe(q.valorSaldoAVencer + q.valorParcelasVencidas + q.valorEncargos);
    const saldo = cotas.find((c) => c.idCota === id)!.valorSaldoDevedor;
    expect(q.valorSaldoAVencer + q.valorParcelasVencidas).toBe(saldo);
  });

  it('issues one boleto due today for that amount, the same one when asked again', async () => {
    const id = idDe(1010, 23);
    const primeiro = await t.post(`/cotas/${id}/cobrancas/quitacao/boleto`, {}, { access_token: token });
    expect(primeiro.statusCode).toBe(200);
    const { quitacao, boleto } = primeiro.json();
    expect(boleto.valorCobrado).toBe(quitacao.valorTotal);
    expect(boleto.dataVencimento).toBe(hoje());
    expect(validarLinhaDigitavel(boleto.linhaDigitavel)).toEqual({ valida: true });
    const segundo = (
      await t.post(`/cotas/${id}/cobrancas/quitacao/boleto`, {}, { access_token: token })
    ).json();
    expect(segundo.boleto.nossoNumero).toBe(boleto.nossoNumero);
    const historico = (await t.get(`/cotas/${id}/boletos?tipo=quitacao`, token)).json();
    expect(historico.total).toBe(1);
    expect(historico.data[0].tipo).toBe('quitacao');
  });

  it('refuses paid-off and cancelled quotas with the message, and hides other customers’ quotas', async () => {
    for (const id of [idDe(5050, 14), idDe(4040, 301)]) {
      const res = await t.get(`/cotas/${id}/cobrancas/quitacao`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensagem: MENSAGEM_SEM_SALDO_QUITACAO });
    }
    const ana = await t.login('98765432100', { idParceiro: 2 });
    expect((await t.get(`/cotas/${ana.idCota}/cobrancas/quitacao`, token)).statusCode).toBe(404);
    expect(
      (await t.post(`/cotas/${ana.idCota}/cobrancas/quitacao/boleto`, {}, { access_token: token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('boleto history', () => {
  it('lists issued boletos newest first with what each pays, filtered by state', async () => {
    const id = idDe(1010, 23);
    const { parcelas, identificador } = (await t.get(`/cotas/${id}/cobrancas/segunda-via`, token)).json();
    const gerado = (
      await t.post(
        `/cotas/${id}/cobrancas/boleto`,
        {
          identificadorProcesso: identificador,
          cobrancas: [{ identificadorCobranca: parcelas[0].identificadorCobranca }],
        },
        { access_token: token },
      )
    ).json();
    const pagina = (await t.get(`/cotas/${id}/boletos`, token)).json();
    expect(pagina).toMatchObject({ page: 1, page_size: 20, total: 1, total_pages: 1 });
    expect(pagina.data[0]).toMatchObject({
      nossoNumero: gerado.nossoNumero,
      tipo: 'parcelas',
      situacao: 'aberto',
      dataPagamento: null,
      parcelas: [{ idCota: id, grupo: 1010, cota: 23, valorCobrado: gerado.valorCobrado }],
    });
    expect((await t.get(`/cotas/${id}/boletos?situacao=pago`, token)).json().total).toBe(0);
    expect((await t.get(`/cotas/${id}/boletos?situacao=qualquer`, token)).statusCode).toBe(400);
  });
});

describe('delivery preference', () => {
  it('starts as e-mail, changes, then is locked for 24 hours', async () => {
    const id = idDe(1010, 23);
    const inicial = (await t.get(`/cotas/${id}/forma-pagamento/manutencao`, token)).json();
    expect(inicial).toEqual({
      formaEnvio: 'email',
      alteradaEm: null,
      bloqueadaAte: null,
      vigenteAPartirDe: null,
    });

    const alterada = await t.get(`/cotas/${id}/forma-pagamento/recebimento/ambos`, token);
    expect(alterada.statusCode).toBe(200);
    expect(alterada.headers['cache-control']).toBe('no-store');
    const p = alterada.json();
    expect(p.formaEnvio).toBe('ambos');
    expect(Date.parse(p.bloqueadaAte) - Date.parse(p.alteradaEm)).toBe(24 * 3_600_000);
    expect(p.vigenteAPartirDe).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const bloqueada = await t.get(`/cotas/${id}/forma-pagamento/recebimento/correio`, token);
    expect(bloqueada.statusCode).toBe(400);
    expect(bloqueada.json().mensagem).toContain('menos de 24 horas');
    expect((await t.get(`/cotas/${id}/forma-pagamento/manutencao`, token)).json().formaEnvio).toBe('ambos');

    t.avancar(24 * 3_600_000 + 1000);
    token = (await t.login(MARIA)).access_token;
    const depois = await t.get(`/cotas/${id}/forma-pagamento/recebimento/correio`, token);
    expect(depois.statusCode).toBe(200);
    expect(depois.json().formaEnvio).toBe('correio');
  });

  it('refuses an unknown option and the same option, changing nothing', async () => {
    const id = idDe(1010, 23);
    expect((await t.get(`/cotas/${id}/forma-pagamento/recebimento/pombo`, token)).statusCode).toBe(400);
    const mesma = await t.get(`/cotas/${id}/forma-pagamento/recebimento/email`, token);
    expect(mesma.statusCode).toBe(400);
    expect((await t.get(`/cotas/${id}/forma-pagamento/manutencao`, token)).json().alteradaEm).toBeNull();
  });

  it("answers 404 for another customer's quota", async () => {
    const ana = await t.login('98765432100', { idParceiro: 2 });
    expect((await t.get(`/cotas/${ana.idCota}/forma-pagamento/manutencao`, token)).statusCode).toBe(404);
    expect((await t.get(`/cotas/${ana.idCota}/forma-pagamento/recebimento/correio`, token)).statusCode).toBe(
      404,
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MENSAGENS_LANCE,
  montarConfirmacaoLance,
  montarPayloadLance,
  valorMaximoEmbutido,
  type OfertaLance,
  type RegrasLance,
} from '@portal/domain';
import { createTestApp, MARIA, PREFIX, CABECALHOS, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let cotas: { idCota: number; grupo: number; cota: number }[];
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
});
afterEach(() => t.close());

const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const pedir = (method: 'POST' | 'PUT', url: string, payload: object = {}, tk = token) =>
  t.app.inject({ method, url: PREFIX + url, payload, headers: { ...CABECALHOS, access_token: tk } });
const regras = async (id: number, tk = token) =>
  (await t.get(`/cotas/${id}/credenciamento-lance`, tk)).json() as RegrasLance;
const oferta = (percentual: number, embutido = 0): OfertaLance => ({
  type: { modalidade: 'PE', percentual, valor: null },
  builtin: { usa: embutido > 0, valor: embutido || null },
  fgts: { usa: false, valor: null },
  keys: false,
  reduction: 'PC',
});

/** Simulates then confirms, as the wizard does; answers the confirmation. */
async function ofertar(id: number, o: OfertaLance, tk = token) {
  const r = await regras(id, tk);
  const payload = montarPayloadLance(r, o);
  const sim = (await pedir('POST', `/cotas/${id}/credenciamento-lance/simulacao`, payload, tk)).json();
  expect(sim.notifications.filter((n: { codigo: string }) => n.codigo !== 'SUBSTITUI_LANCE')).toEqual([]);
  const corpo = montarConfirmacaoLance(payload, sim.identificador);
  return { corpo, res: await pedir('POST', `/cotas/${id}/credenciamento-lance`, corpo, tk) };
}

describe('bid rules', () => {
  it('lets an active quota bid for its next assembly, until the day before', async () => {
    const r = await regras(idDe(1010, 23));
    expect(r).toMatchObject({
      podeOfertar: true,
      motivoImpedimento: null,
      tipo: 'auto',
      percentualMaximoEmbutido: 25,
    });
    expect(r.opcoes.map((o) => o.codigo)).toEqual(['003']);
    expect(r.proximaAssembleia!.dataLimiteLance < r.proximaAssembleia!.dataSorteio).toBe(true);
  });

  it.each([
    [4040, 301, MENSAGENS_LANCE.cotaCancelada],
    [2020, 112, MENSAGENS_LANCE.cotaContemplada],
  ])('refuses quota %i/%i with its reason', async (grupo, cota, motivo) => {
    const r = await regras(idDe(grupo, cota));
    expect(r.podeOfertar).toBe(false);
    expect(r.motivoImpedimento).toBe(motivo);
  });
});

describe('built-in bid (lanceEmbutido)', () => {
  const embutido = (id: number, body: object) =>
    pedir('POST', `/cotas/${id}/credenciamento-lance/lanceEmbutido`, body);

  it('caps the built-in part at 25 % of the credit and at the bid itself', async () => {
    const id = idDe(1010, 23);
    const r = await regras(id);
    const res = await embutido(id, { situacaoModalidade: 'VL', valorLance: 100_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valorLance: 100_000, valorMaximoEmbutido: 100_000 });
    const todo = (await embutido(id, { situacaoModalidade: 'VL', valorLance: r.valorBem })).json();
    expect(todo.valorMaximoEmbutido).toBe(valorMaximoEmbutido(r));
    expect(todo.valorMaximoEmbutido).toBeLessThan(r.valorBem);
  });

  it.each([1, 9_007_199_254_740_968])(
    'refuses a bid worth more than the asset (asset + %i centavos) with the spec message',
    async (excesso) => {
      const id = idDe(1010, 23);
      const r = await regras(id);
      const res = await embutido(id, {
        situacaoModalidade: 'VL',
        valorLance: Math.min(r.valorBem + excesso, Number.MAX_SAFE_INTEGER),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensagem: MENSAGENS_LANCE.acimaDoMaximo });
    },
  );
});

describe('placing a bid', () => {
  it('registers a percentage bid with built-in and instalment reduction, once even if confirmed twice', async () => {
    const id = idDe(1010, 23);
    const r = await regras(id);
    const embutido = Math.floor(r.valorCredito * 0.1);
    const { corpo, res } = await ofertar(id, oferta(12.5, embutido));
    expect(res.statusCode).toBe(200);
    const confirmado = res.json();
    expect(confirmado.protocolo).toMatch(/^\d{4}[0-9A-F]{10}$/);
    expect(confirmado.summary).toMatchObject({
      percentualLance: 12.5,
      valorLanceEmbutido: embutido,
      tipoAmortizacao: 'PC',
    });

    const denovo = (await pedir('POST', `/cotas/${id}/credenciamento-lance`, corpo)).json();
    expect(denovo.protocolo).toBe(confirmado.protocolo);
    const historico = (
      await t.get(`/cotas/${id}/credenciamento-lance/historico?page_size=20&page=1`, token)
    ).json();
    expect(historico.total).toBe(1);
    expect(historico.data[0]).toMatchObject({
      protocolo: confirmado.protocolo,
      situacao: 'ativo',
      podeCancelar: true,
    });
  });

  it('a confirmation retried after its assembly started still answers the bid, about that assembly', async () => {
    const id = idDe(1010, 23);
    const { corpo, res } = await ofertar(id, oferta(12.5));
    const confirmado = res.json();
    expect(confirmado.summary.substituiProtocolo).toBeNull();
    // The operator starts the run: the group's next scheduled assembly is now another one, or none.
    await t.database.pool.query(
      `update assembleias set situacao = 'em-andamento' where id = (
      select assembleia_id from lances where protocolo = $1)`,
      [confirmado.protocolo],
    );

    const repetida = await pedir('POST', `/cotas/${id}/credenciamento-lance`, corpo);
    expect(repetida.statusCode).toBe(200);
    expect(repetida.json()).toMatchObject({
      protocolo: confirmado.protocolo,
      summary: {
        numeroTotalAssembleia: confirmado.summary.numeroTotalAssembleia,
        dataSorteio: confirmado.summary.dataSorteio,
        substituiProtocolo: null,
      },
    });
  });

  it('a new bid for the same assembly replaces the active one; cancelling works once', async () => {
    const id = idDe(1010, 23);
    const primeiro = (await ofertar(id, oferta(10))).res.json().protocolo;
    const segundo = (await ofertar(id, oferta(20))).res.json().protocolo;
    const lista = (await t.get(`/cotas/${id}/credenciamento-lance/historico`, token)).json().data;
    expect(lista.map((l: { protocolo: string; situacao: string }) => [l.protocolo, l.situacao])).toEqual([
      [segundo, 'ativo'],
      [primeiro, 'substituido'],
    ]);
    const cancelado = await pedir('PUT', `/cotas/${id}/credenciamento-lance/cancelamento-lance/${segundo}`);
    expect(cancelado.json()).toMatchObject({
      situacao: 'cancelado',
      mensagem: MENSAGENS_LANCE.lanceCancelado,
    });
    const outra = await pedir('PUT', `/cotas/${id}/credenciamento-lance/cancelamento-lance/${segundo}`);
    expect(outra.statusCode).toBe(400);
    expect(outra.json().mensagem).toBe(MENSAGENS_LANCE.cancelamentoInativo);
  });

  it('refuses values beyond the limits and a tampered offer, registering nothing', async () => {
    const id = idDe(1010, 23);
    const r = await regras(id);
    const payload = montarPayloadLance(r, oferta(10));
    const acima = await pedir('POST', `/cotas/${id}/credenciamento-lance/simulacao`, {
      ...payload,
      valorLance: r.valorBem,
    });
    expect(acima.json().notifications[0].mensagem).toBe(MENSAGENS_LANCE.acimaDoMaximo);
    const sim = (await pedir('POST', `/cotas/${id}/credenciamento-lance/simulacao`, payload)).json();
    const adulterado = { ...montarConfirmacaoLance(payload, sim.identificador), valorOferta: 1 };
    const res = (await pedir('POST', `/cotas/${id}/credenciamento-lance`, adulterado)).json();
    expect(res).toMatchObject({
      protocolo: null,
      notifications: [{ mensagem: MENSAGENS_LANCE.ofertaDivergente }],
    });
    expect((await t.get(`/cotas/${id}/credenciamento-lance/historico`, token)).json().total).toBe(0);
  });

  it('refuses a bid after the deadline with the message', async () => {
    const tech = await t.login('12ABC34501DE35', { idParceiro: 2 });
    const suas = (await t.get('/cotas', tech.access_token)).json().data as {
      idCota: number;
      grupo: number;
    }[];
    const id = suas.find((c) => c.grupo === 7070)!.idCota;
    const r = await regras(id, tech.access_token);
    expect(r).toMatchObject({ podeOfertar: false, motivoImpedimento: MENSAGENS_LANCE.prazoEncerrado });
    const payload = montarPayloadLance(r, oferta(15));
    const res = (
      await pedir(
        'POST',
        `/cotas/${id}/credenciamento-lance`,
        montarConfirmacaoLance(payload, 'x1'),
        tech.access_token,
      )
    ).json();
    expect(res).toMatchObject({
      protocolo: null,
      notifications: [{ codigo: 'PRAZO_ENCERRADO', mensagem: MENSAGENS_LANCE.prazoEncerrado }],
    });
  });

  it("answers 404 for another customer's quota", async () => {
    const ana = await t.login('98765432100', { idParceiro: 2 });
    expect((await t.get(`/cotas/${ana.idCota}/credenciamento-lance`, token)).statusCode).toBe(404);
    expect((await t.get(`/cotas/${ana.idCota}/credenciamento-lance/historico`, token)).statusCode).toBe(404);
    expect(
      (await pedir('PUT', `/cotas/${ana.idCota}/credenciamento-lance/cancelamento-lance/X`)).statusCode,
    ).toBe(404);
  });
});

describe('winning bids of the group', () => {
  it('summarises the last six assemblies and where a bid would have stood', async () => {
    const v = (
      await t.get(`/cotas/${idDe(1010, 23)}/credenciamento-lance/vencedores?percentual=99`, token)
    ).json();
    expect(v.assembleias).toHaveLength(6);
    expect(v.menorPercentual).toBeLessThanOrEqual(v.medianaPercentual);
    expect(v.vitorias).toBe(
      v.assembleias.filter((a: { quantidadeVencedores: number }) => a.quantidadeVencedores > 0).length,
    );
  });
});

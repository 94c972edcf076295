import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COTAS_NA_HOME, resumoHomeSchema, TIPOS_CASO, type ResumoHome } from '@portal/domain';
import {
  ANA,
  CHAVE_OPERADOR,
  CLIENTE_WEB,
  createTestApp,
  HOST_DO_PARCEIRO,
  MARIA,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let maria: { access_token: string; idCota: number };
let cotas: { idCota: number; grupo: number; cota: number }[];
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(MARIA);
  cotas = (await t.get('/cotas', maria.access_token)).json().data;
});
afterAll(() => t.close());

const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const home = (idCota: number, token = maria.access_token) => t.get(`/cotas/${idCota}/home`, token);
async function resumo(idCota: number, token = maria.access_token): Promise<ResumoHome> {
  const res = await home(idCota, token);
  expect(res.statusCode, res.body).toBe(200);
  return resumoHomeSchema.parse(res.json());
}

describe('GET /cotas/{id}/home', () => {
  it('answers every card in one call, each part as its own call answers it', async () => {
    const id = idDe(1010, 57);
    const r = await resumo(id);
    // The quota cards: bounded, GET /cotas's first ones in its order, with how many the customer holds.
    expect(r.cotas.total).toBe(cotas.length);
    expect(r.cotas.data).toHaveLength(Math.min(COTAS_NA_HOME, cotas.length));
    expect(r.cotas.data).toEqual(cotas.slice(0, COTAS_NA_HOME));
    const [detalhe, dashboard, informativos] = await Promise.all(
      [`/cotas/${id}`, `/cotas/${id}/dashboard/resultado-assembleia`, `/informativos?id_cota=${id}`].map(
        async (url) => (await t.get(url, maria.access_token)).json(),
      ),
    );
    expect(r.cota).toEqual(detalhe);
    // The selected quota's card comes from its detail, which holds every field of the card.
    expect(detalhe).toMatchObject(cotas.find((c) => c.idCota === id)!);
    expect(r.assembleia).toEqual(dashboard);
    expect(r.informativos.naoLidas).toBe(informativos.naoLidas);
    expect(r.informativos.notificacoes.every((i) => i.tipo === 'notificacao')).toBe(true);
    expect(r.informativos.novidades.every((i) => i.tipo === 'noticia')).toBe(true);
  });

  it("the pending-boleto card sums the quota's open instalments, never listing them", async () => {
    const id = idDe(1010, 57);
    const r = await resumo(id);
    const lista = (
      await t.get(`/cotas/${id}/cobrancas/segunda-via?page_size=100`, maria.access_token)
    ).json();
    expect(r.boletoPendente?.vencidas).toEqual({
      quantidade: lista.totais.vencidas.quantidade,
      valorTotal: lista.totais.vencidas.valorTotal,
      desde: lista.parcelas[0].dataVencimento,
    });
    const emDia = lista.parcelas.filter((p: { situacao: string }) => p.situacao === 'em-dia');
    expect(r.boletoPendente?.proxima).toMatchObject({
      dataVencimento: emDia[0].dataVencimento,
      valorTotal: emDia[0].valorCobrado,
    });
    expect(JSON.stringify(r)).not.toContain('identificadorCobranca');
  });

  it('a cancelled quota has no pending card (spec §4: cancelled quotas skip tickets)', async () => {
    const r = await resumo(idDe(4040, 301));
    expect(r.boletoPendente).toBeNull();
    expect(r.cota.situacaoCota).toMatch(/CANCELAD/);
    expect(r.casos.every((c) => c.IdExternoCota === String(idDe(4040, 301)))).toBe(true);
  });

  it('brings the cases of the case-check sequence, newest first', async () => {
    const r = await resumo(idDe(1010, 23));
    expect(r.casos.some((c) => c.RecordTypeDeveloperName === TIPOS_CASO.posVenda)).toBe(true);
    const datas = r.casos.map((c) => c.CreatedDate);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it("answers 404 for another customer's quota, revealing nothing", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    const alheia = await home(ana.idCota);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toEqual({ mensagem: 'Cota não encontrada.' });
    // Ana's own home works on her portal.
    expect((await resumo(ana.idCota, ana.access_token)).cota.idCota).toBe(ana.idCota);
  });

  it("answers 401 on another partner's host, 401 without a token, and a bad id is a 400 in Portuguese", async () => {
    const outroHost = await t.app.inject({
      method: 'GET',
      url: `/app-cliente/v1/cotas/${maria.idCota}/home`,
      headers: {
        'x-client-id': 'portal-web',
        'x-app-version': '1.0.0',
        'x-platform': 'web',
        access_token: maria.access_token,
        host: HOST_DO_PARCEIRO[2]!,
      },
    });
    expect(outroHost.statusCode).toBe(401);
    expect((await home(maria.idCota, '')).statusCode).toBe(401);
    const invalido = await t.get('/cotas/abc/home', maria.access_token);
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ mensagem: 'Cota não encontrada.' });
  });

  it('serves a transparent session (home is allowed in transparent login)', async () => {
    const emitido = await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login-transparente',
      headers: { 'x-operador-chave': CHAVE_OPERADOR },
      payload: { inscricaoNacional: MARIA, idCota: maria.idCota, idParceiro: 1 },
    });
    const sessao = await t.post('/login/transparente', { token: emitido.json().token }, CLIENTE_WEB);
    expect(sessao.json()).toMatchObject({ transparente: true });
    const r = await resumo(maria.idCota, sessao.json().access_token);
    expect(r.cota.idCota).toBe(maria.idCota);
  });
});

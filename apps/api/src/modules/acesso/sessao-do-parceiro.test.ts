import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CABECALHOS,
  CHAVE_OPERADOR,
  CLIENTE_WEB,
  createTestApp,
  HOST_DO_PARCEIRO,
  MARIA,
  type TestApp,
} from '../../../test/test-app.ts';

/** A session, its links and its download tickets belong to the partner's portal they were opened on (issue 14). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000 });
});
afterAll(() => t.close());

const VERTICE = HOST_DO_PARCEIRO[2]!;

const naApi = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/app-cliente/v1${url}`, headers: { ...CABECALHOS, ...headers } });

async function linkDoExtrato(accessToken: string, idCota: number): Promise<string> {
  const res = await t.get(`/cotas/${idCota}/extrato/imprimir`, accessToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url;
}

const abrir = (url: string, host = HOST_DO_PARCEIRO[1]!) =>
  t.app.inject({ method: 'GET', url, headers: { host } });

describe("a session on another partner's portal", () => {
  it("answers 401 to Horizonte's token on Vértice's host, and keeps working on its own", async () => {
    const { access_token } = await t.login(MARIA);
    const fora = await naApi('/cotas', { access_token, host: VERTICE });
    expect(fora.statusCode).toBe(401);
    expect(fora.json().mensagem).toBeTruthy();
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
  });

  it('refuses a transparent link on the other portal without spending it', async () => {
    const { idCota } = await t.login(MARIA);
    const emitido = await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login-transparente',
      headers: { 'x-operador-chave': CHAVE_OPERADOR },
      payload: { inscricaoNacional: MARIA, idCota, idParceiro: 1 },
    });
    const { token } = emitido.json();
    const noVertice = await t.post('/login/transparente', { token }, { ...CLIENTE_WEB, host: VERTICE });
    expect(noVertice.statusCode).toBe(401);
    expect(noVertice.json().mensagem).toMatch(/link de acesso não é mais válido/);
    const noHorizonte = await t.post('/login/transparente', { token }, CLIENTE_WEB);
    expect(noHorizonte.statusCode).toBe(200);
    expect(noHorizonte.json()).toMatchObject({ transparente: true, idCota });
  });
});

describe('download tickets', () => {
  it("open only on the session's portal and die with the session", async () => {
    const { access_token, idCota } = await t.login(MARIA);
    const url = await linkDoExtrato(access_token, idCota);
    expect((await abrir(url, VERTICE)).statusCode).toBe(404);
    const aberto = await abrir(url);
    expect(aberto.statusCode).toBe(200);
    expect(aberto.headers['content-type']).toMatch(/application\/pdf/);

    const sair = await t.post('/login/logout', {}, { access_token });
    expect(sair.statusCode).toBe(204);
    const depois = await abrir(url);
    expect(depois.statusCode).toBe(404);
    expect(depois.json().mensagem).toBe('Este link de download expirou. Gere o PDF novamente pelo portal.');
  });
});

describe('selecting a quota', () => {
  it('ends the previous session: its access token and its download links die', async () => {
    const { access_token, idCota } = await t.login(MARIA);
    const url = await linkDoExtrato(access_token, idCota);
    const outra = (await t.get('/cotas', access_token)).json().data[1].idCota as number;
    const nova = await t.post('/login/selecionar-cota', { idCota: outra }, { access_token });
    expect(nova.statusCode).toBe(200);
    expect((await t.get('/cotas', access_token)).statusCode).toBe(401);
    expect((await abrir(url)).statusCode).toBe(404);
    expect((await t.get('/login/cota-selecionada', nova.json().access_token)).json().idCota).toBe(outra);
  });

  it('20 selections at once on one session: exactly one new session', async () => {
    const { access_token } = await t.login(MARIA);
    const outra = (await t.get('/cotas', access_token)).json().data[1].idCota as number;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => t.post('/login/selecionar-cota', { idCota: outra }, { access_token })),
    );
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status.filter((s) => s === 200)).toHaveLength(1);
    expect(status.filter((s) => s === 401)).toHaveLength(19);
    const vencedora = respostas.find((r) => r.statusCode === 200)!.json().access_token;
    expect((await t.get('/cotas', vencedora)).statusCode).toBe(200);
  });
});

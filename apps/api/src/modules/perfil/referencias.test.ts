import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditoria, cotas, filiais } from '@portal/db';
import {
  agoraEmSaoPaulo,
  MENSAGEM_CEP_INVALIDO,
  MENSAGEM_CEP_NAO_ENCONTRADO,
  MENSAGEM_UF_INVALIDA,
  PROFISSOES,
} from '@portal/domain';
import {
  ANA,
  CABECALHOS,
  createTestApp,
  HOST_DO_PARCEIRO,
  MARIA,
  PREFIX,
  type TestApp,
} from '../../../test/test-app.ts';

const ROTA_SUL = '11.222.333/0001-81';
const LISTAS = [
  'tipos-endereco',
  'tipos-telefone',
  'profissoes',
  'regimes-casamento',
  'tipos-acessibilidade',
  'estados-civil',
  'tipos-documento',
];

/** Maria's token on Vértice's host: the session does not exist there (ADR 0016). */
const noOutroPortal = (t: TestApp, url: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: PREFIX + url,
    headers: { ...CABECALHOS, access_token: token, host: HOST_DO_PARCEIRO[2]! },
  });

describe('look-ups (read only)', () => {
  let t: TestApp;
  let maria: { access_token: string; idCota: number };
  beforeAll(async () => {
    t = await createTestApp();
    maria = await t.login(MARIA);
  });
  afterAll(() => t.close());

  describe('GET /tipos-registro/{lista}', () => {
    it.each(LISTAS)('%s answers its list in `data`', async (lista) => {
      const res = await t.get(`/tipos-registro/${lista}`, maria.access_token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { data } = res.json();
      expect(data.length).toBeGreaterThanOrEqual(3);
      for (const item of data) expect(Object.keys(item).sort()).toEqual(['codigo', 'descricao', 'id']);
    });

    it('phone types are 1 residential, 2 commercial, 3 mobile; professions carry their CBO code', async () => {
      const telefones = (await t.get('/tipos-registro/tipos-telefone', maria.access_token)).json().data;
      expect(telefones.map((x: { id: number }) => x.id)).toEqual([1, 2, 3]);
      const profissoes = (await t.get('/tipos-registro/profissoes', maria.access_token)).json().data;
      expect(profissoes).toHaveLength(PROFISSOES.length);
      expect(profissoes).toContainEqual({ id: 1, descricao: 'Advogado', codigo: '241005' });
      expect(profissoes.at(-1).descricao).toBe('Outra profissão');
    });

    it('answers 404 {mensagem} to a list that does not exist, 401 without a session or on the other portal', async () => {
      const res = await t.get('/tipos-registro/tipos-de-sangue', maria.access_token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensagem: expect.any(String) });
      expect((await t.get('/tipos-registro/profissoes')).statusCode).toBe(401);
      expect((await noOutroPortal(t, '/tipos-registro/profissoes', maria.access_token)).statusCode).toBe(401);
    });
  });

  describe('GET /buscas/cidades', () => {
    it('finds a city of a state ignoring accents and case, with its IBGE code', async () => {
      const res = await t.get(
        '/buscas/cidades?uf=sp&cidade=SAO%20PAULO&limit=10000&offset=1',
        maria.access_token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const corpo = res.json();
      expect(corpo.data[0]).toEqual({ idCidade: 3550308, nome: 'São Paulo', uf: 'SP' });
      expect(corpo).toMatchObject({ limit: 10000, offset: 1 });
      expect(corpo.data.every((c: { uf: string }) => c.uf === 'SP')).toBe(true);
    });

    it('lists a whole state, or all of Brazil, and pages with limit and a 1-based offset', async () => {
      const sp = (await t.get('/buscas/cidades?uf=SP', maria.access_token)).json();
      expect(sp.total).toBe(645);
      expect(sp.data).toHaveLength(645);
      const brasil = (await t.get('/buscas/cidades', maria.access_token)).json();
      expect(brasil.total).toBe(5571);
      expect(brasil.data).toHaveLength(5571);
      const pagina = (await t.get('/buscas/cidades?uf=SP&limit=10&offset=11', maria.access_token)).json();
      expect(pagina).toEqual({ data: sp.data.slice(10, 20), total: 645, limit: 10, offset: 11 });
    });

    it.each([
      ['uf=XX', MENSAGEM_UF_INVALIDA],
      ['uf=S', MENSAGEM_UF_INVALIDA],
      ['uf=', MENSAGEM_UF_INVALIDA],
      ['limit=0', 'O limite deve ser 1 ou maior.'],
      ['limit=10001', 'O limite deve ser no máximo 10000.'],
      ['limit=dez', 'O limite deve ser um número.'],
      ['offset=0', 'O deslocamento (offset) começa em 1.'],
      ['offset=-1', 'O deslocamento (offset) deve ser um número.'],
      [`cidade=${'a'.repeat(101)}`, 'Informe no máximo 100 caracteres do nome da cidade.'],
    ])('refuses %s with 400 in Portuguese', async (query, mensagem) => {
      const res = await t.get(`/buscas/cidades?${query}`, maria.access_token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensagem });
    });

    it('needs a session of this portal', async () => {
      expect((await t.get('/buscas/cidades?uf=SP')).statusCode).toBe(401);
      expect((await noOutroPortal(t, '/buscas/cidades?uf=SP', maria.access_token)).statusCode).toBe(401);
    });
  });

  describe('GET /buscas/cep/{cep} (offline)', () => {
    it("answers every seeded branch's CEP with its street, district, city and state", async () => {
      const doSeed = await t.database.db.select().from(filiais);
      expect(doSeed.length).toBeGreaterThan(10);
      for (const f of doSeed) {
        const res = await t.get(`/buscas/cep/${f.cep}`, maria.access_token);
        expect(res.statusCode, f.cep).toBe(200);
        const e = res.json();
        expect(e, f.cep).toMatchObject({ cep: f.cep, bairro: f.bairro, localidade: f.cidade, uf: f.uf });
        expect(typeof e.idCidade).toBe('number');
        expect(f.endereco.startsWith([e.tipoLogradouro, e.logradouro].filter(Boolean).join(' ')), f.cep).toBe(
          true,
        );
      }
    });

    it('takes the CEP with or without the hyphen; any other CEP of a state answers the state only', async () => {
      const sem = (await t.get('/buscas/cep/01310100', maria.access_token)).json();
      expect(sem).toEqual((await t.get('/buscas/cep/01310-100', maria.access_token)).json());
      expect(sem).toMatchObject({ tipoLogradouro: 'Avenida', logradouro: 'Paulista', idCidade: 3550308 });
      expect((await t.get('/buscas/cep/69900-123', maria.access_token)).json()).toEqual({
        cep: '69900-123',
        tipoLogradouro: null,
        logradouro: null,
        bairro: null,
        localidade: null,
        idCidade: null,
        uf: 'AC',
      });
    });

    it('answers 404 to a CEP of no state and 400 to one that is not 8 digits', async () => {
      const fora = await t.get('/buscas/cep/00000-000', maria.access_token);
      expect(fora.statusCode).toBe(404);
      expect(fora.json()).toEqual({ mensagem: MENSAGEM_CEP_NAO_ENCONTRADO });
      for (const cep of ['1234', '013101000', '01310-10x', '01310%20100', '013.10-100']) {
        const res = await t.get(`/buscas/cep/${cep}`, maria.access_token);
        expect(res.statusCode, cep).toBe(400);
        expect(res.json(), cep).toEqual({ mensagem: MENSAGEM_CEP_INVALIDO });
      }
    });

    it('needs a session of this portal', async () => {
      expect((await t.get('/buscas/cep/01310100')).statusCode).toBe(401);
      expect((await noOutroPortal(t, '/buscas/cep/01310100', maria.access_token)).statusCode).toBe(401);
    });
  });

  describe('GET /util/datahoraatual', () => {
    it("answers Brasília's date and time by the server's clock", async () => {
      const res = await t.get('/util/datahoraatual', maria.access_token);
      expect(res.statusCode).toBe(200);
      const { dataAtual, horaAtual, instante } = res.json();
      expect({ dataAtual, horaAtual }).toEqual(
        (({ data, hora }) => ({ dataAtual: data, horaAtual: hora }))(agoraEmSaoPaulo(new Date(instante))),
      );
      expect(Math.abs(Date.parse(instante) - Date.now())).toBeLessThan(60_000);
      t.avancar(3 * 3_600_000);
      maria = await t.login(MARIA);
      const depois = (await t.get('/util/datahoraatual', maria.access_token)).json();
      expect(Date.parse(depois.instante) - Date.parse(instante)).toBeGreaterThanOrEqual(3 * 3_600_000);
    });

    it('needs a session of this portal', async () => {
      expect((await t.get('/util/datahoraatual')).statusCode).toBe(401);
      expect((await noOutroPortal(t, '/util/datahoraatual', maria.access_token)).statusCode).toBe(401);
    });
  });

  describe('GET /cotas/{id}/bancos/consultar', () => {
    it('lists the banks with a COMPE code', async () => {
      const res = await t.get(`/cotas/${maria.idCota}/bancos/consultar`, maria.access_token);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.length).toBeGreaterThan(100);
      expect(data[0]).toEqual({ idBanco: 1, codigo: '001', ispb: '00000000', nome: 'Banco do Brasil S.A.' });
      expect(data.find((b: { idBanco: number }) => b.idBanco === 104)).toMatchObject({ ispb: '00360305' });
    });

    it("answers 404 for another customer's quota, 400 for a malformed id, 401 on the other portal", async () => {
      const ana = await t.login(ANA, { idParceiro: 2 });
      const rotaSul = await t.login(ROTA_SUL);
      for (const id of [ana.idCota, rotaSul.idCota]) {
        const res = await t.get(`/cotas/${id}/bancos/consultar`, maria.access_token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ mensagem: 'Cota não encontrada.' });
      }
      expect((await t.get('/cotas/0x1/bancos/consultar', maria.access_token)).statusCode).toBe(400);
      const fora = await noOutroPortal(t, `/cotas/${maria.idCota}/bancos/consultar`, maria.access_token);
      expect(fora.statusCode).toBe(401);
    });
  });
});

describe('GET /buscas/cep/{cep} through CEP_URL', () => {
  let servidor: Server;
  let t: TestApp;
  beforeAll(async () => {
    servidor = createServer((req, res) => {
      const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
      res.setHeader('content-type', 'application/json');
      if (cep === '01001000')
        res.end(
          JSON.stringify({
            logradouro: 'Praça da Sé',
            bairro: 'Sé',
            localidade: 'São Paulo',
            uf: 'SP',
            ibge: '3550308',
          }),
        );
      else if (cep === '04000000') res.writeHead(503).end('{}');
      else res.end(JSON.stringify({ erro: true }));
    });
    await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
    t = await createTestApp({ cepUrl: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/ws` });
  });
  afterAll(async () => {
    await t.close();
    servidor.closeAllConnections();
    await new Promise((ok) => servidor.close(ok));
  });

  it("answers the service's address, its 'unknown' as 404, and its failure as the state alone", async () => {
    const { access_token } = await t.login(MARIA);
    expect((await t.get('/buscas/cep/01001-000', access_token)).json()).toEqual({
      cep: '01001-000',
      tipoLogradouro: 'Praça',
      logradouro: 'da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      idCidade: 3550308,
      uf: 'SP',
    });
    const desconhecido = await t.get('/buscas/cep/01310999', access_token);
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toEqual({ mensagem: MENSAGEM_CEP_NAO_ENCONTRADO });
    const falhou = await t.get('/buscas/cep/04000000', access_token);
    expect(falhou.statusCode).toBe(200);
    expect(falhou.json()).toMatchObject({ uf: 'SP', logradouro: null, idCidade: null });
  });
});

describe('opt-in: GET and PUT /cotas/{id}/opt-in', () => {
  let t: TestApp;
  let maria: { access_token: string; idCota: number };
  beforeEach(async () => {
    t = await createTestApp({ rateLimitPorMinuto: 1_000_000 });
    maria = await t.login(MARIA);
  });
  afterEach(() => t.close());

  const put = (id: number, payload: unknown, token = maria.access_token) =>
    t.app.inject({
      method: 'PUT',
      url: `${PREFIX}/cotas/${id}/opt-in`,
      headers: { ...CABECALHOS, access_token: token },
      payload: payload as object,
    });
  const registros = (idCota: number) =>
    t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'forma-envio.alterada'), eq(auditoria.alvo, `cota:${idCota}`)));
  const formaGravada = async (idCota: number) =>
    (await t.database.db.select().from(cotas).where(eq(cotas.id, idCota)))[0]!;

  it('starts as e-mail, never changed; a change answers the new channels and the last change, audited', async () => {
    const inicial = await t.get(`/cotas/${maria.idCota}/opt-in`, maria.access_token);
    expect(inicial.statusCode).toBe(200);
    expect(inicial.json()).toEqual({
      data: {
        formasEnvioCota: {
          formaEnvio: 'email',
          email: true,
          correio: false,
          alteradaEm: null,
          bloqueadaAte: null,
          vigenteAPartirDe: null,
        },
      },
    });

    const res = await put(maria.idCota, { formaEnvio: 'ambos' });
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json().data.formasEnvioCota;
    expect(f).toMatchObject({ formaEnvio: 'ambos', email: true, correio: true });
    expect(Date.parse(f.bloqueadaAte) - Date.parse(f.alteradaEm)).toBe(24 * 3_600_000);
    expect(
      (await t.get(`/cotas/${maria.idCota}/opt-in`, maria.access_token)).json().data.formasEnvioCota,
    ).toEqual(f);
    // One choice: the boletos journey sees the same.
    const boletos = (
      await t.get(`/cotas/${maria.idCota}/forma-pagamento/manutencao`, maria.access_token)
    ).json();
    expect(boletos).toMatchObject({ formaEnvio: 'ambos', alteradaEm: f.alteradaEm });

    const [registro, ...outros] = await registros(maria.idCota);
    expect(outros).toEqual([]);
    expect(registro).toMatchObject({
      operadorId: null,
      detalhes: { de: 'email', para: 'ambos', via: 'opt-in' },
    });
  });

  it('refuses another change for 24 hours, from either screen, changing nothing; then allows it', async () => {
    expect((await put(maria.idCota, { formaEnvio: 'correio' })).statusCode).toBe(200);
    const antes = await formaGravada(maria.idCota);

    t.avancar(23 * 3_600_000);
    maria = await t.login(MARIA);
    const bloqueada = await put(maria.idCota, { formaEnvio: 'ambos' });
    expect(bloqueada.statusCode).toBe(400);
    expect(bloqueada.json().mensagem).toMatch(/^A forma de envio foi alterada há menos de 24 horas\./);
    const pelosBoletos = await t.get(
      `/cotas/${maria.idCota}/forma-pagamento/recebimento/ambos`,
      maria.access_token,
    );
    expect(pelosBoletos.statusCode).toBe(400);
    expect(await formaGravada(maria.idCota)).toEqual(antes);
    expect(await registros(maria.idCota)).toHaveLength(1);

    t.avancar(3_600_000);
    maria = await t.login(MARIA);
    const depois = await put(maria.idCota, { formaEnvio: 'ambos' });
    expect(depois.statusCode).toBe(200);
    expect(depois.json().data.formasEnvioCota).toMatchObject({
      formaEnvio: 'ambos',
      email: true,
      correio: true,
    });
    expect(await registros(maria.idCota)).toHaveLength(2);
  });

  it('of 20 simultaneous changes exactly one wins, with one audit entry; the others are told of the lock', async () => {
    // Warm the route up (a refused change: the same choice) so the 20 below really meet in the statement.
    expect((await put(maria.idCota, { formaEnvio: 'email' })).statusCode).toBe(400);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(maria.idCota, { formaEnvio: i % 2 ? 'correio' : 'ambos' })),
    );
    const vencedoras = respostas.filter((r) => r.statusCode === 200);
    expect(vencedoras).toHaveLength(1);
    const vencedora = vencedoras[0]!.json().data.formasEnvioCota.formaEnvio;
    expect(respostas.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(
      Array(19).fill(400),
    );
    // A loser that asked for another choice meets the lock; one that asked for the winner's, that it is so now.
    respostas.forEach((r, i) => {
      if (r === vencedoras[0]) return;
      const pedida = i % 2 ? 'correio' : 'ambos';
      expect(r.json().mensagem).toMatch(
        pedida === vencedora
          ? /^A forma de envio já é /
          : /^A forma de envio foi alterada há menos de 24 horas/,
      );
    });
    expect((await formaGravada(maria.idCota)).formaEnvio).toBe(vencedora);
    const entradas = await registros(maria.idCota);
    expect(entradas).toHaveLength(1);
    expect(entradas[0]!.detalhes).toMatchObject({ de: 'email', para: vencedora });
  });

  it('refuses a bad or repeated choice with 400 in Portuguese, changing nothing', async () => {
    const antes = await formaGravada(maria.idCota);
    for (const corpo of [{ formaEnvio: 'pombo' }, {}, { formaEnvio: null }, { formaEnvio: 'email' }]) {
      const res = await put(maria.idCota, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(res.json().mensagem).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
    expect((await put(maria.idCota, { formaEnvio: 'email' })).json()).toEqual({
      mensagem: 'A forma de envio já é E-mail.',
    });
    expect(await formaGravada(maria.idCota)).toEqual(antes);
    expect(await registros(maria.idCota)).toEqual([]);
  });

  it("answers 404 for another customer's quota and 401 on the other portal, changing nothing", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    const rotaSul = await t.login(ROTA_SUL);
    for (const id of [ana.idCota, rotaSul.idCota]) {
      const antes = await formaGravada(id);
      expect((await t.get(`/cotas/${id}/opt-in`, maria.access_token)).statusCode).toBe(404);
      const res = await put(id, { formaEnvio: 'ambos' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensagem: 'Cota não encontrada.' });
      expect(await formaGravada(id)).toEqual(antes);
    }
    expect((await noOutroPortal(t, `/cotas/${maria.idCota}/opt-in`, maria.access_token)).statusCode).toBe(
      401,
    );
    const fora = await t.app.inject({
      method: 'PUT',
      url: `${PREFIX}/cotas/${maria.idCota}/opt-in`,
      headers: { ...CABECALHOS, access_token: maria.access_token, host: HOST_DO_PARCEIRO[2]! },
      payload: { formaEnvio: 'ambos' },
    });
    expect(fora.statusCode).toBe(401);
    expect((await formaGravada(maria.idCota)).formaEnvioAlteradaEm).toBeNull();
  });
});

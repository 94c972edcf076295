import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pedidosRetorno } from '@portal/db';
import { dataDoRetorno, diaDeAtendimento, type Filial } from '@portal/domain';
import { ANA, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let maria: { access_token: string; idCota: number };
beforeEach(async () => {
  t = await createTestApp();
  maria = await t.login(MARIA);
});
afterEach(() => t.close());

const pedir = (body: object, token = maria.access_token) =>
  t.post('/atendimento/retorno', body, { access_token: token });
const pedidos = () => t.database.db.select().from(pedidosRetorno);

/** The analysts' queue filtered to call-backs, as the back-office asks for it. */
async function filaDeRetornos() {
  const login = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
  });
  const res = await t.app.inject({
    method: 'GET',
    url: '/operador/v1/casos?tipo=Retorno_Ligacao',
    headers: { authorization: `Bearer ${login.json().access_token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { CaseNumber: string }[] };
}

describe('GET /filiais', () => {
  it("lists the caller's partner's branches with the state name; the other partner's are not there", async () => {
    const res = await t.get('/filiais', maria.access_token);
    expect(res.statusCode).toBe(200);
    const horizonte = res.json() as Filial[];
    expect(horizonte.length).toBeGreaterThanOrEqual(8);
    expect(horizonte.find((f) => f.uf === 'SP')).toMatchObject({ estado: 'São Paulo' });
    expect(horizonte.every((f) => f.estado.length > 2)).toBe(true);

    const ana = await t.login(ANA, { idParceiro: 2 });
    const vertice = (await t.get('/filiais', ana.access_token)).json() as Filial[];
    expect(vertice.length).toBeGreaterThan(0);
    const idsHorizonte = new Set(horizonte.map((f) => f.id));
    expect(vertice.some((f) => idsHorizonte.has(f.id))).toBe(false);
    expect(vertice.find((f) => f.uf === 'DF')).toMatchObject({ estado: 'Distrito Federal' });
  });

  it('needs a session', async () => {
    expect((await t.get('/filiais')).statusCode).toBe(401);
  });
});

describe('POST /atendimento/retorno', () => {
  it('books the call on a service day, opens a call-back case in the analysts’ queue, and confirms its protocol', async () => {
    const esperado = dataDoRetorno(new Date(), 'tarde');
    const res = await pedir({ telefone: '(11) 98765-4321', periodo: 'tarde', idCota: maria.idCota });
    expect(res.statusCode).toBe(201);
    const pedido = res.json();
    expect(pedido).toMatchObject({ telefone: '11987654321', periodo: 'tarde', data: esperado });
    expect(pedido.protocolo).toMatch(/^\d{8,12}$/);
    expect(diaDeAtendimento(pedido.data)).toBe(true);
    expect(pedido.mensagem).toMatch(/^Ligamos para você em \d{2}\/\d{2}\/\d{4}, à tarde \(13h às 19h\)\.$/);
    const [gravado] = await pedidos();
    expect(gravado).toMatchObject({
      telefone: '11987654321',
      periodo: 'tarde',
      data: esperado,
      cotaId: maria.idCota,
    });

    const fila = await filaDeRetornos();
    expect(fila.data).toHaveLength(1);
    expect(fila.data[0]).toMatchObject({
      CaseNumber: pedido.protocolo,
      RecordTypeDeveloperName: 'Retorno_Ligacao',
      tipo: 'Ligamos para você',
      Status: 'Em Andamento',
    });

    // One open call-back per quota, whatever the period: the second request is told the first's protocol.
    const repetido = await pedir({ telefone: '11987654321', periodo: 'manha' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({
      mensagem: `Você já pediu uma ligação (protocolo ${pedido.protocolo}). Aguarde o nosso contato.`,
    });
    expect(await pedidos()).toHaveLength(1);
  });

  it('of 20 parallel requests for one quota, one opens the case and 19 get a 409 naming it', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pedir({ telefone: `(11) 98765-43${String(i).padStart(2, '0')}`, periodo: i % 2 ? 'manha' : 'tarde' }),
      ),
    );
    const criadas = respostas.filter((r) => r.statusCode === 201);
    expect(criadas).toHaveLength(1);
    const protocolo = criadas[0]!.json().protocolo as string;
    for (const r of respostas.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().mensagem).toContain(`protocolo ${protocolo}`);
    }
    expect((await filaDeRetornos()).data).toHaveLength(1);
    expect(await pedidos()).toHaveLength(1);
  });

  it.each([
    [{ telefone: '1234', periodo: 'tarde' }, 'Telefone inválido'],
    [{ telefone: '(00) 98765-4321', periodo: 'tarde' }, 'Telefone inválido'],
    [{ telefone: '(11) 98765-4321', periodo: 'madrugada' }, 'Escolha o período do dia.'],
    [{ telefone: '(11) 98765-4321', periodo: 'noite' }, 'Escolha o período do dia.'],
    [{ periodo: 'tarde' }, 'Telefone inválido'],
    [{ telefone: '(11) 98765-4321', periodo: 'tarde', idCota: -1 }, 'Cota inválida.'],
  ])('refuses %j with 400 in Portuguese and stores nothing', async (body, mensagem) => {
    const res = await pedir(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect(await pedidos()).toHaveLength(0);
  });

  it("answers 404 for another customer's quota and stores nothing", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    const res = await pedir({ telefone: '(11) 98765-4321', periodo: 'manha', idCota: ana.idCota });
    expect(res.statusCode).toBe(404);
    expect(await pedidos()).toHaveLength(0);
    const anaPediu = await pedir({ telefone: '(51) 3222-6400', periodo: 'tarde' }, ana.access_token);
    expect(anaPediu.statusCode).toBe(201);
    const daAna = await t.database.db
      .select()
      .from(pedidosRetorno)
      .where(eq(pedidosRetorno.telefone, '5132226400'));
    expect(daAna).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect(
      (await t.post('/atendimento/retorno', { telefone: '11987654321', periodo: 'manha' })).statusCode,
    ).toBe(401);
    expect(await pedidos()).toHaveLength(0);
  });
});

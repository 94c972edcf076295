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
  it('books the call on a service day, stores it, and refuses the same day and period twice', async () => {
    const esperado = dataDoRetorno(new Date(), 'tarde');
    const res = await pedir({ telefone: '(11) 98765-4321', periodo: 'tarde', idCota: maria.idCota });
    expect(res.statusCode).toBe(201);
    const pedido = res.json();
    expect(pedido).toMatchObject({ telefone: '11987654321', periodo: 'tarde', data: esperado });
    expect(diaDeAtendimento(pedido.data)).toBe(true);
    expect(pedido.mensagem).toMatch(/^Ligamos para você em \d{2}\/\d{2}\/\d{4}, à tarde \(12h às 17h\)\.$/);
    const [gravado] = await pedidos();
    expect(gravado).toMatchObject({
      telefone: '11987654321',
      periodo: 'tarde',
      data: esperado,
      cotaId: maria.idCota,
    });

    const repetido = await pedir({ telefone: '11987654321', periodo: 'tarde' });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().mensagem).toMatch(
      /^Você já pediu uma ligação para \d{2}\/\d{2}\/\d{4} nesse período\./,
    );
    expect((await pedir({ telefone: '11987654321', periodo: 'manha' })).statusCode).toBe(201);
    expect(await pedidos()).toHaveLength(2);
  });

  it.each([
    [{ telefone: '1234', periodo: 'tarde' }, 'Telefone inválido'],
    [{ telefone: '(00) 98765-4321', periodo: 'tarde' }, 'Telefone inválido'],
    [{ telefone: '(11) 98765-4321', periodo: 'madrugada' }, 'Escolha o período do dia.'],
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
    const anaPediu = await pedir({ telefone: '(51) 3222-6400', periodo: 'noite' }, ana.access_token);
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

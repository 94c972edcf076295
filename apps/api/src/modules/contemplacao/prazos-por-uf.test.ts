import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

/**
 * 02 §9 "state holidays excluded", end to end: the guarantee deadline of Maria's 3030/0009 (Horizonte: 10
 * business days) follows the state of her principal address.
 */

let t: TestApp;
let sessao: { access_token: string; idCota: number };
const SAO_PAULO = 3550308;
const RIO_DE_JANEIRO = 3304557;

const sql = async (texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows;

beforeAll(async () => {
  t = await createTestApp();
  const s = await t.login(MARIA);
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === 3030 && c.cota === 9)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  sessao = { access_token: nova.access_token as string, idCota };
}, 60_000);
afterAll(() => t.close());

const prazoGarantia = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${PREFIX}/cotas/${sessao.idCota}/contemplacao`,
    headers: { ...CABECALHOS, access_token: sessao.access_token },
  });
  expect(res.statusCode).toBe(200);
  return res.json().prazoGarantia.dataFormatada as string;
};
const moverEnderecoPrincipal = (idCidade: number) =>
  sql(
    `update enderecos set id_cidade = $1
      where principal and cliente_id = (select cliente_id from cotas where id = $2)`,
    [idCidade, sessao.idCota],
  );

describe("guarantee deadline on the holder's state calendar", () => {
  it('skips 9 July in São Paulo, not in Rio de Janeiro; national holidays only without an address', async () => {
    // Contemplated on Mon 6 Jul 2026: ten business days run across Thu 9 Jul (Revolução Constitucionalista).
    await sql("update cotas set data_contemplacao = '2026-07-06' where id = $1", [sessao.idCota]);
    await moverEnderecoPrincipal(SAO_PAULO);
    expect(await prazoGarantia()).toBe('21/07/2026');
    await moverEnderecoPrincipal(RIO_DE_JANEIRO);
    expect(await prazoGarantia()).toBe('20/07/2026');
    await sql(
      'update enderecos set principal = false where cliente_id = (select cliente_id from cotas where id = $1)',
      [sessao.idCota],
    );
    expect(await prazoGarantia()).toBe('20/07/2026');

    // Contemplated on Mon 20 Apr 2026 + 10: Tiradentes (21 Apr) and 1 May everywhere, São Jorge (23 Apr) in RJ.
    await sql("update cotas set data_contemplacao = '2026-04-20' where id = $1", [sessao.idCota]);
    await sql(
      `update enderecos set principal = true where id = (select min(e.id) from enderecos e
         join cotas c on c.cliente_id = e.cliente_id where c.id = $1)`,
      [sessao.idCota],
    );
    await moverEnderecoPrincipal(RIO_DE_JANEIRO);
    expect(await prazoGarantia()).toBe('07/05/2026');
    await moverEnderecoPrincipal(SAO_PAULO);
    expect(await prazoGarantia()).toBe('06/05/2026');
  });
});

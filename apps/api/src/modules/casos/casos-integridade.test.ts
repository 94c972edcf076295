import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGENS_ABERTURA_CASO, STATUS_ABERTOS, STATUS_CASO, statusEm } from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ROTA_SUL = '11222333000181';
type Sessao = { access_token: string; idCota: number; cpf: string };

async function sessaoNaCota(documento: string, grupo: number, numero: number): Promise<Sessao> {
  const s = await t.login(documento);
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === numero)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { access_token: nova.access_token, idCota, cpf: documento };
}

const abrir = (s: Sessao, tipo: string, descricao = 'Quero abrir esta solicitação') =>
  t.post(
    '/salesforce/casos',
    {
      CPF_CNPJ: s.cpf,
      IdExternoCota: String(s.idCota),
      RecordTypeDeveloperName: tipo,
      Description: descricao,
    },
    { access_token: s.access_token },
  );

const casosAbertos = async (idCota: number, tipo: string) =>
  (
    await t.database.pool.query<{ numero: string; status: string }>(
      'select numero, status from casos where cota_id = $1 and tipo = $2 and aberto',
      [idCota, tipo],
    )
  ).rows;

const contarCasos = async (idCota: number) =>
  Number(
    (await t.database.pool.query('select count(*) from casos where cota_id = $1', [idCota])).rows[0].count,
  );

describe('one open case per quota and type (issue 13)', () => {
  it('20 identical requests at once open 1 case; the other 19 answer 409 with the message', async () => {
    const s = await sessaoNaCota(MARIA, 4040, 301);
    const respostas = await Promise.all(Array.from({ length: 20 }, () => abrir(s, 'Reativacao_Cota')));
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of respostas.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ mensagem: MENSAGENS_ABERTURA_CASO.emAndamento });
    const abertos = await casosAbertos(s.idCota, 'Reativacao_Cota');
    expect(abertos).toHaveLength(1);
    const criado = respostas.find((r) => r.statusCode === 201)!.json().compositeResponse[0].body.CaseNumber;
    expect(abertos[0]!.numero).toBe(criado);
    const historico = await t.database.pool.query(
      'select nota from casos_historico h join casos c on c.id = h.caso_id where c.numero = $1',
      [criado],
    );
    expect(historico.rows).toEqual([{ nota: 'Caso aberto' }]);
  });

  it('a closed case does not block a new one, and an analyst cannot reopen it beside the new one (409)', async () => {
    const s = await sessaoNaCota(MARIA, 4040, 301);
    const primeiro = (await abrir(s, 'Reativacao_Cota')).json().compositeResponse[0].body.CaseNumber;
    const operador = (
      await t.app.inject({
        method: 'POST',
        url: '/operador/v1/login',
        payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
      })
    ).json().access_token as string;
    const patch = (numero: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/operador/v1/casos/${numero}`,
        headers: { authorization: `Bearer ${operador}` },
        payload,
      });
    expect((await patch(primeiro, { status: 'Fechado' })).statusCode).toBe(200);
    const segundo = await abrir(s, 'Reativacao_Cota');
    expect(segundo.statusCode).toBe(201);

    const auditoriaAntes = (await t.database.pool.query('select count(*) from auditoria')).rows[0].count;
    const reabrir = await patch(primeiro, { status: 'Em Andamento', nota: 'Reabrindo' });
    expect(reabrir.statusCode).toBe(409);
    expect(reabrir.json().mensagem).toMatch(/já tem outro caso deste tipo em andamento/);
    // Nothing of the refused change stayed: status, history line, audit entry.
    const { rows } = await t.database.pool.query(
      `select c.status, (select count(*) from casos_historico h where h.caso_id = c.id and h.nota = 'Reabrindo') as notas
       from casos c where c.numero = $1`,
      [primeiro],
    );
    expect(rows[0]).toEqual({ status: 'Fechado', notas: '0' });
    expect((await t.database.pool.query('select count(*) from auditoria')).rows[0].count).toBe(
      auditoriaAntes,
    );
  });

  it("the database's 'aberto' column agrees with the domain's open statuses, in any spelling", async () => {
    const s = await sessaoNaCota(MARIA, 4040, 301);
    const numero = (await abrir(s, 'Reativacao_Cota')).json().compositeResponse[0].body.CaseNumber;
    const grafias = [...Object.values(STATUS_CASO), 'EM_ANDAMENTO', 'em andamento', ' ESCALADO ', 'Fechado'];
    for (const status of grafias) {
      const { rows } = await t.database.pool.query<{ aberto: boolean }>(
        'update casos set status = $1 where numero = $2 returning aberto',
        [status, numero],
      );
      expect([status, rows[0]!.aberto]).toEqual([status, statusEm(status, STATUS_ABERTOS)]);
    }
  });
});

describe('eligibility to open a case, in the API (03 §4, 02 §4.10, 02 §5)', () => {
  it.each([
    [
      'reactivation on an active quota',
      MARIA,
      1010,
      23,
      'Reativacao_Cota',
      MENSAGENS_ABERTURA_CASO.reativacao,
    ],
    ['refund on an active quota', MARIA, 1010, 23, 'Devolucao_Valores', MENSAGENS_ABERTURA_CASO.devolucao],
    [
      'refund on a paid-off quota of a running group',
      MARIA,
      5050,
      14,
      'Devolucao_Valores',
      MENSAGENS_ABERTURA_CASO.devolucao,
    ],
    [
      'cash billing on a quota never contemplated',
      MARIA,
      1010,
      88,
      'Faturamento_Especie',
      MENSAGENS_ABERTURA_CASO.faturamento,
    ],
    [
      'goods billing on a non-contemplated quota',
      MARIA,
      1010,
      23,
      'Faturamento_Auto_App',
      MENSAGENS_ABERTURA_CASO.faturamento,
    ],
    [
      'credit analysis on a non-contemplated quota',
      MARIA,
      1010,
      57,
      'Consultoria_Analise',
      MENSAGENS_ABERTURA_CASO.analiseCredito,
    ],
    [
      'billing on a cancelled quota',
      MARIA,
      4040,
      301,
      'Faturamento_Auto_App',
      MENSAGENS_ABERTURA_CASO.faturamento,
    ],
  ])('refuses %s (409, nothing saved)', async (_caso, documento, grupo, numero, tipo, mensagem) => {
    const s = await sessaoNaCota(documento, grupo, numero);
    const antes = await contarCasos(s.idCota);
    const res = await abrir(s, tipo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ mensagem });
    expect(await contarCasos(s.idCota)).toBe(antes);
  });

  it.each([
    ['a refund on a cancelled and contemplated quota', ROTA_SUL, 1010, 141, 'Devolucao_Valores'],
    ['goods billing on a contemplated quota', MARIA, 3030, 9, 'Faturamento_Auto_App'],
    ['a reactivation on a cancelled, never contemplated quota', MARIA, 4040, 301, 'Reativacao_Cota'],
    ['a registration update on any quota', MARIA, 1010, 23, 'Atualizacao_Cadastral'],
  ])('opens %s', async (_caso, documento, grupo, numero, tipo) => {
    const s = await sessaoNaCota(documento, grupo, numero);
    expect((await abrir(s, tipo)).statusCode).toBe(201);
    expect(await casosAbertos(s.idCota, tipo)).toHaveLength(1);
  });

  it('keeps 400 for the types only the administrator opens', async () => {
    const s = await sessaoNaCota(MARIA, 1010, 23);
    const res = await abrir(s, 'Aviso_Contemplacao');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_ABERTURA_CASO.tipoNaoAbertoPeloApp });
  });
});

describe('migration 0013 on a database that already holds duplicates', () => {
  const [, fecharDuplicados, criarIndice] = readFileSync(
    path.join(import.meta.dirname, '../../../../../packages/db/migrations/0013_um_caso_aberto_por_tipo.sql'),
    'utf8',
  ).split('--> statement-breakpoint');

  it('keeps the newest open case of each quota and type and closes the others with a history line', async () => {
    // The migration runs as the database's owner: the app's runtime role may not drop or create indexes.
    const pool = new pg.Pool({ connectionString: t.database.url, max: 1 });
    pool.on('error', () => undefined);
    try {
      await reconstruirEAplicar(pool);
    } finally {
      await pool.end();
    }
  });

  async function reconstruirEAplicar(pool: pg.Pool) {
    const s = await sessaoNaCota(MARIA, 4040, 301);
    const numero = (await abrir(s, 'Reativacao_Cota')).json().compositeResponse[0].body.CaseNumber;
    // The state an old demo database may be in: the race let three open cases of one type through.
    await pool.query('drop index casos_um_aberto_por_tipo_idx');
    for (const [sufixo, dias] of [
      ['1', 3],
      ['2', 1],
    ] as const)
      await pool.query(
        `insert into casos (numero, tipo, status, fase, cliente_id, cota_id, criado_em)
         select numero || $2, tipo, status, fase, cliente_id, cota_id, now() - make_interval(days => $3)
         from casos where numero = $1`,
        [numero, sufixo, dias],
      );
    await pool.query(fecharDuplicados!);
    await pool.query(criarIndice!);

    const { rows } = await pool.query<{ numero: string; status: string }>(
      'select numero, status from casos where cota_id = $1 and tipo = $2 order by numero',
      [s.idCota, 'Reativacao_Cota'],
    );
    expect(rows).toEqual([
      { numero, status: 'Em Andamento' },
      { numero: `${numero}1`, status: 'Fechado' },
      { numero: `${numero}2`, status: 'Fechado' },
    ]);
    const notas = await pool.query(
      `select h.autor, h.status_de, h.status_para from casos_historico h join casos c on c.id = h.caso_id
       where c.numero like $1 || '_' order by c.numero`,
      [numero],
    );
    expect(notas.rows).toEqual([
      { autor: 'sistema', status_de: 'Em Andamento', status_para: 'Fechado' },
      { autor: 'sistema', status_de: 'Em Andamento', status_para: 'Fechado' },
    ]);
    expect((await abrir(s, 'Reativacao_Cota')).statusCode).toBe(409);
  }
});

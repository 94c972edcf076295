import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect, type Database } from '@portal/db';
import { ANA, createTestApp, MARIA, type TestApp } from '../../test/test-app.ts';
import { ESPERA, entrarComoOperador } from '../../test/dois-processos.ts';
import type { CacheCompartilhado } from './cache-compartilhado.ts';
import { esquecerClientesAoConfirmar } from './cache-dos-clientes.ts';

/**
 * The per-customer read cache (ADR 0061) as the customer meets it. Requests go in as a real caller's do, without
 * the test app first applying pending notifications (`sincronizarCaches: false`): what is fresh here is fresh
 * because the writer forgot, or because the database's notification arrived.
 */
let t: TestApp;
let token: string;
let operador: Awaited<ReturnType<typeof entrarComoOperador>>;
let dono: Database;
let outro: { t: TestApp; pool: Database } | undefined;
beforeEach(async () => {
  t = await createTestApp({ sincronizarCaches: false });
  dono = connect(t.database.url, 1);
  token = (await t.login(MARIA)).access_token;
  operador = await entrarComoOperador(t);
});
afterEach(async () => {
  await dono.close();
  if (outro) {
    await outro.t.close();
    await outro.pool.close();
    outro = undefined;
  }
  await t.close();
});

interface Cota {
  idCota: number;
  grupo: number;
  cota: number;
  parcelasPagas: number;
  parcelasAtraso: number;
  valorSaldoDevedor: number;
}
interface Pendente {
  identificadorCobranca: string;
  idMovimentoFinanceiro: number;
  valorCobrado: number;
  marcada: boolean;
  situacao: string;
}

const cotas = async (app = t, tk = token) => (await app.get('/cotas', tk)).json().data as Cota[];
const idDe = async (grupo: number, cota: number) =>
  (await cotas()).find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const detalhe = async (id: number, app = t, tk = token) => (await app.get(`/cotas/${id}`, tk)).json();
const pendentes = async (id: number, app = t, tk = token) =>
  (await app.get(`/cotas/${id}/cobrancas/segunda-via?filtro=all&page_size=100`, tk)).json() as {
    parcelas: Pendente[];
    total: number;
    identificador: string;
  };
const hoje = () => new Date(Date.now()).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** The customer's boleto for the quota's oldest open instalment, paid at the counter and registered by hand. */
async function pagarUma(id: number, app = t) {
  const { parcelas, identificador } = await pendentes(id, app);
  const gerado = await app.post(
    `/cotas/${id}/cobrancas/boleto`,
    {
      identificadorProcesso: identificador,
      cobrancas: [{ identificadorCobranca: parcelas[0]!.identificadorCobranca }],
    },
    { access_token: token },
  );
  expect(gerado.statusCode).toBe(200);
  const boleto = gerado.json() as { nossoNumero: string; valorCobrado: number };
  const pago = await operador('POST', `/boletos/${boleto.nossoNumero}/pagamento`, {
    dataPagamento: hoje(),
    valorPago: boleto.valorCobrado,
  });
  expect(pago.statusCode).toBe(200);
  return parcelas[0]!;
}

/** SQL as the database's owner, in one transaction (what an administrator does behind the API's back). */
const comoDono = (texto: string) => dono.pool.query(`begin; ${texto}; commit`);

describe('per-customer read cache (ADR 0061)', () => {
  it('answers what it kept: a write that tells no one (triggers off) is not seen, which is why every write must', async () => {
    const id = await idDe(1010, 23);
    const antes = await detalhe(id);
    await comoDono(`alter table cotas disable trigger user;
      update cotas set apelido = 'sem aviso' where id = ${id};
      alter table cotas enable trigger user`);
    expect((await detalhe(id)).apelido).toBe(antes.apelido);
    // The same change told (the trigger on): every read shows it once the notification arrives.
    await comoDono(`update cotas set apelido = 'com aviso' where id = ${id}`);
    await vi.waitFor(async () => expect((await detalhe(id)).apelido).toBe('com aviso'), ESPERA);
    expect((await cotas()).find((c) => c.idCota === id)).toMatchObject({ apelido: 'com aviso' });
  });

  it("a payment registered in this process shows on the customer's very next reads: list, quota, second copy", async () => {
    const id = await idDe(1010, 23);
    const [lista, cota, segunda] = [await cotas(), await detalhe(id), await pendentes(id)];
    const paga = await pagarUma(id);

    const depois = (await cotas()).find((c) => c.idCota === id)!;
    expect(depois.parcelasPagas).toBe(lista.find((c) => c.idCota === id)!.parcelasPagas + 1);
    const cotaDepois = await detalhe(id);
    expect(cotaDepois.parcelasPagas).toBe(cota.parcelasPagas + 1);
    expect(cotaDepois.extrato.ultimosPagamentos[0]).toMatchObject({ dataPagamento: hoje() });
    const segundaDepois = await pendentes(id);
    expect(segundaDepois.total).toBe(segunda.total - 1);
    expect(segundaDepois.parcelas.map((p) => p.identificadorCobranca)).not.toContain(
      paga.identificadorCobranca,
    );
  });

  it("the customer's own write outside a transaction (marking a charge) is seen by the next read", async () => {
    const id = await idDe(1010, 23);
    const [primeira] = (await pendentes(id)).parcelas;
    expect(primeira!.marcada).toBe(false);
    const marcar = (acao: string) =>
      t.post(
        `/cotas/${id}/cobrancas/segunda-via/${acao}`,
        { identificadorCobranca: primeira!.identificadorCobranca },
        { access_token: token },
      );
    expect((await marcar('marcar')).statusCode).toBe(204);
    expect((await pendentes(id)).parcelas[0]).toMatchObject({ marcada: true });
    expect((await marcar('desmarcar')).statusCode).toBe(204);
    expect((await pendentes(id)).parcelas[0]).toMatchObject({ marcada: false });
  });

  it('the home and the bell: a notification written behind the back arrives by the trigger, a read is seen at once', async () => {
    const id = await idDe(1010, 23);
    const home = async () => (await t.get(`/cotas/${id}/home`, token)).json();
    const sino = async () => (await t.get('/informativos?page=1&page_size=20', token)).json();
    const antes = await home();
    const naoLidas = (await sino()).naoLidas as number;
    expect(antes.informativos.naoLidas).toBe(naoLidas);

    await comoDono(`insert into informativos (parceiro_id, cliente_id, cota_id, tipo, origem, titulo, resumo, conteudo)
      select 1, cliente_id, id, 'notificacao', 'operador', 'Aviso direto', 'Resumo', 'Conteúdo'
      from cotas where id = ${id}`);
    await vi.waitFor(async () => expect((await home()).informativos.naoLidas).toBe(naoLidas + 1), ESPERA);
    const lista = await sino();
    expect(lista.naoLidas).toBe(naoLidas + 1);
    const novo = lista.data.find((i: { titulo: string }) => i.titulo === 'Aviso direto');

    // Read by the customer: the home and the bell say so on the next call.
    expect((await t.post('/informativos', { news_id: novo.id }, { access_token: token })).statusCode).toBe(
      200,
    );
    expect((await home()).informativos.naoLidas).toBe(naoLidas);
    expect((await sino()).naoLidas).toBe(naoLidas);

    // A payment moves the home's cards and its pending-boleto summary at once.
    await pagarUma(id);
    const depois = await home();
    expect(depois.cota.parcelasPagas).toBe(antes.cota.parcelasPagas + 1);
    expect(depois.cotas.data.find((c: Cota) => c.idCota === id).parcelasPagas).toBe(
      antes.cota.parcelasPagas + 1,
    );
  });

  it('20 reads racing a payment: once the payment answered, no read answers the balance before it', async () => {
    const id = await idDe(1010, 23);
    const antes = await detalhe(id);
    const [, ...lidas] = await Promise.all([pagarUma(id), ...Array.from({ length: 20 }, () => detalhe(id))]);
    // Each racing read answered one of the two states, whole.
    for (const l of lidas) expect([antes.parcelasPagas, antes.parcelasPagas + 1]).toContain(l.parcelasPagas);
    const depois = await Promise.all(Array.from({ length: 20 }, () => detalhe(id)));
    for (const d of depois) expect(d.parcelasPagas).toBe(antes.parcelasPagas + 1);
  });

  it('another API process forgets on the notification: a payment there, an owner edit, a group changing', async () => {
    // Its own pool as the runtime role, as another process has (not the first app's `Db`).
    const urlDoApp = (t.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const pool = connect(urlDoApp, 4);
    outro = {
      pool,
      t: await createTestApp({ banco: { ...t.database, db: pool.db }, sincronizarCaches: false }),
    };
    const b = outro.t;
    const tokenB = (await b.login(MARIA)).access_token;
    const id = await idDe(1010, 23);
    const antes = await detalhe(id, b, tokenB);

    await pagarUma(id);
    await vi.waitFor(
      async () => expect((await detalhe(id, b, tokenB)).parcelasPagas).toBe(antes.parcelasPagas + 1),
      ESPERA,
    );

    await comoDono(`update clientes set nome = 'Maria Renomeada' where inscricao_nacional = '52998224725'`);
    await vi.waitFor(
      async () => expect((await cotas(b, tokenB))[0]).toMatchObject({ nomePessoa: 'Maria Renomeada' }),
      ESPERA,
    );

    // An assembly closing moves the group's figures: every customer's reads are dropped.
    const grupo = (await detalhe(id, b, tokenB)).details;
    await comoDono(`update grupos set assembleia_atual = assembleia_atual + 1 where codigo = 1010`);
    await vi.waitFor(
      async () =>
        expect((await detalhe(id, b, tokenB)).details.assembleiaAtual).toBe(grupo.assembleiaAtual + 1),
      ESPERA,
    );
  });

  it("the day is part of what is kept: past midnight the database's overdue counts and charges are read again", async () => {
    const id = await idDe(1010, 23);
    const totais = async () =>
      (await t.get(`/cotas/${id}/cobrancas/segunda-via`, token)).json().totais as {
        valorTotal: number;
        vencidas: { quantidade: number; valorTotal: number };
      };
    const antes = await totais();
    const atrasoAntes = (await detalhe(id)).parcelasAtraso;
    // 40 days on, the next instalment is overdue too and every overdue one is charged more (fine, interest).
    t.avancar(40 * 24 * 60 * 60 * 1000);
    // The session expired meanwhile: a new one, which writes nothing the kept reads show.
    token = (await t.login(MARIA)).access_token;
    const depois = await totais();
    expect(depois.vencidas.quantidade).toBeGreaterThan(antes.vencidas.quantidade);
    expect(depois.valorTotal).toBeGreaterThan(antes.valorTotal);
    expect((await detalhe(id)).parcelasAtraso).toBeGreaterThan(atrasoAntes);
  });

  it("one customer's kept reads are never another's: a quota Maria read stays a 404 to Ana", async () => {
    const id = await idDe(1010, 23);
    expect((await t.get(`/cotas/${id}`, token)).statusCode).toBe(200);
    const daAna = (await t.login(ANA, { idParceiro: 2 })).access_token;
    expect((await t.get(`/cotas/${id}`, daAna)).statusCode).toBe(404);
    expect((await t.get(`/cotas/${id}/cobrancas/segunda-via`, daAna)).statusCode).toBe(404);
    expect((await cotas(t, daAna)).map((c) => c.idCota)).not.toContain(id);
  });

  it("the writing process forgets the transaction's customers when its commit returns, not on the notification", async () => {
    const esquecidos: string[][] = [];
    const cacheQueAnota = { esquecer: (...topicos: string[]) => esquecidos.push(topicos) };
    const pool = connect(
      (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
      1,
    );
    try {
      esquecerClientesAoConfirmar(pool.db, cacheQueAnota as unknown as CacheCompartilhado);
      const { rows } = await pool.pool.query<{ id: number }>(
        `select id from clientes where inscricao_nacional = '52998224725'`,
      );
      await pool.db.transaction(async (tx) => {
        await tx.execute(sql`update cotas set apelido = apelido where cliente_id = ${rows[0]!.id}`);
      });
      expect(esquecidos).toEqual([[`cliente:${rows[0]!.id}`]]);
      // Rolled back: nothing changed, nothing to forget.
      await expect(
        pool.db.transaction(async (tx) => {
          await tx.execute(sql`update cotas set apelido = apelido where cliente_id = ${rows[0]!.id}`);
          throw new Error('desfeita');
        }),
      ).rejects.toThrow('desfeita');
      await pool.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      expect(esquecidos).toHaveLength(1);
    } finally {
      await pool.close();
    }
  });

  it('the triggers name exactly the customers a transaction changed, or all of them past 1000', async () => {
    const { rows } = await dono.pool.query<{ maria: number; ana: number }>(
      `select (select id from clientes where inscricao_nacional = '52998224725') as maria,
              (select id from clientes where inscricao_nacional = '98765432100') as ana`,
    );
    const { maria, ana } = rows[0]!;
    const alterados = async (texto: string) => {
      const c = await dono.pool.connect();
      try {
        await c.query('begin');
        await c.query(texto);
        const r = await c.query<{ v: string | null }>(
          `select current_setting('portal.clientes_alterados', true) as v`,
        );
        return r.rows[0]!.v;
      } finally {
        await c.query('rollback');
        c.release();
      }
    };
    expect(
      await alterados(
        `update parcelas set valor_pago_centavos = valor_pago_centavos where cota_id in (select id from cotas where cliente_id = ${maria})`,
      ),
    ).toBe(String(maria));
    expect(
      await alterados(`update cotas set apelido = apelido where cliente_id in (${maria}, ${ana})`),
    ).toSatisfy((v: string) => v.split(',').sort().join() === [maria, ana].map(String).sort().join());
    expect(await alterados(`update grupos set prazo_meses = prazo_meses where codigo = 1010`)).toBe('*');
    expect(await alterados(`select avisar_clientes_alterados(array(select generate_series(1, 1001)))`)).toBe(
      '*',
    );
    // News are for every customer of the partner (no cliente_id) and come from the partner's cache: no one.
    expect(
      await alterados(`insert into informativos (parceiro_id, tipo, origem, titulo, resumo, conteudo)
        values (1, 'noticia', 'operador', 'Novidade', 'Resumo', 'Conteúdo')`),
    ).toBeFalsy();
    expect(await alterados(`select 1`)).toBeFalsy();
  });
});

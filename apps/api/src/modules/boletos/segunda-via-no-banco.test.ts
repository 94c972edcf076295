import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cobrancaDaParcela,
  estaCancelada,
  hojeEmSaoPaulo,
  parcelasPendentesSchema,
  selecaoDasParcelas,
  somarDias,
  totaisDasParcelas,
  type ParcelasPendentes,
} from '@portal/domain';
import { ANA, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';
import { cotaCanceladaSql } from './boletos.repository.ts';

/**
 * Issue 16: the second copy's page, totals and ownership check are one SQL statement, which charges the overdue
 * instalments itself (fine and mora, half-up to the centavo) and skips cancelled quotas. Everything it answers is
 * recomputed here from the database's rows with the domain's rules, over amounts and delays chosen to hit the
 * rounding edges.
 */
let t: TestApp;
let token: string;
let cotas: { idCota: number; grupo: number; cota: number; situacaoCota: string }[];
const hoje = hojeEmSaoPaulo();
const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;

/**
 * Amounts that round differently (ties of 2 %: 25, 75; of one day at 1 %/30: 1 500, 4 500), and delays up to
 * ~3 years: every pair on one quota, a few on another.
 */
const VALORES = [1, 25, 49, 50, 75, 149, 150, 1_500, 4_500, 12_345, 99_999, 123_456_789];
const ATRASOS = [-40, -1, 0, 1, 2, 15, 29, 30, 31, 59, 365, 1_000];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
  // Open instalments of every amount and delay on two active quotas, and one on a cancelled quota.
  const linhas: [number, number, string, number][] = [];
  let numero = 900;
  for (const valor of VALORES)
    for (const atraso of ATRASOS) linhas.push([idDe(1010, 57), numero++, somarDias(hoje, -atraso), valor]);
  for (const [j, atraso] of ATRASOS.entries())
    linhas.push([idDe(1010, 23), numero++, somarDias(hoje, -atraso), VALORES[(j * 5) % VALORES.length]!]);
  linhas.push([idDe(4040, 301), numero++, somarDias(hoje, -10), 77_777]);
  for (const [idCota, n, vencimento, valor] of linhas)
    await t.database.pool.query(
      'insert into parcelas (cota_id, numero, data_vencimento, valor_centavos) values ($1, $2, $3, $4)',
      [idCota, n, vencimento, valor],
    );
});
afterAll(() => t?.close());

async function lista(idCota: number, query = ''): Promise<ParcelasPendentes> {
  const res = await t.get(`/cotas/${idCota}/cobrancas/segunda-via${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return parcelasPendentesSchema.parse(res.json());
}

/** The list's open instalments as stored, straight from the tables: the quotas the list spans, not cancelled. */
async function abertasNoBanco(idCotas: number[]) {
  const { rows } = await t.database.pool.query<{
    id: number;
    cota_id: number;
    data_vencimento: string;
    valor_centavos: string;
    marcada: boolean;
  }>(
    `select p.id, p.cota_id, p.data_vencimento, p.valor_centavos,
        exists (select 1 from cobrancas_marcadas m where m.parcela_id = p.id and m.boleto_id is null) as marcada
      from parcelas p where p.cota_id = any($1) and p.data_pagamento is null
      order by p.data_vencimento, p.cota_id, p.id`,
    [idCotas],
  );
  return rows.map((r) => ({
    idCota: r.cota_id,
    idMovimentoFinanceiro: r.id,
    numeroParcela: null,
    vencimento: r.data_vencimento,
    valor: Number(r.valor_centavos),
    marcada: r.marcada,
  }));
}
const ativasDaMaria = () => cotas.filter((c) => !estaCancelada(c.situacaoCota)).map((c) => c.idCota);

describe('the second copy computed by PostgreSQL', () => {
  it('charges and totals exactly as the domain does over the stored rows, on every page and filter', async () => {
    const id = idDe(1010, 57);
    const abertas = await abertasNoBanco(ativasDaMaria());
    const cobradas = abertas.map((p) => ({ ...p, ...cobrancaDaParcela(p, hoje) }));
    expect(cobradas.filter((p) => p.situacao === 'vencida').length).toBeGreaterThan(15);

    const primeira = await lista(id, '?SN_UnificaParcelasOutrasCota=S&page_size=100');
    expect(primeira.totais).toEqual(totaisDasParcelas(cobradas, id));
    expect(primeira.total).toBe(cobradas.length);
    // The rows, in order, each charged as the domain charges it.
    const linhas = [primeira];
    for (let page = 2; page <= primeira.total_pages; page++)
      linhas.push(await lista(id, `?SN_UnificaParcelasOutrasCota=S&page_size=100&page=${page}`));
    expect(
      linhas.flatMap((l) => l.parcelas).map((p) => [p.idMovimentoFinanceiro, p.valorCobrado, p.situacao]),
    ).toEqual(cobradas.map((p) => [p.idMovimentoFinanceiro, p.valorCobrado, p.situacao]));

    // Filters and the quota narrowing count what they show; the totals stay those of the whole list.
    for (const filtro of ['late', 'due'] as const) {
      const situacao = filtro === 'late' ? 'vencida' : 'em-dia';
      const outra = idDe(1010, 23);
      const r = await lista(
        id,
        `?SN_UnificaParcelasOutrasCota=S&filtro=${filtro}&id_cota=${outra}&page_size=7`,
      );
      const esperadas = cobradas.filter((p) => p.situacao === situacao && p.idCota === outra);
      expect(r.total).toBe(esperadas.length);
      expect(r.total_pages).toBe(Math.ceil(esperadas.length / 7));
      expect(r.parcelas.map((p) => p.idMovimentoFinanceiro)).toEqual(
        esperadas.slice(0, 7).map((p) => p.idMovimentoFinanceiro),
      );
      expect(r.totais).toEqual(primeira.totais);
    }

    // Without the other quotas: the path's quota alone.
    const sozinha = cobradas.filter((p) => p.idCota === id);
    expect((await lista(id, '?page_size=1')).totais).toEqual(totaisDasParcelas(sozinha, id));
  });

  it('never counts a cancelled quota, even with open instalments', async () => {
    const cancelada = idDe(4040, 301);
    const r = await lista(idDe(1010, 57), '?SN_UnificaParcelasOutrasCota=S');
    expect(r.totais.porCota.map((c) => c.idCota)).not.toContain(cancelada);
    const daCancelada = await lista(cancelada, '?SN_UnificaParcelasOutrasCota=S');
    expect(daCancelada.totais.porCota.map((c) => c.idCota)).not.toContain(cancelada);
    expect((await lista(cancelada)).totais).toMatchObject({ quantidade: 0, valorTotal: 0, porCota: [] });
  });

  it('answers the selection and its verdict as the domain does, for each mix of marks', async () => {
    const id = idDe(1010, 57);
    const outra = idDe(1010, 23);
    const marcar = (identificadorCobranca: string, acao = 'marcar') =>
      t.post(
        `/cotas/${id}/cobrancas/segunda-via/${acao}`,
        { identificadorCobranca },
        { access_token: token },
      );
    const conferir = async () => {
      const abertas = await abertasNoBanco(ativasDaMaria());
      for (const [unifica, escopo] of [
        ['S', abertas],
        ['N', abertas.filter((p) => p.idCota === id)],
      ] as const) {
        const r = await lista(id, `?SN_UnificaParcelasOutrasCota=${unifica}&page_size=1`);
        expect(r.selecao, unifica).toEqual(
          selecaoDasParcelas(
            escopo.filter((p) => p.marcada),
            { hoje, unificarOutrasCotas: unifica === 'S', idCotaPadrao: id },
          ),
        );
      }
    };
    const abertas = await abertasNoBanco(ativasDaMaria());
    const vencidas = abertas.filter((p) => p.vencimento < hoje);
    const emDia = abertas.filter((p) => p.vencimento >= hoje);
    const de = (lista: typeof abertas, idCota: number) => lista.filter((p) => p.idCota === idCota);
    const marcadas: string[] = [];
    const marcarVarias = async (ps: typeof abertas) => {
      for (const p of ps) {
        const identificador = `P${p.idMovimentoFinanceiro}`;
        expect((await marcar(identificador)).statusCode).toBe(204);
        marcadas.push(identificador);
      }
    };
    const limpar = async () => {
      for (const m of marcadas.splice(0)) await marcar(m, 'desmarcar');
    };

    await conferir(); // nothing marked
    await marcarVarias(de(emDia, outra).slice(-2)); // on time, another quota only
    await conferir();
    await marcarVarias(de(emDia, id).slice(0, 1)); // on time, two quotas: the earliest date
    await conferir();
    await marcarVarias(de(vencidas, id).slice(0, 3)); // mixed
    await conferir();
    await limpar();
    await marcarVarias([...de(vencidas, id).slice(-4), ...de(vencidas, outra).slice(0, 5)]); // overdue only
    await conferir();
    await limpar();
  });

  it('reads the statuses as estaCancelada does', async () => {
    const situacoes = [
      'CANCELADO',
      'Cancelada',
      'cancelado por inadimplência',
      'CANCELÁDA',
      'CÂNCELADO',
      'ATIVA',
      'QUITADO',
      'Em cancelamento',
      'Contemplada',
      '',
    ];
    const { rows } = await t.database.pool.query<{ situacao: string; cancelada: boolean }>(
      `select s as situacao, ${cotaCanceladaSql('s')} as cancelada from unnest($1::text[]) s`,
      [situacoes],
    );
    expect(rows.map((r) => [r.situacao, r.cancelada])).toEqual(situacoes.map((s) => [s, estaCancelada(s)]));
  });
});

describe('ownership in the statement itself', () => {
  const ROTAS = (id: number) => [
    `/cotas/${id}/cobrancas/segunda-via?SN_UnificaParcelasOutrasCota=S`,
    `/cotas/${id}`,
    `/cotas/${id}/home`,
  ];

  it("answers another customer's quota exactly as one that does not exist", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    const inexistentes = ROTAS(99_999_999);
    for (const [i, alheia] of ROTAS(ana.idCota).entries()) {
      const inexistente = inexistentes[i]!;
      const a = await t.get(alheia, token);
      const b = await t.get(inexistente, token);
      expect([a.statusCode, b.statusCode], alheia).toEqual([404, 404]);
      expect(a.json()).toEqual({ mensagem: 'Cota não encontrada.' });
      expect(a.body).toBe(b.body);
    }
    // Ana reads her own on her partner's host.
    for (const rota of ROTAS(ana.idCota)) expect((await t.get(rota, ana.access_token)).statusCode).toBe(200);
  });

  it("a quota of the customer on another partner's units: 404 here, and out of the unified list", async () => {
    const movida = idDe(2020, cotas.find((c) => c.grupo === 2020)!.cota);
    const antes = await lista(idDe(1010, 57), '?SN_UnificaParcelasOutrasCota=S');
    // A route behind the ownership hook, read just before: its check keeps nothing past its answer.
    const comGancho = `/cotas/${movida}/boletos`;
    expect((await t.get(comGancho, token)).statusCode).toBe(200);
    // The quota's group moves to the second partner's business unit (an administrator's change).
    await t.database.pool.query(
      `update cotas set grupo_id = (select id from grupos where codigo = 6060) where id = $1`,
      [movida],
    );
    try {
      for (const rota of [...ROTAS(movida), comGancho]) {
        const r = await t.get(rota, token);
        expect(r.statusCode, rota).toBe(404);
        expect(r.json()).toEqual({ mensagem: 'Cota não encontrada.' });
      }
      const depois = await lista(idDe(1010, 57), '?SN_UnificaParcelasOutrasCota=S');
      expect(depois.totais.porCota.map((c) => c.idCota)).not.toContain(movida);
      const daMovida = antes.totais.porCota.find((c) => c.idCota === movida)?.quantidade ?? 0;
      expect(depois.totais.quantidade).toBe(antes.totais.quantidade - daMovida);
    } finally {
      await t.database.pool.query(
        `update cotas set grupo_id = (select id from grupos where codigo = 2020) where id = $1`,
        [movida],
      );
    }
  });
});

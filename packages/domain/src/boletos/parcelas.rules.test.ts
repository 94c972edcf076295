import { describe, expect, it } from 'vitest';
import { MENSAGENS_AGRUPAMENTO, encargosDeAtraso } from './cobranca.rules.ts';
import {
  cobradorDoDia,
  cobrancaDaParcela,
  paginar,
  passaNoFiltro,
  pendenciaDeBoleto,
  selecaoDasParcelas,
  totaisDasParcelas,
  type ParcelaEmAbertoBase,
} from './parcelas.rules.ts';
import {
  pendenciaBoletoSchema,
  segundaViaQuerySchema,
  selecaoParcelasSchema,
  totaisParcelasSchema,
} from './boletos.schemas.ts';

const HOJE = '2026-04-01';
let seq = 0;
function parcela(idCota: number, vencimento: string, valor: number, numeroParcela = 1): ParcelaEmAbertoBase {
  seq += 1;
  return { idCota, idMovimentoFinanceiro: seq, numeroParcela, vencimento, valor };
}
const cobrada = (p: ParcelaEmAbertoBase) => ({ ...p, ...cobrancaDaParcela(p, HOJE) });

describe('cobrancaDaParcela', () => {
  it.each([
    // vencimento, valor → situação, valor cobrado hoje
    ['2026-04-01', 10_000, 'em-dia', 10_000], // due today is still on time
    ['2026-05-10', 10_000, 'em-dia', 10_000],
    ['2026-03-31', 10_000, 'vencida', 10_000 + 200 + 3], // 2 % fine, 1 day of 1 %/30
    ['2026-03-02', 10_000, 'vencida', 10_000 + 200 + 10_000 * 0.01], // 30 days: a whole month of interest
  ] as const)('%s, %i centavos → %s, %i', (vencimento, valor, situacao, valorCobrado) => {
    expect(cobrancaDaParcela({ vencimento, valor }, HOJE)).toEqual({ situacao, valorCobrado });
  });

  it('charges what the settlement rule charges', () => {
    const p = { vencimento: '2026-01-10', valor: 12_345 };
    expect(cobrancaDaParcela(p, HOJE).valorCobrado).toBe(
      encargosDeAtraso({ valor: p.valor, vencimento: p.vencimento, dataPagamento: HOJE }).valorTotal,
    );
  });
});

describe('cobradorDoDia', () => {
  it('answers what cobrancaDaParcela answers, for any order and repetition of due dates and amounts', () => {
    const cobrar = cobradorDoDia(HOJE);
    const casos = ['2026-01-10', '2026-04-01', '2026-03-31', '2027-01-10'].flatMap((vencimento) =>
      [10_000, 12_345].map((valor) => ({ vencimento, valor })),
    );
    for (const p of [...casos, ...casos.reverse()]) expect(cobrar(p)).toEqual(cobrancaDaParcela(p, HOJE));
  });
});

describe('passaNoFiltro', () => {
  it.each([
    ['all', 'em-dia', true],
    ['all', 'vencida', true],
    ['due', 'em-dia', true],
    ['due', 'vencida', false],
    ['late', 'vencida', true],
    ['late', 'em-dia', false],
  ] as const)('%s shows %s: %s', (filtro, situacao, passa) => {
    expect(passaNoFiltro(situacao, filtro)).toBe(passa);
  });
});

describe('totaisDasParcelas', () => {
  it('sums on time and overdue (with charges), per quota with the selected one first', () => {
    const parcelas = [
      parcela(9, '2026-03-01', 10_000),
      parcela(7, '2026-03-10', 20_000),
      parcela(9, '2026-04-10', 10_000),
      parcela(7, '2026-04-10', 20_000),
    ].map(cobrada);
    const vencidas = parcelas.slice(0, 2).reduce((s, p) => s + p.valorCobrado, 0);
    const totais = totaisDasParcelas(parcelas, 7);
    expect(totais).toEqual({
      quantidade: 4,
      valorTotal: vencidas + 30_000,
      emDia: { quantidade: 2, valorTotal: 30_000 },
      vencidas: { quantidade: 2, valorTotal: vencidas },
      porCota: [
        { idCota: 7, quantidade: 2, valorTotal: parcelas[1]!.valorCobrado + 20_000 },
        { idCota: 9, quantidade: 2, valorTotal: parcelas[0]!.valorCobrado + 10_000 },
      ],
    });
    expect(totaisParcelasSchema.parse(totais)).toEqual(totais);
  });

  it('nothing open: zeros and no quota', () => {
    expect(totaisDasParcelas([], 1)).toEqual({
      quantidade: 0,
      valorTotal: 0,
      emDia: { quantidade: 0, valorTotal: 0 },
      vencidas: { quantidade: 0, valorTotal: 0 },
      porCota: [],
    });
  });
});

describe('selecaoDasParcelas', () => {
  const opcoes = { hoje: HOJE, unificarOutrasCotas: true, idCotaPadrao: 1 };

  it('empty: no boleto and no reason', () => {
    expect(selecaoDasParcelas([], opcoes)).toEqual({
      quantidade: 0,
      valorTotal: 0,
      porCota: [],
      situacao: null,
      dataVencimento: null,
      motivo: null,
    });
  });

  it('on time: the earliest due date, the amounts as they are', () => {
    const s = selecaoDasParcelas(
      [parcela(1, '2026-05-10', 10_000), parcela(2, '2026-04-10', 5_000), parcela(1, '2026-04-20', 10_000)],
      opcoes,
    );
    expect(s).toEqual({
      quantidade: 3,
      valorTotal: 25_000,
      porCota: [
        { idCota: 1, quantidade: 2, valorTotal: 20_000 },
        { idCota: 2, quantidade: 1, valorTotal: 5_000 },
      ],
      situacao: 'em-dia',
      dataVencimento: '2026-04-10',
      motivo: null,
    });
    expect(selecaoParcelasSchema.parse(s)).toEqual(s);
  });

  it('overdue: due today, charges included, the same total the boleto will have', () => {
    const marcadas = [parcela(1, '2026-02-10', 10_000), parcela(1, '2026-03-10', 10_000)];
    const s = selecaoDasParcelas(marcadas, opcoes);
    const comEncargos = marcadas.map((p) => cobrancaDaParcela(p, HOJE).valorCobrado);
    expect(s).toMatchObject({
      situacao: 'vencidas',
      dataVencimento: HOJE,
      motivo: null,
      valorTotal: comEncargos[0]! + comEncargos[1]!,
    });
    expect(s.valorTotal).toBeGreaterThan(20_000);
  });

  it('says why a selection cannot go in one boleto, and still counts it', () => {
    const misturada = selecaoDasParcelas(
      [parcela(1, '2026-02-10', 10_000), parcela(1, '2026-04-10', 10_000)],
      opcoes,
    );
    expect(misturada).toMatchObject({
      quantidade: 2,
      situacao: null,
      dataVencimento: null,
      motivo: MENSAGENS_AGRUPAMENTO.misturada,
    });
    const semUnificar = selecaoDasParcelas([parcela(1, '2026-04-10', 1), parcela(2, '2026-04-10', 1)], {
      ...opcoes,
      unificarOutrasCotas: false,
    });
    expect(semUnificar.motivo).toBe(MENSAGENS_AGRUPAMENTO.outrasCotas);
  });
});

describe('paginar', () => {
  const itens = Array.from({ length: 45 }, (_, i) => i + 1);

  it.each([
    // page, page_size → first, last, count
    [1, 20, 1, 20, 20],
    [2, 20, 21, 40, 20],
    [3, 20, 41, 45, 5], // the last page holds the rest
  ])('page %i of %i: %i…%i', (page, tamanho, primeiro, ultimo, quantos) => {
    const p = paginar(itens, page, tamanho);
    expect(p.itens).toHaveLength(quantos);
    expect([p.itens[0], p.itens.at(-1)]).toEqual([primeiro, ultimo]);
    expect(p).toMatchObject({ page, page_size: tamanho, total: 45, total_pages: 3 });
  });

  it('past the last page: empty, with the totals; nothing at all: no page', () => {
    expect(paginar(itens, 4, 20)).toMatchObject({ itens: [], total: 45, total_pages: 3 });
    expect(paginar([], 1, 20)).toMatchObject({ itens: [], total: 0, total_pages: 0 });
  });
});

describe('segundaViaQuerySchema', () => {
  it('pages 20 at a time from page 1, without the other quotas, all instalments', () => {
    expect(segundaViaQuerySchema.parse({})).toEqual({
      page: 1,
      page_size: 20,
      SN_UnificaParcelasOutrasCota: 'N',
      filtro: 'all',
    });
    expect(segundaViaQuerySchema.parse({ page: '3', page_size: '100', id_cota: '7' })).toMatchObject({
      page: 3,
      page_size: 100,
      id_cota: 7,
    });
  });

  it.each([
    [{ page: '0' }, 'A página deve ser 1 ou maior.'],
    [{ page: 'dois' }, 'A página deve ser um número.'],
    [{ page_size: '101' }, 'O tamanho da página deve ser no máximo 100.'],
    [{ page_size: '0' }, 'O tamanho da página deve ser 1 ou maior.'],
    [{ id_cota: '-1' }, 'Cota inválida.'],
  ])('refuses %o in Portuguese', (query, mensagem) => {
    const r = segundaViaQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(mensagem);
  });
});

describe('pendenciaDeBoleto (the home card)', () => {
  it('hides when nothing is open', () => {
    expect(pendenciaDeBoleto([], HOJE)).toBeNull();
  });

  it('sums the overdue ones with their charges and names the oldest', () => {
    const vencidas = [parcela(1, '2026-03-10', 10_000, 12), parcela(1, '2026-02-10', 10_000, 11)];
    const p = pendenciaDeBoleto([...vencidas, parcela(1, '2026-04-10', 10_000, 14)], HOJE);
    const total = vencidas.reduce((s, v) => s + cobrancaDaParcela(v, HOJE).valorCobrado, 0);
    expect(p).toEqual({
      vencidas: { quantidade: 2, valorTotal: total, desde: '2026-02-10' },
      proxima: { dataVencimento: '2026-04-10', quantidade: 1, valorTotal: 10_000, numeroParcela: 14 },
    });
    expect(pendenciaBoletoSchema.parse(p)).toEqual(p);
  });

  it('the next is the earliest on-time due date; several on that day add up, without a number', () => {
    const p = pendenciaDeBoleto(
      [
        parcela(1, '2026-05-10', 9_000, 15),
        parcela(1, '2026-04-10', 10_000, 14),
        parcela(2, '2026-04-10', 3_000, 7),
      ],
      HOJE,
    );
    expect(p).toEqual({
      vencidas: null,
      proxima: { dataVencimento: '2026-04-10', quantidade: 2, valorTotal: 13_000, numeroParcela: null },
    });
  });

  it('due today is the next one, not an overdue one', () => {
    expect(pendenciaDeBoleto([parcela(1, HOJE, 10_000, 3)], HOJE)).toEqual({
      vencidas: null,
      proxima: { dataVencimento: HOJE, quantidade: 1, valorTotal: 10_000, numeroParcela: 3 },
    });
  });
});

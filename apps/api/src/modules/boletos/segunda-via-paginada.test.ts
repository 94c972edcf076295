import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  hojeEmSaoPaulo,
  MENSAGENS_AGRUPAMENTO,
  parcelasPendentesSchema,
  TAMANHO_PAGINA_MAXIMO,
  type ParcelasPendentes,
} from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 16: the second copy answers one page with the totals of the whole list and the customer's selection;
 * the selection lives on the server (…/marcar, …/marcar-todas), spans pages and filters, and …/gerar-boleto
 * charges exactly what the list said.
 */
let t: TestApp;
let token: string;
let cotas: { idCota: number; grupo: number; cota: number }[];
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
});
afterEach(() => t.close());

const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
async function lista(idCota: number, query = ''): Promise<ParcelasPendentes> {
  const res = await t.get(`/cotas/${idCota}/cobrancas/segunda-via${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return parcelasPendentesSchema.parse(res.json());
}
/** Every page of a list, page by page. */
async function todasAsPaginas(idCota: number, query: string, tamanho: number) {
  const primeira = await lista(idCota, `?${query}&page=1&page_size=${tamanho}`);
  const paginas = [primeira];
  for (let page = 2; page <= primeira.total_pages; page++)
    paginas.push(await lista(idCota, `?${query}&page=${page}&page_size=${tamanho}`));
  return paginas;
}
const acao = (idCota: number, caminho: string, body: unknown = {}) =>
  t.post(`/cotas/${idCota}/cobrancas/segunda-via/${caminho}`, body, { access_token: token });
const marcar = (idCota: number, identificadorCobranca: string) =>
  acao(idCota, 'marcar', { identificadorCobranca });
/** The instalments a boleto pays, as the history lists them: `idCota:numeroParcela`. */
async function pagasPeloBoleto(idCota: number, nossoNumero: string) {
  const historico = (await t.get(`/cotas/${idCota}/boletos?page_size=100`, token)).json() as {
    data: { nossoNumero: string; parcelas: { idCota: number; numeroParcela: number }[] }[];
  };
  const boleto = historico.data.find((b) => b.nossoNumero === nossoNumero);
  return boleto!.parcelas.map((p) => `${p.idCota}:${p.numeroParcela}`).sort();
}
const chaveDe = (p: { idCota: number; numeroParcela: number | null }) => `${p.idCota}:${p.numeroParcela}`;

describe('GET …/segunda-via, one page at a time', () => {
  it('pages the unified list; the pages add up to the totals, the last one holds the rest', async () => {
    const id = idDe(1010, 57);
    const paginas = await todasAsPaginas(id, 'SN_UnificaParcelasOutrasCota=S', 3);
    const [primeira] = paginas;
    const parcelas = paginas.flatMap((p) => p.parcelas);
    expect(primeira!.total).toBeGreaterThan(6);
    expect(primeira!.total_pages).toBe(Math.ceil(primeira!.total / 3));
    expect(parcelas).toHaveLength(primeira!.total);
    expect(new Set(parcelas.map((p) => p.identificadorCobranca)).size).toBe(parcelas.length);
    expect(paginas.slice(0, -1).every((p) => p.parcelas.length === 3)).toBe(true);
    expect(paginas.at(-1)!.parcelas.length).toBe(primeira!.total - 3 * (paginas.length - 1));
    // Every page carries the same totals: of everything open in the list, whatever page is shown.
    for (const p of paginas) expect(p.totais).toEqual(primeira!.totais);
    const soma = (s: typeof parcelas) => s.reduce((t, p) => t + p.valorCobrado, 0);
    expect(primeira!.totais).toMatchObject({ quantidade: parcelas.length, valorTotal: soma(parcelas) });
    const vencidas = parcelas.filter((p) => p.situacao === 'vencida');
    expect(primeira!.totais.vencidas).toEqual({ quantidade: vencidas.length, valorTotal: soma(vencidas) });
    expect(primeira!.totais.emDia.quantidade).toBe(parcelas.length - vencidas.length);
    // Per quota, the path's quota first: the unified list's quota filter.
    expect(primeira!.totais.porCota[0]!.idCota).toBe(id);
    expect(primeira!.totais.porCota.reduce((s, c) => s + c.quantidade, 0)).toBe(parcelas.length);
    // Oldest due date first across pages.
    const datas = parcelas.map((p) => p.dataVencimento);
    expect(datas).toEqual([...datas].sort());

    // Past the last page: no instalment, the same totals.
    const alem = await lista(id, `?SN_UnificaParcelasOutrasCota=S&page=${paginas.length + 1}&page_size=3`);
    expect(alem.parcelas).toEqual([]);
    expect(alem.totais).toEqual(primeira!.totais);
  });

  it('defaults to page 1 of 20; filters and the quota narrowing page what they show', async () => {
    const id = idDe(1010, 57);
    const padrao = await lista(id, '?SN_UnificaParcelasOutrasCota=S');
    expect(padrao).toMatchObject({ page: 1, page_size: 20 });
    expect(padrao.parcelas.length).toBe(Math.min(20, padrao.total));
    const vencidas = await lista(id, '?SN_UnificaParcelasOutrasCota=S&filtro=late');
    expect(vencidas.total).toBe(padrao.totais.vencidas.quantidade);
    expect(vencidas.parcelas.every((p) => p.situacao === 'vencida')).toBe(true);
    const outra = padrao.totais.porCota[1]!;
    const daOutra = await lista(id, `?SN_UnificaParcelasOutrasCota=S&id_cota=${outra.idCota}&page_size=100`);
    expect(daOutra.total).toBe(outra.quantidade);
    expect(daOutra.parcelas.every((p) => p.idCota === outra.idCota)).toBe(true);
    expect(daOutra.parcelas.reduce((s, p) => s + p.valorCobrado, 0)).toBe(outra.valorTotal);
    // Without the other quotas, narrowing to one of them shows nothing.
    expect((await lista(id, `?id_cota=${outra.idCota}`)).total).toBe(0);
  });

  it.each([
    ['page=0', 'A página deve ser 1 ou maior.'],
    ['page=dois', 'A página deve ser um número.'],
    ['page=1.5', 'A página deve ser um número.'],
    ['page_size=0', 'O tamanho da página deve ser 1 ou maior.'],
    [
      `page_size=${TAMANHO_PAGINA_MAXIMO + 1}`,
      `O tamanho da página deve ser no máximo ${TAMANHO_PAGINA_MAXIMO}.`,
    ],
    ['id_cota=x', 'Cota inválida.'],
  ])('refuses %s with a 400 in Portuguese', async (query, mensagem) => {
    const res = await t.get(`/cotas/${idDe(1010, 57)}/cobrancas/segunda-via?${query}`, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });
});

describe('the selection, across pages', () => {
  it('marks on two pages of two quotas, then gerar-boleto charges exactly the selection', async () => {
    const id = idDe(1010, 57);
    const paginas = await todasAsPaginas(id, 'SN_UnificaParcelasOutrasCota=S&filtro=due', 2);
    expect(paginas.length).toBeGreaterThan(2);
    const naPrimeira = paginas[0]!.parcelas[0]!;
    const naUltima = paginas
      .at(-1)!
      .parcelas.concat(paginas.at(-2)!.parcelas)
      .find((p) => p.idCota !== naPrimeira.idCota)!;
    expect(naUltima).toBeDefined();
    for (const p of [naPrimeira, naUltima])
      expect((await marcar(id, p.identificadorCobranca)).statusCode).toBe(204);

    // Any page shows the whole selection, and its marks where they are.
    const pagina1 = await lista(id, '?SN_UnificaParcelasOutrasCota=S&filtro=due&page=1&page_size=2');
    expect(pagina1.parcelas[0]!.marcada).toBe(true);
    expect(pagina1.selecao).toMatchObject({
      quantidade: 2,
      valorTotal: naPrimeira.valorCobrado + naUltima.valorCobrado,
      situacao: 'em-dia',
      dataVencimento: [naPrimeira.dataVencimento, naUltima.dataVencimento].sort()[0],
      motivo: null,
    });
    expect(pagina1.selecao.porCota.map((c) => c.idCota).sort()).toEqual(
      [naPrimeira.idCota, naUltima.idCota].sort(),
    );

    const boleto = await t.post(
      `/cotas/${id}/cobrancas/segunda-via/gerar-boleto?SN_UnificaParcelasOutrasCota=S`,
      {},
      { access_token: token },
    );
    expect(boleto.statusCode, boleto.body).toBe(200);
    expect(boleto.json()).toMatchObject({
      valorCobrado: pagina1.selecao.valorTotal,
      dataVencimento: pagina1.selecao.dataVencimento,
    });
    expect(await pagasPeloBoleto(id, boleto.json().nossoNumero)).toEqual(
      [chaveDe(naPrimeira), chaveDe(naUltima)].sort(),
    );
    // The marks generated it: the selection is empty again.
    expect((await lista(id, '?SN_UnificaParcelasOutrasCota=S')).selecao.quantidade).toBe(0);
  });

  it('select all the overdue ones of every page: one boleto due today for all of them', async () => {
    const id = idDe(1010, 57);
    const corpo = { SN_UnificaParcelasOutrasCota: 'S', filtro: 'late' };
    expect((await acao(id, 'marcar-todas', corpo)).statusCode).toBe(204);
    const depois = await lista(id, '?SN_UnificaParcelasOutrasCota=S&page_size=1');
    expect(depois.selecao).toMatchObject({
      quantidade: depois.totais.vencidas.quantidade,
      valorTotal: depois.totais.vencidas.valorTotal,
      situacao: 'vencidas',
      dataVencimento: hojeEmSaoPaulo(),
      motivo: null,
    });
    const vencidas = (await todasAsPaginas(id, 'SN_UnificaParcelasOutrasCota=S&filtro=late', 100)).flatMap(
      (p) => p.parcelas,
    );
    expect(vencidas.every((p) => p.marcada)).toBe(true);
    const boleto = (
      await t.post(`/cotas/${id}/cobrancas/segunda-via/gerar-boleto`, {}, { access_token: token })
    ).json();
    expect(boleto.valorCobrado).toBe(depois.selecao.valorTotal);
    expect(await pagasPeloBoleto(id, boleto.nossoNumero)).toEqual(vencidas.map(chaveDe).sort());
  });

  it('select all of a mixed list says why it cannot be one boleto; clearing empties it', async () => {
    const id = idDe(1010, 57);
    await acao(id, 'marcar-todas', { SN_UnificaParcelasOutrasCota: 'S' });
    const misturada = await lista(id, '?SN_UnificaParcelasOutrasCota=S');
    expect(misturada.selecao).toMatchObject({
      quantidade: misturada.totais.quantidade,
      valorTotal: misturada.totais.valorTotal,
      motivo: MENSAGENS_AGRUPAMENTO.misturada,
      dataVencimento: null,
    });
    const recusado = await t.post(
      `/cotas/${id}/cobrancas/segunda-via/gerar-boleto`,
      {},
      { access_token: token },
    );
    expect(recusado.statusCode).toBe(400);
    expect(recusado.json()).toEqual({ mensagem: MENSAGENS_AGRUPAMENTO.misturada });
    expect((await acao(id, 'desmarcar-todas', { SN_UnificaParcelasOutrasCota: 'S' })).statusCode).toBe(204);
    expect((await lista(id, '?SN_UnificaParcelasOutrasCota=S')).selecao.quantidade).toBe(0);
  });

  it("without the other quotas, their marks neither count nor go into the quota's boleto", async () => {
    const id = idDe(1010, 57);
    const unificada = await lista(id, '?SN_UnificaParcelasOutrasCota=S&filtro=due&page_size=100');
    const propria = unificada.parcelas.find((p) => p.idCota === id)!;
    const deOutra = unificada.parcelas.find((p) => p.idCota !== id)!;
    await marcar(id, propria.identificadorCobranca);
    await marcar(id, deOutra.identificadorCobranca);
    const so = await lista(id, '?filtro=due');
    expect(so.selecao).toMatchObject({ quantidade: 1, valorTotal: propria.valorCobrado, motivo: null });
    const boleto = (
      await t.post(
        `/cotas/${id}/cobrancas/segunda-via/gerar-boleto?SN_UnificaParcelasOutrasCota=N`,
        {},
        { access_token: token },
      )
    ).json();
    expect(await pagasPeloBoleto(id, boleto.nossoNumero)).toEqual([chaveDe(propria)]);
    // The other quota's mark is still there for a unified list.
    expect((await lista(id, '?SN_UnificaParcelasOutrasCota=S')).selecao).toMatchObject({
      quantidade: 1,
      valorTotal: deOutra.valorCobrado,
    });
  });

  it('20 select-alls at once end in one mark per instalment, and one boleto for them', async () => {
    const id = idDe(1010, 23);
    const corpo = { filtro: 'due' };
    const respostas = await Promise.all(Array.from({ length: 20 }, () => acao(id, 'marcar-todas', corpo)));
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    const depois = await lista(id, '?filtro=due');
    expect(depois.selecao.quantidade).toBe(depois.total);
    const marcas = await t.database.db.execute<{ n: number; distintas: number }>(
      // One row per (customer, instalment) is the table's primary key; counted here from the rows themselves.
      `select count(*)::int as n, count(distinct parcela_id)::int as distintas from cobrancas_marcadas`,
    );
    expect(marcas.rows[0]).toEqual({ n: depois.total, distintas: depois.total });
    const boletos = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(`/cotas/${id}/cobrancas/segunda-via/gerar-boleto`, {}, { access_token: token }),
      ),
    );
    expect(new Set(boletos.map((b) => b.json().nossoNumero)).size).toBe(1);
    expect(boletos[0]!.json().valorCobrado).toBe(depois.selecao.valorTotal);
  });

  it('marking all and clearing refuse bad input in Portuguese and change nothing', async () => {
    const id = idDe(1010, 57);
    const ruim = await acao(id, 'marcar-todas', { SN_UnificaParcelasOutrasCota: 'X' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({ mensagem: "Informe 'S' ou 'N'." });
    expect((await lista(id, '?SN_UnificaParcelasOutrasCota=S')).selecao.quantidade).toBe(0);
  });
});

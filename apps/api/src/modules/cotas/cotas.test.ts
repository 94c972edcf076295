import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let maria: string;
let ana: { access_token: string; idCota: number };
beforeAll(async () => {
  t = await createTestApp();
  maria = (await t.login(MARIA)).access_token;
  ana = await t.login(ANA, { idParceiro: 2 });
});
afterAll(() => t.close());

type CotaWire = {
  idCota: number;
  grupo: number;
  cota: number;
  parcelasAtraso: number;
  situacaoCota: string;
  dataContemplacao: string | null;
};

describe('GET /cotas', () => {
  it("lists the customer's quotas on this partner, paged", async () => {
    const res = await t.get('/cotas?page=2&page_size=3', maria);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 2, page_size: 3, total: 7, total_pages: 3 });
    expect(res.json().data).toHaveLength(3);
  });

  it('defaults to page 1 of 20', async () => {
    const res = await t.get('/cotas', maria);
    expect(res.json()).toMatchObject({ page: 1, page_size: 20, total: 7, total_pages: 1 });
  });

  it('answers the total past the last page', async () => {
    const res = await t.get('/cotas?page=9&page_size=3', maria);
    expect(res.json()).toMatchObject({ data: [], total: 7, total_pages: 3 });
  });

  it('carries the counters and states the screens distinguish', async () => {
    const cotas: CotaWire[] = (await t.get('/cotas', maria)).json().data;
    const porNumero = (g: number, c: number) => cotas.find((x) => x.grupo === g && x.cota === c)!;
    expect(porNumero(1010, 57).parcelasAtraso).toBe(2);
    expect(porNumero(1010, 23).parcelasAtraso).toBe(0);
    expect(porNumero(1010, 88).dataContemplacao).toBe('1900-01-01');
    expect(porNumero(4040, 301).situacaoCota).toContain('CANCELADO');
    expect(porNumero(5050, 14).situacaoCota).toBe('QUITADO');
  });

  it('shows on each partner only the quotas of its business units', async () => {
    const res = await t.get('/cotas', ana.access_token);
    expect(
      res
        .json()
        .data.map((c: CotaWire) => c.grupo)
        .sort(),
    ).toEqual([6060, 6060, 7070, 8080]);
  });

  it.each([
    ['page=0', 'A página deve ser 1 ou maior.'],
    ['page_size=500', 'O tamanho da página deve ser no máximo 100.'],
    ['page=abc', 'A página deve ser um número.'],
  ])('refuses %s with a Portuguese message', async (query, mensagem) => {
    const res = await t.get(`/cotas?${query}`, maria);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem });
  });

  it('needs a token', async () => {
    const res = await t.get('/cotas');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensagem: 'Entre na sua conta para continuar.' });
  });
});

describe('GET /cotas/simples', () => {
  it('lists group, quota and version of every quota', async () => {
    const res = await t.get('/cotas/simples', maria);
    expect(res.json()).toHaveLength(7);
    expect(res.json()[0]).toEqual({
      idCota: expect.any(Number),
      codigoCota: 23,
      codigoGrupo: 1010,
      versao: 0,
      situacaoCota: 'ATIVO - NORMAL',
      tipo: 'auto',
    });
  });
});

describe('GET /cotas/{id}', () => {
  it('gives details, registration data and the statement summary', async () => {
    const lista: CotaWire[] = (await t.get('/cotas', maria)).json().data;
    const atrasada = lista.find((c) => c.cota === 57)!;
    const res = await t.get(`/cotas/${atrasada.idCota}`, maria);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.details).toMatchObject({
      prazoGrupoMeses: 80,
      totalAssembleias: 80,
      percentualTaxaAdministracao: 16,
    });
    expect(body.dadosCadastrais).toMatchObject({
      nome: 'Maria Oliveira Santos',
      inscricaoNacional: '52998224725',
      tipoPessoa: 'F',
    });
    expect(body.extrato.valorEmAtraso).toBe(2 * body.details.valorParcela);
    expect(body.extrato.ultimosPagamentos.length).toBe(5);
    expect(Number.isInteger(body.extrato.valorTotalPago)).toBe(true);
  });

  it("answers 404 for another customer's quota, as for one that does not exist", async () => {
    const alheia = await t.get(`/cotas/${ana.idCota}`, maria);
    const inexistente = await t.get('/cotas/999999', maria);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toEqual(inexistente.json());
  });

  it("answers 404 for the customer's own quota on another partner's portal", async () => {
    const rotaSul = await t.login('11222333000181');
    const deOutroParceiro = await t.get(`/cotas/${ana.idCota}`, rotaSul.access_token);
    expect(deOutroParceiro.statusCode).toBe(404);
  });
});

describe('instalment counters', () => {
  it('follow payments registered in the database (kept by the trigger on parcelas)', async () => {
    const antes: CotaWire & { parcelasPagas: number; parcelasRestantes: number } = (
      await t.get('/cotas', maria)
    )
      .json()
      .data.find((c: CotaWire) => c.cota === 57);
    await t.database.pool.query(
      `update parcelas set data_pagamento = data_vencimento, valor_pago_centavos = valor_centavos
        where id = (select min(id) from parcelas where cota_id = $1 and data_pagamento is null)`,
      [antes.idCota],
    );
    const depois = (await t.get('/cotas', maria)).json().data.find((c: CotaWire) => c.cota === 57);
    expect(depois).toMatchObject({
      parcelasPagas: antes.parcelasPagas + 1,
      parcelasRestantes: antes.parcelasRestantes - 1,
      parcelasAtraso: antes.parcelasAtraso - 1,
    });
  });
});

describe('a paid-off quota', () => {
  it('has nothing remaining and all paid, however few monthly instalments it paid (paid off early)', async () => {
    const cota = (await t.get('/cotas', maria))
      .json()
      .data.find((c: CotaWire) => c.cota === 88) as CotaWire & {
      parcelasRestantes: number;
    };
    expect(cota.parcelasRestantes).toBeGreaterThan(0);
    // Paid off with the settlement boleto after a few instalments: most of the term was never billed monthly.
    await t.database.pool.query(`update cotas set situacao = 'QUITADO' where id = $1`, [cota.idCota]);
    const lida = (await t.get('/cotas', maria)).json().data.find((c: CotaWire) => c.cota === 88);
    expect(lida.parcelasRestantes).toBe(0);
    const detalhe = await t.get(`/cotas/${cota.idCota}`, maria);
    expect(detalhe.json()).toMatchObject({ parcelasRestantes: 0, details: { percentualPago: 100 } });
  });
});

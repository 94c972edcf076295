import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lerBoleto,
  lerBrCode,
  MENSAGENS_AGRUPAMENTO,
  validarBrCode,
  validarLinhaDigitavel,
} from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let cotas: { idCota: number; grupo: number; cota: number }[];
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
});
afterEach(() => t.close());

type Parcela = {
  identificadorCobranca: string;
  situacao: string;
  valorCobrado: number;
  dataVencimento: string;
  idCota: number;
  marcada: boolean;
};
const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const pendentes = async (idCota: number, query = '') =>
  (await t.get(`/cotas/${idCota}/cobrancas/segunda-via${query}`, token)).json() as {
    parcelas: Parcela[];
    identificador: string;
  };
const gerar = (idCota: number, identificadorProcesso: string, ids: string[]) =>
  t.post(
    `/cotas/${idCota}/cobrancas/boleto`,
    { identificadorProcesso, cobrancas: ids.map((identificadorCobranca) => ({ identificadorCobranca })) },
    { access_token: token },
  );

describe('GET /cotas/{id}/cobrancas/segunda-via', () => {
  it('lists open instalments; overdue ones already carry the fine and interest', async () => {
    const { parcelas, identificador } = await pendentes(idDe(1010, 57));
    expect(identificador).toBeTruthy();
    const vencidas = parcelas.filter((p) => p.situacao === 'vencida');
    expect(vencidas).toHaveLength(2);
    expect(parcelas.filter((p) => p.situacao === 'em-dia').length).toBeGreaterThan(0);
    const base = (await t.get(`/cotas/${idDe(1010, 57)}`, token)).json().details.valorParcela;
    expect(vencidas.every((p) => p.valorCobrado > base)).toBe(true);
  });

  it('filters late and due, and joins the other quotas with S', async () => {
    const id = idDe(1010, 57);
    expect((await pendentes(id, '?filtro=late')).parcelas.every((p) => p.situacao === 'vencida')).toBe(true);
    const so = await pendentes(id);
    const todas = await pendentes(id, '?SN_UnificaParcelasOutrasCota=S');
    expect(new Set(todas.parcelas.map((p) => p.idCota)).size).toBeGreaterThan(1);
    expect(todas.parcelas.length).toBeGreaterThan(so.parcelas.length);
  });

  it('skips cancelled quotas', async () => {
    expect((await pendentes(idDe(4040, 301))).parcelas).toEqual([]);
  });

  it("answers 404 for another customer's quota", async () => {
    const ana = await t.login('98765432100', { idParceiro: 2 });
    expect((await t.get(`/cotas/${ana.idCota}/cobrancas/segunda-via`, token)).statusCode).toBe(404);
  });
});

describe('generating a boleto', () => {
  it('issues a valid FEBRABAN boleto with a matching PIX, and the same selection gives the same boleto', async () => {
    const id = idDe(1010, 23);
    const { parcelas, identificador } = await pendentes(id);
    const [primeira] = parcelas;
    const res = await gerar(id, identificador, [primeira!.identificadorCobranca]);
    expect(res.statusCode).toBe(200);
    const boleto = res.json();
    expect(validarLinhaDigitavel(boleto.linhaDigitavel)).toEqual({ valida: true });
    expect(boleto.codigoBarras[4]).not.toBe('1');
    const lido = lerBoleto(boleto.linhaDigitavel)!;
    expect(lido).toMatchObject({
      banco: '001',
      valorCentavos: primeira!.valorCobrado,
      vencimento: primeira!.dataVencimento,
    });
    expect(validarBrCode(boleto.pixCopiaECola)).toEqual({ valido: true });
    expect(lerBrCode(boleto.pixCopiaECola)?.valorCentavos).toBe(primeira!.valorCobrado);
    const denovo = (await gerar(id, identificador, [primeira!.identificadorCobranca])).json();
    expect(denovo.nossoNumero).toBe(boleto.nossoNumero);
    const lido2 = await t.get(`/cotas/${id}/boletos/${boleto.nossoNumero}`, token);
    expect(lido2.json()).toEqual(boleto);
  });

  it('unifies on-time instalments of two quotas, never overdue with on-time', async () => {
    const id = idDe(1010, 57);
    const { parcelas, identificador } = await pendentes(id, '?SN_UnificaParcelasOutrasCota=S');
    const emDia = parcelas.filter((p) => p.situacao === 'em-dia');
    const deDuasCotas = [emDia.find((p) => p.idCota === id)!, emDia.find((p) => p.idCota !== id)!];
    const unificado = await gerar(
      id,
      identificador,
      deDuasCotas.map((p) => p.identificadorCobranca),
    );
    expect(unificado.statusCode).toBe(200);
    expect(unificado.json().valorCobrado).toBe(deDuasCotas[0]!.valorCobrado + deDuasCotas[1]!.valorCobrado);
    const vencida = parcelas.find((p) => p.situacao === 'vencida')!;
    const misturado = await gerar(id, identificador, [
      vencida.identificadorCobranca,
      deDuasCotas[0]!.identificadorCobranca,
    ]);
    expect(misturado.statusCode).toBe(400);
    expect(misturado.json()).toEqual({ mensagem: MENSAGENS_AGRUPAMENTO.misturada });
  });

  it('refuses other quotas without the unification, and instalments that are not the caller', async () => {
    const id = idDe(1010, 57);
    const so = await pendentes(id);
    const outras = (await pendentes(id, '?SN_UnificaParcelasOutrasCota=S')).parcelas.filter(
      (p) => p.idCota !== id && p.situacao === 'em-dia',
    );
    const semUnificar = await gerar(id, so.identificador, [
      so.parcelas.find((p) => p.situacao === 'em-dia')!.identificadorCobranca,
      outras[0]!.identificadorCobranca,
    ]);
    expect(semUnificar.json()).toEqual({ mensagem: MENSAGENS_AGRUPAMENTO.outrasCotas });
    const ana = await t.login('98765432100', { idParceiro: 2 });
    const alheia = (await t.get(`/cotas/${ana.idCota}/cobrancas/segunda-via`, ana.access_token)).json()
      .parcelas[0].identificadorCobranca;
    expect((await gerar(id, so.identificador, [alheia])).statusCode).toBe(404);
  });

  it('follows the spec flow: mark, generate from the marked, then they are unmarked', async () => {
    const id = idDe(1010, 23);
    const { parcelas } = await pendentes(id);
    for (const p of parcelas.slice(0, 2)) {
      expect(
        (
          await t.post(
            `/cotas/${id}/cobrancas/segunda-via/marcar`,
            { identificadorCobranca: p.identificadorCobranca },
            { access_token: token },
          )
        ).statusCode,
      ).toBe(204);
    }
    expect((await pendentes(id)).parcelas.filter((p) => p.marcada)).toHaveLength(2);
    const boleto = await t.post(
      `/cotas/${id}/cobrancas/segunda-via/gerar-boleto`,
      {},
      { access_token: token },
    );
    expect(boleto.json().valorCobrado).toBe(parcelas[0]!.valorCobrado + parcelas[1]!.valorCobrado);
    expect((await pendentes(id)).parcelas.filter((p) => p.marcada)).toHaveLength(0);
    // Generating again with nothing newly marked answers the boleto the marks generated (a double click).
    const denovo = await t.post(
      `/cotas/${id}/cobrancas/segunda-via/gerar-boleto`,
      {},
      { access_token: token },
    );
    expect(denovo.json().nossoNumero).toBe(boleto.json().nossoNumero);
  });

  it('sends the boleto by e-mail to each recipient through the outbox', async () => {
    const id = idDe(1010, 23);
    const { parcelas, identificador } = await pendentes(id);
    const boleto = (await gerar(id, identificador, [parcelas[0]!.identificadorCobranca])).json();
    const res = await t.post(
      `/cotas/${id}/boletos/${boleto.nossoNumero}/email`,
      [
        { nome: 'Maria', email: 'maria@example.com' },
        { nome: 'Contador', email: 'contador@example.com' },
      ],
      { access_token: token },
    );
    expect(res.json()).toEqual({ mensagem: 'Boleto enviado para 2 e-mails.' });
    const [mensagem] = await t.caixaDeSaida('contador@example.com');
    expect(mensagem!.texto).toContain(boleto.linhaDigitavel);
    expect(mensagem!.texto).toContain(boleto.pixCopiaECola);
    // "Enviamos o boleto em PDF": the PDF goes attached.
    expect(mensagem!.anexos).toHaveLength(1);
    expect(mensagem!.anexos[0]).toMatchObject({
      nome: `boleto-${boleto.nossoNumero}.pdf`,
      tipo: 'application/pdf',
    });
    expect(Buffer.from(mensagem!.anexos[0]!.conteudoBase64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const invalido = await t.post(
      `/cotas/${id}/boletos/${boleto.nossoNumero}/email`,
      [{ nome: 'X', email: 'x' }],
      { access_token: token },
    );
    expect(invalido.statusCode).toBe(400);
  });
});

describe('POST /boletos/verificar (public)', () => {
  const verificar = (codigo: string) => t.post('/boletos/verificar', { codigo });

  it('confirms a boleto we issued, by linha digitável or PIX, with the payer masked', async () => {
    const id = idDe(1010, 23);
    const { parcelas, identificador } = await pendentes(id);
    const boleto = (await gerar(id, identificador, [parcelas[0]!.identificadorCobranca])).json();
    for (const codigo of [boleto.linhaDigitavel, boleto.pixCopiaECola]) {
      const res = (await verificar(codigo)).json();
      expect(res.emitidoPorNos).toBe(true);
      expect(res.boleto).toMatchObject({
        grupo: 1010,
        cota: 23,
        valorCobrado: boleto.valorCobrado,
        dataVencimento: boleto.dataVencimento,
      });
      expect(res.boleto.pagador).toBe('Maria · ***.982.247-**');
    }
  });

  it('warns about a valid-looking boleto that is not ours, and about junk', async () => {
    const id = idDe(1010, 23);
    const { parcelas, identificador } = await pendentes(id);
    const boleto = (await gerar(id, identificador, [parcelas[0]!.identificadorCobranca])).json();
    // Same nosso número, another amount: a forged boleto with recomputed check digits.
    const { gerarCodigoDeBarras, linhaDigitavelDoCodigo } = await import('@portal/domain');
    const forjado = linhaDigitavelDoCodigo(
      gerarCodigoDeBarras({
        banco: '001',
        vencimento: boleto.dataVencimento,
        valorCentavos: boleto.valorCobrado + 10_000,
        campoLivre: boleto.codigoBarras.slice(19),
      }),
    );
    const res = (await verificar(forjado)).json();
    expect(res).toMatchObject({ emitidoPorNos: false, boleto: null });
    expect(res.mensagem).toMatch(/Não pague/);
    expect((await verificar('1234567890123')).json().mensagem).toMatch(/não é uma linha digitável/);
  });
});

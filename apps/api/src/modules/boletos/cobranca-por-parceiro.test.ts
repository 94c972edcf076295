import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lerBoleto, lerBrCode, lerCampoLivreBancoDoBrasil } from '@portal/domain';
import { ANA, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';
import { createBoletosRepository } from './boletos.repository.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Boleto = { nossoNumero: string; linhaDigitavel: string; codigoBarras: string; pixCopiaECola: string };

/** Logs in on the partner's host and issues a boleto for the first open instalment of the session's quota. */
async function boletoDe(cpf: string, idParceiro: number): Promise<Boleto> {
  const { access_token, idCota } = await t.login(cpf, { idParceiro });
  const { parcelas, identificador } = (
    await t.get(`/cotas/${idCota}/cobrancas/segunda-via`, access_token)
  ).json();
  const res = await t.post(
    `/cotas/${idCota}/cobrancas/boleto`,
    {
      identificadorProcesso: identificador,
      cobrancas: [{ identificadorCobranca: parcelas[0].identificadorCobranca }],
    },
    { access_token },
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}
const verificarEm = (host: string, codigo: string) =>
  t.post('/boletos/verificar', { codigo }, { host }).then((r) => r.json());

describe('each partner bills as itself (issue 15)', () => {
  it("puts the partner's own convênio in the barcode and its own key, name and city in the PIX", async () => {
    const horizonte = await boletoDe(MARIA, 1);
    const vertice = await boletoDe(ANA, 2);
    const campo = (b: Boleto) => lerCampoLivreBancoDoBrasil(lerBoleto(b.linhaDigitavel)!.campoLivre)!;
    expect(campo(horizonte)).toMatchObject({ convenio: '1234567', carteira: '17' });
    expect(campo(vertice)).toMatchObject({ convenio: '7654321', carteira: '17' });
    expect(horizonte.nossoNumero.startsWith('1234567')).toBe(true);
    expect(vertice.nossoNumero.startsWith('7654321')).toBe(true);
    expect(lerBrCode(horizonte.pixCopiaECola)).toMatchObject({
      chave: 'financeiro@horizonte.example',
      nomeRecebedor: 'CONSORCIO HORIZONTE',
      cidadeRecebedor: 'SAO PAULO',
    });
    expect(lerBrCode(vertice.pixCopiaECola)).toMatchObject({
      chave: '10427364000106',
      nomeRecebedor: 'VERTICE CONSORCIOS',
      cidadeRecebedor: 'CURITIBA',
    });
  });

  it("answers 'emitido por nós' only on the issuing partner's host", async () => {
    const horizonte = await boletoDe(MARIA, 1);
    const vertice = await boletoDe(ANA, 2);
    for (const codigo of [horizonte.linhaDigitavel, horizonte.pixCopiaECola]) {
      const emCasa = await verificarEm('localhost', codigo);
      expect(emCasa).toMatchObject({ emitidoPorNos: true, boleto: { beneficiario: 'Consórcio Horizonte' } });
      const alheio = await verificarEm('127.0.0.1', codigo);
      expect(alheio).toMatchObject({ emitidoPorNos: false, boleto: null });
      expect(alheio.mensagem).toMatch(/Não pague/);
    }
    for (const codigo of [vertice.linhaDigitavel, vertice.pixCopiaECola]) {
      expect(await verificarEm('127.0.0.1', codigo)).toMatchObject({
        emitidoPorNos: true,
        boleto: { beneficiario: 'Vértice Consórcios' },
      });
      expect(await verificarEm('localhost', codigo)).toMatchObject({ emitidoPorNos: false, boleto: null });
    }
  });

  it('gives each partner its own nosso-número sequence: 20 parallel takes per partner are distinct and gapless', async () => {
    const repo = createBoletosRepository(t.database.db);
    const antes = await Promise.all([1, 2].map(async (p) => (await repo.cobrancaDo(p))!.proximoSequencial));
    const [h, v] = await Promise.all(
      [1, 2].map((p) => Promise.all(Array.from({ length: 20 }, () => repo.proximoSequencial(p)))),
    );
    for (const [i, tomados] of [h!, v!].entries()) {
      const ordenados = [...tomados].sort((a, b) => a - b);
      expect(ordenados).toEqual(Array.from({ length: 20 }, (_, k) => antes[i]! + k));
    }
  });

  it('issues 20 boletos at once on each partner with distinct nossos números of that partner', async () => {
    const emitir = async (cpf: string, idParceiro: number) => {
      const { access_token } = await t.login(cpf, { idParceiro });
      const cotas: { idCota: number }[] = (await t.get('/cotas', access_token)).json().data;
      const selecoes: { idCota: number; identificador: string; id: string }[] = [];
      for (const { idCota } of cotas) {
        const { parcelas, identificador } = (
          await t.get(`/cotas/${idCota}/cobrancas/segunda-via`, access_token)
        ).json();
        for (const p of parcelas) selecoes.push({ idCota, identificador, id: p.identificadorCobranca });
      }
      const alvo = selecoes.slice(0, 20);
      const respostas = await Promise.all(
        alvo.map((s) =>
          t.post(
            `/cotas/${s.idCota}/cobrancas/boleto`,
            { identificadorProcesso: s.identificador, cobrancas: [{ identificadorCobranca: s.id }] },
            { access_token },
          ),
        ),
      );
      expect(respostas.every((r) => r.statusCode === 200)).toBe(true);
      return { pedidos: alvo.length, numeros: respostas.map((r) => r.json().nossoNumero as string) };
    };
    const [h, v] = await Promise.all([emitir(MARIA, 1), emitir(ANA, 2)]);
    for (const [{ pedidos, numeros }, convenio] of [
      [h!, '1234567'],
      [v!, '7654321'],
    ] as const) {
      expect(pedidos).toBeGreaterThan(1);
      expect(new Set(numeros).size).toBe(pedidos);
      expect(numeros.every((n) => n.startsWith(convenio))).toBe(true);
    }
  });
});

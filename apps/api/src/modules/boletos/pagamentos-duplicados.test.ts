import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gerarRetornoCnab240 } from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 13, "nothing received is lost": a boleto for instalments 28+29, then one for 28 alone; both get paid
 * (by hand and by the bank's return file, and the current one twice). One payment settles instalment 28, every
 * other one is kept as a duplicate payment, shown to the customer and the back-office, with a refund case.
 */
let t: TestApp;
let token: string;
let operador: string;
let idCota: number;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  const cotas: { idCota: number; grupo: number; cota: number }[] = (await t.get('/cotas', token)).json().data;
  idCota = cotas.find((c) => c.grupo === 1010 && c.cota === 23)!.idCota;
  operador = (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token;
});
afterEach(() => t.close());

interface Boleto {
  nossoNumero: string;
  valorCobrado: number;
  linhaDigitavel: string;
}
const hoje = () => new Date(Date.now()).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${operador}` },
    ...(payload ? { payload } : {}),
  });
const consulta = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(q)).rows;

async function gerar(quais: (ids: string[]) => string[]): Promise<Boleto> {
  const { identificador, parcelas } = (
    await t.get(`/cotas/${idCota}/cobrancas/segunda-via?filtro=due`, token)
  ).json();
  const ids = quais(parcelas.map((p: { identificadorCobranca: string }) => p.identificadorCobranca));
  const res = await t.post(
    `/cotas/${idCota}/cobrancas/boleto`,
    {
      identificadorProcesso: identificador,
      cobrancas: ids.map((identificadorCobranca) => ({ identificadorCobranca })),
    },
    { access_token: token },
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}
const retorno = (nomeArquivo: string, boletos: Boleto[]) =>
  op('POST', '/retornos', {
    nomeArquivo,
    conteudo: gerarRetornoCnab240({
      convenio: '1234567',
      dataGeracao: hoje(),
      titulos: boletos.map((b) => ({
        nossoNumero: b.nossoNumero,
        valorNominal: b.valorCobrado,
        valorPago: b.valorCobrado,
        dataVencimento: hoje(),
        dataPagamento: hoje(),
      })),
    }),
  });
const pagarNoBalcao = (b: Boleto) =>
  op('POST', `/boletos/${b.nossoNumero}/pagamento`, { dataPagamento: hoje(), valorPago: b.valorCobrado });
const casosDeDevolucao = () =>
  consulta<{ numero: string; status: string }>(
    sql`select numero, status from casos where cota_id = ${idCota} and tipo = 'Devolucao_Valores' order by id`,
  );

describe('boleto for 28+29, then one for 28 alone, both paid', () => {
  it('settles 28 once; the superseded boleto’s payment and a second payment are kept, shown and refunded', async () => {
    const antes = (await t.get(`/cotas/${idCota}`, token)).json();
    const casosAntes = await casosDeDevolucao();
    const velho = await gerar((ids) => ids.slice(0, 2));
    const novo = await gerar((ids) => ids.slice(0, 1));

    // The analyst registers the payment of the old (superseded) boleto: kept as a duplicate, not settled.
    const balcao = await pagarNoBalcao(velho);
    expect(balcao.statusCode).toBe(200);
    expect(balcao.json()).toMatchObject({
      situacao: 'substituido',
      pagamentosDuplicados: [
        { valorPago: velho.valorCobrado, origem: 'operador', motivo: 'boleto_substituido' },
      ],
    });
    const casos = await casosDeDevolucao();
    expect(casos).toHaveLength(casosAntes.length + 1);
    const caso = casos.at(-1)!;
    expect(caso.status).toBe('Em Andamento');

    // The bank's return settles the current boleto; a second return file pays it again.
    const primeiro = (await retorno('RET-A.ret', [novo, velho])).json();
    expect(primeiro.liquidados).toEqual([expect.objectContaining({ nossoNumero: novo.nossoNumero })]);
    expect(primeiro.duplicados).toEqual([
      expect.objectContaining({
        nossoNumero: velho.nossoNumero,
        motivo: 'boleto_substituido',
        numeroCasoDevolucao: caso.numero,
      }),
    ]);
    const segundo = (await retorno('RET-B.ret', [novo])).json();
    expect(segundo.liquidados).toEqual([]);
    expect(segundo.duplicados).toEqual([
      expect.objectContaining({ nossoNumero: novo.nossoNumero, motivo: 'boleto_pago' }),
    ]);

    // Instalment 28 paid exactly once; 29 still open and in no open boleto.
    const depois = (await t.get(`/cotas/${idCota}`, token)).json();
    expect(depois.parcelasPagas).toBe(antes.parcelasPagas + 1);
    const linhas = await consulta<{ nosso_numero: string; situacao: string }>(
      sql`select nosso_numero, situacao from boletos where cota_id = ${idCota} order by id`,
    );
    expect(linhas).toEqual([
      { nosso_numero: velho.nossoNumero, situacao: 'substituido' },
      { nosso_numero: novo.nossoNumero, situacao: 'pago' },
    ]);

    // Three payments that settled nothing, each kept in centavos with its origin.
    const duplicados = await consulta<{ nosso_numero: string; valor_centavos: string; origem: string }>(sql`
      select b.nosso_numero, d.valor_centavos, d.origem from pagamentos_duplicados d
      join boletos b on b.id = d.boleto_id where d.cota_id = ${idCota} order by d.id`);
    expect(duplicados.map((d) => [d.nosso_numero, Number(d.valor_centavos), d.origem])).toEqual([
      [velho.nossoNumero, velho.valorCobrado, 'operador'],
      [velho.nossoNumero, velho.valorCobrado, 'retorno'],
      [novo.nossoNumero, novo.valorCobrado, 'retorno'],
    ]);
    // One refund case for the quota, with a history line per later duplicate payment.
    expect(await casosDeDevolucao()).toHaveLength(casosAntes.length + 1);
    const historico = await consulta<{ nota: string }>(sql`
      select h.nota from casos_historico h join casos c on c.id = h.caso_id
      where c.numero = ${caso.numero} order by h.id`);
    expect(historico).toHaveLength(3);
    expect(historico.every((h) => h.nota.includes('devolver ao consorciado'))).toBe(true);

    // The customer's statement shows them; the back-office too; the audit log has each one.
    const extrato = (await t.get(`/cotas/${idCota}/extrato`, token)).json();
    expect(extrato.pagamentosEmDuplicidade).toHaveLength(3);
    expect(extrato.pagamentosEmDuplicidade[0]).toMatchObject({ numeroCasoDevolucao: caso.numero });
    expect(
      extrato.lancamentos.filter((l: { dataPagamento: string }) => l.dataPagamento === hoje()),
    ).toHaveLength(1);
    const comprovante = (await t.get(`/cotas/${idCota}/comprovante-pagamentos`, token)).json();
    expect(comprovante.pagamentosEmDuplicidade).toHaveLength(3);
    const noBackOffice = (await op('GET', `/boletos?busca=${novo.nossoNumero}`)).json().boletos[0];
    expect(noBackOffice.pagamentosDuplicados).toEqual([
      expect.objectContaining({ origem: 'retorno', motivo: 'boleto_pago', numeroCasoDevolucao: caso.numero }),
    ]);
    const auditoria = await consulta<{ n: number }>(
      sql`select count(*)::int as n from auditoria where acao = 'pagamento.duplicado'`,
    );
    expect(auditoria[0]!.n).toBe(3);
  });

  it('20 payments of one boleto at once: one settles it, 19 are kept as duplicates on one refund case', async () => {
    const antes = (await t.get(`/cotas/${idCota}`, token)).json();
    const casosAntes = await casosDeDevolucao();
    const boleto = await gerar((ids) => ids.slice(0, 1));
    const respostas = await Promise.all(Array.from({ length: 20 }, () => pagarNoBalcao(boleto)));
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const depois = (await t.get(`/cotas/${idCota}`, token)).json();
    expect(depois.parcelasPagas).toBe(antes.parcelasPagas + 1);
    const [{ n }] = (await consulta<{ n: number }>(
      sql`select count(*)::int as n from pagamentos_duplicados where cota_id = ${idCota}`,
    )) as [{ n: number }];
    expect(n).toBe(19);
    expect(await casosDeDevolucao()).toHaveLength(casosAntes.length + 1);
  });
});

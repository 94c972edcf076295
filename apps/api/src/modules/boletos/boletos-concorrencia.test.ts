import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_BOLETO_SUBSTITUIDO } from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 13, boletos rows: 20 identical requests at once give one boleto, and every answer is that boleto; a
 * different selection supersedes; PostgreSQL holds "one open boleto per instalment" whatever arrives together.
 */
let t: TestApp;
let token: string;
let idCota: number;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  const cotas: { idCota: number; grupo: number; cota: number }[] = (await t.get('/cotas', token)).json().data;
  idCota = cotas.find((c) => c.grupo === 1010 && c.cota === 23)!.idCota;
});
afterEach(() => t.close());

const VEZES = 20;
const auth = () => ({ access_token: token });
const consulta = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(q)).rows;

async function pendentes() {
  const res = (await t.get(`/cotas/${idCota}/cobrancas/segunda-via?filtro=due`, token)).json();
  return res as { identificador: string; parcelas: { identificadorCobranca: string }[] };
}
const gerar = (identificador: string, ids: string[]) =>
  t.post(
    `/cotas/${idCota}/cobrancas/boleto`,
    {
      identificadorProcesso: identificador,
      cobrancas: ids.map((identificadorCobranca) => ({ identificadorCobranca })),
    },
    auth(),
  );
const parcelaId = (identificadorCobranca: string) => Number(identificadorCobranca.slice(1));

/** Instalments in more than one open boleto (must be none), read from the rows themselves. */
const parcelasComMaisDeUmAberto = () =>
  consulta(sql`
    select bp.parcela_id from boleto_parcelas bp join boletos b on b.id = bp.boleto_id
    where b.situacao = 'aberto' group by bp.parcela_id having count(*) > 1`);
const boletosAbertosDe = async (idsParcela: number[]) =>
  (
    await consulta<{ n: number }>(sql`
      select count(distinct b.id)::int as n from boletos b join boleto_parcelas bp on bp.boleto_id = b.id
      where b.situacao = 'aberto' and bp.parcela_id in ${idsParcela}`)
  )[0]!.n;

/** Every answer 200 with the same boleto: same nosso número, linha digitável and PIX. */
function mesmoBoleto(respostas: Awaited<ReturnType<typeof gerar>>[], ler = (r: Record<string, string>) => r) {
  expect(respostas.map((r) => r.statusCode)).toEqual(Array(VEZES).fill(200));
  const boletos = respostas.map((r) => ler(r.json()));
  const primeiro = boletos[0]!;
  for (const b of boletos) {
    expect(b.nossoNumero).toBe(primeiro.nossoNumero);
    expect(b.linhaDigitavel).toBe(primeiro.linhaDigitavel);
    expect(b.pixCopiaECola).toBe(primeiro.pixCopiaECola);
  }
  return primeiro;
}

describe('20 identical boleto requests at once', () => {
  it('POST /cotas/{id}/cobrancas/boleto, same selection: one boleto, every answer that boleto', async () => {
    const { identificador, parcelas } = await pendentes();
    const ids = parcelas.slice(0, 2).map((p) => p.identificadorCobranca);
    const respostas = await Promise.all(Array.from({ length: VEZES }, () => gerar(identificador, ids)));
    const boleto = mesmoBoleto(respostas);
    const linhas = await consulta<{ nosso_numero: string }>(
      sql`select nosso_numero from boletos where cota_id = ${idCota}`,
    );
    expect(linhas).toEqual([{ nosso_numero: boleto.nossoNumero }]);
    expect(await boletosAbertosDe(ids.map(parcelaId))).toBe(1);
  });

  it('POST /cotas/{id}/cobrancas/quitacao/boleto: one settlement boleto', async () => {
    const respostas = await Promise.all(
      Array.from({ length: VEZES }, () => t.post(`/cotas/${idCota}/cobrancas/quitacao/boleto`, {}, auth())),
    );
    const boleto = mesmoBoleto(respostas, (r) => r.boleto as unknown as Record<string, string>);
    const linhas = await consulta<{ nosso_numero: string; situacao: string }>(
      sql`select nosso_numero, situacao from boletos where cota_id = ${idCota} and tipo = 'quitacao'`,
    );
    expect(linhas).toEqual([{ nosso_numero: boleto.nossoNumero, situacao: 'aberto' }]);
    expect(await parcelasComMaisDeUmAberto()).toEqual([]);
  });

  it('marcar + gerar-boleto: one boleto for the marked instalments, every answer that boleto', async () => {
    const { parcelas } = await pendentes();
    for (const p of parcelas.slice(0, 2))
      await t.post(
        `/cotas/${idCota}/cobrancas/segunda-via/marcar`,
        { identificadorCobranca: p.identificadorCobranca },
        auth(),
      );
    const respostas = await Promise.all(
      Array.from({ length: VEZES }, () =>
        t.post(`/cotas/${idCota}/cobrancas/segunda-via/gerar-boleto`, {}, auth()),
      ),
    );
    const boleto = mesmoBoleto(respostas);
    const linhas = await consulta<{ nosso_numero: string }>(
      sql`select nosso_numero from boletos where cota_id = ${idCota}`,
    );
    expect(linhas).toEqual([{ nosso_numero: boleto.nossoNumero }]);
    const { parcelas: depois } = await pendentes();
    expect(depois.filter((p) => (p as { marcada?: boolean }).marcada)).toEqual([]);
  });

  it('20 different selections at once: no 5xx, and still one open boleto per instalment', async () => {
    const { identificador, parcelas } = await pendentes();
    const ids = parcelas.slice(0, 4).map((p) => p.identificadorCobranca);
    expect(ids.length).toBeGreaterThan(2);
    // Overlapping selections: one instalment, or it and the next, starting at each instalment in turn.
    const selecao = (i: number) => {
      const inicio = i % ids.length;
      return i % 2 ? [ids[inicio]!] : [...new Set([ids[inicio]!, ids[(inicio + 1) % ids.length]!])];
    };
    const respostas = await Promise.all(
      Array.from({ length: VEZES }, (_, i) => gerar(identificador, selecao(i))),
    );
    for (const r of respostas) {
      expect([200, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json().mensagem).toEqual(expect.any(String));
    }
    expect(await parcelasComMaisDeUmAberto()).toEqual([]);
    const situacoes = await consulta<{ situacao: string }>(
      sql`select distinct situacao from boletos where cota_id = ${idCota} order by situacao`,
    );
    expect(situacoes.map((s) => s.situacao).every((s) => s === 'aberto' || s === 'substituido')).toBe(true);
  });
});

describe('a different selection covering an open boleto’s instalment', () => {
  it('supersedes it: "substituido" in the history and in /boletos/verificar, one open boleto per instalment', async () => {
    const { identificador, parcelas } = await pendentes();
    const [p28, p29] = parcelas.map((p) => p.identificadorCobranca);
    const velho = (await gerar(identificador, [p28!, p29!])).json();
    const novo = (await gerar(identificador, [p28!])).json();
    expect(novo.nossoNumero).not.toBe(velho.nossoNumero);

    const linhas = await consulta<{ nosso_numero: string; situacao: string }>(
      sql`select nosso_numero, situacao from boletos where cota_id = ${idCota} order by id`,
    );
    expect(linhas).toEqual([
      { nosso_numero: velho.nossoNumero, situacao: 'substituido' },
      { nosso_numero: novo.nossoNumero, situacao: 'aberto' },
    ]);
    expect(await boletosAbertosDe([parcelaId(p28!)])).toBe(1);
    // Instalment 29 is in no open boleto now; generating it again makes a boleto of its own.
    expect(await boletosAbertosDe([parcelaId(p29!)])).toBe(0);

    const historico = (await t.get(`/cotas/${idCota}/boletos`, token)).json().data as {
      nossoNumero: string;
      situacao: string;
    }[];
    expect(historico.find((b) => b.nossoNumero === velho.nossoNumero)!.situacao).toBe('substituido');

    const verificacao = (await t.post('/boletos/verificar', { codigo: velho.linhaDigitavel })).json();
    expect(verificacao).toMatchObject({
      emitidoPorNos: true,
      mensagem: MENSAGEM_BOLETO_SUBSTITUIDO,
      boleto: { situacao: 'substituido' },
    });
    expect(verificacao.mensagem).toContain('substituído');
  });

  it('the same selection again returns the open boleto, not a new one', async () => {
    const { identificador, parcelas } = await pendentes();
    const ids = [parcelas[0]!.identificadorCobranca];
    const a = (await gerar(identificador, ids)).json();
    const b = (await gerar(identificador, ids)).json();
    expect(b).toEqual(a);
  });
});

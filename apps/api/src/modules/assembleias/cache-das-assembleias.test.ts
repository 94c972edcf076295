import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CalendarioAssembleias, DashboardAssembleia } from '@portal/domain';
import { MARIA, type TestApp } from '../../../test/test-app.ts';
import {
  doisProcessos,
  entrarComoOperador,
  ESPERA,
  type DoisProcessos,
} from '../../../test/dois-processos.ts';

/**
 * The group's assemblies are read by the customer's calendar, home card, result and live link from the shared
 * read cache (ADR 0021). Every write to an assembly must reach both API processes; a write rolled back must
 * reach neither.
 */
let p: DoisProcessos;
let tokenA: string;
let tokenB: string;
let idCota: number;
let op: Awaited<ReturnType<typeof entrarComoOperador>>;
beforeEach(async () => {
  p = await doisProcessos();
  tokenA = (await p.a.login(MARIA)).access_token;
  tokenB = (await p.b.login(MARIA)).access_token;
  const cotas = (await p.a.get('/cotas', tokenA)).json<{
    data: { idCota: number; grupo: number; cota: number }[];
  }>().data;
  idCota = cotas.find((c) => c.grupo === 1010 && c.cota === 23)!.idCota;
  op = await entrarComoOperador(p.a);
});
afterEach(() => p.fechar());

const calendario = async (t: TestApp, token: string) =>
  (await t.get(`/cotas/${idCota}/assembleias/calendario`, token)).json<CalendarioAssembleias>().assembleias;
const painel = async (t: TestApp, token: string) =>
  (await t.get(`/cotas/${idCota}/dashboard/resultado-assembleia`, token)).json<DashboardAssembleia>();
const situacao = async (t: TestApp, token: string, id: number) =>
  (await calendario(t, token)).find((a) => a.idAssembleia === id)?.situacao;

/** The next assembly of group 1010, and the body that starts it ahead of its date (a supervisor's override). */
async function proxima() {
  const { assembleias } = (await op('GET', '/assembleias')).json<{
    assembleias: { idAssembleia: number; grupo: number; podeIniciar: boolean; concursoEsperado: number }[];
  }>();
  const a = assembleias.find((x) => x.grupo === 1010 && x.podeIniciar)!;
  return {
    id: a.idAssembleia,
    corpo: {
      concurso: a.concursoEsperado,
      premios: ['48213', '07777', '31990', '55555', '12345'],
      motivoAntecipacao: 'Teste automatizado do cache das assembleias',
    },
  };
}

describe("the group's assemblies in the shared read cache", () => {
  it('a start, each step and the closing reach this process at once and the other one by its notification', async () => {
    const { id, corpo } = await proxima();
    // Both processes hold the group now.
    expect(await situacao(p.a, tokenA, id)).toBe('agendada');
    expect(await situacao(p.b, tokenB, id)).toBe('agendada');
    expect((await painel(p.a, tokenA)).aoVivo).toBe(false);
    expect((await painel(p.b, tokenB)).aoVivo).toBe(false);

    expect((await op('POST', `/assembleias/${id}/apuracao`, corpo)).statusCode).toBe(200);
    expect(await situacao(p.a, tokenA, id)).toBe('em-andamento');
    expect((await painel(p.a, tokenA)).aoVivo).toBe(true);
    expect((await p.a.get(`/cotas/${idCota}/assembleias/ao-vivo`, tokenA)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await situacao(p.b, tokenB, id)).toBe('em-andamento'), ESPERA);
    expect((await painel(p.b, tokenB)).aoVivo).toBe(true);
    expect((await p.b.get(`/cotas/${idCota}/assembleias/ao-vivo`, tokenB)).statusCode).toBe(200);

    // Every step until the closing, published on process b this time.
    const opB = await entrarComoOperador(p.b);
    for (let passo = 0; passo < 50; passo++) {
      const r = await opB('POST', `/assembleias/${id}/proximo-evento`);
      expect(r.statusCode).toBe(200);
      if (r.json<{ assembleia: { situacao: string } }>().assembleia.situacao === 'realizada') break;
    }
    expect(await situacao(p.b, tokenB, id)).toBe('realizada');
    expect((await painel(p.b, tokenB)).ultimoResultado?.idAssembleia).toBe(id);
    await vi.waitFor(async () => expect(await situacao(p.a, tokenA, id)).toBe('realizada'), ESPERA);
    const doA = await painel(p.a, tokenA);
    expect(doA).toEqual(await painel(p.b, tokenB));
    expect(doA).toMatchObject({ aoVivo: false, ultimoResultado: { idAssembleia: id } });
    for (const [t, token] of [
      [p.a, tokenA],
      [p.b, tokenB],
    ] as const) {
      const resultado = await t.get(`/cotas/${idCota}/assembleias/resultado/${id}`, token);
      expect(resultado.statusCode).toBe(200);
      expect(resultado.json()).toMatchObject({
        idAssembleia: id,
        conjuntoElegivel: expect.objectContaining({ hash: expect.any(String) }),
      });
    }
  });

  it('a start rolled back (its audit entry could not be written) notifies no one and shows nothing of it', async () => {
    const { id, corpo } = await proxima();
    const outra = (await calendario(p.a, tokenA)).find(
      (a) => a.situacao === 'agendada' && a.idAssembleia !== id,
    )!;
    await calendario(p.b, tokenB);
    // Changed behind the API's back: while the processes keep the group, neither shows it.
    await p.comoDono(
      sql`update assembleias set data_vencimento = '2031-01-10' where id = ${outra.idAssembleia}`,
    );

    const recusada = await p.semAuditoria(() => op('POST', `/assembleias/${id}/apuracao`, corpo));
    expect(recusada.statusCode).toBe(500);

    // A later write's notification has reached b, so the rolled-back one would have too.
    const avisos = await entrarComoOperador(p.a);
    expect(
      (
        await avisos('POST', '/avisos-manutencao', {
          parceiroId: 1,
          inicio: '2030-01-01T08:00',
          fim: '2030-01-01T10:00',
          texto: 'Aviso que só marca a ordem das notificações.',
        })
      ).statusCode,
    ).toBe(201);
    await vi.waitFor(async () => expect(await p.b.get('/parceiros/1/warnings')).toSatisfy(temAviso), ESPERA);

    for (const [t, token] of [
      [p.a, tokenA],
      [p.b, tokenB],
    ] as const) {
      const lista = await calendario(t, token);
      expect(lista.find((a) => a.idAssembleia === id)?.situacao).toBe('agendada');
      expect(lista.find((a) => a.idAssembleia === outra.idAssembleia)?.dataVencimento).toBe(
        outra.dataVencimento,
      );
      expect((await painel(t, token)).aoVivo).toBe(false);
    }

    expect((await op('POST', `/assembleias/${id}/apuracao`, corpo)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await situacao(p.b, tokenB, id)).toBe('em-andamento'), ESPERA);
    for (const [t, token] of [
      [p.a, tokenA],
      [p.b, tokenB],
    ] as const)
      expect(
        (await calendario(t, token)).find((a) => a.idAssembleia === outra.idAssembleia)?.dataVencimento,
      ).toBe('2031-01-10');
  });
});

function temAviso(res: { json: () => unknown }) {
  return (res.json() as { text: string }[]).some((a) => a.text.startsWith('Aviso que só marca'));
}

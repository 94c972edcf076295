import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PaginaInformativos } from '@portal/domain';
import { ANA, MARIA, type TestApp } from '../../../test/test-app.ts';
import {
  doisProcessos,
  entrarComoOperador,
  ESPERA,
  type DoisProcessos,
} from '../../../test/dois-processos.ts';

/**
 * A partner's news are shared by its customers and kept in the shared read cache (ADR 0021); each customer's own
 * notifications and read marks are read per request. Two API processes on one database.
 */
let p: DoisProcessos;
const tokens = { mariaA: '', mariaB: '', anaA: '', anaB: '', rotaB: '' };
beforeEach(async () => {
  p = await doisProcessos();
  tokens.mariaA = (await p.a.login(MARIA)).access_token;
  tokens.mariaB = (await p.b.login(MARIA)).access_token;
  tokens.anaA = (await p.a.login(ANA, { idParceiro: 2 })).access_token;
  tokens.anaB = (await p.b.login(ANA, { idParceiro: 2 })).access_token;
  tokens.rotaB = (await p.b.login('11222333000181')).access_token;
});
afterEach(() => p.fechar());

const listar = async (t: TestApp, token: string, query = '?page=1&page_size=100') =>
  (await t.get(`/informativos${query}`, token)).json<PaginaInformativos>();
const titulos = async (t: TestApp, token: string) => (await listar(t, token)).data.map((i) => i.titulo);

const NOTICIA = {
  parceiroId: 1,
  titulo: 'Nova central de atendimento',
  resumo: 'Atendimento por WhatsApp também aos sábados.',
  conteudo: 'A partir deste mês, a central atende por WhatsApp também aos sábados, das 8h às 14h.',
};

describe("the partner's news in the shared read cache", () => {
  it('a published news reaches its partner’s customers on both processes, never the other partner’s', async () => {
    const anaAntes = await listar(p.a, tokens.anaA);
    await listar(p.b, tokens.anaB);
    const mariaAntes = await listar(p.a, tokens.mariaA);
    await listar(p.b, tokens.mariaB);

    const op = await entrarComoOperador(p.a);
    const publicada = await op('POST', '/informativos', NOTICIA);
    expect(publicada.statusCode).toBe(201);
    const id = publicada.json<{ id: number }>().id;

    const doA = await listar(p.a, tokens.mariaA);
    expect(doA.data[0]).toMatchObject({ id, tipo: 'noticia', titulo: NOTICIA.titulo, read: false });
    expect(doA.total).toBe(mariaAntes.total + 1);
    expect(doA.naoLidas).toBe(mariaAntes.naoLidas + 1);
    await vi.waitFor(async () => expect((await listar(p.b, tokens.mariaB)).data[0]?.id).toBe(id), ESPERA);
    expect(await listar(p.b, tokens.mariaB)).toEqual(doA);

    // The other partner's customer, on either process, after the notification reached both.
    expect(await listar(p.a, tokens.anaA)).toEqual(anaAntes);
    expect(await listar(p.b, tokens.anaB)).toEqual(anaAntes);

    // Read marks are each customer's: Maria's reading on a shows on b, and Rota Sul's copy stays unread.
    expect(
      (await p.a.post('/informativos', { news_id: id }, { access_token: tokens.mariaA })).statusCode,
    ).toBe(200);
    const lida = await listar(p.b, tokens.mariaB);
    expect(lida.data[0]).toMatchObject({ id, read: true });
    expect(lida.naoLidas).toBe(doA.naoLidas - 1);
    expect((await listar(p.b, tokens.rotaB)).data.find((i) => i.id === id)?.read).toBe(false);
  });

  it('pages through the news and the customer’s own notifications in one order, as one list', async () => {
    const todos = await listar(p.a, tokens.mariaA);
    expect(new Set(todos.data.map((i) => i.tipo))).toEqual(new Set(['noticia', 'notificacao']));
    const paginas = [];
    for (let page = 1; page <= Math.ceil(todos.total / 2); page++)
      paginas.push(...(await listar(p.b, tokens.mariaB, `?page=${page}&page_size=2`)).data);
    expect(paginas).toEqual(todos.data);
  });

  it('a publication rolled back (its audit entry could not be written) shows on no process and drops nothing', async () => {
    const antes = await listar(p.a, tokens.mariaA);
    await listar(p.b, tokens.mariaB);
    const antiga = antes.data.find((i) => i.tipo === 'noticia')!;
    // Edited behind the API's back: while both processes keep the news, neither shows the edit.
    await p.comoDono(sql`update informativos set titulo = 'Título editado no banco' where id = ${antiga.id}`);

    const op = await entrarComoOperador(p.a);
    const recusada = await p.semAuditoria(() => op('POST', '/informativos', NOTICIA));
    expect(recusada.statusCode).toBe(500);

    // A later publication to the other partner: once b has it, b would have had the rolled-back one too.
    expect((await op('POST', '/informativos', { ...NOTICIA, parceiroId: 2 })).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await titulos(p.b, tokens.anaB)).toContain(NOTICIA.titulo), ESPERA);

    expect(await listar(p.a, tokens.mariaA)).toEqual(antes);
    expect(await listar(p.b, tokens.mariaB)).toEqual(antes);

    expect((await op('POST', '/informativos', NOTICIA)).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await titulos(p.b, tokens.mariaB)).toContain(NOTICIA.titulo), ESPERA);
    for (const [t, token] of [
      [p.a, tokens.mariaA],
      [p.b, tokens.mariaB],
    ] as const) {
      const depois = await titulos(t, token);
      expect(depois).toContain('Título editado no banco');
      expect(depois.filter((titulo) => titulo === NOTICIA.titulo)).toHaveLength(1);
    }
  });
});

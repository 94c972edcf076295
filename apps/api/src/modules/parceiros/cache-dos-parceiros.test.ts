import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AvisoManutencao, ParceiroConfiguracao } from '@portal/domain';
import type { TestApp } from '../../../test/test-app.ts';
import {
  doisProcessos,
  entrarComoOperador,
  ESPERA,
  type DoisProcessos,
} from '../../../test/dois-processos.ts';
import { CANAL_DO_CACHE } from '../../core/cache-compartilhado.ts';
import { TOPICO_PARCEIROS } from './parceiros.service.ts';

/**
 * Partner configuration and maintenance warnings in the shared read cache (ADR 0021), on two API processes
 * sharing one database.
 */
let p: DoisProcessos;
beforeEach(async () => {
  p = await doisProcessos();
});
afterEach(() => p.fechar());

const configuracao = async (t: TestApp, dominio: string) =>
  (await t.get(`/parceiros/configuracao?domain=${dominio}`)).json<ParceiroConfiguracao>();
const avisos = async (t: TestApp, parceiro: number) =>
  (await t.get(`/parceiros/${parceiro}/warnings`)).json<AvisoManutencao[]>();

const AVISO = {
  parceiroId: 2,
  inicio: '2030-03-01T22:00',
  fim: '2030-03-02T02:00',
  texto: 'Manutenção programada: o portal fica fora do ar durante a madrugada.',
};

describe('maintenance warnings', () => {
  it('publishing and ending one reach both processes; the other partner’s list is untouched', async () => {
    const doParceiro1 = await avisos(p.a, 1);
    expect(await avisos(p.b, 1)).toEqual(doParceiro1);
    const antes = await avisos(p.a, 2);
    expect(await avisos(p.b, 2)).toEqual(antes);

    const opA = await entrarComoOperador(p.a);
    const publicado = await opA('POST', '/avisos-manutencao', AVISO);
    expect(publicado.statusCode).toBe(201);
    const { id } = publicado.json<{ id: number }>();
    expect((await avisos(p.a, 2)).find((a) => a.id === id)).toMatchObject({
      text: AVISO.texto,
      active: true,
    });
    await vi.waitFor(async () => expect((await avisos(p.b, 2)).some((a) => a.id === id)).toBe(true), ESPERA);
    expect(await avisos(p.b, 2)).toEqual(await avisos(p.a, 2));

    const opB = await entrarComoOperador(p.b);
    expect((await opB('PATCH', `/avisos-manutencao/${id}/encerrar`)).statusCode).toBe(200);
    expect((await avisos(p.b, 2)).find((a) => a.id === id)?.active).toBe(false);
    await vi.waitFor(
      async () => expect((await avisos(p.a, 2)).find((a) => a.id === id)?.active).toBe(false),
      ESPERA,
    );

    expect(await avisos(p.a, 1)).toEqual(doParceiro1);
    expect(await avisos(p.b, 1)).toEqual(doParceiro1);
  });

  it('a publication rolled back (its audit entry could not be written) shows on no process', async () => {
    const antes = await avisos(p.a, 2);
    await avisos(p.b, 2);
    const op = await entrarComoOperador(p.a);
    expect((await p.semAuditoria(() => op('POST', '/avisos-manutencao', AVISO))).statusCode).toBe(500);
    // A later publication for partner 1: once b shows it, b would have had the rolled-back one's notification.
    expect((await op('POST', '/avisos-manutencao', { ...AVISO, parceiroId: 1 })).statusCode).toBe(201);
    await vi.waitFor(
      async () => expect((await avisos(p.b, 1)).some((a) => a.text === AVISO.texto)).toBe(true),
      ESPERA,
    );
    expect(await avisos(p.a, 2)).toEqual(antes);
    expect(await avisos(p.b, 2)).toEqual(antes);
  });
});

describe('partner configuration', () => {
  /** What an administrator does in SQL (ADR 0021): the edit and its notification in one transaction. */
  const renomear = (id: number, nome: string, avisar: boolean) =>
    sql`with mudou as (update parceiros set nome = ${nome} where id = ${id} returning id)
      select ${avisar ? sql`pg_notify(${CANAL_DO_CACHE}, ${TOPICO_PARCEIROS})` : sql`null`} from mudou`;

  it('each host gets its own partner, on both processes, however often it was read', async () => {
    for (const t of [p.a, p.b, p.a, p.b]) {
      expect(await configuracao(t, 'localhost')).toMatchObject({ id: 1, name: 'Consórcio Horizonte' });
      expect(await configuracao(t, '127.0.0.1')).toMatchObject({ id: 2, name: 'Vértice Consórcios' });
    }
  });

  it('an edit committed with its notification reaches both processes; one rolled back reaches neither', async () => {
    await configuracao(p.a, 'localhost');
    await configuracao(p.b, 'localhost');
    await p.comoDono(renomear(1, 'Horizonte Consórcios', true));
    await vi.waitFor(
      async () => expect((await configuracao(p.a, 'localhost')).name).toBe('Horizonte Consórcios'),
      ESPERA,
    );
    await vi.waitFor(
      async () => expect((await configuracao(p.b, 'localhost')).name).toBe('Horizonte Consórcios'),
      ESPERA,
    );
    expect((await configuracao(p.b, '127.0.0.1')).name).toBe('Vértice Consórcios');

    // Behind the API's back, without a notification: hidden while the processes keep the partners.
    await p.comoDono(renomear(1, 'Horizonte Sem Aviso', false));
    // One statement that edits, notifies and fails: PostgreSQL rolls it back and delivers nothing.
    await expect(
      p.comoDono(sql`do $$ begin
        update parceiros set nome = 'Nunca gravado' where id = 1;
        perform pg_notify(${sql.raw(`'${CANAL_DO_CACHE}'`)}, 'parceiros');
        raise exception 'desfeito';
      end $$`),
    ).rejects.toThrow();
    // A later notification reached b: the rolled-back one would have reached it first.
    const op = await entrarComoOperador(p.a);
    expect((await op('POST', '/avisos-manutencao', AVISO)).statusCode).toBe(201);
    await vi.waitFor(
      async () => expect((await avisos(p.b, 2)).some((a) => a.text === AVISO.texto)).toBe(true),
      ESPERA,
    );
    expect((await configuracao(p.a, 'localhost')).name).toBe('Horizonte Consórcios');
    expect((await configuracao(p.b, 'localhost')).name).toBe('Horizonte Consórcios');
  });

  it('an edit made without the notification shows within a minute', async () => {
    await configuracao(p.a, 'localhost');
    await p.comoDono(renomear(1, 'Horizonte Sem Aviso', false));
    expect((await configuracao(p.a, 'localhost')).name).toBe('Consórcio Horizonte');
    p.a.avancar(61_000);
    expect((await configuracao(p.a, 'localhost')).name).toBe('Horizonte Sem Aviso');
  });
});

import { eq, sql } from 'drizzle-orm';
import { contadoresTentativas, tentativasLogin, type Db } from '@portal/db';

type ContadorRow = typeof contadoresTentativas.$inferSelect;

/** The brute-force counters and the log of every checked attempt. */
export function createTentativasRepository(db: Db) {
  return {
    /**
     * Reserves one attempt of `chave` in ONE statement, or answers false when the key must wait: a streak
     * older than the window starts over; otherwise the attempt passes only while fewer than `limite` are
     * reserved and the wait after the last failure (`esperasMs[falhas]`) is over. Concurrent calls queue on
     * the row's lock, so N parallel tries reserve N slots and never more than `limite`.
     */
    async reservar(
      chave: string,
      agora: Date,
      regra: { limite: number; janelaMs: number; esperasMs: readonly number[] },
    ): Promise<boolean> {
      const agoraTs = sql`${agora.toISOString()}::timestamptz`;
      const inicioJanela = sql`${new Date(agora.getTime() - regra.janelaMs).toISOString()}::timestamptz`;
      const esperas = sql`${`{${regra.esperasMs.join(',')}}`}::int[]`;
      const ultimaEspera = regra.esperasMs.length - 1;
      const { rows } = await db.execute<{ reservadas: number }>(sql`
        insert into contadores_tentativas as c (chave, reservadas, falhas, ultima_em)
        values (${chave}, 1, 0, ${agoraTs})
        on conflict (chave) do update set
          reservadas = case when c.ultima_em <= ${inicioJanela} then 1 else c.reservadas + 1 end,
          falhas = case when c.ultima_em <= ${inicioJanela} then 0 else c.falhas end,
          ultima_falha_em = case when c.ultima_em <= ${inicioJanela} then null else c.ultima_falha_em end,
          ultima_em = ${agoraTs}
        where c.ultima_em <= ${inicioJanela}
           or (c.reservadas < ${regra.limite}
               and (c.ultima_falha_em is null
                    or c.ultima_falha_em
                       + (${esperas})[least(c.falhas, ${ultimaEspera}) + 1] * interval '1 millisecond'
                       <= ${agoraTs}))
        returning reservadas`);
      return rows.length === 1;
    },

    /** The attempt failed: one more failure in the streak; answers the failures now counted. */
    async falhou(chave: string, agora: Date): Promise<number> {
      const [linha] = await db
        .update(contadoresTentativas)
        .set({ falhas: sql`${contadoresTentativas.falhas} + 1`, ultimaFalhaEm: agora })
        .where(eq(contadoresTentativas.chave, chave))
        .returning({ falhas: contadoresTentativas.falhas });
      return linha?.falhas ?? 1;
    },

    /** A success ends the streak of an account. */
    zerar: (chave: string) =>
      db
        .update(contadoresTentativas)
        .set({ reservadas: 0, falhas: 0, ultimaFalhaEm: null })
        .where(eq(contadoresTentativas.chave, chave)),

    /** Gives back a reservation that was not spent on a failure (a success, or an attempt refused elsewhere). */
    devolver: (chave: string) =>
      db
        .update(contadoresTentativas)
        .set({ reservadas: sql`greatest(${contadoresTentativas.reservadas} - 1, 0)` })
        .where(eq(contadoresTentativas.chave, chave)),

    async contador(chave: string): Promise<ContadorRow | undefined> {
      const [linha] = await db
        .select()
        .from(contadoresTentativas)
        .where(eq(contadoresTentativas.chave, chave));
      return linha;
    },

    /** The log of checked attempts (what the counters reserved and the secret was compared for). */
    registrar: (chaveConta: string, ip: string, sucesso: boolean, quando: Date) =>
      db.insert(tentativasLogin).values({ chaveConta, ip, sucesso, criadoEm: quando }),
  };
}
export type TentativasRepository = ReturnType<typeof createTentativasRepository>;

import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { auditoria, operadores, operadorSessoes, type Db } from '@portal/db';
import { lerCaixaDeSaida } from '../../adapters/notificacoes.ts';
import type { Transacao } from '../../core/transacao.ts';

export type OperadorRow = typeof operadores.$inferSelect;

/** Open, within its ceiling, and used since `ociosaDesde` (the idle limit). */
const sessaoViva = (agora: Date, ociosaDesde: Date) =>
  and(
    isNull(operadorSessoes.encerradoEm),
    gt(operadorSessoes.expiraEm, agora),
    gt(operadorSessoes.ultimoUso, ociosaDesde),
  );

export function createOperadorRepository(db: Db) {
  return {
    /** A transaction for a change and its audit entry (see `ComAuditoria`). */
    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => db.transaction(fn),
    async porEmail(email: string): Promise<OperadorRow | undefined> {
      const rows = await db
        .select()
        .from(operadores)
        .where(eq(operadores.email, email.toLowerCase()))
        .limit(1);
      return rows[0];
    },
    abrirSessao: (
      s: { id: string; operadorId: number; expiraEm: Date; refreshHash: string; agora: Date },
      executor: Db | Transacao = db,
    ) =>
      executor.insert(operadorSessoes).values({
        id: s.id,
        operadorId: s.operadorId,
        expiraEm: s.expiraEm,
        refreshHash: s.refreshHash,
        ultimoUso: s.agora,
      }),
    /** The operator behind a live session (not ended, not past its ceiling, not idle, account active). */
    async daSessaoViva(
      sessaoId: string,
      operadorId: number,
      agora: Date,
      ociosaDesde: Date,
    ): Promise<OperadorRow | undefined> {
      const rows = await db
        .select({ operador: operadores })
        .from(operadorSessoes)
        .innerJoin(operadores, eq(operadores.id, operadorSessoes.operadorId))
        .where(
          and(
            eq(operadorSessoes.id, sessaoId),
            eq(operadorSessoes.operadorId, operadorId),
            sessaoViva(agora, ociosaDesde),
            eq(operadores.ativo, true),
          ),
        )
        .limit(1);
      return rows[0]?.operador;
    },
    /**
     * Swaps the session's refresh token in one statement: only the holder of the current one succeeds, and only
     * while the session lives; the use moves the idle clock. Answers the session's operator and ceiling.
     */
    async rotacionarRefresh(r: {
      sessaoId: string;
      hashAtual: string;
      hashNovo: string;
      agora: Date;
      ociosaDesde: Date;
    }): Promise<{ operador: OperadorRow; expiraEm: Date } | undefined> {
      const rows = await db
        .update(operadorSessoes)
        .set({ refreshHash: r.hashNovo, ultimoUso: r.agora })
        .from(operadores)
        .where(
          and(
            eq(operadores.id, operadorSessoes.operadorId),
            eq(operadorSessoes.id, r.sessaoId),
            eq(operadorSessoes.refreshHash, r.hashAtual),
            sessaoViva(r.agora, r.ociosaDesde),
            eq(operadores.ativo, true),
          ),
        )
        .returning({ operador: operadores, expiraEm: operadorSessoes.expiraEm });
      return rows[0];
    },
    /**
     * A refresh token that is not the session's current one was presented: an old, already rotated one (stolen,
     * or replayed). The session ends at once; answers its operator when it was still open.
     */
    async encerrarPorReuso(
      sessaoId: string,
      hashApresentado: string,
      agora: Date,
      executor: Db | Transacao = db,
    ) {
      const rows = await executor
        .update(operadorSessoes)
        .set({ encerradoEm: agora, refreshHash: null })
        .where(
          and(
            eq(operadorSessoes.id, sessaoId),
            isNull(operadorSessoes.encerradoEm),
            ne(operadorSessoes.refreshHash, hashApresentado),
          ),
        )
        .returning({ operadorId: operadorSessoes.operadorId });
      return rows[0]?.operadorId;
    },
    encerrarSessao: (sessaoId: string, agora: Date, executor: Db | Transacao = db) =>
      executor
        .update(operadorSessoes)
        .set({ encerradoEm: agora, refreshHash: null })
        .where(eq(operadorSessoes.id, sessaoId)),
    /** The audit log is this module's; a caller's transaction makes the entry commit with the change. */
    auditar: (
      operadorId: number | null,
      acao: string,
      alvo: string,
      detalhes: Record<string, unknown> = {},
      executor: Db | Transacao = db,
    ) => executor.insert(auditoria).values({ operadorId, acao, alvo, detalhes }),
    auditoria: (limite: number, deslocamento: number) =>
      db
        .select({ registro: auditoria, operador: operadores.nome })
        .from(auditoria)
        .leftJoin(operadores, eq(operadores.id, auditoria.operadorId))
        .orderBy(desc(auditoria.id))
        .limit(limite)
        .offset(deslocamento),
    /** What the notification port left in the outbox for one address (the customer page shows it). */
    mensagensPara: (para: string) => lerCaixaDeSaida(db, para),
  };
}
export type OperadorRepository = ReturnType<typeof createOperadorRepository>;

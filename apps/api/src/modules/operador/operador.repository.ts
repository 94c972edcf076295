import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { auditoria, operadores, operadorSessoes, type Db } from '@portal/db';
import { lerCaixaDeSaida } from '../../adapters/notificacoes.ts';
import type { Transacao } from '../../core/transacao.ts';

export type OperadorRow = typeof operadores.$inferSelect;

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
    abrirSessao: (id: string, operadorId: number, expiraEm: Date) =>
      db.insert(operadorSessoes).values({ id, operadorId, expiraEm }),
    /** The operator behind a live session (not ended, not expired, account active). */
    async daSessaoViva(sessaoId: string, operadorId: number, agora: Date): Promise<OperadorRow | undefined> {
      const rows = await db
        .select({ operador: operadores })
        .from(operadorSessoes)
        .innerJoin(operadores, eq(operadores.id, operadorSessoes.operadorId))
        .where(
          and(
            eq(operadorSessoes.id, sessaoId),
            eq(operadorSessoes.operadorId, operadorId),
            isNull(operadorSessoes.encerradoEm),
            gt(operadorSessoes.expiraEm, agora),
            eq(operadores.ativo, true),
          ),
        )
        .limit(1);
      return rows[0]?.operador;
    },
    encerrarSessao: (sessaoId: string, agora: Date, executor: Db | Transacao = db) =>
      executor.update(operadorSessoes).set({ encerradoEm: agora }).where(eq(operadorSessoes.id, sessaoId)),
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

import { eq } from 'drizzle-orm';
import { autorizacoesFaturamento, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

export interface AutorizacaoGravada {
  pdf: Buffer;
  sha256: string;
  ip: string;
  assinadaEm: Date;
}

/** The signed billing authorizations of used-vehicle cases (ADR 0057): one per case, written once. */
export function createAutorizacoesRepository(db: Db) {
  return {
    /** The case's signed authorization, with its PDF. */
    async doCaso(casoId: number, executor: Db | Transacao = db): Promise<AutorizacaoGravada | undefined> {
      const [linha] = await executor
        .select({
          pdf: autorizacoesFaturamento.pdf,
          sha256: autorizacoesFaturamento.sha256,
          ip: autorizacoesFaturamento.ip,
          assinadaEm: autorizacoesFaturamento.assinadaEm,
        })
        .from(autorizacoesFaturamento)
        .where(eq(autorizacoesFaturamento.casoId, casoId));
      return linha;
    },

    /** The signature only (the back-office's panel and its check), without the PDF. */
    async assinaturaDoCaso(casoId: number, executor: Db | Transacao = db) {
      const [linha] = await executor
        .select({
          sha256: autorizacoesFaturamento.sha256,
          ip: autorizacoesFaturamento.ip,
          assinadaEm: autorizacoesFaturamento.assinadaEm,
        })
        .from(autorizacoesFaturamento)
        .where(eq(autorizacoesFaturamento.casoId, casoId));
      return linha ? { ...linha, assinadaEm: linha.assinadaEm.toISOString() } : null;
    },

    /** Stores the signature unless the case has one: false when another got there first (the primary key). */
    async gravar(tx: Transacao, valores: typeof autorizacoesFaturamento.$inferInsert): Promise<boolean> {
      const linhas = await tx
        .insert(autorizacoesFaturamento)
        .values(valores)
        .onConflictDoNothing()
        .returning({ casoId: autorizacoesFaturamento.casoId });
      return linhas.length > 0;
    },
  };
}
export type AutorizacoesRepository = ReturnType<typeof createAutorizacoesRepository>;

import { and, eq, gt, isNull } from 'drizzle-orm';
import { tokensTransparentes, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

/** Transparent-login tokens: minted once, burned on first use. */
export function createTransparenteRepository(db: Db) {
  return {
    registrar: (
      t: { id: string; clienteId: number; cotaId: number; expiraEm: Date },
      executor: Db | Transacao = db,
    ) => executor.insert(tokensTransparentes).values(t),

    /** Burns a live, unused token in one statement: two exchanges of one link cannot both pass. */
    async queimar(id: string, agora: Date) {
      const queimado = await db
        .update(tokensTransparentes)
        .set({ usadoEm: agora })
        .where(
          and(
            eq(tokensTransparentes.id, id),
            isNull(tokensTransparentes.usadoEm),
            gt(tokensTransparentes.expiraEm, agora),
          ),
        )
        .returning({ id: tokensTransparentes.id });
      return queimado.length === 1;
    },
  };
}
export type TransparenteRepository = ReturnType<typeof createTransparenteRepository>;

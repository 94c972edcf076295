import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { clientes, refreshTokens, tentativasLogin, type Db } from '@portal/db';

export type ClienteRow = typeof clientes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createAcessoRepository(db: Db) {
  return {
    async clientePorInscricao(inscricao: string): Promise<ClienteRow | undefined> {
      const rows = await db.select().from(clientes).where(eq(clientes.inscricaoNacional, inscricao)).limit(1);
      return rows[0];
    },
    async clientePorId(id: number): Promise<ClienteRow | undefined> {
      const rows = await db.select().from(clientes).where(eq(clientes.id, id)).limit(1);
      return rows[0];
    },

    registrarTentativa: (chaveConta: string, ip: string, sucesso: boolean, quando: Date) =>
      db.insert(tentativasLogin).values({ chaveConta, ip, sucesso, criadoEm: quando }),

    /** Failures since the account's last success (within the window), newest first. */
    async falhasConsecutivas(
      chaveConta: string,
      desde: Date,
    ): Promise<{ falhas: number; ultimaFalha: Date | null }> {
      const rows = await db
        .select({
          falhas:
            sql<number>`count(*) filter (where not ${tentativasLogin.sucesso} and ${tentativasLogin.criadoEm} > coalesce((select max(t2.criado_em) from ${tentativasLogin} t2 where t2.chave_conta = ${chaveConta} and t2.sucesso), '-infinity'))`.mapWith(
              Number,
            ),
          ultimaFalha:
            sql<Date | null>`max(${tentativasLogin.criadoEm}) filter (where not ${tentativasLogin.sucesso})`.mapWith(
              (v) => (v ? new Date(v) : null),
            ),
        })
        .from(tentativasLogin)
        .where(and(eq(tentativasLogin.chaveConta, chaveConta), gt(tentativasLogin.criadoEm, desde)));
      return rows[0] ?? { falhas: 0, ultimaFalha: null };
    },

    async falhasDoIp(ip: string, desde: Date): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(tentativasLogin)
        .where(
          and(
            eq(tentativasLogin.ip, ip),
            eq(tentativasLogin.sucesso, false),
            gt(tentativasLogin.criadoEm, desde),
          ),
        );
      return rows[0]?.n ?? 0;
    },

    inserirRefresh: (row: typeof refreshTokens.$inferInsert) => db.insert(refreshTokens).values(row),

    async refreshPorHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** Marks a token used only if nobody used it first: two concurrent refreshes cannot both win. */
    async marcarUsado(id: number, quando: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usadoEm: quando })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usadoEm), isNull(refreshTokens.revogadoEm)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async familiaRevogada(familia: string): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familia, familia), isNotNull(refreshTokens.revogadoEm)))
        .limit(1);
      return rows.length > 0;
    },

    revogarFamilia: (familia: string, quando: Date) =>
      db
        .update(refreshTokens)
        .set({ revogadoEm: quando })
        .where(and(eq(refreshTokens.familia, familia), isNull(refreshTokens.revogadoEm))),

    /** Open sessions (token families with a live token) of a customer, for the back-office. */
    sessoesAbertas: (clienteId: number, agora: Date) =>
      db
        .select({
          familia: refreshTokens.familia,
          desde: sql<Date>`min(${refreshTokens.criadoEm})`.mapWith((v) => new Date(v)),
          ultimoUso: sql<Date>`max(${refreshTokens.criadoEm})`.mapWith((v) => new Date(v)),
          transparente: sql<boolean>`bool_or(${refreshTokens.transparente})`,
        })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.clienteId, clienteId),
            isNull(refreshTokens.revogadoEm),
            gt(refreshTokens.expiraEm, agora),
          ),
        )
        .groupBy(refreshTokens.familia)
        .having(sql`bool_or(${refreshTokens.usadoEm} is null)`),

    /** The family's live token (not used, not revoked), to carry the session to another quota. */
    async tokenVivoDaFamilia(familia: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familia, familia),
            isNull(refreshTokens.usadoEm),
            isNull(refreshTokens.revogadoEm),
          ),
        )
        .orderBy(desc(refreshTokens.id))
        .limit(1);
      return rows[0];
    },
  };
}
export type AcessoRepository = ReturnType<typeof createAcessoRepository>;

import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { clientes, refreshTokens, segredos, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';
import { createTentativasRepository } from './tentativas.repository.ts';

export type ClienteRow = typeof clientes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
/** What a refresh carries from a token to its successor. */
export type SessaoDoRefresh = Pick<
  RefreshTokenRow,
  'familia' | 'clienteId' | 'parceiroId' | 'cotaId' | 'transparente'
>;

/** The registration data the login record keeps a copy of (name, birth or founding date, main contacts). */
export type DadosDoCliente = Partial<
  Pick<ClienteRow, 'nome' | 'dataNascimentoFundacao' | 'email' | 'telefoneCelular' | 'telefoneFixo'>
>;

export function createAcessoRepository(db: Db) {
  return {
    /** The brute-force counters, so the login, the password change and the operator login share them. */
    ...createTentativasRepository(db),
    async clientePorInscricao(inscricao: string): Promise<ClienteRow | undefined> {
      const rows = await db.select().from(clientes).where(eq(clientes.inscricaoNacional, inscricao)).limit(1);
      return rows[0];
    },
    async clientePorId(id: number): Promise<ClienteRow | undefined> {
      const rows = await db.select().from(clientes).where(eq(clientes.id, id)).limit(1);
      return rows[0];
    },

    /** The contacts of record (e-mail, mobile) as the caller's transaction sees them. */
    async contatosDoCliente(tx: Transacao, clienteId: number) {
      const [row] = await tx
        .select({ nome: clientes.nome, email: clientes.email, telefoneCelular: clientes.telefoneCelular })
        .from(clientes)
        .where(eq(clientes.id, clienteId));
      return row;
    },

    /** What the login record copies of the registration data, in the caller's transaction (the change's). */
    definirDadosDoCliente: (tx: Transacao, clienteId: number, dados: DadosDoCliente) =>
      tx.update(clientes).set(dados).where(eq(clientes.id, clienteId)),

    inserirRefresh: (row: typeof refreshTokens.$inferInsert) => db.insert(refreshTokens).values(row),

    async refreshPorHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /**
     * The rotation, in ONE statement: marks the token used (only if nobody used it first, it is alive and
     * not expired) and inserts its successor in the same family. Two parallel refreshes of one token: the
     * second waits on the row's lock and finds it used, with the successor already committed.
     */
    async rotacionar(
      tokenHash: string,
      sucessorHash: string,
      agora: Date,
      expiraEm: Date,
    ): Promise<SessaoDoRefresh | undefined> {
      const agoraTs = sql`${agora.toISOString()}::timestamptz`;
      const { rows } = await db.execute<SessaoDoRefresh>(sql`
        with usado as (
          update refresh_tokens set usado_em = ${agoraTs}, sucessor_hash = ${sucessorHash}
           where token_hash = ${tokenHash} and usado_em is null and revogado_em is null
             and expira_em > ${agoraTs}
          returning familia, cliente_id, parceiro_id, cota_id, transparente
        )
        insert into refresh_tokens
          (familia, token_hash, cliente_id, parceiro_id, cota_id, transparente, expira_em, criado_em)
        select familia, ${sucessorHash}, cliente_id, parceiro_id, cota_id, transparente,
               ${expiraEm.toISOString()}::timestamptz, ${agoraTs}
          from usado
        on conflict (token_hash) do nothing
        returning familia, cliente_id as "clienteId", parceiro_id as "parceiroId", cota_id as "cotaId",
                  transparente`);
      return rows[0];
    },

    /**
     * The live successor of a token a refresh rotated since `desde` (the grace window), when neither was
     * revoked: the same token presented twice by two tabs gets the same successor.
     */
    async sucessorNaCarencia(
      tokenHash: string,
      desde: Date,
      agora: Date,
    ): Promise<SessaoDoRefresh | undefined> {
      const { rows } = await db.execute<SessaoDoRefresh>(sql`
        select s.familia, s.cliente_id as "clienteId", s.parceiro_id as "parceiroId",
               s.cota_id as "cotaId", s.transparente
          from refresh_tokens p
          join refresh_tokens s on s.token_hash = p.sucessor_hash and s.familia = p.familia
         where p.token_hash = ${tokenHash}
           and p.usado_em > ${desde.toISOString()}::timestamptz
           and p.revogado_em is null and s.revogado_em is null
           and s.expira_em > ${agora.toISOString()}::timestamptz
         limit 1`);
      return rows[0];
    },

    /** A secret of the server, generated once and shared by every process (like the JWT key). */
    async segredo(chave: string, gerar: () => string): Promise<string> {
      await db.insert(segredos).values({ chave, valor: gerar() }).onConflictDoNothing();
      const [linha] = await db
        .select({ valor: segredos.valor })
        .from(segredos)
        .where(eq(segredos.chave, chave));
      return linha!.valor;
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

    /** Ends a live session in one statement: true for the one caller that ended it, false if it was over. */
    async encerrarFamilia(familia: string, quando: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revogadoEm: quando })
        .where(and(eq(refreshTokens.familia, familia), isNull(refreshTokens.revogadoEm)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /** Open sessions (token families with a live token) of a customer, for the back-office. */
    sessoesAbertas: (clienteId: number, agora: Date, parceiroId: number | null) =>
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
            parceiroId === null ? undefined : eq(refreshTokens.parceiroId, parceiroId),
          ),
        )
        .groupBy(refreshTokens.familia)
        .having(sql`bool_or(${refreshTokens.usadoEm} is null)`),
  };
}
export type AcessoRepository = ReturnType<typeof createAcessoRepository>;

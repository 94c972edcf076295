import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  emails,
  enderecos,
  pessoasFisicas,
  pessoasJuridicas,
  rendaPatrimonio,
  telefones,
  type Db,
} from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';

export type EnderecoRow = typeof enderecos.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
export type TelefoneRow = typeof telefones.$inferSelect;
export type PessoaFisicaRow = typeof pessoasFisicas.$inferSelect;
export type PessoaJuridicaRow = typeof pessoasJuridicas.$inferSelect;
export type RendaPatrimonioRow = typeof rendaPatrimonio.$inferSelect;

type Executor = Db | Transacao;
type Lista = typeof enderecos | typeof emails | typeof telefones;

/** First key of the per-person advisory lock: 'CADA' (registration writes), the second is the person's id. */
const TRAVA_CADASTRO = 0x43414441;

/**
 * Moves the principal flag of one person's list to `id` (inside the person's lock): the others lose it first,
 * then `id` takes it, so the partial unique index ("one principal per person") holds after each statement.
 */
async function tornarPrincipal(tx: Transacao, tabela: Lista, clienteId: number, id: number, quando: Date) {
  await tx
    .update(tabela)
    .set({ principal: false, atualizadoEm: quando })
    .where(and(eq(tabela.clienteId, clienteId), eq(tabela.principal, true), ne(tabela.id, id)));
  await tx
    .update(tabela)
    .set({ principal: true, atualizadoEm: quando })
    .where(and(eq(tabela.clienteId, clienteId), eq(tabela.id, id), eq(tabela.principal, false)));
}

/** The registration data tables (ADR 0010: this module owns them). */
export function createDadosCadastraisRepository(db: Db) {
  const doCliente = <T extends Lista>(tabela: T, clienteId: number) => eq(tabela.clienteId, clienteId);
  return {
    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => db.transaction(fn),

    /**
     * Serialises one person's registration writes until the transaction ends: moving a principal flag, a
     * duplicate check and the contacts copied to the login record each see the others' results.
     */
    travarPessoa: (tx: Transacao, clienteId: number) =>
      tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_CADASTRO}, ${clienteId})`),

    enderecos: (clienteId: number, ex: Executor = db) =>
      ex
        .select()
        .from(enderecos)
        .where(doCliente(enderecos, clienteId))
        .orderBy(desc(enderecos.principal), desc(enderecos.id)),
    emails: (clienteId: number, ex: Executor = db) =>
      ex
        .select()
        .from(emails)
        .where(doCliente(emails, clienteId))
        .orderBy(desc(emails.principal), desc(emails.id)),
    telefones: (clienteId: number, ex: Executor = db) =>
      ex
        .select()
        .from(telefones)
        .where(doCliente(telefones, clienteId))
        .orderBy(desc(telefones.principal), desc(telefones.id)),

    async pessoaFisica(clienteId: number, ex: Executor = db): Promise<PessoaFisicaRow | undefined> {
      const [row] = await ex.select().from(pessoasFisicas).where(eq(pessoasFisicas.clienteId, clienteId));
      return row;
    },
    async pessoaJuridica(clienteId: number, ex: Executor = db): Promise<PessoaJuridicaRow | undefined> {
      const [row] = await ex.select().from(pessoasJuridicas).where(eq(pessoasJuridicas.clienteId, clienteId));
      return row;
    },
    async rendaPatrimonio(clienteId: number, ex: Executor = db): Promise<RendaPatrimonioRow | undefined> {
      const [row] = await ex.select().from(rendaPatrimonio).where(eq(rendaPatrimonio.clienteId, clienteId));
      return row;
    },

    // ——— Addresses ———

    async enderecoDoCliente(tx: Transacao, id: number, clienteId: number) {
      const [row] = await tx
        .select()
        .from(enderecos)
        .where(and(eq(enderecos.id, id), doCliente(enderecos, clienteId)));
      return row;
    },
    async inserirEndereco(tx: Transacao, row: typeof enderecos.$inferInsert) {
      const [novo] = await tx.insert(enderecos).values(row).returning();
      return novo!;
    },
    alterarEndereco: (
      tx: Transacao,
      id: number,
      patch: Partial<Omit<typeof enderecos.$inferInsert, 'id' | 'clienteId' | 'principal'>>,
    ) => tx.update(enderecos).set(patch).where(eq(enderecos.id, id)),

    // ——— E-mails ———

    async emailDoCliente(tx: Transacao, id: number, clienteId: number) {
      const [row] = await tx
        .select()
        .from(emails)
        .where(and(eq(emails.id, id), doCliente(emails, clienteId)));
      return row;
    },
    async emailPorEndereco(tx: Transacao, clienteId: number, email: string) {
      const [row] = await tx
        .select()
        .from(emails)
        .where(and(doCliente(emails, clienteId), eq(emails.email, email)));
      return row;
    },
    async inserirEmail(tx: Transacao, row: typeof emails.$inferInsert) {
      const [novo] = await tx.insert(emails).values(row).returning();
      return novo!;
    },
    alterarEmail: (tx: Transacao, id: number, email: string, quando: Date) =>
      tx.update(emails).set({ email, atualizadoEm: quando }).where(eq(emails.id, id)),

    // ——— Phones ———

    async telefoneDoCliente(tx: Transacao, id: number, clienteId: number) {
      const [row] = await tx
        .select()
        .from(telefones)
        .where(and(eq(telefones.id, id), doCliente(telefones, clienteId)));
      return row;
    },
    async telefonePorNumero(tx: Transacao, clienteId: number, telefone: string) {
      const [row] = await tx
        .select()
        .from(telefones)
        .where(and(doCliente(telefones, clienteId), eq(telefones.telefone, telefone)));
      return row;
    },
    async inserirTelefone(tx: Transacao, row: typeof telefones.$inferInsert) {
      const [novo] = await tx.insert(telefones).values(row).returning();
      return novo!;
    },
    alterarTelefone: (
      tx: Transacao,
      id: number,
      patch: Pick<typeof telefones.$inferInsert, 'telefone' | 'idTipoTelefone' | 'idCidade' | 'atualizadoEm'>,
    ) => tx.update(telefones).set(patch).where(eq(telefones.id, id)),

    tornarPrincipal: {
      enderecos: (tx: Transacao, clienteId: number, id: number, quando: Date) =>
        tornarPrincipal(tx, enderecos, clienteId, id, quando),
      emails: (tx: Transacao, clienteId: number, id: number, quando: Date) =>
        tornarPrincipal(tx, emails, clienteId, id, quando),
      telefones: (tx: Transacao, clienteId: number, id: number, quando: Date) =>
        tornarPrincipal(tx, telefones, clienteId, id, quando),
    },

    // ——— Personal and company data, income and assets ———

    /** Creates the row on the first change; only the columns sent change. */
    async salvarPessoaFisica(
      tx: Transacao,
      clienteId: number,
      patch: Partial<Omit<typeof pessoasFisicas.$inferInsert, 'clienteId'>>,
      quando: Date,
    ) {
      await tx
        .insert(pessoasFisicas)
        .values({ ...patch, clienteId, atualizadoEm: quando })
        .onConflictDoUpdate({ target: pessoasFisicas.clienteId, set: { ...patch, atualizadoEm: quando } });
    },
    async salvarPessoaJuridica(
      tx: Transacao,
      clienteId: number,
      patch: Partial<Omit<typeof pessoasJuridicas.$inferInsert, 'clienteId'>>,
      quando: Date,
    ) {
      await tx
        .insert(pessoasJuridicas)
        .values({ ...patch, clienteId, atualizadoEm: quando })
        .onConflictDoUpdate({ target: pessoasJuridicas.clienteId, set: { ...patch, atualizadoEm: quando } });
    },
    async salvarRendaPatrimonio(
      tx: Transacao,
      clienteId: number,
      patch: Partial<Pick<RendaPatrimonioRow, 'valorRendaCentavos' | 'valorPatrimonioTotalCentavos'>>,
      quando: Date,
    ) {
      const [row] = await tx
        .insert(rendaPatrimonio)
        .values({ ...patch, clienteId, atualizadoEm: quando })
        .onConflictDoUpdate({ target: rendaPatrimonio.clienteId, set: { ...patch, atualizadoEm: quando } })
        .returning();
      return row!;
    },
  };
}
export type DadosCadastraisRepository = ReturnType<typeof createDadosCadastraisRepository>;

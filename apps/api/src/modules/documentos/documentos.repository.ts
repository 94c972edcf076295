import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { casos, cotas, documentos, grupos, type Db } from '@portal/db';
import type { Transacao } from '../../core/transacao.ts';
import { unidadeDoParceiro, visivelAoParceiro } from '../../core/visivel-ao-parceiro.ts';

export type DocumentoRow = typeof documentos.$inferSelect;

export interface NovoDocumento {
  id: string;
  clienteId: number;
  parceiroId: number;
  fluxo: string;
  chave: string;
  nome: string;
  criadoEm: Date;
}

export function createDocumentosRepository(db: Db) {
  const doDono = (id: string, clienteId: number, parceiroId: number) =>
    and(eq(documentos.id, id), eq(documentos.clienteId, clienteId), eq(documentos.parceiroId, parceiroId));

  return {
    /**
     * Takes one of the flow's free places (1..vagas) for a new file, in one statement. False when none is free, or
     * when the place it chose was taken by a concurrent upload first (the partial unique index decides): the caller
     * tells the two apart by counting and tries again.
     */
    async reservar(novo: NovoDocumento, vagas: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        insert into documentos (id, cliente_id, parceiro_id, fluxo, vaga, estado, chave, nome, criado_em)
        select ${novo.id}, ${novo.clienteId}, ${novo.parceiroId}, ${novo.fluxo}, v, 'recebendo', ${novo.chave},
               ${novo.nome}, ${novo.criadoEm}
          from generate_series(1, ${vagas}::int) v
         where not exists (
                 select 1 from documentos d
                  where d.cliente_id = ${novo.clienteId} and d.fluxo = ${novo.fluxo}
                    and d.caso_id is null and d.vaga = v)
         order by random()
         limit 1
        on conflict (cliente_id, fluxo, vaga) where caso_id is null do nothing
        returning id`);
      return rows.length === 1;
    },

    /** Files of the customer waiting for a case in the flow (the places taken). */
    async aguardando(clienteId: number, fluxo: string): Promise<number> {
      const [linha] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(documentos)
        .where(
          and(eq(documentos.clienteId, clienteId), eq(documentos.fluxo, fluxo), isNull(documentos.casoId)),
        );
      return linha?.n ?? 0;
    },

    async concluir(id: string, mime: string, tamanho: number): Promise<DocumentoRow> {
      const [row] = await db
        .update(documentos)
        .set({ estado: 'pronto', mime, tamanho })
        .where(and(eq(documentos.id, id), eq(documentos.estado, 'recebendo')))
        .returning();
      if (!row) throw new Error('documento reservado sumiu antes de concluído');
      return row;
    },

    async remover(id: string): Promise<void> {
      await db.delete(documentos).where(eq(documentos.id, id));
    },

    /** The customer's stored document on this partner, with its case number, if any. */
    async doDono(id: string, clienteId: number, parceiroId: number) {
      const [row] = await db
        .select({ documento: documentos, numeroCaso: casos.numero })
        .from(documentos)
        .leftJoin(casos, eq(casos.id, documentos.casoId))
        .where(and(doDono(id, clienteId, parceiroId), eq(documentos.estado, 'pronto')));
      return row;
    },

    /** Marks a stored document still waiting for a case as being deleted; its key, or undefined. */
    async marcarParaApagar(id: string, clienteId: number, parceiroId: number) {
      const [row] = await db
        .update(documentos)
        .set({ estado: 'apagando' })
        .where(
          and(doDono(id, clienteId, parceiroId), isNull(documentos.casoId), eq(documentos.estado, 'pronto')),
        )
        .returning({ chave: documentos.chave });
      return row;
    },

    /** A case by its CaseNumber (read only: the cases module owns the table). */
    async caso(numero: string) {
      const [row] = await db
        .select({ id: casos.id, clienteId: casos.clienteId, cotaId: casos.cotaId })
        .from(casos)
        .where(eq(casos.numero, numero));
      return row;
    },

    /** A case by its number for the back-office, when the operator may see its quota (null: the staff). */
    async casoDoOperador(numero: string, parceiroId: number | null) {
      const [row] = await db
        .select({ id: casos.id })
        .from(casos)
        .innerJoin(cotas, eq(cotas.id, casos.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(and(eq(casos.numero, numero), visivelAoParceiro(parceiroId, grupos.idUnidadeNegocio)));
      return row;
    },

    /**
     * The case a document of the back-office goes to, when the operator may see it: its customer, and the partner
     * the customer reaches the file through (that of the case's first document, else the first partner of the
     * quota's business unit).
     */
    async destinoDoOperador(numero: string, parceiroId: number | null) {
      const [row] = await db
        .select({
          id: casos.id,
          clienteId: casos.clienteId,
          parceiroId: sql<number | null>`coalesce(
            (select d.parceiro_id from documentos d where d.caso_id = ${casos.id} order by d.criado_em limit 1),
            (select p.id from parceiros p where ${unidadeDoParceiro(grupos.idUnidadeNegocio)} order by p.id limit 1))`,
        })
        .from(casos)
        .innerJoin(cotas, eq(cotas.id, casos.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(and(eq(casos.numero, numero), visivelAoParceiro(parceiroId, grupos.idUnidadeNegocio)));
      return row;
    },

    /** A back-office file's row, already tied to its case, while its bytes are stored (then `concluir`). */
    async reservarNoCaso(novo: NovoDocumento & { casoId: number }): Promise<void> {
      await db.insert(documentos).values({
        ...novo,
        vaga: 1,
        estado: 'recebendo',
        vinculadoEm: novo.criadoEm,
      });
    },

    /** A stored document of the flow tied to the case, in the caller's transaction (a journey checks its own). */
    async doCasoNoFluxo(tx: Transacao, casoId: number, fluxo: string, id: string) {
      const [row] = await tx
        .select({ id: documentos.id })
        .from(documentos)
        .where(
          and(
            eq(documentos.id, id),
            eq(documentos.casoId, casoId),
            eq(documentos.fluxo, fluxo),
            eq(documentos.estado, 'pronto'),
          ),
        );
      return row;
    },

    /** One stored document the case claimed (the back-office reaches a file only through its case). */
    async doCasoPorId(casoId: number, id: string): Promise<DocumentoRow | undefined> {
      const [row] = await db
        .select()
        .from(documentos)
        .where(and(eq(documentos.id, id), eq(documentos.casoId, casoId), eq(documentos.estado, 'pronto')));
      return row;
    },

    async doCaso(casoId: number): Promise<DocumentoRow[]> {
      return db
        .select()
        .from(documentos)
        .where(and(eq(documentos.casoId, casoId), eq(documentos.estado, 'pronto')))
        .orderBy(asc(documentos.criadoEm), asc(documentos.nome), asc(documentos.id));
    },

    /**
     * Ties waiting documents of the customer's flow to a case, in the caller's transaction: one statement, so a
     * document the clean-up job is deleting, another customer's or one another case claimed is simply not tied.
     * A document already tied to this same case counts as tied (a repeated sending is the same claim) and keeps
     * its first claim's instant.
     */
    async vincular(
      tx: Transacao,
      dados: { ids: string[]; clienteId: number; fluxo: string; casoId: number; quando: Date },
    ): Promise<{ id: string; mime: string | null }[]> {
      const rows = await tx
        .update(documentos)
        .set({ casoId: dados.casoId, vinculadoEm: sql`coalesce(${documentos.vinculadoEm}, ${dados.quando})` })
        .where(
          and(
            inArray(documentos.id, dados.ids),
            eq(documentos.clienteId, dados.clienteId),
            eq(documentos.fluxo, dados.fluxo),
            or(isNull(documentos.casoId), eq(documentos.casoId, dados.casoId)),
            eq(documentos.estado, 'pronto'),
          ),
        )
        .returning({ id: documentos.id, mime: documentos.mime });
      return rows;
    },

    /**
     * Up to `quantidade` documents no case claimed, received before `limite`, marked as being deleted (rows another
     * run holds are skipped). A row already marked by a run that died is taken again.
     */
    async marcarOrfaos(limite: Date, quantidade: number) {
      const { rows } = await db.execute<{ id: string; chave: string }>(sql`
        update documentos set estado = 'apagando'
         where id in (
                 select id from documentos
                  where caso_id is null and criado_em < ${limite}
                  order by criado_em
                  limit ${quantidade}
                  for update skip locked)
        returning id, chave`);
      return rows;
    },
  };
}
export type DocumentosRepository = ReturnType<typeof createDocumentosRepository>;

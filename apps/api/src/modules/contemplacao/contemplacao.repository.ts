import { and, eq, sql } from 'drizzle-orm';
import {
  casos,
  clientes,
  cotas,
  enderecos,
  grupos,
  lances,
  parceiros,
  selecoesDocumentos,
  type Db,
  type DocumentoEnviadoNaSelecao,
  type SocioNaSelecao,
} from '@portal/db';
import { DATA_NAO_CONTEMPLADA, FASES, FASES_AGUARDANDO_DOCUMENTOS, TIPOS_CASO } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

export type SelecaoRow = typeof selecoesDocumentos.$inferSelect;

/**
 * The IBGE city of the principal address of the quota's holder: its UF puts the state holidays in the deadlines
 * (02 §9). No principal address: null, and the count uses the national holidays only.
 */
// Qualified by hand: drizzle leaves a single-table select's columns unqualified, which the subquery would
// read as its own.
const cidadeDoTitular = sql<number | null>`(select e.id_cidade from ${enderecos} e
  where e.cliente_id = ${cotas}.cliente_id and e.principal)`;

/** The guarantee deadline of the partner that lists the quota's business unit (the smallest, if several). */
const prazoGarantiaDoParceiro = sql<number>`(select min(p.prazo_garantia_dias_uteis) from ${parceiros} p
  where ${grupos}.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ',')))`;

/**
 * The contemplation module owns `selecoes_documentos`. It reads, never writes, the quota's winning bid (lances),
 * the deadline job's candidates (casos, cotas, parceiros) and the holder's principal address and contacts
 * (enderecos, clientes): their owners' services make every change.
 */
export function createContemplacaoRepository(db: Db) {
  return {
    async selecao(casoId: number, executor: Db | Transacao = db): Promise<SelecaoRow | undefined> {
      const [row] = await executor
        .select()
        .from(selecoesDocumentos)
        .where(eq(selecoesDocumentos.casoId, casoId));
      return row;
    },

    /** Income type, identity and third party: free to change, the lock covers only the terms flags. */
    async selecionar(
      casoId: number,
      cotaId: number,
      dados: {
        tipoRenda: string;
        tipoIdentificacao: string;
        listaCompleta: boolean;
        tipoIdentificacaoTerceiro: string | null;
      },
      quando: Date,
    ): Promise<void> {
      await db
        .insert(selecoesDocumentos)
        .values({ casoId, cotaId, ...dados, atualizadoEm: quando })
        .onConflictDoUpdate({ target: selecoesDocumentos.casoId, set: { ...dados, atualizadoEm: quando } });
    },

    /**
     * A company's partners (ADR 0036), only while nothing was sent with the case: one statement, so a sending
     * committed first wins (no row answered). The table's check keeps one to ten with exactly one majority.
     */
    async declararSocios(
      casoId: number,
      cotaId: number,
      socios: SocioNaSelecao[],
      quando: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(selecoesDocumentos)
        .values({ casoId, cotaId, socios, atualizadoEm: quando })
        .onConflictDoUpdate({
          target: selecoesDocumentos.casoId,
          set: { socios, atualizadoEm: quando },
          setWhere: sql`${selecoesDocumentos.documentosEnviados} = '[]'::jsonb`,
        })
        .returning({ casoId: selecoesDocumentos.casoId });
      return rows.length === 1;
    },

    /**
     * The terms flags, only while not locked: one statement, so a lock committed first wins (no row answered);
     * the trigger of migration 0030 refuses any other way round.
     */
    async marcarAceites(
      casoId: number,
      cotaId: number,
      aceites: { aceiteTermos: boolean; aceiteConsultaCredito: boolean },
      quando: Date,
    ): Promise<boolean> {
      const rows = await db
        .insert(selecoesDocumentos)
        .values({ casoId, cotaId, ...aceites, atualizadoEm: quando })
        .onConflictDoUpdate({
          target: selecoesDocumentos.casoId,
          set: { ...aceites, atualizadoEm: quando },
          setWhere: sql`${selecoesDocumentos.travadoEm} is null`,
        })
        .returning({ casoId: selecoesDocumentos.casoId });
      return rows.length === 1;
    },

    /** Locks accepted terms, in the caller's transaction; the row only for the request that locked them. */
    async travar(tx: Transacao, casoId: number, quando: Date): Promise<SelecaoRow | undefined> {
      const [row] = await tx
        .update(selecoesDocumentos)
        .set({ travadoEm: quando, atualizadoEm: quando })
        .where(
          and(
            eq(selecoesDocumentos.casoId, casoId),
            sql`${selecoesDocumentos.travadoEm} is null`,
            eq(selecoesDocumentos.aceiteTermos, true),
            eq(selecoesDocumentos.aceiteConsultaCredito, true),
          ),
        )
        .returning();
      return row;
    },

    /** The documents a sending added, in the caller's transaction (the case row is locked by then). */
    async registrarEnviados(
      tx: Transacao,
      casoId: number,
      cotaId: number,
      enviados: DocumentoEnviadoNaSelecao[],
      quando: Date,
    ): Promise<void> {
      await tx
        .insert(selecoesDocumentos)
        .values({ casoId, cotaId, documentosEnviados: enviados, atualizadoEm: quando })
        .onConflictDoUpdate({
          target: selecoesDocumentos.casoId,
          set: { documentosEnviados: enviados, atualizadoEm: quando },
        });
    },

    /**
     * The documents the analyst asked for (issue 18), added to the earlier asks in the analyst's decision
     * transaction: one statement, each code once.
     */
    async pedirDocumentosAdicionais(
      tx: Transacao,
      casoId: number,
      cotaId: number,
      codigos: readonly string[],
      quando: Date,
    ): Promise<void> {
      const novos = sql`array[${sql.join(
        codigos.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`;
      await tx
        .insert(selecoesDocumentos)
        .values({ casoId, cotaId, documentosAdicionais: [...codigos], atualizadoEm: quando })
        .onConflictDoUpdate({
          target: selecoesDocumentos.casoId,
          set: {
            documentosAdicionais: sql`array(select distinct c from unnest(${selecoesDocumentos.documentosAdicionais} || ${novos}) c order by c)`,
            atualizadoEm: quando,
          },
        });
    },

    /**
     * The quota's winning bid (the one an assembly contemplated): its embedded part lowers the credit; FGTS and
     * key exchange are what the guarantee step asks to sign.
     */
    async lanceContemplado(cotaId: number) {
      const [row] = await db
        .select({
          valorEmbutido: lances.valorEmbutidoCentavos,
          valorFgts: lances.valorFgtsCentavos,
          trocaChaves: lances.trocaChaves,
        })
        .from(lances)
        .where(and(eq(lances.cotaId, cotaId), eq(lances.situacao, 'contemplado')))
        .orderBy(sql`${lances.id} desc`)
        .limit(1);
      return row;
    },

    /** The IBGE city of the holder's principal address (null without one). */
    async cidadeDoTitular(cotaId: number): Promise<number | null> {
      const [row] = await db.select({ idCidade: cidadeDoTitular }).from(cotas).where(eq(cotas.id, cotaId));
      return row?.idCidade ?? null;
    },

    /**
     * What a holder-change notice needs about the quota: its number, the holder's name and e-mail, the
     * contemplation date, the partner's guarantee deadline and name, and the holder's city.
     */
    async paraAviso(cotaId: number) {
      const [row] = await db
        .select({
          grupo: grupos.codigo,
          cota: cotas.numero,
          nome: clientes.nome,
          email: clientes.email,
          dataContemplacao: sql<string | null>`${cotas.dataContemplacao}::text`,
          diasUteis: prazoGarantiaDoParceiro.mapWith(Number),
          portal: sql<string | null>`(select p.nome from ${parceiros} p
            where ${grupos}.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ','))
            order by p.id limit 1)`,
          idCidade: cidadeDoTitular,
        })
        .from(cotas)
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .innerJoin(clientes, eq(clientes.id, cotas.clienteId))
        .where(eq(cotas.id, cotaId));
      return row;
    },

    /**
     * The deadline job's candidates: open analysis cases still waiting for the customer's documents on quotas
     * with a real contemplation date, with the guarantee deadline of the quota's partner.
     */
    candidatosADescontemplar: () =>
      db
        .select({
          casoId: casos.id,
          numero: casos.numero,
          fase: casos.fase,
          cotaId: cotas.id,
          dataContemplacao: sql<string>`${cotas.dataContemplacao}::text`,
          diasUteis: prazoGarantiaDoParceiro.mapWith(Number),
          idCidade: cidadeDoTitular,
        })
        .from(casos)
        .innerJoin(cotas, eq(cotas.id, casos.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(
          and(
            eq(casos.tipo, TIPOS_CASO.consultoriaAnalise),
            eq(casos.aberto, true),
            sql`${casos.fase} in (${sql.join(
              FASES_AGUARDANDO_DOCUMENTOS.map((f) => sql`${FASES[f]}`),
              sql`, `,
            )})`,
            sql`${cotas.dataContemplacao} is not null and ${cotas.dataContemplacao} <> ${DATA_NAO_CONTEMPLADA}`,
          ),
        ),
  };
}
export type ContemplacaoRepository = ReturnType<typeof createContemplacaoRepository>;

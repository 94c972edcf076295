import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  casos,
  casosHistorico,
  casosNumeroSeq,
  clientes,
  cotas,
  grupos,
  retornosCrivo,
  type Db,
} from '@portal/db';
import { formatarNumeroCaso } from '@portal/domain';

export type CasoRow = typeof casos.$inferSelect;
export type NovoCaso = Omit<typeof casos.$inferInsert, 'numero'>;

export interface FiltroFila {
  tipo?: string;
  fase?: string;
  status?: string;
  /** Case number, CPF/CNPJ digits, or 'grupo/cota'. */
  busca?: string;
}

export function createCasosRepository(db: Db) {
  return {
    daCota: (cotaId: number, tipos: string[]) =>
      db
        .select()
        .from(casos)
        .where(and(eq(casos.cotaId, cotaId), inArray(casos.tipo, tipos)))
        .orderBy(desc(casos.criadoEm), desc(casos.id)),

    async porNumero(numero: string): Promise<CasoRow | undefined> {
      const rows = await db.select().from(casos).where(eq(casos.numero, numero)).limit(1);
      return rows[0];
    },

    /** Inserts with the next CaseNumber, and its first history line, in one transaction. */
    criar: (novo: NovoCaso, autor: string) =>
      db.transaction(async (tx) => {
        const [{ n }] = (await tx.execute<{ n: string }>(sql`select nextval(${casosNumeroSeq.seqName}) as n`))
          .rows as [{ n: string }];
        const [caso] = await tx
          .insert(casos)
          .values({ ...novo, numero: formatarNumeroCaso(Number(n)) })
          .returning();
        await tx.insert(casosHistorico).values({
          casoId: caso!.id,
          autor,
          fasePara: caso!.fase,
          statusPara: caso!.status,
          nota: 'Caso aberto',
        });
        return caso!;
      }),

    /** Applies a change and writes the history line (from → to) in one transaction. */
    alterar: (
      caso: CasoRow,
      mudancas: Partial<typeof casos.$inferInsert>,
      autor: string,
      nota: string | null,
      quando: Date,
    ) =>
      db.transaction(async (tx) => {
        const [novo] = await tx
          .update(casos)
          .set({ ...mudancas, atualizadoEm: quando })
          .where(eq(casos.id, caso.id))
          .returning();
        await tx.insert(casosHistorico).values({
          casoId: caso.id,
          autor,
          faseDe: caso.fase,
          fasePara: novo!.fase,
          statusDe: caso.status,
          statusPara: novo!.status,
          nota,
          criadoEm: quando,
        });
        return novo!;
      }),

    historico: (casoId: number) =>
      db
        .select()
        .from(casosHistorico)
        .where(eq(casosHistorico.casoId, casoId))
        .orderBy(asc(casosHistorico.id)),

    /** The back-office queue: filtered, searched, newest first, with customer and quota. */
    async fila(filtro: FiltroFila, limite: number, deslocamento: number) {
      const condicoes: SQL[] = [];
      if (filtro.tipo) condicoes.push(eq(casos.tipo, filtro.tipo));
      if (filtro.fase) condicoes.push(eq(casos.fase, filtro.fase));
      if (filtro.status) condicoes.push(eq(casos.status, filtro.status));
      const busca = filtro.busca?.trim();
      if (busca) {
        const grupoCota = /^(\d{1,6})\s*\/\s*(\d{1,4})$/.exec(busca);
        const documento = busca.replace(/[.\-/\s]/g, '').toUpperCase();
        condicoes.push(
          grupoCota
            ? and(eq(grupos.codigo, Number(grupoCota[1])), eq(cotas.numero, Number(grupoCota[2])))!
            : or(
                eq(casos.numero, busca),
                eq(clientes.inscricaoNacional, documento),
                ilike(clientes.nome, `%${busca}%`),
              )!,
        );
      }
      return db
        .select({
          caso: casos,
          nome: clientes.nome,
          inscricao: clientes.inscricaoNacional,
          grupo: grupos.codigo,
          cota: cotas.numero,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(casos)
        .innerJoin(clientes, eq(clientes.id, casos.clienteId))
        .innerJoin(cotas, eq(cotas.id, casos.cotaId))
        .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
        .where(condicoes.length ? and(...condicoes) : undefined)
        .orderBy(desc(casos.atualizadoEm), desc(casos.id))
        .limit(limite)
        .offset(deslocamento);
    },

    async crivo(cotaId: number) {
      const rows = await db.select().from(retornosCrivo).where(eq(retornosCrivo.cotaId, cotaId));
      return rows[0];
    },
    definirCrivo: (cotaId: number, codigo: string, descricao: string | null, quando: Date) =>
      db
        .insert(retornosCrivo)
        .values({ cotaId, codigo, descricao, atualizadoEm: quando })
        .onConflictDoUpdate({
          target: retornosCrivo.cotaId,
          set: { codigo, descricao, atualizadoEm: quando },
        }),
  };
}
export type CasosRepository = ReturnType<typeof createCasosRepository>;

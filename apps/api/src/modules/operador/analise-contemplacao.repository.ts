import { sql } from 'drizzle-orm';
import { revisoesDocumentosAnalise, type Db, type SocioNaSelecao } from '@portal/db';
import type { ResultadoDocumento } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';
import { visivelAoParceiro } from '../../core/visivel-ao-parceiro.ts';

/** One contemplation analysis case as the back-office reads it (issue 18, ADR 0031). */
export interface AnaliseRow {
  casoId: number;
  numero: string;
  fase: string;
  status: string;
  aberto: boolean;
  cotaId: number;
  grupo: number;
  cota: number;
  nome: string;
  inscricao: string;
  parceiro: string | null;
  /** When the case reached its current phase (the documents' arrival for an analysis phase). */
  enviadoEm: Date | null;
  parcelaCentavos: number;
  rendaCentavos: number | null;
  documentosIlegiveis: string | null;
  documentosIncompletos: string | null;
  documentosIncorretos: string | null;
  expliqueMotivo: string | null;
}

/**
 * The quota's partner (by its group's business unit, as the queue names it) and, for a partner's operator, the
 * condition that keeps other partners' quotas out: a null `parceiroId` (the administrator's staff) sees all.
 */
const doParceiro = (parceiroId: number | null) =>
  visivelAoParceiro(parceiroId, sql.raw('g.id_unidade_negocio'));

const COLUNAS = sql`c.id as "casoId", c.numero, c.fase, c.status, c.aberto, c.cota_id as "cotaId",
  g.codigo as grupo, co.numero as cota, cl.nome, cl.inscricao_nacional as inscricao,
  (select string_agg(p.nome, ' / ' order by p.id) from parceiros p
    where g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ','))) as parceiro,
  (select max(h.criado_em) from casos_historico h
    where h.caso_id = c.id and h.fase_para = c.fase and h.fase_de is distinct from h.fase_para) as "enviadoEm",
  co.valor_parcela_centavos::bigint as "parcelaCentavos",
  (select r.valor_renda_centavos from renda_patrimonio r where r.cliente_id = c.cliente_id) as "rendaCentavos",
  c.documentos_ilegiveis as "documentosIlegiveis", c.documentos_incompletos as "documentosIncompletos",
  c.documentos_incorretos as "documentosIncorretos", c.explique_motivo as "expliqueMotivo"`;

const DE_CASOS = sql`from casos c
  join clientes cl on cl.id = c.cliente_id
  join cotas co on co.id = c.cota_id
  join grupos g on g.id = co.grupo_id`;

function paraAnalise(r: Record<string, unknown>): AnaliseRow {
  return {
    ...(r as unknown as AnaliseRow),
    enviadoEm: r.enviadoEm ? new Date(r.enviadoEm as string) : null,
    parcelaCentavos: Number(r.parcelaCentavos),
    rendaCentavos: r.rendaCentavos === null ? null : Number(r.rendaCentavos),
  };
}

export function createAnaliseContemplacaoRepository(db: Db) {
  return {
    async parceiroDoOperador(operadorId: number): Promise<number | null> {
      const { rows } = await db.execute<{ parceiro_id: number | null }>(
        sql`select parceiro_id from operadores where id = ${operadorId}`,
      );
      return rows[0]?.parceiro_id ?? null;
    },

    /** The open analyses (`tipo`) in one of `fases`, of the operator's partner. */
    async fila(tipo: string, fases: readonly string[], parceiroId: number | null): Promise<AnaliseRow[]> {
      const { rows } = await db.execute(sql`select ${COLUNAS} ${DE_CASOS}
        where c.tipo = ${tipo} and c.aberto and c.fase in (${sql.join(
          fases.map((f) => sql`${f}`),
          sql`, `,
        )}) and ${doParceiro(parceiroId)}`);
      return rows.map(paraAnalise);
    },

    /** One analysis case of the operator's partner (undefined: unknown, another type or another partner's). */
    async analise(
      numero: string,
      tipo: string,
      parceiroId: number | null,
      executor: Db | Transacao = db,
    ): Promise<AnaliseRow | undefined> {
      const { rows } = await executor.execute(sql`select ${COLUNAS} ${DE_CASOS}
        where c.numero = ${numero} and c.tipo = ${tipo} and ${doParceiro(parceiroId)}`);
      return rows[0] ? paraAnalise(rows[0]) : undefined;
    },

    /** The files the customer sent (selection order) with the analyst's latest verdict on each. */
    async documentos(
      casoId: number,
      executor: Db | Transacao = db,
    ): Promise<
      {
        id: string;
        codigo: string;
        cpfSocio: string | null;
        socios: SocioNaSelecao[] | null;
        resultado: ResultadoDocumento | null;
      }[]
    > {
      const { rows } = await executor.execute<{
        id: string;
        codigo: string;
        cpfSocio: string | null;
        socios: SocioNaSelecao[] | null;
        resultado: ResultadoDocumento | null;
      }>(
        sql`select e.doc->>'id' as id, e.doc->>'codigo' as codigo, e.doc->>'cpfSocio' as "cpfSocio",
                   s.socios, r.resultado
              from selecoes_documentos s
              cross join lateral jsonb_array_elements(s.documentos_enviados) with ordinality as e(doc, ordem)
              left join revisoes_documentos_analise r on r.documento_id = (e.doc->>'id')::uuid
             where s.caso_id = ${casoId}
             order by e.ordem`,
      );
      return rows;
    },

    /** This decision's verdicts replace the previous ones of the same files. */
    async gravarRevisoes(
      tx: Transacao,
      casoId: number,
      operadorId: number,
      revisoes: readonly { id: string; resultado: ResultadoDocumento }[],
      quando: Date,
    ) {
      if (revisoes.length === 0) return;
      await tx
        .insert(revisoesDocumentosAnalise)
        .values(
          revisoes.map((r) => ({
            documentoId: r.id,
            casoId,
            operadorId,
            resultado: r.resultado,
            revisadoEm: quando,
          })),
        )
        .onConflictDoUpdate({
          target: revisoesDocumentosAnalise.documentoId,
          set: {
            resultado: sql`excluded.resultado`,
            operadorId: sql`excluded.operador_id`,
            revisadoEm: sql`excluded.revisado_em`,
          },
        });
    },
  };
}
export type AnaliseContemplacaoRepository = ReturnType<typeof createAnaliseContemplacaoRepository>;

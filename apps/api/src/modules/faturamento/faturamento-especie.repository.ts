import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { TIPOS_CASO } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

/** One cash case waiting for the back-office. */
export interface EspecieNaFilaRow {
  casoId: number;
  numero: string;
  fase: string;
  cotaId: number;
  grupo: number;
  cota: number;
  categoria: string;
  nome: string;
  inscricao: string;
  parceiro: string | null;
  dadosApp: Record<string, unknown> | null;
  enviadoEm: Date | null;
}

/** The reads of the cash billing no other module answers: FGTS, payouts, goods billing, the analysts' queue. */
export function createFaturamentoEspecieRepository(db: Db) {
  return {
    /** The FGTS part of the bid that contemplated the quota (0 without one). */
    async fgtsDoLance(cotaId: number): Promise<number> {
      const { rows } = await db.execute<{ fgts: string | null }>(sql`
        select valor_fgts_centavos as fgts from lances
         where cota_id = ${cotaId} and situacao = 'contemplado' order by id desc limit 1`);
      return Number(rows[0]?.fgts ?? 0);
    },

    /** The quota's category (real estate, services…), in the caller's transaction. */
    async categoriaDaCota(tx: Transacao, cotaId: number): Promise<string> {
      const { rows } = await tx.execute<{ categoria: string }>(sql`
        select g.categoria from cotas co join grupos g on g.id = co.grupo_id where co.id = ${cotaId}`);
      return rows[0]?.categoria ?? '';
    },

    /** A payout still alive for the quota (scheduled, sent or paid): a payment order already exists. */
    async temOrdemDePagamento(cotaId: number): Promise<boolean> {
      const { rows } = await db.execute<{ existe: boolean }>(sql`
        select exists (select 1 from repasses where cota_id = ${cotaId}
                          and situacao in ('agendado', 'remetido', 'pago')) as existe`);
      return rows[0]?.existe === true;
    },

    /** The case's latest payout (what the customer follows). */
    async repasseDoCaso(
      casoId: number,
    ): Promise<{ situacao: string; valorCentavos: number; dataPrevista: string } | null> {
      const { rows } = await db.execute<{ situacao: string; valor: string; data: string }>(sql`
        select situacao, valor_centavos as valor, data_prevista::text as data from repasses
         where caso_id = ${casoId} order by id desc limit 1`);
      const r = rows[0];
      return r ? { situacao: r.situacao, valorCentavos: Number(r.valor), dataPrevista: r.data } : null;
    },

    /**
     * Cash cases in `fases` (labels), oldest arrival first; a partner's analyst (non-null `parceiroId`) sees
     * only that partner's quotas.
     */
    async fila(fases: readonly string[], parceiroId: number | null): Promise<EspecieNaFilaRow[]> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select c.id as "casoId", c.numero, c.fase, c.cota_id as "cotaId", g.codigo as grupo, co.numero as cota,
               g.categoria, cl.nome, cl.inscricao_nacional as inscricao, c.dados_app as "dadosApp",
               (select string_agg(p.nome, ' / ' order by p.id) from parceiros p
                 where g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ',')))
                 as parceiro,
               (select max(h.criado_em) from casos_historico h
                 where h.caso_id = c.id and h.fase_para = c.fase) as "enviadoEm"
          from casos c
          join clientes cl on cl.id = c.cliente_id
          join cotas co on co.id = c.cota_id
          join grupos g on g.id = co.grupo_id
         where c.tipo = ${TIPOS_CASO.faturamentoEspecie} and c.aberto
           and c.fase in (${sql.join(
             fases.map((f) => sql`${f}`),
             sql`, `,
           )})
           and (${parceiroId}::int is null or exists (
                 select 1 from parceiros p where p.id = ${parceiroId}::int
                    and g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ','))))
         order by "enviadoEm" asc nulls last, c.id`);
      return rows.map((r) => ({
        ...(r as unknown as EspecieNaFilaRow),
        enviadoEm: r.enviadoEm ? new Date(r.enviadoEm as string) : null,
      }));
    },
  };
}
export type FaturamentoEspecieRepository = ReturnType<typeof createFaturamentoEspecieRepository>;

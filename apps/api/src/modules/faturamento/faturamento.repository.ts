import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { TIPOS_CASO } from '@portal/domain';

/** One billing identification waiting for the back-office (issue 19). */
export interface IdentificacaoRow {
  casoId: number;
  numero: string;
  fase: string;
  cotaId: number;
  grupo: number;
  cota: number;
  nome: string;
  inscricao: string;
  parceiro: string | null;
  dadosApp: Record<string, unknown> | null;
  enviadoEm: Date | null;
}

/** The reads of the goods billing that no other module answers: phones, and the analysts' queue. */
export function createFaturamentoRepository(db: Db) {
  return {
    async parceiroDoOperador(operadorId: number): Promise<number | null> {
      const { rows } = await db.execute<{ parceiro_id: number | null }>(
        sql`select parceiro_id from operadores where id = ${operadorId}`,
      );
      return rows[0]?.parceiro_id ?? null;
    },

    /** The customer's mobile of record and the phone registered on the quota (migration 0038). */
    async telefones(cotaId: number): Promise<{ doCliente: string | null; daCota: string | null }> {
      const { rows } = await db.execute<{ doCliente: string | null; daCota: string | null }>(sql`
        select cl.telefone_celular as "doCliente", co.telefone_cadastrado as "daCota"
          from cotas co join clientes cl on cl.id = co.cliente_id where co.id = ${cotaId}`);
      return rows[0] ?? { doCliente: null, daCota: null };
    },

    /**
     * Billing cases in `fases` (labels), oldest arrival first, with holder, quota and partner; a partner's
     * analyst (non-null `parceiroId`) sees only that partner's quotas.
     */
    async filaIdentificacao(
      fases: readonly string[],
      parceiroId: number | null,
    ): Promise<IdentificacaoRow[]> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select c.id as "casoId", c.numero, c.fase, c.cota_id as "cotaId", g.codigo as grupo, co.numero as cota,
               cl.nome, cl.inscricao_nacional as inscricao, c.dados_app as "dadosApp",
               (select string_agg(p.nome, ' / ' order by p.id) from parceiros p
                 where g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ',')))
                 as parceiro,
               (select max(h.criado_em) from casos_historico h
                 where h.caso_id = c.id and h.fase_para = c.fase) as "enviadoEm"
          from casos c
          join clientes cl on cl.id = c.cliente_id
          join cotas co on co.id = c.cota_id
          join grupos g on g.id = co.grupo_id
         where c.tipo = ${TIPOS_CASO.faturamentoBem} and c.aberto
           and c.fase in (${sql.join(
             fases.map((f) => sql`${f}`),
             sql`, `,
           )})
           and (${parceiroId}::int is null or exists (
                 select 1 from parceiros p where p.id = ${parceiroId}::int
                    and g.id_unidade_negocio = any(string_to_array(replace(p.business_unit_id, ' ', ''), ','))))
         order by "enviadoEm" asc nulls last, c.id`);
      return rows.map((r) => ({
        ...(r as unknown as IdentificacaoRow),
        enviadoEm: r.enviadoEm ? new Date(r.enviadoEm as string) : null,
      }));
    },

    /** The documents sent with a case (the uploads linked to it), for the analyst's queue. */
    async documentosDoCaso(casoId: number): Promise<{ id: string; codigo: string }[]> {
      const { rows } = await db.execute<{ id: string; codigo: string }>(sql`
        select e->>'id' as id, e->>'codigo' as codigo
          from selecoes_documentos s, jsonb_array_elements(s.documentos_enviados) e
         where s.caso_id = ${casoId}`);
      return rows;
    },
  };
}
export type FaturamentoRepository = ReturnType<typeof createFaturamentoRepository>;

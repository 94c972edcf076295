import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { TIPOS_CASO, type PagamentoDaCota } from '@portal/domain';
import { visivelAoParceiro } from '../../core/visivel-ao-parceiro.ts';

/** What the refund reads about a quota: its situation, its group's regulation and closure, its holder. */
export type CotaDaDevolucao = {
  idCota: number;
  clienteId: number;
  grupo: number;
  cota: number;
  situacaoCota: string;
  dataContemplacao: string | null;
  modalidadeContemplacao: string | null;
  valorCreditoCentavos: number;
  assembleiaAtual: number;
  totalAssembleias: number;
  plano: string | null;
  percentualMultaCancelamento: number;
  /** The date the group's last assembly was held, when it was. */
  dataUltimaAssembleia: string | null;
  inscricao: string;
  nome: string;
};

/** One refund request waiting for the back-office. */
export type DevolucaoNaFila = {
  casoId: number;
  numero: string;
  fase: string;
  cotaId: number;
  grupo: number;
  cota: number;
  nome: string;
  inscricao: string;
  dadosApp: Record<string, unknown> | null;
  criadoEm: Date;
};

/** The reads of the refund no other module answers: the quota's payments, its closure and the queue. */
export function createDevolucaoRepository(db: Db) {
  return {
    async cota(cotaId: number): Promise<CotaDaDevolucao | undefined> {
      const { rows } = await db.execute<CotaDaDevolucao>(sql`
        select co.id as "idCota", co.cliente_id as "clienteId", g.codigo as grupo, co.numero as cota,
               co.situacao as "situacaoCota", co.data_contemplacao::text as "dataContemplacao",
               co.modalidade_contemplacao as "modalidadeContemplacao",
               co.valor_bem_centavos::float8 as "valorCreditoCentavos",
               g.assembleia_atual as "assembleiaAtual", g.total_assembleias as "totalAssembleias",
               g.plano, g.percentual_multa_cancelamento::float8 as "percentualMultaCancelamento",
               (select coalesce(a.realizada_em, a.data_sorteio)::text from assembleias a
                 where a.grupo_id = g.id and a.numero = g.total_assembleias and a.situacao = 'realizada'
                 limit 1) as "dataUltimaAssembleia",
               cl.inscricao_nacional as inscricao, cl.nome
          from cotas co join grupos g on g.id = co.grupo_id join clientes cl on cl.id = co.cliente_id
         where co.id = ${cotaId}`);
      return rows[0];
    },

    /** The quota's paid instalments with their common and reserve fund shares (what the refund returns). */
    async pagamentos(cotaId: number): Promise<PagamentoDaCota[]> {
      const { rows } = await db.execute<PagamentoDaCota & Record<string, unknown>>(sql`
        select data_pagamento::text as "dataPagamento",
               valor_fundo_comum_centavos::float8 as "valorFundoComumCentavos",
               valor_fundo_reserva_centavos::float8 as "valorFundoReservaCentavos"
          from parcelas where cota_id = ${cotaId} and data_pagamento is not null order by numero`);
      return rows;
    },

    /** What refunds of the quota already paid (payouts the bank confirmed). */
    async jaPago(cotaId: number): Promise<number> {
      const { rows } = await db.execute<{ total: number }>(sql`
        select coalesce(sum(valor_centavos), 0)::float8 as total from repasses
         where cota_id = ${cotaId} and origem = 'devolucao' and situacao = 'pago'`);
      return rows[0]?.total ?? 0;
    },

    /** The newest payout of a refund case (its scheduled date and the bank's reason when rejected). */
    async repasseDoCaso(
      casoId: number,
    ): Promise<{ situacao: string; dataPrevista: string; motivoRejeicao: string | null } | undefined> {
      const { rows } = await db.execute<{
        situacao: string;
        dataPrevista: string;
        motivoRejeicao: string | null;
      }>(
        sql`select situacao, data_prevista::text as "dataPrevista", motivo_rejeicao as "motivoRejeicao"
              from repasses where caso_id = ${casoId} order by id desc limit 1`,
      );
      return rows[0];
    },

    async parceiroDoOperador(operadorId: number): Promise<number | null> {
      const { rows } = await db.execute<{ parceiro_id: number | null }>(
        sql`select parceiro_id from operadores where id = ${operadorId}`,
      );
      return rows[0]?.parceiro_id ?? null;
    },

    /**
     * Open refund cases in `fases` (labels), oldest first; a partner's analyst (non-null `parceiroId`) sees only
     * that partner's quotas.
     */
    async fila(fases: readonly string[], parceiroId: number | null): Promise<DevolucaoNaFila[]> {
      const { rows } = await db.execute<DevolucaoNaFila>(sql`
        select c.id as "casoId", c.numero, c.fase, c.cota_id as "cotaId", g.codigo as grupo, co.numero as cota,
               cl.nome, cl.inscricao_nacional as inscricao, c.dados_app as "dadosApp", c.criado_em as "criadoEm"
          from casos c
          join cotas co on co.id = c.cota_id
          join grupos g on g.id = co.grupo_id
          join clientes cl on cl.id = c.cliente_id
         where c.tipo = ${TIPOS_CASO.devolucao} and c.aberto
           and c.fase in (${sql.join(
             fases.map((f) => sql`${f}`),
             sql`, `,
           )})
           and ${visivelAoParceiro(parceiroId, sql.raw('g.id_unidade_negocio'))}
         order by c.criado_em, c.id`);
      return rows.map((r) => ({ ...r, criadoEm: new Date(r.criadoEm) }));
    },
  };
}
export type DevolucaoRepository = ReturnType<typeof createDevolucaoRepository>;

import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import type { DesfechoSolicitacaoSeguro, MelhorHorarioSeguro } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

/** A request row as the service reads it. */
export type SolicitacaoRow = {
  id: number;
  cotaId: number;
  clienteId: number;
  parceiroId: number;
  telefone: string;
  email: string;
  melhorHorario: MelhorHorarioSeguro;
  situacao: 'aberta' | 'encerrada';
  criadaEm: Date;
};

/** An open request in the back-office queue, with the quota and its holder. */
export type SolicitacaoNaFila = SolicitacaoRow & {
  grupo: number;
  cota: number;
  nomeCliente: string;
  inscricaoCliente: string;
  valorParcelaCentavos: number;
};

const colunas = sql`s.id, s.cota_id as "cotaId", s.cliente_id as "clienteId", s.parceiro_id as "parceiroId",
  s.telefone, s.email, s.melhor_horario as "melhorHorario", s.situacao, s.criada_em as "criadaEm"`;

/** `solicitacoes_seguro` and `seguros_cota` (migration 0054, ADR 0055): this module owns both. */
export function createSeguroRepository(db: Db) {
  return {
    transacao: <T>(f: (tx: Transacao) => Promise<T>) => db.transaction(f),

    /** The insurance the quota holds, if any. */
    async seguroDaCota(cotaId: number): Promise<{ inicioVigencia: string } | undefined> {
      const { rows } = await db.execute<{ inicioVigencia: string }>(
        sql`select inicio_vigencia::text as "inicioVigencia" from seguros_cota where cota_id = ${cotaId}`,
      );
      return rows[0];
    },

    async abertaDaCota(cotaId: number): Promise<SolicitacaoRow | undefined> {
      const { rows } = await db.execute<SolicitacaoRow>(
        sql`select ${colunas} from solicitacoes_seguro s where s.cota_id = ${cotaId} and s.situacao = 'aberta'`,
      );
      return rows[0];
    },

    /**
     * Opens the quota's request in one statement: the partial unique index (one 'aberta' per quota) makes a
     * second one insert nothing, so 20 at once open one. Answers the new row, or undefined when one was open.
     */
    async abrir(
      tx: Transacao,
      s: Pick<
        SolicitacaoRow,
        'cotaId' | 'clienteId' | 'parceiroId' | 'telefone' | 'email' | 'melhorHorario'
      > & {
        criadaEm: Date;
      },
    ): Promise<SolicitacaoRow | undefined> {
      const { rows } = await tx.execute<SolicitacaoRow>(sql`
        insert into solicitacoes_seguro as s (cota_id, cliente_id, parceiro_id, telefone, email, melhor_horario,
          criada_em)
        values (${s.cotaId}, ${s.clienteId}, ${s.parceiroId}, ${s.telefone}, ${s.email}, ${s.melhorHorario},
          ${s.criadaEm})
        on conflict (cota_id) where situacao = 'aberta' do nothing
        returning ${colunas}`);
      return rows[0];
    },

    /** Open requests, oldest first; a partner's analyst (non-null `parceiroId`) sees only that partner's. */
    async fila(parceiroId: number | null): Promise<SolicitacaoNaFila[]> {
      const { rows } = await db.execute<SolicitacaoNaFila>(sql`
        select ${colunas}, g.codigo as grupo, co.numero as cota, cl.nome as "nomeCliente",
               cl.inscricao_nacional as "inscricaoCliente", co.valor_parcela_centavos::float8 as "valorParcelaCentavos"
          from solicitacoes_seguro s
          join cotas co on co.id = s.cota_id
          join grupos g on g.id = co.grupo_id
          join clientes cl on cl.id = s.cliente_id
         where s.situacao = 'aberta'
           and (${parceiroId}::int is null or s.parceiro_id = ${parceiroId}::int)
         order by s.criada_em, s.id`);
      return rows;
    },

    /**
     * The locked transition 'aberta' → 'encerrada' in one statement, only within the analyst's partner: of any
     * number of closings at once exactly one passes. Answers the row, or undefined (not open, or not visible).
     */
    async encerrar(
      tx: Transacao,
      e: {
        id: number;
        parceiroId: number | null;
        desfecho: DesfechoSolicitacaoSeguro;
        observacao: string | null;
        operadorId: number;
        em: Date;
      },
    ): Promise<SolicitacaoRow | undefined> {
      const { rows } = await tx.execute<SolicitacaoRow>(sql`
        update solicitacoes_seguro s
           set situacao = 'encerrada', desfecho = ${e.desfecho}, observacao = ${e.observacao},
               operador_id = ${e.operadorId}, encerrada_em = ${e.em}
         where s.id = ${e.id} and s.situacao = 'aberta'
           and (${e.parceiroId}::int is null or s.parceiro_id = ${e.parceiroId}::int)
        returning ${colunas}`);
      return rows[0];
    },

    /** Whether a request exists for the analyst (open or not): to tell 404 from 409. */
    async visivel(id: number, parceiroId: number | null): Promise<boolean> {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from solicitacoes_seguro where id = ${id}
             and (${parceiroId}::int is null or parceiro_id = ${parceiroId}::int)`,
      );
      return rows.length > 0;
    },

    /** The quota takes the insurance (one per quota: a second insert changes nothing). */
    async contratar(tx: Transacao, c: { cotaId: number; solicitacaoId: number; inicioVigencia: string }) {
      await tx.execute(sql`
        insert into seguros_cota (cota_id, solicitacao_id, inicio_vigencia)
        values (${c.cotaId}, ${c.solicitacaoId}, ${c.inicioVigencia})
        on conflict (cota_id) do nothing`);
    },
  };
}
export type SeguroRepository = ReturnType<typeof createSeguroRepository>;

import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import type { SituacaoTransferencia } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

/** A transfer row as the service reads it. */
export type TransferenciaRow = {
  id: number;
  cotaId: number;
  clienteOrigemId: number;
  parceiroId: number;
  documentoCessionario: string;
  nomeCessionario: string;
  emailCessionario: string;
  valorCreditoCentavos: number;
  taxaCentavos: number;
  situacao: SituacaoTransferencia;
  criadoEm: Date;
};

/** One transfer waiting for the back-office, with the quota, the holder and whether the assignee is a customer. */
export type TransferenciaNaFila = TransferenciaRow & {
  grupo: number;
  cota: number;
  nomeTitular: string;
  inscricaoTitular: string;
  emailTitular: string | null;
  cessionarioClienteId: number | null;
};

/** What the completion checks again, on the quota's locked row. */
export type CotaNaTransferencia = {
  clienteId: number;
  situacaoCota: string;
  dataContemplacao: string | null;
  versao: number;
  parcelasAtraso: number;
};

const colunas = sql`t.id, t.cota_id as "cotaId", t.cliente_origem_id as "clienteOrigemId",
  t.parceiro_id as "parceiroId", t.documento_cessionario as "documentoCessionario",
  t.nome_cessionario as "nomeCessionario", t.email_cessionario as "emailCessionario",
  t.valor_credito_centavos::float8 as "valorCreditoCentavos", t.taxa_centavos::float8 as "taxaCentavos",
  t.situacao, t.criado_em as "criadoEm"`;

/** The transfers table (migration 0051): this module owns it. */
export function createTransferenciaRepository(db: Db) {
  return {
    async aberta(cotaId: number): Promise<{ id: number } | undefined> {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from transferencias_cota where cota_id = ${cotaId} and situacao = 'aguardando'`,
      );
      return rows[0];
    },

    async emailDoCliente(clienteId: number): Promise<{ nome: string; email: string | null } | undefined> {
      const { rows } = await db.execute<{ nome: string; email: string | null }>(
        sql`select nome, email from clientes where id = ${clienteId}`,
      );
      return rows[0];
    },

    async clientePorInscricao(inscricao: string): Promise<number | null> {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from clientes where inscricao_nacional = ${inscricao}`,
      );
      return rows[0]?.id ?? null;
    },

    /**
     * Opens the quota's transfer in one statement: the partial unique index (one 'aguardando' per quota) makes
     * a second one insert nothing, so 20 at once open one. Answers the new row, or undefined when one was open.
     */
    async abrir(
      tx: Transacao,
      t: Omit<TransferenciaRow, 'id' | 'situacao' | 'criadoEm'>,
    ): Promise<TransferenciaRow | undefined> {
      const { rows } = await tx.execute<TransferenciaRow>(sql`
        insert into transferencias_cota as t (cota_id, cliente_origem_id, parceiro_id, documento_cessionario,
          nome_cessionario, email_cessionario, valor_credito_centavos, taxa_centavos)
        values (${t.cotaId}, ${t.clienteOrigemId}, ${t.parceiroId}, ${t.documentoCessionario},
          ${t.nomeCessionario}, ${t.emailCessionario}, ${t.valorCreditoCentavos}, ${t.taxaCentavos})
        on conflict (cota_id) where situacao = 'aguardando' do nothing
        returning ${colunas}`);
      return rows[0];
    },

    async parceiroDoOperador(operadorId: number): Promise<number | null> {
      const { rows } = await db.execute<{ parceiro_id: number | null }>(
        sql`select parceiro_id from operadores where id = ${operadorId}`,
      );
      return rows[0]?.parceiro_id ?? null;
    },

    /** Waiting transfers, oldest first; a partner's analyst (non-null `parceiroId`) sees only that partner's. */
    async fila(parceiroId: number | null, id?: number): Promise<TransferenciaNaFila[]> {
      const { rows } = await db.execute<TransferenciaNaFila>(sql`
        select ${colunas}, g.codigo as grupo, co.numero as cota, cl.nome as "nomeTitular",
               cl.inscricao_nacional as "inscricaoTitular", cl.email as "emailTitular",
               ce.id as "cessionarioClienteId"
          from transferencias_cota t
          join cotas co on co.id = t.cota_id
          join grupos g on g.id = co.grupo_id
          join clientes cl on cl.id = t.cliente_origem_id
          left join clientes ce on ce.inscricao_nacional = t.documento_cessionario
         where t.situacao = 'aguardando'
           and (${parceiroId}::int is null or t.parceiro_id = ${parceiroId}::int)
           and (${id ?? null}::int is null or t.id = ${id ?? null}::int)
         order by t.criado_em, t.id`);
      return rows;
    },

    /**
     * The locked transition: 'aguardando' → `para`, in one statement, so of any number of decisions at once
     * exactly one passes. Answers the row as decided, or undefined when it no longer waited.
     */
    async decidir(
      tx: Transacao,
      id: number,
      para: Exclude<SituacaoTransferencia, 'aguardando'>,
      operadorId: number,
      quando: Date,
      motivoRecusa: string | null,
    ): Promise<TransferenciaRow | undefined> {
      const { rows } = await tx.execute<TransferenciaRow>(sql`
        update transferencias_cota t
           set situacao = ${para}, operador_id = ${operadorId}, decidido_em = ${quando},
               motivo_recusa = ${motivoRecusa}
         where t.id = ${id} and t.situacao = 'aguardando'
        returning ${colunas}`);
      return rows[0];
    },

    async registrarDestino(tx: Transacao, id: number, clienteDestinoId: number) {
      await tx.execute(
        sql`update transferencias_cota set cliente_destino_id = ${clienteDestinoId} where id = ${id}`,
      );
    },

    /** The quota as it is now, its row locked until the completion commits. */
    async cotaBloqueada(
      tx: Transacao,
      cotaId: number,
      hoje: string,
    ): Promise<CotaNaTransferencia | undefined> {
      const { rows } = await tx.execute<CotaNaTransferencia>(sql`
        select co.cliente_id as "clienteId", co.situacao as "situacaoCota",
               co.data_contemplacao::text as "dataContemplacao", co.versao,
               (select count(*)::int from parcelas p where p.cota_id = co.id and p.data_pagamento is null
                  and p.data_vencimento < ${hoje}) as "parcelasAtraso"
          from cotas co where co.id = ${cotaId} for update`);
      return rows[0];
    },
  };
}
export type TransferenciaRepository = ReturnType<typeof createTransferenciaRepository>;

import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import type { EntregaBoleto, EtapaPosVenda, PeriodoRetorno } from '@portal/domain';
import type { Transacao } from '../../core/transacao.ts';

/** An onboarding row as the service reads it. */
export type OnboardingRow = {
  id: number;
  casoId: number;
  clienteId: number;
  cotaId: number;
  parceiroId: number;
  passo: EtapaPosVenda;
  errosAno: number;
  anoConfirmadoEm: Date | null;
  identidadeEnviadaEm: Date | null;
  bloqueadoEm: Date | null;
  respostas: Record<string, unknown>;
  entregaBoleto: EntregaBoleto | null;
  retornoSituacao: 'pendente' | 'concluido' | null;
  retornoMotivo: 'bloqueio' | 'cliente' | null;
  retornoFaseAnterior: string | null;
  concluidoEm: Date | null;
};

/** One pending call-back, with the customer and quota the analyst calls about. */
export type RetornoNaFila = {
  id: number;
  casoId: number;
  numeroCaso: string;
  motivo: 'bloqueio' | 'cliente';
  nome: string;
  inscricaoNacional: string;
  grupo: number;
  cota: number;
  telefone: string | null;
  periodo: PeriodoRetorno | null;
  passo: EtapaPosVenda;
  pedidoEm: Date;
};

const colunas = sql`o.id, o.caso_id as "casoId", o.cliente_id as "clienteId", o.cota_id as "cotaId",
  o.parceiro_id as "parceiroId", o.passo, o.erros_ano as "errosAno", o.ano_confirmado_em as "anoConfirmadoEm",
  o.identidade_enviada_em as "identidadeEnviadaEm", o.bloqueado_em as "bloqueadoEm", o.respostas,
  o.entrega_boleto as "entregaBoleto", o.retorno_situacao as "retornoSituacao",
  o.retorno_motivo as "retornoMotivo", o.retorno_fase_anterior as "retornoFaseAnterior",
  o.concluido_em as "concluidoEm"`;

/** Still open to the customer: not blocked, no call-back pending, not finished. */
const aberto = sql`o.bloqueado_em is null and o.retorno_situacao is distinct from 'pendente' and o.concluido_em is null`;

/** The after-sales onboardings (migration 0053): this module owns them. */
export function createPosVendaRepository(db: Db) {
  const umaLinha = async (executor: Db | Transacao, consulta: ReturnType<typeof sql>) => {
    const { rows } = await executor.execute<OnboardingRow>(consulta);
    return rows[0];
  };

  return {
    transacao: <T>(fn: (tx: Transacao) => Promise<T>) => db.transaction(fn),

    /** The case's onboarding, created on the first visit (one per case: the unique caso_id). */
    async garantir(dados: {
      casoId: number;
      clienteId: number;
      cotaId: number;
      parceiroId: number;
    }): Promise<OnboardingRow> {
      await db.execute(sql`
        insert into onboardings_pos_venda (caso_id, cliente_id, cota_id, parceiro_id)
        values (${dados.casoId}, ${dados.clienteId}, ${dados.cotaId}, ${dados.parceiroId})
        on conflict (caso_id) do nothing`);
      return (await umaLinha(
        db,
        sql`select ${colunas} from onboardings_pos_venda o where o.caso_id = ${dados.casoId}`,
      ))!;
    },

    porCaso: (casoId: number, executor: Db | Transacao = db) =>
      umaLinha(executor, sql`select ${colunas} from onboardings_pos_venda o where o.caso_id = ${casoId}`),

    /** Whom the year is checked against: the birth (or founding) date and the kind of person. */
    async titular(clienteId: number) {
      const { rows } = await db.execute<{ tipoPessoa: 'F' | 'J'; dataNascimentoFundacao: string | null }>(
        sql`select tipo_pessoa as "tipoPessoa", data_nascimento_fundacao::text as "dataNascimentoFundacao"
              from clientes where id = ${clienteId}`,
      );
      return rows[0];
    },

    /**
     * One wrong year, counted by one statement: the row's lock orders concurrent answers, the second error
     * blocks and opens the call-back in the same statement, and a blocked (or confirmed) onboarding counts
     * nothing more. Undefined: nothing was counted.
     */
    errarAno: (tx: Transacao, id: number, faseAtual: string, quando: Date) =>
      umaLinha(
        tx,
        sql`
        update onboardings_pos_venda o set
          erros_ano = o.erros_ano + 1,
          bloqueado_em = case when o.erros_ano + 1 >= 2 then ${quando}::timestamptz end,
          retorno_situacao = case when o.erros_ano + 1 >= 2 then 'pendente' else o.retorno_situacao end,
          retorno_motivo = case when o.erros_ano + 1 >= 2 then 'bloqueio' else o.retorno_motivo end,
          retorno_telefone = case when o.erros_ano + 1 >= 2 then null else o.retorno_telefone end,
          retorno_periodo = case when o.erros_ano + 1 >= 2 then null else o.retorno_periodo end,
          retorno_pedido_em = case when o.erros_ano + 1 >= 2 then ${quando}::timestamptz else o.retorno_pedido_em end,
          retorno_fase_anterior = case when o.erros_ano + 1 >= 2 then ${faseAtual} else o.retorno_fase_anterior end,
          retorno_concluido_em = case when o.erros_ano + 1 >= 2 then null else o.retorno_concluido_em end,
          retorno_operador_id = case when o.erros_ano + 1 >= 2 then null else o.retorno_operador_id end,
          atualizado_em = ${quando}
        where o.id = ${id} and o.ano_confirmado_em is null and ${aberto}
        returning ${colunas}`,
      ),

    /** The right year: confirmed once (a repeat keeps the first time); refused while blocked. */
    acertarAno: (tx: Transacao, id: number, quando: Date) =>
      umaLinha(
        tx,
        sql`
        update onboardings_pos_venda o set
          ano_confirmado_em = coalesce(o.ano_confirmado_em, ${quando}::timestamptz), atualizado_em = ${quando}
        where o.id = ${id} and ${aberto}
        returning ${colunas}`,
      ),

    /** The document and selfie went to the case: the walk moves on from the security step. */
    enviarIdentidade: (tx: Transacao, id: number, quando: Date) =>
      umaLinha(
        tx,
        sql`
        update onboardings_pos_venda o set
          identidade_enviada_em = ${quando},
          passo = case when o.passo = 'validacao-seguranca' then 'dados-cadastrais' else o.passo end,
          atualizado_em = ${quando}
        where o.id = ${id} and o.ano_confirmado_em is not null and ${aberto}
        returning ${colunas}`,
      ),

    /**
     * One step's answer, stored under its step, and the walk's step set, only if the row is still at the
     * step the service read (`passoLido`): two answers at once never both move it.
     */
    responder: (
      tx: Transacao,
      dados: {
        id: number;
        passoLido: EtapaPosVenda;
        passo: EtapaPosVenda;
        chave: string;
        resposta: Record<string, unknown>;
        entregaBoleto: EntregaBoleto | null;
        concluir: boolean;
        quando: Date;
      },
    ) =>
      umaLinha(
        tx,
        sql`
        update onboardings_pos_venda o set
          respostas = o.respostas || jsonb_build_object(${dados.chave}::text, ${JSON.stringify(dados.resposta)}::jsonb),
          passo = ${dados.passo},
          entrega_boleto = coalesce(${dados.entregaBoleto}::text, o.entrega_boleto),
          concluido_em = case when ${dados.concluir} then ${dados.quando}::timestamptz end,
          atualizado_em = ${dados.quando}
        where o.id = ${dados.id} and o.passo = ${dados.passoLido}
          and o.identidade_enviada_em is not null and ${aberto}
        returning ${colunas}`,
      ),

    /** The customer's call-back: one pending at a time (a second request changes nothing). */
    pedirRetorno: (
      tx: Transacao,
      dados: { id: number; telefone: string; periodo: PeriodoRetorno; faseAtual: string; quando: Date },
    ) =>
      umaLinha(
        tx,
        sql`
        update onboardings_pos_venda o set
          retorno_situacao = 'pendente', retorno_motivo = 'cliente', retorno_telefone = ${dados.telefone},
          retorno_periodo = ${dados.periodo}, retorno_pedido_em = ${dados.quando},
          retorno_fase_anterior = ${dados.faseAtual}, retorno_concluido_em = null, retorno_operador_id = null,
          atualizado_em = ${dados.quando}
        where o.id = ${dados.id} and o.ano_confirmado_em is not null and ${aberto}
        returning ${colunas}`,
      ),

    /** Pending call-backs, oldest first; a partner's analyst (non-null `parceiroId`) sees only that partner's. */
    async fila(parceiroId: number | null): Promise<RetornoNaFila[]> {
      const { rows } = await db.execute<RetornoNaFila>(sql`
        select o.id, o.caso_id as "casoId", c.numero as "numeroCaso", o.retorno_motivo as motivo, cl.nome,
               cl.inscricao_nacional as "inscricaoNacional", g.codigo as grupo, co.numero as cota,
               o.retorno_telefone as telefone, o.retorno_periodo as periodo, o.passo,
               o.retorno_pedido_em as "pedidoEm"
          from onboardings_pos_venda o
          join casos c on c.id = o.caso_id
          join cotas co on co.id = o.cota_id
          join grupos g on g.id = co.grupo_id
          join clientes cl on cl.id = o.cliente_id
         where o.retorno_situacao = 'pendente'
           and (${parceiroId}::int is null or o.parceiro_id = ${parceiroId}::int)
         order by o.retorno_pedido_em, o.id`);
      return rows;
    },

    /**
     * The call-back made, in one statement ('pendente' → 'concluido'): of two analysts at once, one passes. A
     * blocked onboarding is unblocked with its attempts reset (the analyst confirmed who the customer is).
     */
    concluirRetorno: (
      tx: Transacao,
      id: number,
      parceiroId: number | null,
      operadorId: number,
      quando: Date,
    ) =>
      umaLinha(
        tx,
        sql`
        update onboardings_pos_venda o set
          retorno_situacao = 'concluido', retorno_concluido_em = ${quando}, retorno_operador_id = ${operadorId},
          erros_ano = case when o.retorno_motivo = 'bloqueio' then 0 else o.erros_ano end,
          bloqueado_em = null, atualizado_em = ${quando}
        where o.id = ${id} and o.retorno_situacao = 'pendente'
          and (${parceiroId}::int is null or o.parceiro_id = ${parceiroId}::int)
        returning ${colunas}`,
      ),
  };
}
export type PosVendaRepository = ReturnType<typeof createPosVendaRepository>;

import type { DadosBancarios } from '@portal/domain';
import { cotas, grupos, parceiros, repasses } from '@portal/db';
import { asc, eq, sql } from 'drizzle-orm';
import { HttpError, naoEncontrado } from '../../core/erros.ts';
import { violouUnicidade } from '../../core/erros-do-banco.ts';
import type { Transacao } from '../../core/transacao.ts';

/** What a payout pays (the table's `origem`). */
type OrigemRepasse = (typeof repasses.$inferInsert)['origem'];

/** A payout to schedule: who is owed how much, on which case, into the account the customer confirmed. */
export interface NovoRepasse {
  casoId: number;
  cotaId: number;
  /** The partner whose account pays it: the session's, or `parceiroDaCota` in the back-office. */
  parceiroId: number;
  origem: OrigemRepasse;
  valorCentavos: number;
  /** The account as `validarDadosBancarios` normalised it (the holder's own, 02 §5). */
  conta: DadosBancarios;
  /** ISO date (YYYY-MM-DD): the business day by which the customer was promised the money. */
  dataPrevista: string;
  /** 'operador:<id>' or 'sistema'. */
  agendadoPor: string;
}

export const MENSAGEM_REPASSE_JA_AGENDADO = 'O pagamento deste pedido já foi programado.';

/**
 * Schedules a payout inside the caller's transaction (the approval that owes the money, audited with it), so
 * the approval and the payment to make are saved together or not at all. The remittance export picks it up
 * (ADR 0041). A second payout for the same case while one is live is refused by the database
 * (`repasses_um_vivo_por_caso_idx`), whatever the interleaving: 409 with a Portuguese message.
 */
export async function agendarRepasse(tx: Transacao, novo: NovoRepasse): Promise<{ id: number }> {
  if (!Number.isSafeInteger(novo.valorCentavos) || novo.valorCentavos <= 0)
    throw new HttpError(400, 'O valor a pagar deve ser maior que zero.');
  const { conta } = novo;
  try {
    const [linha] = await tx
      .insert(repasses)
      .values({
        casoId: novo.casoId,
        cotaId: novo.cotaId,
        parceiroId: novo.parceiroId,
        origem: novo.origem,
        valorCentavos: novo.valorCentavos,
        favorecido: conta.favorecido,
        cpfCnpj: conta.cpfCnpj,
        banco: conta.banco.idBanco,
        agencia: conta.agencia,
        digitoAgencia: conta.digitoAgencia,
        conta: conta.conta,
        digitoConta: conta.digitoConta,
        tipoConta: conta.tipoConta,
        operacao: conta.operacao,
        dataPrevista: novo.dataPrevista,
        agendadoPor: novo.agendadoPor,
      })
      .returning({ id: repasses.id });
    return { id: linha!.id };
  } catch (erro) {
    if (violouUnicidade(erro, 'repasses_um_vivo_por_caso_idx'))
      throw new HttpError(409, MENSAGEM_REPASSE_JA_AGENDADO);
    throw erro;
  }
}

/**
 * The partner a quota belongs to, for a back-office write that has no customer session: the first partner (by
 * id) whose business units include the quota's group, as the case queue reads it. 404 when none does.
 */
export async function parceiroDaCota(tx: Transacao, cotaId: number): Promise<number> {
  const [linha] = await tx
    .select({ id: parceiros.id })
    .from(cotas)
    .innerJoin(grupos, eq(grupos.id, cotas.grupoId))
    .innerJoin(
      parceiros,
      sql`${grupos.idUnidadeNegocio} = any(string_to_array(replace(${parceiros.businessUnitId}, ' ', ''), ','))`,
    )
    .where(eq(cotas.id, cotaId))
    .orderBy(asc(parceiros.id))
    .limit(1);
  if (!linha) throw naoEncontrado();
  return linha.id;
}

import { cobrancaParceiro, parceiros } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import type { Transacao } from '../../core/transacao.ts';

/**
 * The partner's paying account for a CNAB 240 payment remittance (issue 20, ADR 0042): its billing account
 * (banco, agência-DV, código do beneficiário = conta-DV), the payments convênio, the name and CNPJ, and the
 * next file sequence number (NSA), taken in the same statement. The row lock queues two exports of one
 * partner, so their files get consecutive numbers; a rollback gives the number back. Undefined when the
 * partner has no billing account.
 */
export async function tomarNsaPagamento(tx: Transacao, parceiroId: number) {
  const [conta] = await tx
    .update(cobrancaParceiro)
    .set({ proximoNsaPagamento: sql`${cobrancaParceiro.proximoNsaPagamento} + 1` })
    .where(eq(cobrancaParceiro.parceiroId, parceiroId))
    .returning({
      nsa: sql<number>`${cobrancaParceiro.proximoNsaPagamento} - 1`,
      banco: cobrancaParceiro.banco,
      agencia: cobrancaParceiro.agencia,
      codigoBeneficiario: cobrancaParceiro.codigoBeneficiario,
      convenioPagamento: cobrancaParceiro.convenioPagamento,
    });
  if (!conta) return undefined;
  const [p] = await tx
    .select({ nome: parceiros.nome, cnpj: parceiros.cnpj })
    .from(parceiros)
    .where(eq(parceiros.id, parceiroId));
  return { ...conta, nsa: Number(conta.nsa), nome: p!.nome, cnpj: p!.cnpj };
}

import type { Parcela } from '@portal/domain';
import { formatarData } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { diasAte, pendenciaDeBoleto, quandoVence } from './boleto-pendente';

let seq = 0;
function parcela(
  situacao: Parcela['situacao'],
  dataVencimento: string,
  valorCobrado: number,
  numero = 1,
): Parcela {
  seq += 1;
  return {
    idCota: 1,
    idMovimentoFinanceiro: seq,
    nomeMovimentoFinanceiro: `Parcela ${numero}`,
    identificadorCobranca: `P${seq}`,
    numeroParcela: numero,
    dataVencimento,
    valorCobrado,
    situacao,
    marcada: false,
  };
}

describe('cartão de boleto pendente da home', () => {
  it('esconde quando não há nada a pagar', () => {
    expect(pendenciaDeBoleto([])).toBeNull();
    expect(pendenciaDeBoleto([parcela('paga', '2026-01-10', 100)])).toBeNull();
  });

  it('soma as vencidas (com encargos) e indica a mais antiga', () => {
    const p = pendenciaDeBoleto([
      parcela('vencida', '2026-02-10', 10_200),
      parcela('vencida', '2026-01-10', 10_500),
      parcela('em-dia', '2026-04-10', 10_000, 14),
    ]);
    expect(p?.vencidas).toEqual({ quantidade: 2, total: 20_700, desde: '2026-01-10' });
    expect(p?.proxima).toEqual({
      dataVencimento: '2026-04-10',
      valor: 10_000,
      quantidade: 1,
      numeroParcela: 14,
    });
  });

  it('a próxima é o vencimento mais cedo; várias no mesmo dia somam', () => {
    const p = pendenciaDeBoleto([
      parcela('em-dia', '2026-05-10', 9_000, 15),
      parcela('em-dia', '2026-04-10', 10_000, 14),
      parcela('em-dia', '2026-04-10', 3_000, 7),
    ]);
    expect(p?.vencidas).toBeNull();
    expect(p?.proxima).toEqual({
      dataVencimento: '2026-04-10',
      valor: 13_000,
      quantidade: 2,
      numeroParcela: null,
    });
  });

  it('diz quando vence em palavras', () => {
    expect(diasAte('2026-03-01', '2026-02-28')).toBe(1);
    expect(diasAte('2026-11-02', '2026-11-01')).toBe(1);
    expect(quandoVence('2026-04-10', '2026-04-10', formatarData)).toBe('vence hoje');
    expect(quandoVence('2026-04-11', '2026-04-10', formatarData)).toBe('vence amanhã');
    expect(quandoVence('2026-04-20', '2026-04-10', formatarData)).toBe('vence em 20/04/2026');
  });
});

/**
 * Rules behind the financial documents: annual readjustment date, share of the common fund paid, the years a
 * receipt or an income-tax report exists for, and the income-tax wording. Pure; money in centavos.
 */
import { percentualDeUnidades, unidadesDaRazao } from '../comum/dinheiro.ts';
import { formatarInscricao } from '../documentos/documento.rules.ts';
import { formatarMoeda, padCota, padGrupo } from '../formatacao/formatacao.rules.ts';

/** Credits are readjusted once a year, on the adhesion anniversary: the next one after `hoje`. */
export function proximoReajuste(dataAdesao: string, hoje: string): string {
  const [ano, mes, dia] = dataAdesao.split('-').map(Number) as [number, number, number];
  const anoHoje = Number(hoje.slice(0, 4));
  for (let a = Math.max(ano + 1, anoHoje); ; a++) {
    // 29/02 readjusts on 28/02 in common years.
    const ultimoDia = new Date(Date.UTC(a, mes, 0)).getUTCDate();
    const data = `${a}-${String(mes).padStart(2, '0')}-${String(Math.min(dia, ultimoDia)).padStart(2, '0')}`;
    if (data > hoje) return data;
  }
}

/**
 * Share of the credit amortized through the common fund, 4 decimals, capped at 100. Each instalment's common
 * fund is 1/term of the credit it was billed on (comporParcela), so after yearly readjustments the reais paid
 * no longer compare with today's credit: the share is the paid instalments over the group's term.
 */
export function percentualFundoComumPago(parcelasPagas: number, prazoMeses: number): number {
  if (prazoMeses <= 0) return 0;
  return Math.min(100, percentualDeUnidades(unidadesDaRazao(parcelasPagas, prazoMeses)));
}

/** Calendar years with a payment, newest first. */
export function anosComPagamento(datasPagamento: readonly string[]): number[] {
  return [...new Set(datasPagamento.map((d) => Number(d.slice(0, 4))))].sort((a, b) => b - a);
}

/** An income-tax report covers a finished calendar year in which the quota had been paid into. */
export function anosDoInforme(datasPagamento: readonly string[], hoje: string): number[] {
  const anoAtual = Number(hoje.slice(0, 4));
  const primeiro = Math.min(...anosComPagamento(datasPagamento));
  const anos: number[] = [];
  for (let a = anoAtual - 1; a >= primeiro; a--) anos.push(a);
  return anos;
}

/**
 * Lei 12.007/2009: the annual declaration of settled debts covers a finished year whose instalments are all
 * paid. A year still running, or with an open instalment, gets a plain receipt of its payments.
 */
export function anoQuitado(
  ano: number,
  parcelas: readonly { dataVencimento: string; dataPagamento: string | null }[],
  hoje: string,
): boolean {
  if (ano >= Number(hoje.slice(0, 4))) return false;
  const doAno = parcelas.filter((p) => p.dataVencimento.startsWith(`${ano}-`));
  return doAno.length > 0 && doAno.every((p) => p.dataPagamento !== null);
}

/** Receita Federal "Bens e Direitos" (IRPF since 2023): group 99, code 05 for a quota not yet contemplated. */
export const BENS_DIREITOS_CONSORCIO = {
  grupo: '99 – Outros bens e direitos',
  codigo: '05 – Consórcio não contemplado',
};
export const BENS_DIREITOS_CONTEMPLADO = {
  grupo: 'Conforme o bem adquirido',
  codigo: 'Conforme o bem adquirido',
};

export function discriminacaoInforme(p: {
  grupo: number;
  cota: number;
  administradora: string;
  cnpjAdministradora: string | null;
  valorAcumulado: number;
  ano: number;
  contemplada: boolean;
  descricaoBem: string;
}): string {
  const valor = formatarMoeda(p.valorAcumulado);
  const adm = p.cnpjAdministradora
    ? `${p.administradora}, CNPJ ${formatarInscricao(p.cnpjAdministradora)}`
    : p.administradora;
  const cota = `grupo ${padGrupo(p.grupo)}, cota ${padCota(p.cota)}`;
  return p.contemplada
    ? `Consórcio contemplado (${p.descricaoBem}), ${cota}, administrado por ${adm}. Valor pago até 31/12/${p.ano}: ${valor}. Declare o bem adquirido pelo valor efetivamente pago, conforme as orientações da Receita Federal.`
    : `Consórcio não contemplado (${p.descricaoBem}), ${cota}, administrado por ${adm}. Valor pago até 31/12/${p.ano}: ${valor}.`;
}

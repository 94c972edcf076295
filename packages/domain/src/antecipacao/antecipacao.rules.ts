import { adicionarDiasUteis } from '../comum/dias-uteis.ts';
import { formatarMoeda } from '../formatacao/formatacao.rules.ts';

/** Business days the anticipation's boleto stays payable (its due date), unless an instalment falls due first. */
export const DIAS_UTEIS_PARA_PAGAR_ANTECIPACAO = 3;

/** The customer-facing texts of the anticipation (ADR 0055). */
export const MENSAGENS_ANTECIPACAO = {
  cancelada: 'A antecipação não está disponível para cotas canceladas.',
  quitada: 'Esta cota já está quitada: não há parcelas para antecipar.',
  emAtraso: 'Para antecipar, a cota precisa estar em dia: pague antes as parcelas em atraso.',
  aberta:
    'Já existe uma antecipação aguardando pagamento nesta cota. Pague o boleto dela ou cancele a antecipação.',
  semParcelas: 'Não há parcelas a vencer para antecipar.',
  quantidadeInvalida: 'Informe quantas parcelas quer antecipar.',
  valorInvalido: 'Informe um valor maior que zero.',
  concorrente: 'Outra antecipação desta cota foi pedida agora. Confira a antecipação aguardando pagamento.',
  semAberta: 'Não há antecipação aguardando pagamento nesta cota.',
  renegociacaoPendente:
    'Esta cota tem uma renegociação aguardando o pagamento da próxima parcela. A antecipação fica disponível depois que ela for concluída.',
} as const;
export type MotivoAntecipacao = keyof typeof MENSAGENS_ANTECIPACAO;

export const mensagemAcimaDoDisponivel = (n: number) =>
  n === 1 ? 'Você pode antecipar 1 parcela.' : `Você pode antecipar até ${n} parcelas.`;
export const mensagemValorInsuficiente = (minimo: number) =>
  `O valor não alcança uma parcela. Informe ao menos ${formatarMoeda(minimo)}.`;

/** An open instalment due after today, with the parts of it that count in the saldo devedor. */
export interface ParcelaAntecipavel {
  id: number;
  numero: number;
  vencimento: string;
  valor: number;
  fundoComum: number;
  taxaAdministracao: number;
  fundoReserva: number;
}

export type PedidoAntecipacao =
  { modo: 'prazo'; quantidadeParcelas: number } | { modo: 'valor'; valorCentavos: number };

export interface PlanoDeAntecipacao {
  /** The instalments paid, from the last one backwards ("amortização pelo prazo"). */
  parcelas: ParcelaAntecipavel[];
  valorTotal: number;
  /** For an anticipation by value: what was typed and is left unused (whole instalments only). */
  valorNaoUtilizado: number;
  /** What leaves the saldo devedor when the boleto is paid: each instalment without its insurance. */
  abatimentoSaldo: number;
  saldoAntes: number;
  saldoDepois: number;
  restantesAntes: number;
  restantesDepois: number;
  /** The last instalment still to pay afterwards (the plan's new end), or null when none is left. */
  ultimaParcelaDepois: { numero: number; vencimento: string } | null;
}

/** Why the quota cannot anticipate now, or null when it can. */
export function motivoSemAntecipacao(c: {
  cancelada: boolean;
  quitada: boolean;
  parcelasEmAtraso: number;
  aberta: boolean;
  /**
   * A renegotiation waiting for the next instalment: its reversal restores the instalments' amounts, which
   * must not have been paid off by an anticipation meanwhile (ADR 0052, ADR 0055).
   */
  renegociacaoPendente: boolean;
  antecipaveis: number;
}): MotivoAntecipacao | null {
  if (c.cancelada) return 'cancelada';
  if (c.quitada) return 'quitada';
  if (c.aberta) return 'aberta';
  if (c.renegociacaoPendente) return 'renegociacaoPendente';
  if (c.parcelasEmAtraso > 0) return 'emAtraso';
  if (c.antecipaveis === 0) return 'semParcelas';
  return null;
}

/** The instalments that may be anticipated: open, due after today, the last one first. */
export function parcelasAntecipaveis<P extends ParcelaAntecipavel & { pago: boolean }>(
  parcelas: P[],
  hoje: string,
): P[] {
  return parcelas.filter((p) => !p.pago && p.vencimento > hoje).sort((a, b) => b.numero - a.numero);
}

const somar = (ps: ParcelaAntecipavel[], f: (p: ParcelaAntecipavel) => number) =>
  ps.reduce((s, p) => s + f(p), 0);

/**
 * The anticipation's plan (ADR 0055): by term, the last `quantidadeParcelas` instalments; by value, as many of
 * the last instalments as the amount pays in full (never part of one). `antecipaveis` comes last-first (as
 * `parcelasAntecipaveis` gives it); every amount is integer centavos. Answers the plan or the refusal's text.
 */
export function planoDeAntecipacao(p: {
  antecipaveis: ParcelaAntecipavel[];
  pedido: PedidoAntecipacao;
  saldoDevedor: number;
  parcelasRestantes: number;
}): { plano: PlanoDeAntecipacao } | { erro: string } {
  const { antecipaveis, pedido } = p;
  if (antecipaveis.length === 0) return { erro: MENSAGENS_ANTECIPACAO.semParcelas };
  let escolhidas: ParcelaAntecipavel[];
  if (pedido.modo === 'prazo') {
    const n = pedido.quantidadeParcelas;
    if (!Number.isInteger(n) || n < 1) return { erro: MENSAGENS_ANTECIPACAO.quantidadeInvalida };
    if (n > antecipaveis.length) return { erro: mensagemAcimaDoDisponivel(antecipaveis.length) };
    escolhidas = antecipaveis.slice(0, n);
  } else {
    const v = pedido.valorCentavos;
    if (!Number.isSafeInteger(v) || v < 1) return { erro: MENSAGENS_ANTECIPACAO.valorInvalido };
    escolhidas = [];
    let soma = 0;
    for (const parcela of antecipaveis) {
      if (soma + parcela.valor > v) break;
      soma += parcela.valor;
      escolhidas.push(parcela);
    }
    if (escolhidas.length === 0) return { erro: mensagemValorInsuficiente(antecipaveis[0]!.valor) };
  }
  const valorTotal = somar(escolhidas, (x) => x.valor);
  const abatimentoSaldo = somar(escolhidas, (x) => x.fundoComum + x.taxaAdministracao + x.fundoReserva);
  const pagas = new Set(escolhidas.map((x) => x.id));
  const ficam = antecipaveis.filter((x) => !pagas.has(x.id));
  const ultima = ficam[0];
  return {
    plano: {
      parcelas: escolhidas,
      valorTotal,
      valorNaoUtilizado: pedido.modo === 'valor' ? pedido.valorCentavos - valorTotal : 0,
      abatimentoSaldo,
      saldoAntes: p.saldoDevedor,
      saldoDepois: Math.max(0, p.saldoDevedor - abatimentoSaldo),
      restantesAntes: p.parcelasRestantes,
      restantesDepois: Math.max(0, p.parcelasRestantes - escolhidas.length),
      ultimaParcelaDepois: ultima ? { numero: ultima.numero, vencimento: ultima.vencimento } : null,
    },
  };
}

/**
 * The boleto's due date: 3 business days from today, but never after the earliest instalment it pays (an
 * instalment paid late is not an anticipation).
 */
export function vencimentoDaAntecipacao(hoje: string, parcelas: { vencimento: string }[]): string {
  const prazo = adicionarDiasUteis(hoje, DIAS_UTEIS_PARA_PAGAR_ANTECIPACAO);
  const primeira = parcelas.map((x) => x.vencimento).sort()[0];
  return primeira && primeira < prazo ? primeira : prazo;
}

export type SituacaoAntecipacao = 'aberta' | 'liquidada' | 'cancelada';

/**
 * An open anticipation follows its boleto: paid → liquidada (the instalments were paid with it); replaced or
 * cancelled → cancelada; still open past its due date → cancelada (it expired); otherwise it stays open.
 */
export function desfechoDaAntecipacao(b: {
  situacaoBoleto: 'aberto' | 'pago' | 'substituido' | 'cancelado';
  vencimentoBoleto: string;
  hoje: string;
}): { situacao: SituacaoAntecipacao; motivo: string | null } {
  if (b.situacaoBoleto === 'pago') return { situacao: 'liquidada', motivo: null };
  if (b.situacaoBoleto === 'substituido')
    return { situacao: 'cancelada', motivo: 'O boleto foi substituído por outro.' };
  if (b.situacaoBoleto === 'cancelado') return { situacao: 'cancelada', motivo: 'O boleto foi cancelado.' };
  if (b.vencimentoBoleto < b.hoje) return { situacao: 'cancelada', motivo: 'O boleto venceu sem pagamento.' };
  return { situacao: 'aberta', motivo: null };
}

export const ROTULOS_SITUACAO_ANTECIPACAO: Record<SituacaoAntecipacao, string> = {
  aberta: 'Aguardando pagamento',
  liquidada: 'Paga',
  cancelada: 'Cancelada',
};

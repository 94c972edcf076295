/**
 * Instalment renegotiation (03 §2, §4, §5, §9; ADR 0052): who may renegotiate, which overdue instalments, and
 * the money: the selected instalments, with their overdue charges as the boletos journey computes them today,
 * are diluted into the open instalments not yet due. Integer centavos throughout; every total is conserved.
 */
import { encargosDeAtraso, parcelaVencida } from '../boletos/cobranca.rules.ts';
import { exigirCentavos } from '../comum/dinheiro.ts';
import { formatarData, formatarGrupoCota } from '../formatacao/formatacao.rules.ts';
import type { TextoNotificacao } from '../notificacoes/notificacoes.rules.ts';

/** 03 §9: at most 2 instalments at once. */
export const MAXIMO_PARCELAS_POR_RENEGOCIACAO = 2;
/** 03 §9: only after the first 3 instalments are paid. */
export const MINIMO_PARCELAS_PAGAS_PARA_RENEGOCIAR = 3;
/** 03 §9: at most 3 times in a plan (a reversed renegotiation still counts). */
export const MAXIMO_RENEGOCIACOES_POR_COTA = 3;

export const MENSAGENS_RENEGOCIACAO = {
  contemplada: 'Cotas contempladas não podem renegociar parcelas.',
  encerrada: 'Esta cota não está ativa e não pode renegociar parcelas.',
  poucasPagas: `A renegociação fica disponível depois que as ${MINIMO_PARCELAS_PAGAS_PARA_RENEGOCIAR} primeiras parcelas forem pagas.`,
  limite: `Esta cota já renegociou parcelas ${MAXIMO_RENEGOCIACOES_POR_COTA} vezes, o máximo permitido no plano.`,
  pendente:
    'Esta cota já tem uma renegociação aguardando o pagamento da próxima parcela. Pague a próxima parcela até o vencimento para concluí-la.',
  semAtraso: 'Esta cota não tem parcelas em atraso para renegociar.',
  semParcelasFuturas: 'Não há parcelas a vencer para receber o valor renegociado. Fale com a nossa central.',
  nenhumaSelecionada: 'Selecione ao menos uma parcela em atraso.',
  muitasSelecionadas: `Selecione no máximo ${MAXIMO_PARCELAS_POR_RENEGOCIACAO} parcelas por renegociação.`,
  naoEmAtraso: 'Só parcelas em atraso desta cota podem ser renegociadas.',
  repetida: 'A mesma parcela foi selecionada mais de uma vez.',
  concorrente: 'Esta cota já tem uma renegociação em andamento.',
} as const;

export type MotivoSemRenegociacao = Exclude<
  keyof typeof MENSAGENS_RENEGOCIACAO,
  'nenhumaSelecionada' | 'muitasSelecionadas' | 'naoEmAtraso' | 'repetida' | 'concorrente'
>;

/** What decides whether a quota may renegotiate now (podeRenegociar). */
export interface SituacaoParaRenegociar {
  contemplada: boolean;
  /** Cancelled or paid off. */
  encerrada: boolean;
  /** Instalments paid with money (those settled by a renegotiation do not count). */
  parcelasPagas: number;
  /** Renegotiations the quota already confirmed, reversed ones included. */
  renegociacoesFeitas: number;
  pendente: boolean;
  parcelasEmAtraso: number;
  parcelasAVencer: number;
}

/** The first reason the quota may not renegotiate, in the order the customer can act on; null when it may. */
export function motivoSemRenegociacao(s: SituacaoParaRenegociar): MotivoSemRenegociacao | null {
  if (s.encerrada) return 'encerrada';
  if (s.contemplada) return 'contemplada';
  if (s.pendente) return 'pendente';
  if (s.renegociacoesFeitas >= MAXIMO_RENEGOCIACOES_POR_COTA) return 'limite';
  if (s.parcelasPagas < MINIMO_PARCELAS_PAGAS_PARA_RENEGOCIAR) return 'poucasPagas';
  if (s.parcelasEmAtraso === 0) return 'semAtraso';
  if (s.parcelasAVencer === 0) return 'semParcelasFuturas';
  return null;
}

/** The selection's problem (ids of the quota's overdue instalments); null when it may be renegotiated. */
export function erroDaSelecao(
  selecionadas: readonly number[],
  emAtraso: readonly number[],
): keyof typeof MENSAGENS_RENEGOCIACAO | null {
  if (selecionadas.length === 0) return 'nenhumaSelecionada';
  if (new Set(selecionadas).size !== selecionadas.length) return 'repetida';
  if (selecionadas.length > MAXIMO_PARCELAS_POR_RENEGOCIACAO) return 'muitasSelecionadas';
  const atrasadas = new Set(emAtraso);
  if (selecionadas.some((id) => !atrasadas.has(id))) return 'naoEmAtraso';
  return null;
}

/**
 * `total` centavos over `n` instalments: each gets the integer quotient and the remainder goes one centavo at a
 * time to the first ones, so no two shares differ by more than a centavo and the sum is exactly `total`.
 */
export function diluir(total: number, n: number): number[] {
  exigirCentavos(total, 'O valor a diluir');
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`Número de parcelas inválido: ${n}.`);
  const base = Math.floor(total / n);
  const resto = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < resto ? 1 : 0));
}

/** An instalment's amount and its composition (the boletos journey's shares), in centavos. */
export interface ComposicaoDaParcela {
  valor: number;
  fundoComum: number;
  taxaAdministracao: number;
  fundoReserva: number;
  seguro: number;
  diferenca: number;
}

export interface ParcelaParaRenegociar extends ComposicaoDaParcela {
  id: number;
  numero: number;
  vencimento: string;
}

/** The shares an instalment's amount is made of; `diferenca` takes whatever the others leave. */
const PARTES = ['fundoComum', 'taxaAdministracao', 'fundoReserva', 'seguro'] as const;

export interface AcrescimoDaParcela {
  id: number;
  numero: number;
  vencimento: string;
  valorAnterior: number;
  /** What the renegotiation adds, per share; `valor` is their sum. */
  acrescimo: ComposicaoDaParcela;
  valorNovo: number;
}

export interface PlanoDeRenegociacao {
  /** The selected instalments, each with its charges as of `hoje`. */
  renegociadas: (ParcelaParaRenegociar & { encargos: number; valorAtualizado: number })[];
  valorParcelas: number;
  valorEncargos: number;
  /** valorParcelas + valorEncargos: exactly what the open instalments receive in all. */
  valorRenegociado: number;
  diluidas: AcrescimoDaParcela[];
  /** The first instalment to pay after the renegotiation: paid by its due date, the renegotiation stands. */
  proxima: AcrescimoDaParcela;
}

/**
 * ADR 0052: the selected overdue instalments with their charges as of `hoje` (fine and mora interest, the
 * boletos journey's `encargosDeAtraso`) are diluted into the open instalments not yet due: each receives `diluir`'s
 * share of the total (remainder one centavo at a time from the earliest), made of the same shares (fundo comum,
 * taxa, fundo de reserva, seguro; the charges join `diferenca`), each share's total conserved exactly.
 */
export function planoDeRenegociacao(p: {
  selecionadas: readonly ParcelaParaRenegociar[];
  aVencer: readonly ParcelaParaRenegociar[];
  hoje: string;
}): PlanoDeRenegociacao {
  if (p.selecionadas.length === 0) throw new RangeError('Nenhuma parcela selecionada.');
  if (p.selecionadas.some((s) => !parcelaVencida(s.vencimento, p.hoje)))
    throw new RangeError('Só parcelas vencidas são renegociadas.');
  const alvos = [...p.aVencer].sort(
    (a, b) => a.vencimento.localeCompare(b.vencimento) || a.numero - b.numero,
  );
  if (alvos.length === 0) throw new RangeError('Não há parcelas a vencer.');
  if (alvos.some((a) => parcelaVencida(a.vencimento, p.hoje)))
    throw new RangeError('Só parcelas a vencer recebem o valor diluído.');

  const renegociadas = [...p.selecionadas]
    .sort((a, b) => a.vencimento.localeCompare(b.vencimento) || a.numero - b.numero)
    .map((s) => {
      const { valorTotal } = encargosDeAtraso({
        valor: s.valor,
        vencimento: s.vencimento,
        dataPagamento: p.hoje,
      });
      return { ...s, encargos: valorTotal - s.valor, valorAtualizado: valorTotal };
    });
  const somar = (f: (s: (typeof renegociadas)[number]) => number) =>
    renegociadas.reduce((t, s) => t + f(s), 0);
  const valorParcelas = somar((s) => s.valor);
  const valorEncargos = somar((s) => s.encargos);

  // The rest of each amount (diferenca and any part not broken down) plus the charges.
  const restoTotal = somar((s) => s.valor - PARTES.reduce((t, parte) => t + s[parte], 0)) + valorEncargos;
  if (restoTotal < 0) throw new RangeError('A composição de uma parcela passa do seu valor.');
  const valorRenegociado = valorParcelas + valorEncargos;
  // Each instalment receives `diluir`'s share of the total; each share's quotient goes to every instalment and
  // the shares' leftover centavos fill, in order, what each instalment still lacks (they add up exactly).
  const alvo = diluir(valorRenegociado, alvos.length);
  const totais = [...PARTES.map((parte) => somar((s) => s[parte])), restoTotal];
  const quociente = totais.map((t) => Math.floor(t / alvos.length));
  const sobra = totais.map((t, k) => t - quociente[k]! * alvos.length);
  let k = 0;
  const diluidas = alvos.map((a, i): AcrescimoDaParcela => {
    const partes = [...quociente];
    let falta = alvo[i]! - partes.reduce((t, v) => t + v, 0);
    while (falta > 0) {
      while (sobra[k] === 0) k++;
      const tomado = Math.min(sobra[k]!, falta);
      partes[k]! += tomado;
      sobra[k]! -= tomado;
      falta -= tomado;
    }
    const [fundoComum, taxaAdministracao, fundoReserva, seguro, diferenca] = partes as [
      number,
      number,
      number,
      number,
      number,
    ];
    const acrescimo = { valor: alvo[i]!, fundoComum, taxaAdministracao, fundoReserva, seguro, diferenca };
    return {
      id: a.id,
      numero: a.numero,
      vencimento: a.vencimento,
      valorAnterior: a.valor,
      acrescimo,
      valorNovo: a.valor + acrescimo.valor,
    };
  });
  return {
    renegociadas,
    valorParcelas,
    valorEncargos,
    valorRenegociado,
    diluidas,
    proxima: diluidas[0]!,
  };
}

export type SituacaoRenegociacao = 'pendente' | 'efetivada' | 'desfeita';

export const ROTULOS_SITUACAO_RENEGOCIACAO: Record<SituacaoRenegociacao, string> = {
  pendente: 'Aguardando o pagamento da próxima parcela',
  efetivada: 'Concluída',
  desfeita: 'Desfeita',
};

/**
 * What the deadline decides for a pending renegotiation (03 §4): the next instalment paid by its due date →
 * efetivada; not paid by then → desfeita; before the deadline and unpaid it stays pending.
 */
export function desfechoDaRenegociacao(p: {
  dataLimite: string;
  dataPagamentoProxima: string | null;
  hoje: string;
}): SituacaoRenegociacao {
  if (p.dataPagamentoProxima !== null && p.dataPagamentoProxima <= p.dataLimite) return 'efetivada';
  return p.hoje > p.dataLimite ? 'desfeita' : 'pendente';
}

/** The customer told that the renegotiation stands (the next instalment was paid on time). */
export function textoRenegociacaoEfetivada(c: { grupo: number; cota: number }): TextoNotificacao {
  const cota = formatarGrupoCota(c.grupo, c.cota);
  return {
    titulo: 'Renegociação concluída',
    resumo: `A renegociação das parcelas da cota ${cota} foi concluída.`,
    conteudo:
      `Recebemos o pagamento da próxima parcela da cota ${cota} dentro do vencimento: a renegociação foi ` +
      'concluída e a cota volta a participar das assembleias.',
    link: '/boletos',
  };
}

/** The customer told that the renegotiation was reversed (the next instalment was not paid by its due date). */
export function textoRenegociacaoDesfeita(c: {
  grupo: number;
  cota: number;
  dataLimite: string;
}): TextoNotificacao {
  const cota = formatarGrupoCota(c.grupo, c.cota);
  return {
    titulo: 'Renegociação desfeita',
    resumo: `A renegociação da cota ${cota} foi desfeita: a próxima parcela não foi paga até ${formatarData(c.dataLimite)}.`,
    conteudo:
      `A próxima parcela da cota ${cota} não foi paga até o vencimento, ${formatarData(c.dataLimite)}, e a ` +
      'renegociação foi desfeita: as parcelas renegociadas voltaram a ficar em atraso e as demais voltaram ao ' +
      'valor original. Pague as parcelas em atraso para evitar o cancelamento da cota.',
    link: '/boletos?filtro=late',
  };
}

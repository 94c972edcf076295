/**
 * Money rules of the boletos journey: instalment composition, overdue charges, settlement, grouping and the
 * monthly delivery preference. Integer centavos throughout; every division rounds half-up to the centavo once,
 * through the kernel's one rounding core (comum/dinheiro.ts).
 */
import { agoraEmSaoPaulo, diasCorridos, somarDias } from '../comum/datas.ts';
import { aplicarUnidades, dividirCentavos, exigirCentavos, unidadesDeTaxa } from '../comum/dinheiro.ts';
import { formatarData } from '../formatacao/formatacao.rules.ts';
import type { ComposicaoParcela, FormaEnvio, Quitacao } from './boletos.schemas.ts';

/** `valor` × `percentual` % (÷ `divisor`), half-up to the centavo. */
function aplicarPercentual(valor: number, percentual: number, divisor = 1): number {
  return aplicarUnidades(valor, unidadesDeTaxa(percentual), divisor);
}

// ——— Composition ———

export interface EntradaComposicao {
  dataEmissao: string;
  dataProximaAssembleia: string | null;
  dataProximoReajuste: string | null;
  numeroParcela: number;
  parcelasPagas: number;
  parcelasEmAtraso: number;
  prazoGrupoMeses: number;
  /** Credit at adhesion, shown for reference. */
  valorCreditoOriginal: number;
  /** Current (readjusted) credit: the base of every monthly share. */
  valorCreditoAtual: number;
  /** Over the whole term, e.g. 16.5. */
  percentualTaxaAdministracao: number;
  /** Over the whole term, e.g. 2. */
  percentualFundoReserva: number;
  /** Monthly, over `valorSaldoDevedor`. */
  percentualSeguroVida: number;
  valorSaldoDevedor: number;
  /** Catch-up after a credit readjustment, already computed by the administrator. */
  valorDiferencaParcela: number;
}

/**
 * The monthly shares of the current credit: fundo comum = crédito ÷ prazo, taxa de administração and fundo de
 * reserva = crédito × % ÷ prazo, life insurance = saldo devedor × monthly %. Each share is rounded on its own
 * and the totals are sums of the rounded shares, so the composition screen always adds up.
 */
export function comporParcela(e: EntradaComposicao): ComposicaoParcela {
  for (const [nome, valor] of [
    ['valorCreditoOriginal', e.valorCreditoOriginal],
    ['valorCreditoAtual', e.valorCreditoAtual],
    ['valorSaldoDevedor', e.valorSaldoDevedor],
    ['valorDiferencaParcela', e.valorDiferencaParcela],
  ] as const) {
    exigirCentavos(valor, nome);
  }
  if (!Number.isInteger(e.prazoGrupoMeses) || e.prazoGrupoMeses < 1) {
    throw new RangeError(`Prazo do grupo inválido: ${e.prazoGrupoMeses}.`);
  }
  const prazo = e.prazoGrupoMeses;
  const valorFundoComum = dividirCentavos(e.valorCreditoAtual, prazo);
  const valorTaxaAdministracao = aplicarPercentual(e.valorCreditoAtual, e.percentualTaxaAdministracao, prazo);
  const valorFundoReserva = aplicarPercentual(e.valorCreditoAtual, e.percentualFundoReserva, prazo);
  const valorSeguroVida = aplicarPercentual(e.valorSaldoDevedor, e.percentualSeguroVida);
  const valorParcela = valorFundoComum + valorTaxaAdministracao + valorFundoReserva;
  return {
    dataEmissao: e.dataEmissao,
    valor: valorParcela + valorSeguroVida + e.valorDiferencaParcela,
    dataProximaAssembleia: e.dataProximaAssembleia,
    valorParcela,
    dataProximoReajuste: e.dataProximoReajuste,
    numeroParcela: e.numeroParcela,
    parcelasPagas: e.parcelasPagas,
    parcelasEmAtraso: e.parcelasEmAtraso,
    prazoGrupoMeses: prazo,
    valorCreditoOriginal: e.valorCreditoOriginal,
    valorTaxaAdministracao,
    valorFundoReserva,
    valorFundoComum,
    valorDiferencaParcela: e.valorDiferencaParcela,
    percentualSeguroVida: e.percentualSeguroVida,
    valorSeguroVida,
  };
}

// ——— Overdue charges and settlement ———

/** Fine cap for consumer debts (CDC art. 52 §1º). */
export const PERCENTUAL_MULTA_ATRASO = 2;
/** Mora interest ceiling, 1 % a month, charged pro rata die over a 30-day month. */
export const PERCENTUAL_JUROS_MORA_MES = 1;

export interface EncargosDeAtraso {
  diasAtraso: number;
  valorMulta: number;
  valorJuros: number;
  /** valor + multa + juros. */
  valorTotal: number;
}

/**
 * Charges on an instalment paid on `dataPagamento`: calendar days after `vencimento`. A due date on a weekend or
 * holiday may be paid the next business day without charges: pass that day as `pagavelSemEncargosAte`; paid
 * later, the days still count from the original due date.
 */
export function encargosDeAtraso(p: {
  valor: number;
  vencimento: string;
  dataPagamento: string;
  pagavelSemEncargosAte?: string;
}): EncargosDeAtraso {
  exigirCentavos(p.valor, 'O valor da parcela');
  const dias = diasCorridos(p.vencimento, p.dataPagamento);
  const semEncargos =
    dias <= 0 || (p.pagavelSemEncargosAte !== undefined && p.dataPagamento <= p.pagavelSemEncargosAte);
  if (semEncargos) return { diasAtraso: 0, valorMulta: 0, valorJuros: 0, valorTotal: p.valor };
  const valorMulta = aplicarPercentual(p.valor, PERCENTUAL_MULTA_ATRASO);
  const valorJuros = aplicarPercentual(p.valor, PERCENTUAL_JUROS_MORA_MES * dias, 30);
  return { diasAtraso: dias, valorMulta, valorJuros, valorTotal: p.valor + valorMulta + valorJuros };
}

export interface ParcelaEmAberto {
  valor: number;
  vencimento: string;
}

/**
 * Settlement of a quota, due today (spec §5): the balance not yet due (no discount: a consortium charges no
 * interest to refund) plus every overdue instalment with its charges as of today.
 */
export function valorDeQuitacao(p: {
  valorSaldoAVencer: number;
  parcelasVencidas: readonly ParcelaEmAberto[];
  hoje: string;
}): Quitacao {
  exigirCentavos(p.valorSaldoAVencer, 'O saldo a vencer');
  let valorParcelasVencidas = 0;
  let valorEncargos = 0;
  for (const parcela of p.parcelasVencidas) {
    const e = encargosDeAtraso({ ...parcela, dataPagamento: p.hoje });
    valorParcelasVencidas += parcela.valor;
    valorEncargos += e.valorMulta + e.valorJuros;
  }
  return {
    dataVencimento: p.hoje,
    valorSaldoAVencer: p.valorSaldoAVencer,
    valorParcelasVencidas,
    valorEncargos,
    valorTotal: p.valorSaldoAVencer + valorParcelasVencidas + valorEncargos,
  };
}

// ——— Grouping ———

/** Due today is still on time. */
export function parcelaVencida(vencimento: string, hoje: string): boolean {
  return vencimento < hoje;
}

export interface ParcelaSelecionada {
  idCota: number;
  idMovimentoFinanceiro: number;
  vencimento: string;
  valor: number;
}

export type Agrupamento =
  | {
      permitido: true;
      situacao: 'em-dia' | 'vencidas';
      /** On time: the earliest due date, so no instalment is paid late. Overdue: today, charges included. */
      dataVencimento: string;
      valorParcelas: number;
      valorEncargos: number;
      valorTotal: number;
      idsCota: number[];
    }
  | { permitido: false; motivo: string };

export const MENSAGENS_AGRUPAMENTO = {
  vazio: 'Selecione ao menos uma parcela.',
  repetida: 'A mesma parcela foi selecionada mais de uma vez.',
  misturada:
    'Parcelas vencidas e parcelas em dia não podem ser pagas no mesmo boleto. Gere um boleto para as vencidas e outro para as em dia.',
  outrasCotas:
    'Para pagar parcelas de cotas diferentes em um único boleto, escolha unificar as parcelas das outras cotas.',
} as const;

/** Spec §4: boletos of several quotas can be unified; overdue and on-time instalments are never grouped. */
export function agruparParcelas(
  parcelas: readonly ParcelaSelecionada[],
  opcoes: { hoje: string; unificarOutrasCotas: boolean },
): Agrupamento {
  if (parcelas.length === 0) return { permitido: false, motivo: MENSAGENS_AGRUPAMENTO.vazio };
  const chaves = new Set(parcelas.map((p) => `${p.idCota}:${p.idMovimentoFinanceiro}`));
  if (chaves.size !== parcelas.length) return { permitido: false, motivo: MENSAGENS_AGRUPAMENTO.repetida };
  const idsCota = [...new Set(parcelas.map((p) => p.idCota))].sort((a, b) => a - b);
  if (idsCota.length > 1 && !opcoes.unificarOutrasCotas) {
    return { permitido: false, motivo: MENSAGENS_AGRUPAMENTO.outrasCotas };
  }
  const vencidas = parcelas.filter((p) => parcelaVencida(p.vencimento, opcoes.hoje));
  if (vencidas.length > 0 && vencidas.length < parcelas.length) {
    return { permitido: false, motivo: MENSAGENS_AGRUPAMENTO.misturada };
  }
  const valorParcelas = parcelas.reduce((soma, p) => soma + p.valor, 0);
  if (vencidas.length === 0) {
    const dataVencimento = parcelas.map((p) => p.vencimento).sort()[0] ?? opcoes.hoje;
    return {
      permitido: true,
      situacao: 'em-dia',
      dataVencimento,
      valorParcelas,
      valorEncargos: 0,
      valorTotal: valorParcelas,
      idsCota,
    };
  }
  const quitacao = valorDeQuitacao({ valorSaldoAVencer: 0, parcelasVencidas: parcelas, hoje: opcoes.hoje });
  return {
    permitido: true,
    situacao: 'vencidas',
    dataVencimento: opcoes.hoje,
    valorParcelas,
    valorEncargos: quitacao.valorEncargos,
    valorTotal: quitacao.valorTotal,
    idsCota,
  };
}

// ——— Delivery preference ———

export const HORAS_BLOQUEIO_FORMA_ENVIO = 24;

export const ROTULOS_FORMA_ENVIO: Record<FormaEnvio, string> = {
  email: 'E-mail',
  correio: 'Correio',
  ambos: 'E-mail e correio',
};

function dataHoraEmSaoPaulo(instante: Date): string {
  const { data, hora } = agoraEmSaoPaulo(instante);
  return `${formatarData(data)} às ${hora}`;
}

/** The 24 h lock after a change (spec §4, §9): when it lifts, or null when a change is allowed now. */
export function liberacaoDaFormaDeEnvio(alteradaEm: string | null, agora: Date): Date | null {
  if (alteradaEm === null) return null;
  const ultima = Date.parse(alteradaEm);
  if (Number.isNaN(ultima)) throw new RangeError(`Instante inválido: '${alteradaEm}'.`);
  const libera = ultima + HORAS_BLOQUEIO_FORMA_ENVIO * 3_600_000;
  return agora.getTime() < libera ? new Date(libera) : null;
}

/** A new choice takes effect after the next assembly: the first boleto under it is sent one day after it. */
export function inicioDaFormaDeEnvio(dataProximaAssembleia: string): string {
  return somarDias(dataProximaAssembleia, 1);
}

export type AlteracaoFormaEnvio =
  | { permitida: true; vigenteAPartirDe: string | null; bloqueadaAte: Date; mensagem: string }
  | { permitida: false; motivo: string; liberaEm: Date | null };

export function alterarFormaDeEnvio(p: {
  atual: FormaEnvio;
  nova: FormaEnvio;
  alteradaEm: string | null;
  agora: Date;
  dataProximaAssembleia: string | null;
}): AlteracaoFormaEnvio {
  if (p.nova === p.atual) {
    return {
      permitida: false,
      motivo: `A forma de envio já é ${ROTULOS_FORMA_ENVIO[p.atual]}.`,
      liberaEm: null,
    };
  }
  const liberaEm = liberacaoDaFormaDeEnvio(p.alteradaEm, p.agora);
  if (liberaEm) {
    return {
      permitida: false,
      motivo: `A forma de envio foi alterada há menos de ${HORAS_BLOQUEIO_FORMA_ENVIO} horas. Uma nova alteração será possível a partir de ${dataHoraEmSaoPaulo(liberaEm)}.`,
      liberaEm,
    };
  }
  const vigenteAPartirDe = p.dataProximaAssembleia ? inicioDaFormaDeEnvio(p.dataProximaAssembleia) : null;
  const quando = vigenteAPartirDe
    ? `a partir do envio de ${formatarData(vigenteAPartirDe)}, um dia após a próxima assembleia`
    : 'a partir do envio seguinte à próxima assembleia';
  return {
    permitida: true,
    vigenteAPartirDe,
    bloqueadaAte: new Date(p.agora.getTime() + HORAS_BLOQUEIO_FORMA_ENVIO * 3_600_000),
    mensagem: `Forma de envio alterada para ${ROTULOS_FORMA_ENVIO[p.nova]}. Ela vale ${quando}. Uma nova alteração só será possível após ${HORAS_BLOQUEIO_FORMA_ENVIO} horas.`,
  };
}

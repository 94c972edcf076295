/**
 * Bid values (spec §4, §5): amount from percentage, min/max, built-in, FGTS, reduction and the payload sent to
 * the server. Integer centavos; percentages go through percentual.ts so no float error decides a limit.
 */
import type { TipoCota } from '../cotas/cotas.schemas.ts';
import type { ConfirmacaoLanceBody, PayloadLance, RegrasLance, TipoLance } from './lances.schemas.ts';
import { CODIGO_OPCAO_TROCA_CHAVES, percentualLanceSchema } from './lances.schemas.ts';
import { MENSAGENS_LANCE } from './lances.mensagens.ts';
import type { ModalidadeLance, SituacaoOferta, TipoAmortizacao } from './modalidades.ts';
import { percentualDoValor, tetoDoPercentual, valorDoPercentual } from '../comum/dinheiro.ts';

/** The part of the rules answer the value rules need (tests build it by hand). */
export type ContextoLance = Pick<
  RegrasLance,
  | 'tipo'
  | 'tiposLance'
  | 'opcoes'
  | 'percentualMinimo'
  | 'percentualMaximo'
  | 'percentualMaximoEmbutido'
  | 'valorBem'
  | 'valorCredito'
  | 'valorSaldoDevedor'
>;

/** Type step: `percentual` is read for 'P' modalities (fixed ones ignore it), `valor` (centavos) for 'V'. */
export interface EscolhaTipoLance {
  modalidade: ModalidadeLance;
  percentual: number | null;
  valor: number | null;
}

/** Built-in and FGTS steps: a yes/no and, for yes, an amount in centavos. */
export interface EscolhaValorOpcional {
  usa: boolean;
  valor: number | null;
}

/** The wizard's bid offer, one key per input step; null means "not answered yet". */
export interface OfertaLance {
  type: EscolhaTipoLance | null;
  builtin: EscolhaValorOpcional | null;
  fgts: EscolhaValorOpcional | null;
  keys: boolean | null;
  reduction: TipoAmortizacao | null;
}
export type PassoEntrada = keyof OfertaLance;
export type ErrosOferta = Partial<Record<PassoEntrada, string>>;

export const OFERTA_VAZIA: OfertaLance = {
  type: null,
  builtin: null,
  fgts: null,
  keys: null,
  reduction: null,
};

/** Spec §4: FGTS only for property quotas (auto, servico and pesados have it disabled). */
export function fgtsHabilitado(tipo: TipoCota): boolean {
  return tipo === 'imovel';
}

/** Spec §4: key exchange for auto and pesados, and only when the rules carry option 003. */
export function trocaChavesHabilitada(tipo: TipoCota, opcoes: readonly { codigo: string }[]): boolean {
  return (
    (tipo === 'auto' || tipo === 'pesados') && opcoes.some((o) => o.codigo === CODIGO_OPCAO_TROCA_CHAVES)
  );
}

export function tipoLanceOferecido(ctx: ContextoLance, modalidade: ModalidadeLance): TipoLance | undefined {
  return ctx.tiposLance.find((t) => t.modalidade === modalidade);
}

export interface LanceCalculado {
  situacaoOferta: SituacaoOferta;
  percentualLance: number;
  valorLance: number;
}

/**
 * Spec §4: on a percentage rule the amount is asset value × % / 100, half-up to the centavo; on a value rule the
 * percentage is derived (4 decimals, half-up). Null while the modality is not offered or the value is missing.
 */
export function calcularLance(ctx: ContextoLance, escolha: EscolhaTipoLance): LanceCalculado | null {
  const tipo = tipoLanceOferecido(ctx, escolha.modalidade);
  if (!tipo) return null;
  if (tipo.situacaoOferta === 'P') {
    const percentualLance = tipo.percentualFixo ?? escolha.percentual;
    if (percentualLance === null) return null;
    return {
      situacaoOferta: 'P',
      percentualLance,
      valorLance: valorDoPercentual(ctx.valorBem, percentualLance),
    };
  }
  if (escolha.valor === null) return null;
  return {
    situacaoOferta: 'V',
    valorLance: escolha.valor,
    percentualLance: percentualDoValor(escolha.valor, ctx.valorBem),
  };
}

/** Minimum and maximum bid in centavos; the maximum never exceeds the balance owed (nothing to pay beyond it). */
export function limitesDoLance(ctx: ContextoLance): { minimo: number; maximo: number } {
  return {
    minimo: valorDoPercentual(ctx.valorBem, ctx.percentualMinimo),
    maximo: Math.min(valorDoPercentual(ctx.valorBem, ctx.percentualMaximo), ctx.valorSaldoDevedor),
  };
}

/**
 * A typed percentage against the wire schema the API parses (0 to 100, up to 4 decimals): the field and the API
 * refuse the same values. The first message, or null.
 */
export function validarPercentualLance(percentual: number): string | null {
  const r = percentualLanceSchema.safeParse(percentual);
  return r.success ? null : (r.error.issues[0]?.message ?? MENSAGENS_LANCE.valorObrigatorio);
}

/** Spec §5 messages for an amount outside [minimum, maximum]. */
export function validarValorLance(ctx: ContextoLance, valorLance: number | null): string | null {
  if (valorLance === null || valorLance <= 0) return MENSAGENS_LANCE.valorObrigatorio;
  const { minimo, maximo } = limitesDoLance(ctx);
  if (valorLance > maximo) return MENSAGENS_LANCE.acimaDoMaximo;
  if (valorLance < minimo) return MENSAGENS_LANCE.abaixoDoMinimo;
  return null;
}

/** Spec §5/§9: up to 25 % of the credit, rounded down (a cap is never rounded up). */
export function valorMaximoEmbutido(
  ctx: Pick<ContextoLance, 'valorCredito' | 'percentualMaximoEmbutido'>,
): number {
  return tetoDoPercentual(ctx.valorCredito, ctx.percentualMaximoEmbutido);
}

export function validarEmbutido(
  ctx: ContextoLance,
  escolha: EscolhaValorOpcional,
  valorLance: number | null,
): string | null {
  if (!escolha.usa) return null;
  if (escolha.valor === null || escolha.valor <= 0) return MENSAGENS_LANCE.embutidoVazio;
  if (escolha.valor > valorMaximoEmbutido(ctx)) return MENSAGENS_LANCE.embutidoAcimaDoPermitido;
  if (valorLance !== null && escolha.valor > valorLance) return MENSAGENS_LANCE.embutidoAcimaDoLance;
  return null;
}

/** The FGTS check runs after the built-in one, so the sum rule shows on the FGTS step. */
export function validarFgts(
  ctx: ContextoLance,
  escolha: EscolhaValorOpcional,
  valorLance: number | null,
  valorEmbutido: number,
): string | null {
  if (!escolha.usa) return null;
  if (!fgtsHabilitado(ctx.tipo)) return MENSAGENS_LANCE.fgtsIndisponivel;
  if (escolha.valor === null || escolha.valor <= 0) return MENSAGENS_LANCE.fgtsVazio;
  if (valorLance === null) return null;
  if (escolha.valor > valorLance) return MENSAGENS_LANCE.fgtsAcimaDoLance;
  if (valorEmbutido + escolha.valor > valorLance) return MENSAGENS_LANCE.embutidoMaisFgtsAcimaDoLance;
  return null;
}

/** Spec §4 "FGTS is converted to a percentage of the bid for percentage rules": both directions, 4 decimals. */
export function fgtsEmPercentualDoLance(valorFgts: number, valorLance: number): number {
  return percentualDoValor(valorFgts, valorLance);
}
export function fgtsDoPercentualDoLance(percentual: number, valorLance: number): number {
  return valorDoPercentual(valorLance, percentual);
}

const valorUsado = (e: EscolhaValorOpcional | null): number => (e?.usa ? (e.valor ?? 0) : 0);

/** Errors of the steps after the type step, given the bid amount (null while unknown). */
function errosDasParcelas(ctx: ContextoLance, oferta: OfertaLance, valorLance: number | null): ErrosOferta {
  const erros: ErrosOferta = {};
  const embutido = oferta.builtin && validarEmbutido(ctx, oferta.builtin, valorLance);
  if (embutido) erros.builtin = embutido;
  const fgts = oferta.fgts && validarFgts(ctx, oferta.fgts, valorLance, valorUsado(oferta.builtin));
  if (fgts) erros.fgts = fgts;
  if (oferta.keys === true && !trocaChavesHabilitada(ctx.tipo, ctx.opcoes)) {
    erros.keys = MENSAGENS_LANCE.trocaChavesIndisponivel;
  }
  return erros;
}

/** Every error of the offer, per step; a step with an unanswered (null) value has none. */
export function validarOferta(ctx: ContextoLance, oferta: OfertaLance): ErrosOferta {
  if (!oferta.type) return errosDasParcelas(ctx, oferta, null);
  if (!tipoLanceOferecido(ctx, oferta.type.modalidade)) {
    return { type: MENSAGENS_LANCE.modalidadeIndisponivel, ...errosDasParcelas(ctx, oferta, null) };
  }
  const percentual = oferta.type.percentual;
  const tipo = tipoLanceOferecido(ctx, oferta.type.modalidade);
  const digitado = tipo?.situacaoOferta === 'P' && tipo.percentualFixo === null;
  const erroPercentual = digitado && percentual !== null ? validarPercentualLance(percentual) : null;
  if (erroPercentual) return { type: erroPercentual, ...errosDasParcelas(ctx, oferta, null) };
  const valorLance = calcularLance(ctx, oferta.type)?.valorLance ?? null;
  const erro = validarValorLance(ctx, valorLance);
  return { ...(erro ? { type: erro } : {}), ...errosDasParcelas(ctx, oferta, valorLance) };
}

/** Spec §4: the instalment-reduction flag (payload `lanceDiluido`). */
export function reduzParcela(tipoAmortizacao: TipoAmortizacao): boolean {
  return tipoAmortizacao === 'PC';
}

/** Spec §4: a free bid (LL) of an automobile quota is sent as `lanceLivreAuto`. */
export function ehLanceLivreAuto(modalidade: ModalidadeLance, tipo: TipoCota): boolean {
  return modalidade === 'LL' && tipo === 'auto';
}

/** Spec §4 fixed payload values. The browser cannot know its public address: the API writes the real one. */
export const FORMA_ACESSO_PORTAL = 'SR';
export const NUMERO_IP_PADRAO = '0.0.0.0';

/** The simulation payload of a complete, valid offer; throws with the first error otherwise (a screen bug). */
export function montarPayloadLance(ctx: ContextoLance, oferta: OfertaLance): PayloadLance {
  const erro = Object.values(validarOferta(ctx, oferta))[0];
  if (erro) throw new Error(erro);
  const lance = oferta.type ? calcularLance(ctx, oferta.type) : null;
  if (!oferta.type || !lance) throw new Error(MENSAGENS_LANCE.tipoObrigatorio);
  if (!oferta.reduction) throw new Error(MENSAGENS_LANCE.reducaoObrigatoria);
  return {
    situacaoOferta: lance.situacaoOferta,
    valorLance: lance.valorLance,
    lanceDiluido: reduzParcela(oferta.reduction),
    // Ask the server to check the group's restrictions (limits, funds) too: the API owns the truth.
    validaRestOferta: true,
    valorFGTS: valorUsado(oferta.fgts),
    valorLanceEmbutido: valorUsado(oferta.builtin),
    tipoAmortizacao: oferta.reduction,
    numeroIP: NUMERO_IP_PADRAO,
    situacaoModalidade: oferta.type.modalidade,
    trocaChaves: oferta.keys === true,
    lanceLivreAuto: ehLanceLivreAuto(oferta.type.modalidade, ctx.tipo),
    utilizaAntecipacao: false,
    quantidadeParcelaSubsequente: 0,
    // A bid covering the whole balance settles the quota.
    lancequitacao: lance.valorLance >= ctx.valorSaldoDevedor,
    formaAcesso: FORMA_ACESSO_PORTAL,
  };
}

/** The cash part of a bid: what is left after the built-in and FGTS parts. */
export function valorOfertaDoPayload(
  p: Pick<PayloadLance, 'valorLance' | 'valorLanceEmbutido' | 'valorFGTS'>,
): number {
  return p.valorLance - p.valorLanceEmbutido - p.valorFGTS;
}

export function montarConfirmacaoLance(payload: PayloadLance, identificador: string): ConfirmacaoLanceBody {
  return { ...payload, valorOferta: valorOfertaDoPayload(payload), identificador };
}

/**
 * The API's check of a received payload against the quota's rules: the first refusal message, or null. It
 * recomputes what the client derived (fixed amount, flags), so a hand-made request gains nothing.
 */
export function validarPayloadLance(ctx: ContextoLance, p: PayloadLance): string | null {
  const tipo = tipoLanceOferecido(ctx, p.situacaoModalidade);
  if (!tipo || tipo.situacaoOferta !== p.situacaoOferta) return MENSAGENS_LANCE.modalidadeIndisponivel;
  const erros = errosDasParcelas(
    ctx,
    {
      type: null,
      builtin: { usa: p.valorLanceEmbutido > 0, valor: p.valorLanceEmbutido },
      fgts: { usa: p.valorFGTS > 0, valor: p.valorFGTS },
      keys: p.trocaChaves,
      reduction: p.tipoAmortizacao,
    },
    p.valorLance,
  );
  const erro = validarValorLance(ctx, p.valorLance) ?? erros.builtin ?? erros.fgts ?? erros.keys;
  if (erro) return erro;
  const consistente =
    (tipo.percentualFixo === null || p.valorLance === valorDoPercentual(ctx.valorBem, tipo.percentualFixo)) &&
    p.lanceDiluido === reduzParcela(p.tipoAmortizacao) &&
    p.lanceLivreAuto === ehLanceLivreAuto(p.situacaoModalidade, ctx.tipo) &&
    p.lancequitacao === p.valorLance >= ctx.valorSaldoDevedor;
  return consistente ? null : MENSAGENS_LANCE.erroSimulacao;
}

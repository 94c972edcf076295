/**
 * Who may bid, until when, and what happens to earlier bids (spec §4). The API enforces every rule here even when
 * the screen already did: the deadline and the quota's situation protect the group's money.
 */
import { dataLimiteLance, prazoDeLanceAberto } from '../comum/calendario.rules.ts';
import { classificarCota, type CotaClassificavel, type SituacaoCota } from '../cotas/cotas.rules.ts';
import { hojeEmSaoPaulo } from '../comum/datas.ts';
import { formatarData } from '../formatacao/formatacao.rules.ts';
import type { SituacaoAssembleia } from '../comum/comum.schemas.ts';
import type { SituacaoLance } from './lances.schemas.ts';
import { MENSAGENS_LANCE } from './lances.mensagens.ts';

export type PermissaoAcaoLance = { permitido: true } | { permitido: false; motivo: string };

/** Cancelled, paid-off and contemplated quotas do not compete (cotas.rules precedence: cancelled first). */
export function cotaPodeOfertarLance(cota: CotaClassificavel, hoje: string): PermissaoAcaoLance {
  switch (classificarCota(cota, hoje).situacao) {
    case 'cancelada':
      return { permitido: false, motivo: MENSAGENS_LANCE.cotaCancelada };
    case 'quitada':
      return { permitido: false, motivo: MENSAGENS_LANCE.cotaQuitada };
    case 'contemplada':
      return { permitido: false, motivo: MENSAGENS_LANCE.cotaContemplada };
    case 'ativa':
      return { permitido: true };
  }
}

export type PermissaoLance =
  { permitido: true; dataLimiteLance: string } | { permitido: false; motivo: string };

/**
 * May this quota bid, now, for the assembly held on `dataSorteio`? The quota's situation first, then the deadline
 * (see calendario.rules: until 23:59:59 of the day before, São Paulo time).
 */
export function podeOfertarLance(p: {
  cota: CotaClassificavel;
  dataSorteio: string | null;
  agora: Date;
}): PermissaoLance {
  const cota = cotaPodeOfertarLance(p.cota, hojeEmSaoPaulo(p.agora));
  if (!cota.permitido) return cota;
  if (p.dataSorteio === null) return { permitido: false, motivo: MENSAGENS_LANCE.semAssembleia };
  if (!prazoDeLanceAberto(p.dataSorteio, p.agora))
    return { permitido: false, motivo: MENSAGENS_LANCE.prazoEncerrado };
  return { permitido: true, dataLimiteLance: dataLimiteLance(p.dataSorteio) };
}

/**
 * ADR 0018 "who is eligible": the regulation we read allows no overdue instalment to compete (the engine's rule 3,
 * "up to date"). One constant, so the frozen eligible set and the bid wizard's warning can never disagree.
 */
export const LIMITE_PARCELAS_EM_ATRASO_PARA_CONCORRER = 0;

/** Why a quota we hold would be left out of an assembly's eligible set; null when it competes. */
export type MotivoInaptidao = Exclude<SituacaoCota, 'ativa'> | 'em-atraso';

/**
 * The eligibility rule the assembly freezes its set with (conjunto-elegivel.rules), for one quota as of `hoje`:
 * cancelled, paid off and contemplated quotas never compete (cotas.rules precedence), an active one only with at
 * most LIMITE_PARCELAS_EM_ATRASO_PARA_CONCORRER instalments due before `hoje` and unpaid (`parcelasAtraso`).
 */
export function motivoDeInaptidao(cota: CotaClassificavel, hoje: string): MotivoInaptidao | null {
  const { situacao } = classificarCota(cota, hoje);
  if (situacao !== 'ativa') return situacao;
  return cota.parcelasAtraso > LIMITE_PARCELAS_EM_ATRASO_PARA_CONCORRER ? 'em-atraso' : null;
}

/**
 * The warning a quota in arrears sees before bidding (issue 15): the assembly freezes its eligible set with
 * `motivoDeInaptidao` at the end of the bid deadline, so a quota that still has an overdue instalment then is
 * left out of the draw and its bid is closed unread. Null when the rule does not leave it out for arrears (the
 * other reasons already forbid bidding) or there is no assembly to bid for.
 */
export function avisoDeAtrasoNoLance(p: {
  cota: CotaClassificavel;
  assembleia: { dataSorteio: string } | null;
  hoje: string;
}): string | null {
  if (!p.assembleia || motivoDeInaptidao(p.cota, p.hoje) !== 'em-atraso') return null;
  const n = p.cota.parcelasAtraso;
  const parcelas = n === 1 ? '1 parcela vencida e não paga' : `${n} parcelas vencidas e não pagas`;
  return (
    `Esta cota tem ${parcelas}. Cota com parcela em atraso não concorre ao ` +
    `sorteio nem aos lances da assembleia de ${formatarData(p.assembleia.dataSorteio)}: o lance pode ser ` +
    `registrado, mas não será considerado. Para concorrer, pague as parcelas em atraso até ` +
    `${formatarData(dataLimiteLance(p.assembleia.dataSorteio))}.`
  );
}

export interface LanceExistente {
  protocolo: string;
  numeroTotalAssembleia: number;
  situacao: SituacaoLance;
}

/** Spec §4: a new bid for an assembly replaces the quota's active bids for the same one (they become 'substituido'). */
export function lancesSubstituidos(
  existentes: readonly LanceExistente[],
  numeroTotalAssembleia: number,
): string[] {
  return existentes
    .filter((l) => l.situacao === 'ativo' && l.numeroTotalAssembleia === numeroTotalAssembleia)
    .map((l) => l.protocolo);
}

/** What decides whether a bid can still be cancelled: its own state and its assembly's. */
export interface LanceCancelavel {
  situacao: SituacaoLance;
  dataSorteio: string;
  /** A started assembly has already counted the bid, whatever the date (an operator may start it early). */
  situacaoAssembleia: SituacaoAssembleia;
}

/** A bid can be cancelled only while it is active and its assembly still takes bids. */
export function podeCancelarLance(lance: LanceCancelavel, agora: Date): PermissaoAcaoLance {
  if (lance.situacao !== 'ativo') return { permitido: false, motivo: MENSAGENS_LANCE.cancelamentoInativo };
  if (lance.situacaoAssembleia !== 'agendada' || !prazoDeLanceAberto(lance.dataSorteio, agora)) {
    return { permitido: false, motivo: MENSAGENS_LANCE.cancelamentoEncerrado };
  }
  return { permitido: true };
}

/**
 * The history row's buttons. Any past bid may be repeated (prefilled into a new bid for the open assembly) when
 * the quota may bid now; an active bid for that same assembly is simply replaced.
 */
export function acoesDoLance(
  lance: LanceCancelavel,
  cotaPodeOfertar: boolean,
  agora: Date,
): { podeCancelar: boolean; podeRepetir: boolean } {
  return { podeCancelar: podeCancelarLance(lance, agora).permitido, podeRepetir: cotaPodeOfertar };
}

/**
 * Who may bid, until when, and what happens to earlier bids (spec §4). The API enforces every rule here even when
 * the screen already did: the deadline and the quota's situation protect the group's money.
 */
import { dataLimiteLance, prazoDeLanceAberto } from '../comum/calendario.rules.ts';
import { classificarCota, type CotaClassificavel } from '../cotas/cotas.rules.ts';
import { hojeEmSaoPaulo } from '../comum/datas.ts';
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

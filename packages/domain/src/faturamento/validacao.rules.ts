import { faseEm } from '../casos/casos.rules.ts';
import type { CodigoFase } from '../casos/fases.schemas.ts';
import type { EstadoRestricaoCpf } from '../contemplacao/analise.rules.ts';
import {
  ROTULOS_MOTIVO_RESTRICAO,
  MOTIVOS_RECUSA_IDENTIFICACAO,
  type MOTIVOS_RESTRICAO,
  type DecisaoIdentificacao,
  type MotivoRecusaIdentificacao,
  type MotivoRestricao,
  type ResultadoValidacao,
} from './faturamento.schemas.ts';

/**
 * 02 §6: asset-invoicing routes need a mobile device. The API reads the user agent (the web reads the
 * viewport): phones and tablets of the usual systems.
 */
export function ehDispositivoMovel(userAgent: string | null | undefined): boolean {
  return /\b(Mobi|Android|iPhone|iPad|iPod|Windows Phone)\b/i.test(userAgent ?? '');
}

/** What `validar` reads from real data about the selected quota and its holder. */
export interface EntradaValidacao {
  /** The quota is paid off (status text contains 'quitado', 02 §4.10). */
  quitada: boolean;
  /** Phase of the contemplation's credit-analysis case (02 §4.9), null when there is none. */
  faseAnaliseCredito: string | null;
  /** The credit screening (retorno-crivo) read through `estadoRestricaoCpf`. */
  restricaoCpf: EstadoRestricaoCpf;
  /** Other contemplated, not paid-off, not cancelled quotas of the same holder. */
  outrasCotasContempladas: number;
  /** Overdue instalments of the quota (a boleto to pay before billing). */
  parcelasEmAtraso: number;
}

export type DecisaoValidacao =
  | { resultado: ResultadoValidacao; podeFaturar: boolean; motivos: (typeof MOTIVOS_RESTRICAO)[number][] }
  | 'erro-crivo';

const REPROVACOES_DA_ANALISE = [
  'CADASTRO_NAO_APROVADO',
  'CADASTRO_NAO_APROVADO_COMITE',
  'REPROVADO',
  'REPROVADO_COMITE',
] as const;

/**
 * 02 §2.2 outcome: REPROVADO when the credit analysis refused the holder (cpfreprovado); RESTRITO when the
 * credit screening restricts the CPF (cpfrestrito, no reason) or when a reason keeps billing off the digital
 * path (paid-off quota, overdue instalment, several contemplated quotas); APROVADO otherwise. A screening
 * error ('27') is neither: the caller answers the §8 screening failure message.
 */
export function decidirValidacao(e: EntradaValidacao): DecisaoValidacao {
  if (faseEm(e.faseAnaliseCredito, REPROVACOES_DA_ANALISE))
    return { resultado: 'REPROVADO', podeFaturar: false, motivos: [] };
  if (e.restricaoCpf === 'erro') return 'erro-crivo';
  if (e.restricaoCpf === 'restrito') return { resultado: 'RESTRITO', podeFaturar: false, motivos: [] };
  const motivos: (typeof MOTIVOS_RESTRICAO)[number][] = [];
  if (e.quitada) motivos.push('COTA_QUITADA');
  if (e.parcelasEmAtraso > 0) motivos.push('PAGAMENTO_BOLETO');
  if (e.outrasCotasContempladas > 0) motivos.push('MULTIPLAS_COTAS');
  return motivos.length > 0
    ? { resultado: 'RESTRITO', podeFaturar: false, motivos }
    : { resultado: 'APROVADO', podeFaturar: true, motivos: [] };
}

/** The /faturamento screen an outcome leads to (02 §2.2). */
export type TelaDaValidacao = 'tipo' | 'cpfreprovado' | 'cpfrestrito' | 'cotaquitada' | 'cotas' | 'manual';

/**
 * APROVADO → billing type; REPROVADO → CPF rejected; RESTRITO without a reason → CPF restricted; paid-off quota
 * → its screen; several contemplated quotas (alone) → choose the quotas; any other reason → the manual path.
 */
export function telaDaValidacao(v: {
  resultado: ResultadoValidacao;
  motivos: readonly MotivoRestricao[];
}): TelaDaValidacao {
  if (v.resultado === 'APROVADO') return 'tipo';
  if (v.resultado === 'REPROVADO') return 'cpfreprovado';
  if (v.motivos.length === 0) return 'cpfrestrito';
  if (v.motivos.includes('COTA_QUITADA')) return 'cotaquitada';
  if (v.motivos.length === 1 && v.motivos[0] === 'MULTIPLAS_COTAS') return 'cotas';
  return 'manual';
}

/**
 * After the quota choice (02 §2.2 "quota selection and number of assets when several quotas"): the app bills
 * one asset with one quota; joining quotas or buying several assets is done with an attendant.
 */
export function motivoDaEscolhaDeCotas(e: { cotas: number; bens: number }): MotivoRestricao | null {
  if (e.bens > 1) return 'MULTIPLOS_BENS';
  if (e.cotas > 1) return 'MULTIPLAS_COTAS';
  return null;
}

// ——— Manual path (WhatsApp) ———

/** Digits only (a wa.me link's number); a Brazilian number without the country code gets 55. */
export function telefoneInternacional(telefone: string | null | undefined): string | null {
  // A wa.me link ('https://wa.me/5511999990000?text=Ol%C3%A1') is its path's number, not every digit in it.
  const doLink = /wa\.me\/(\d+)|[?&]phone=(\d+)/.exec(telefone ?? '');
  const d = doLink ? (doLink[1] ?? doLink[2]!) : (telefone ?? '').replace(/\D/g, '');
  if (d.length === 10 || d.length === 11) return `55${d}`;
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) return d;
  return null;
}

/**
 * 02 §2.2: the manual path needs the customer's phone to be the one registered on the quota. Compared as
 * national numbers (DDD + number), ignoring masks and the country code.
 */
export function telefonesConferem(
  doCliente: string | null | undefined,
  daCota: string | null | undefined,
): boolean {
  const a = telefoneInternacional(doCliente);
  const b = telefoneInternacional(daCota);
  return a !== null && a === b;
}

/** '(11) •••••-4321': which registered phone it is, without giving it away. */
export function mascararTelefone(telefone: string | null | undefined): string | null {
  const d = (telefone ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (d.length < 10) return null;
  return `(${d.slice(0, 2)}) ${'•'.repeat(d.length - 6)}-${d.slice(-4)}`;
}

/** The prefilled message to the attendant: who, which quota and why. */
export function mensagemWhatsAppManual(e: {
  nome: string;
  grupo: number;
  cota: number;
  motivo: MotivoRestricao;
}): string {
  const grupo = String(e.grupo).padStart(4, '0');
  const cota = String(e.cota).padStart(4, '0');
  return (
    `Olá! Sou ${e.nome.trim()} e quero faturar o bem da minha cota contemplada ` +
    `(grupo ${grupo}, cota ${cota}) com um atendente. Motivo: ${ROTULOS_MOTIVO_RESTRICAO[e.motivo]}.`
  );
}

/** `https://wa.me/<number>?text=<message>`; null without a valid attendant number. */
export function linkWhatsAppManual(
  numeroAtendente: string | null | undefined,
  mensagem: string,
): string | null {
  const numero = telefoneInternacional(numeroAtendente);
  return numero ? `https://wa.me/${numero}?text=${encodeURIComponent(mensagem)}` : null;
}

// ——— Back-office: the identification decision ———

/** The phases in which an identification waits for the analyst (02 §4.4 analysing and GRC/BRSCAN return). */
export const FASES_IDENTIFICACAO_EM_ANALISE = [
  'BRSCAN_EM_ANDAMENTO',
  'ANALISE_FATURAMENTO',
  'SUSPEITA_FRAUDE',
  'PARECER_GRC',
  'ANALISE_GRC',
  'RETORNO_BRSCAN',
] as const satisfies readonly CodigoFase[];

/** Approve → awaiting the asset choice; refuse → redo (re-analysis); branch → document refused. */
export const FASE_DA_DECISAO_IDENTIFICACAO: Record<DecisaoIdentificacao, CodigoFase> = {
  aprovar: 'AGUARDANDO_ESCOLHA_BEM',
  reprovar: 'REANALISE_BRSCAN',
  filial: 'DOCUMENTO_RECUSADO',
};

/** A refusal needs at least one reason; an approval takes none. Null: the decision is well formed. */
export function recusaDaDecisaoIdentificacao(e: {
  decisao: DecisaoIdentificacao;
  motivos: readonly MotivoRecusaIdentificacao[];
}): string | null {
  if (e.decisao === 'reprovar' && e.motivos.length === 0) return 'Informe ao menos um motivo da recusa.';
  if (e.decisao === 'aprovar' && e.motivos.length > 0) return 'Uma aprovação não leva motivos de recusa.';
  if (new Set(e.motivos).size !== e.motivos.length) return 'Motivo repetido.';
  return null;
}

/** The reasons as the customer reads them ('Documento ilegível; Documento vencido'). */
export function textoDosMotivos(motivos: readonly MotivoRecusaIdentificacao[]): string | null {
  return motivos.length ? motivos.map((m) => MOTIVOS_RECUSA_IDENTIFICACAO[m]).join('; ') : null;
}

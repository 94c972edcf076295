import { JANELAS_RETORNO, PERIODOS_RETORNO, type Periodo } from '../filiais/retorno.rules.ts';

/** 03 §9: the insurance covers up to 6 months of instalments on involuntary unemployment. */
export const MESES_COBERTURA_SEGURO = 6;

/** 03 §2: the call-back periods of the request form (morning 8h–13h, afternoon 13h–19h). */
export const MELHORES_HORARIOS_SEGURO = PERIODOS_RETORNO;
export type MelhorHorarioSeguro = Periodo;
export const JANELAS_MELHOR_HORARIO = JANELAS_RETORNO;

/** The customer-facing texts of the insurance offer (03 §2, §8). */
export const MENSAGENS_SEGURO = {
  /** 03 §8 "Insurance request failure": the erro screen's title and text. */
  falhaTitulo: 'Ops, algo de errado',
  falha: 'O serviço está indisponível no momento. Tente novamente mais tarde.',
  jaPossui: 'Esta cota já tem o seguro.',
  solicitacaoAberta: 'Você já pediu o seguro desta cota. Nossa equipe vai entrar em contato.',
  cancelada: 'O seguro não é oferecido para cotas canceladas.',
  quitada: 'O seguro não é oferecido para cotas quitadas.',
  horario: 'Escolha o melhor horário para o contato.',
  solicitacaoEncerrada: 'Esta solicitação já foi encerrada.',
} as const;

/** The cover a simulation shows: the quota's instalment, paid for up to 6 months (integer centavos). */
export function coberturaDoSeguro(valorParcelaCentavos: number): {
  valorParcelaCentavos: number;
  meses: number;
  valorMaximoCentavos: number;
} {
  if (!Number.isSafeInteger(valorParcelaCentavos) || valorParcelaCentavos < 0)
    throw new RangeError(`Valor de parcela inválido: ${valorParcelaCentavos}`);
  return {
    valorParcelaCentavos,
    meses: MESES_COBERTURA_SEGURO,
    valorMaximoCentavos: valorParcelaCentavos * MESES_COBERTURA_SEGURO,
  };
}

/** Why a quota cannot request the insurance, or null when it can. */
export function motivoSemSeguro(c: {
  cancelada: boolean;
  quitada: boolean;
  possuiSeguro: boolean;
  solicitacaoAberta: boolean;
}): keyof typeof MENSAGENS_SEGURO | null {
  if (c.cancelada) return 'cancelada';
  if (c.quitada) return 'quitada';
  if (c.possuiSeguro) return 'jaPossui';
  if (c.solicitacaoAberta) return 'solicitacaoAberta';
  return null;
}

/** The /ofertaseguro screens a quota's state leads to on entering the offer. */
export type TelaDoSeguro = 'introducao' | 'aguarde' | 'adquirido' | 'indisponivel';

/**
 * Which screen the offer opens on: a quota with the insurance → adquirido; with an open request → aguarde;
 * cancelled or paid off → indisponivel; otherwise the introduction.
 */
export function telaDoSeguro(d: {
  possui_seguro: 'S' | 'N';
  solicitacaoAberta: boolean;
  ofertaDisponivel: boolean;
}): TelaDoSeguro {
  if (d.possui_seguro === 'S') return 'adquirido';
  if (d.solicitacaoAberta) return 'aguarde';
  if (!d.ofertaDisponivel) return 'indisponivel';
  return 'introducao';
}

/** The back-office's words for how a request was closed. */
export const ROTULOS_DESFECHO_SEGURO = {
  contratado: 'Contratou o seguro',
  recusado: 'Não quis contratar',
  sem_contato: 'Sem contato com o cliente',
} as const;
export type DesfechoSolicitacaoSeguro = keyof typeof ROTULOS_DESFECHO_SEGURO;
export const DESFECHOS_SOLICITACAO_SEGURO = Object.keys(ROTULOS_DESFECHO_SEGURO) as [
  DesfechoSolicitacaoSeguro,
  ...DesfechoSolicitacaoSeguro[],
];

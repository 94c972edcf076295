import { ApiError } from '@/lib/api';

export interface FalhaDoLance {
  /** What the wizard shows next to the step (the bid error). */
  mensagem: string;
  /** Not a refusal but something unexpected (5xx, no connection, an answer out of contract): the 'Ops ;)' modal too. */
  inesperada: boolean;
}

/**
 * A 400/404 is the server refusing with its own words (the deadline, a cancelled quota): shown as they come.
 * Anything else gets the spec's message for the step (simulation or confirmation error) and the generic modal.
 */
export function falhaDoLance(erro: unknown, padrao: string): FalhaDoLance {
  if (erro instanceof ApiError && (erro.status === 400 || erro.status === 404)) {
    return { mensagem: erro.mensagem, inesperada: false };
  }
  return { mensagem: padrao, inesperada: !(erro instanceof ApiError && erro.status === 401) };
}

import { useSyncExternalStore } from 'react';

/**
 * The registration change waiting for its SMS token (03 §4, §7 "Save with auth token plus payload"): the
 * screen that asked for it (e-mail/phone, address) leaves the save here and sends the customer through
 * /perfil/token → enviar → inserir → validar. Everything lives in this module's memory only: no personal data
 * and no code go to the URL, history state or storage, and a reload simply starts the change over. The
 * `auth_token` itself never lands here either: validar receives it and hands it straight to `salvar`.
 */
export interface AlteracaoPendente {
  /** The quota the code is generated and spent on (the session's), so another quota's session drops it. */
  idCota: number;
  /** What is being confirmed, in the customer's words ('Novo celular: (11) 91234-5678'). */
  descricao: string;
  /** The screen to go back to, after saving or giving up. */
  voltarPara: string;
  /** Performs the save with the SMS authorisation. */
  salvar: (authToken: string) => Promise<unknown>;
  /** The toast once saved. */
  sucesso: { titulo: string; descricao?: string };
}

/** The code's progress, in this device's clock (the countdown does not depend on the server's). */
export interface EstadoDoToken {
  /** The masked mobile the code went to, as the API answered it. */
  destino: string | null;
  /** When the last code was sent, and when it stops being valid (epoch ms). */
  enviadoEm: number | null;
  expiraEm: number | null;
  /** The code typed on inserir, waiting for validar. */
  codigo: string;
  /** The §8 message of a refused code, shown on inserir. */
  erro: string | null;
  /** Why a code could not be sent (the 40 s not passed, no mobile), or the save refused the authorisation. */
  erroEnvio: string | null;
  /** Wrong codes since the last one was sent (the API allows 5). */
  erradas: number;
}

interface Estado {
  alteracao: AlteracaoPendente | null;
  token: EstadoDoToken;
}

const TOKEN_VAZIO: EstadoDoToken = {
  destino: null,
  enviadoEm: null,
  expiraEm: null,
  codigo: '',
  erro: null,
  erroEnvio: null,
  erradas: 0,
};

let estado: Estado = { alteracao: null, token: TOKEN_VAZIO };
const ouvintes = new Set<() => void>();

function mudar(novo: Estado) {
  estado = novo;
  ouvintes.forEach((o) => o());
}

function assinar(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** A new change to confirm: any code of a previous one is forgotten. */
export function iniciarAlteracao(alteracao: AlteracaoPendente): void {
  mudar({ alteracao, token: TOKEN_VAZIO });
}

/** Updates the code's progress. */
export function atualizarToken(parcial: Partial<EstadoDoToken>): void {
  mudar({ ...estado, token: { ...estado.token, ...parcial } });
}

/** Done or given up: nothing of the change stays in memory. */
export function encerrarAlteracao(): void {
  mudar({ alteracao: null, token: TOKEN_VAZIO });
}

export function lerAlteracao(): Estado {
  return estado;
}

/** The pending change of this quota (null when none, or another quota's), and its code's progress. */
export function useAlteracaoPendente(idCota: number | undefined): Estado {
  const atual = useSyncExternalStore(assinar, lerAlteracao, lerAlteracao);
  if (atual.alteracao && atual.alteracao.idCota !== idCota) return { alteracao: null, token: TOKEN_VAZIO };
  return atual;
}

/** Who is calling, from the access token. Every protected handler reads it; none trusts the body for it. */
export interface Sessao {
  clienteId: number;
  cotaId: number;
  parceiroId: number;
  /** Refresh-token family of this login: selecting a quota or logging out acts on it. */
  familia: string;
  transparente: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessao: Sessao;
    operador: OperadorDaRequisicao;
  }
}

export type DonoDoTicket = Pick<Sessao, 'clienteId' | 'parceiroId' | 'familia'>;

interface TokenTransparente {
  id: string;
  clienteId: number;
  cotaId: number;
  parceiroId: number;
}

/** An analyst's session in the back-office. */
interface SessaoOperador {
  operadorId: number;
  sessaoId: string;
}

/**
 * The operator behind a back-office request: the session and, for a partner's analyst, the partner whose
 * quotas are the only ones it may see (null: the administrator's staff, who see every partner).
 */
export interface OperadorDaRequisicao extends SessaoOperador {
  parceiroId: number | null;
}

export interface TokenService {
  /**
   * A short-lived link to one resource (a PDF, a live stream): never the access token in a URL (ARCHITECTURE.md).
   * It belongs to the session that asked for it: it dies with that session (logout, password change, quota
   * selection) and opens only on that session's partner's hosts.
   */
  emitirDownload: (recurso: string, sessao: DonoDoTicket, validadeS: number) => Promise<string>;
  /** The ticket's resource and holder; 404 with the expired-link message when it is not (or no longer) valid here. */
  verificarDownload: (
    token: string,
    parceiroDoHost: number | undefined,
  ) => Promise<{ recurso: string; clienteId: number }>;
  emitirOperador: (s: SessaoOperador, validadeS: number) => Promise<string>;
  verificarOperador: (token: string) => Promise<SessaoOperador>;
  emitir: (sessao: Sessao) => Promise<{ token: string; expiresIn: number }>;
  verificar: (token: string) => Promise<Sessao>;
  emitirTransparente: (t: TokenTransparente, validadeS: number) => Promise<string>;
  verificarTransparente: (token: string) => Promise<TokenTransparente>;
}

export const LINK_TRANSPARENTE_INVALIDO =
  'Este link de acesso não é mais válido. Entre com seu CPF ou CNPJ e sua senha.';

export { ATUALIZACAO_CADASTRAL_PENDENTE, FORA_DO_ACESSO_TRANSPARENTE } from '@portal/domain';

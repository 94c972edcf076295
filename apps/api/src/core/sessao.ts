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
    operador: SessaoOperador;
  }
}

interface TokenTransparente {
  id: string;
  clienteId: number;
  cotaId: number;
  parceiroId: number;
}

/** An analyst's session in the back-office. */
export interface SessaoOperador {
  operadorId: number;
  sessaoId: string;
}

export interface TokenService {
  /** A short-lived link to one resource (a PDF): never the access token in a URL (ARCHITECTURE.md). */
  emitirDownload: (recurso: string, clienteId: number, validadeS: number) => Promise<string>;
  verificarDownload: (token: string) => Promise<{ recurso: string; clienteId: number }>;
  emitirOperador: (s: SessaoOperador, validadeS: number) => Promise<string>;
  verificarOperador: (token: string) => Promise<SessaoOperador>;
  emitir: (sessao: Sessao) => Promise<{ token: string; expiresIn: number }>;
  verificar: (token: string) => Promise<Sessao>;
  emitirTransparente: (t: TokenTransparente, validadeS: number) => Promise<string>;
  verificarTransparente: (token: string) => Promise<TokenTransparente>;
}

export const LINK_TRANSPARENTE_INVALIDO =
  'Este link de acesso não é mais válido. Entre com seu CPF ou CNPJ e sua senha.';

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, apiInalcancavel, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { mostrarErro } from '@/lib/error-modal';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `erroTratado`: the screen shows this mutation's error itself (e.g. the login form), so no 'Ops ;)' modal. */
    mutationMeta: { erroTratado?: boolean };
    /**
     * `semIndisponivel`: a background check (the version poll) whose failure must not take the user away.
     * `essencial`: the app cannot work without a fresh answer (the partner configuration), even with a stored copy.
     */
    queryMeta: { semIndisponivel?: boolean; essencial?: boolean };
  }
}

/** 4xx answers are final; only network failures and 5xx are worth retrying. */
function deveRepetir(tentativas: number, erro: Error): boolean {
  if (erro instanceof ApiError && erro.status >= 400 && erro.status < 500) return false;
  return tentativas < 2;
}

export interface OpcoesQueryClient {
  /** The API cannot be reached (no answer, or 502/503/504 after the retries): the app shows /indisponivel. */
  aoIndisponivel?: () => void;
}

export function criarQueryClient({ aoIndisponivel }: OpcoesQueryClient = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: deveRepetir, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (erro, query) => {
        // Data already on screen stays usable: only a screen left with nothing to show goes to /indisponivel.
        if (!apiInalcancavel(erro) || query.meta?.semIndisponivel) return;
        if (query.state.data === undefined || query.meta?.essencial) aoIndisponivel?.();
      },
    }),
    mutationCache: new MutationCache({
      onError: (erro, _vars, _ctx, mutation) => {
        // Forms that show their own errors keep what the user typed, even when the API is unreachable.
        if (mutation.meta?.erroTratado) return;
        // 401 means the session ended: the client already sent the user to login.
        if (erro instanceof ApiError && erro.status === 401) return;
        if (apiInalcancavel(erro) && aoIndisponivel) return aoIndisponivel();
        mostrarErro(erro instanceof ApiError ? erro.mensagem : MENSAGEM_ERRO_SISTEMA);
      },
    }),
  });
}

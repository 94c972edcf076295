import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { mostrarErro } from '@/lib/error-modal';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `erroTratado`: the screen shows this mutation's error itself (e.g. the login form), so no 'Ops ;)' modal. */
    mutationMeta: { erroTratado?: boolean };
  }
}

/** 4xx answers are final; only network failures and 5xx are worth retrying. */
function deveRepetir(tentativas: number, erro: Error): boolean {
  if (erro instanceof ApiError && erro.status >= 400 && erro.status < 500) return false;
  return tentativas < 2;
}

export function criarQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: deveRepetir, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (erro, _vars, _ctx, mutation) => {
        // 401 means the session ended: the client already sent the user to login.
        if (mutation.meta?.erroTratado || (erro instanceof ApiError && erro.status === 401)) return;
        mostrarErro(erro instanceof ApiError ? erro.mensagem : MENSAGEM_ERRO_SISTEMA);
      },
    }),
  });
}

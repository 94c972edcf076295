import type { TokenResposta } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { limparDadosDoCliente } from '@/lib/queries/chaves';
import { definirCotaPadrao, iniciarSessao } from '@/lib/session';
import { cotaSelecionadaQueryOptions } from '../api/get-cota-selecionada';

/**
 * Every way in (password, passkey, transparent link) ends here: the previous user's cache goes, the new
 * session is stored (spec §3) and the default quota object is fetched.
 */
export async function prepararSessao(queryClient: QueryClient, tokens: TokenResposta): Promise<void> {
  limparDadosDoCliente(queryClient);
  iniciarSessao(tokens);
  if (tokens.perfil.senhaExpirada) return; // the password screens need no quota
  try {
    definirCotaPadrao(await queryClient.fetchQuery(cotaSelecionadaQueryOptions()));
  } catch {
    // Not fatal: the screens fall back to the default quota id.
  }
}

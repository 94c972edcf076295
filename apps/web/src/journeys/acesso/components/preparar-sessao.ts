import { acessoOperacoes, type TokenResposta } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { limparDadosDoCliente } from '@/lib/chaves';
import { consulta } from '@/lib/operacoes';
import { executarVerificacaoDeCasos } from '@/lib/verificacao-de-casos';
import { definirCotaPadrao, iniciarSessao } from '@/lib/session';

/**
 * Every way in (password, passkey, transparent link) ends here: the previous user's cache goes, the new
 * session is stored (spec §3), the default quota object is fetched and the quota's case-check sequence runs
 * (03 §4), so the first screen already knows whether the registration must be updated (spec §2 rule 4).
 */
export async function prepararSessao(queryClient: QueryClient, tokens: TokenResposta): Promise<void> {
  limparDadosDoCliente(queryClient);
  iniciarSessao(tokens);
  if (tokens.perfil.senhaExpirada) return; // the password screens need no quota
  try {
    definirCotaPadrao(await queryClient.fetchQuery(consulta(acessoOperacoes.cotaSelecionada)));
  } catch {
    // Not fatal: the screens fall back to the default quota id.
  }
  await executarVerificacaoDeCasos(queryClient);
}

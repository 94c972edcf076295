import { acessoOperacoes, MENSAGEM_ERRO_TROCA_SENHA } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from './api';
import { chamar } from './operacoes';
import { marcarSenhaAlterada, sessao } from './session';

/**
 * POST /cotas/{id}/alterar-senha: current (or provisional) password, new password and national ID (spec §5).
 * The new password applies to all the person's quotas; the server ends the other sessions, this one goes on.
 */
export function useAlterarSenha() {
  return useMutation({
    mutationFn: ({ senhaAtual, novaSenha }: { senhaAtual: string; novaSenha: string }) => {
      const atual = sessao.ler();
      if (!atual) throw new ApiError(401, MENSAGEM_ERRO_TROCA_SENHA);
      return chamar(acessoOperacoes.alterarSenha, {
        params: { id: atual.idCotaPadrao },
        body: { senhaAtual, novaSenha, inscricaoNacional: atual.usuario.inscricaoNacional },
      });
    },
    meta: { erroTratado: true },
    onSuccess: marcarSenhaAlterada,
  });
}

/**
 * The first step of a two-step change (/alterarsenha/atual, /perfil/senha): the server checks the current
 * password on the change's own attempt counter, so a typo shows on that step's field.
 */
export function useConferirSenhaAtual() {
  return useMutation({
    mutationFn: (senhaAtual: string) =>
      chamar(acessoOperacoes.conferirSenhaAtual, {
        params: { id: sessao.ler()?.idCotaPadrao ?? 0 },
        body: { senhaAtual },
      }),
    meta: { erroTratado: true },
  });
}

/** Spec §8: the server's message for a refused change (400, 429) or no connection; anything else, the spec's text. */
export function mensagemErroTrocaSenha(erro: Error): string {
  if (erro instanceof ApiError && [0, 400, 429].includes(erro.status)) return erro.mensagem;
  return MENSAGEM_ERRO_TROCA_SENHA;
}

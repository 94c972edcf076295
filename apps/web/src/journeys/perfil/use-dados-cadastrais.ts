import { acessoOperacoes, dadosCadastraisOperacoes, type RendaPatrimonioBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';

/**
 * The person's registration data (03 §3, §7), read and changed through the session's quota: every quota of
 * theirs shows the same addresses, e-mails and phones, so a change is seen by all of them.
 */
export function useDadosCadastrais(idCota: number | undefined) {
  return useQuery({
    ...consulta(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
}

/** The screens' parameters: the code's size and times, the mobile the code goes to. */
export function useParametrosCadastro(idCota: number | undefined) {
  return useQuery({
    ...consulta(dadosCadastraisOperacoes.parametros, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
}

/**
 * After a change: every quota's copy of the registration data, and the quota details that show the principal
 * e-mail and mobile, are read again.
 */
export async function recarregarCadastro(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'cotas' &&
      typeof queryKey[1] === 'number' &&
      (queryKey.length === 2 || queryKey[2] === 'dados-cadastrais'),
  });
}

/** PUT /cotas/{id}/dados-cadastrais: income and total assets, in centavos (null = not informed). */
export function useAlterarRendaPatrimonio(idCota: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RendaPatrimonioBody) =>
      chamar(dadosCadastraisOperacoes.alterarRendaPatrimonio, { params: { id: idCota ?? 0 }, body }),
    meta: { erroTratado: true },
    onSuccess: (renda) => {
      queryClient.setQueryData(
        chave(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota ?? 0 } }),
        (atual: object | undefined) => (atual ? { ...atual, ...renda } : atual),
      );
      return recarregarCadastro(queryClient);
    },
  });
}

/**
 * Making an entry principal without changing it needs no SMS token (the catalogue's "só tornar principal
 * dispensa o token"): the same PUT with the entry as it is and the flags set.
 */
export type ItemPrincipal =
  | { tipo: 'email'; idEmail: number; email: string }
  | {
      tipo: 'telefone';
      idTelefone: number;
      telefone: string;
      idCidade: number | null;
      idTipoTelefone: number;
    };

export function useTornarPrincipal(idCota: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: ItemPrincipal): Promise<void> => {
      if (item.tipo === 'email')
        await chamar(dadosCadastraisOperacoes.alterarEmail, {
          params: { id: idCota ?? 0, idEmail: item.idEmail },
          body: { email: item.email, principal: true, principalTodas: true },
        });
      else
        await chamar(dadosCadastraisOperacoes.alterarTelefone, {
          params: { id: idCota ?? 0, idTelefone: item.idTelefone },
          body: {
            telefone: item.telefone,
            idCidade: item.idCidade,
            idTipoTelefone: item.idTipoTelefone as 1 | 2 | 3,
            principal: true,
            principalTodas: true,
          },
        });
    },
    meta: { erroTratado: true },
    onSuccess: () => recarregarCadastro(queryClient),
  });
}

/** POST /cotas/{id}/verificacao: a code by SMS to the registered mobile (masked in the answer). */
export function useEnviarCodigo(idCota: number | undefined) {
  return useMutation({
    mutationFn: () => chamar(acessoOperacoes.enviarCodigo, { params: { id: idCota ?? 0 } }),
    meta: { erroTratado: true },
  });
}

/** PATCH /cotas/{id}/verificacao: the code typed; a right one answers the single-use `auth_token`. */
export function useValidarCodigo(idCota: number | undefined) {
  return useMutation({
    mutationFn: (codigo: string) =>
      chamar(acessoOperacoes.validarCodigo, { params: { id: idCota ?? 0 }, body: { codigo } }),
    meta: { erroTratado: true },
  });
}

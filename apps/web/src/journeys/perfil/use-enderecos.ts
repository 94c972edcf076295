import {
  dadosCadastraisOperacoes,
  LIMITE_CIDADES_MAXIMO,
  referenciasOperacoes,
  type EnderecoBody,
} from '@portal/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';

/** GET /cotas/{id}/dados-cadastrais: the person's data (addresses, personal data, the change in analysis). */
export function useCadastro(idCota: number | undefined) {
  return useQuery({
    ...consulta(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
  });
}

/** The reference lists change with a release, not during a visit. */
const FIXA = { staleTime: Infinity, gcTime: Infinity } as const;

export const useTiposEndereco = () => useQuery({ ...consulta(referenciasOperacoes.tiposEndereco), ...FIXA });

/** 03 §7 GET buscas/cidades?uf={state}&limit=10000&offset=1: every municipality of the state, filtered here. */
export function useCidades(uf: string | undefined) {
  return useQuery({
    ...consulta(referenciasOperacoes.cidades, {
      query: { uf: uf ?? '', limit: LIMITE_CIDADES_MAXIMO, offset: 1 },
    }),
    enabled: Boolean(uf),
    ...FIXA,
  });
}

/** 03 §7 GET buscas/cep/{cep}, the hyphen removed (§5). */
export const buscarCep = (cep: string, signal?: AbortSignal) =>
  chamar(referenciasOperacoes.cep, { params: { cep: cep.replace(/\D/g, '') } }, signal);

/**
 * POST …/enderecos (new) or PUT …/enderecos/{idEndereco}, with the SMS `auth_token` (the token screens call
 * it through `alteracao-pendente.ts`); then the registration data is read again (03 §7 "An edit expects status
 * 200 and then reloads").
 */
export async function salvarEndereco(
  queryClient: QueryClient,
  idCota: number,
  idEndereco: number | undefined,
  corpo: Omit<EnderecoBody, 'auth_token'>,
  authToken: string,
) {
  const body = { ...corpo, auth_token: authToken };
  const salvo =
    idEndereco === undefined
      ? await chamar(dadosCadastraisOperacoes.incluirEndereco, { params: { id: idCota }, body })
      : await chamar(dadosCadastraisOperacoes.alterarEndereco, {
          params: { id: idCota, idEndereco },
          body: { ...body, idEndereco },
        });
  await queryClient.invalidateQueries({
    queryKey: chave(dadosCadastraisOperacoes.dadosCadastrais, { params: { id: idCota } }),
  });
  return salvo;
}

import {
  veiculosOperacoes,
  type SolicitarFornecedorBody,
  type SolicitarModeloBody,
  type TipoVeiculo,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { useSessao } from '@/lib/session';

/** How many brands, models shown at once: the customer narrows them by typing. */
const TAMANHO = 8;

/** GET /cotas/{id}/fabricantes?nomefabricante: the catalogue's brands of a vehicle type. */
export function useFabricantes(tipo: TipoVeiculo, nome: string) {
  const idCota = useSessao()?.idCotaPadrao;
  return useQuery({
    ...consulta(veiculosOperacoes.fabricantes, {
      params: { id: idCota ?? 0 },
      query: { nomefabricante: nome.trim() || undefined, tipo, page: 1, page_size: TAMANHO },
    }),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /cotas/{id}/modelosbens?codfabricante&nomebem: the brand's models of a vehicle type. */
export function useModelosBens(tipo: TipoVeiculo, codFabricante: string | undefined, nome: string) {
  const idCota = useSessao()?.idCotaPadrao;
  return useQuery({
    ...consulta(veiculosOperacoes.modelosBens, {
      params: { id: idCota ?? 0 },
      query: {
        codfabricante: codFabricante,
        nomebem: nome.trim() || undefined,
        tipo,
        page: 1,
        page_size: TAMANHO,
      },
    }),
    enabled: idCota !== undefined && !!codFabricante,
    placeholderData: keepPreviousData,
  });
}

/** GET /cotas/{id}/modelosbens/{codBem}/anos: the model's years with the reference value. */
export function useAnosModelo(codBem: string | undefined) {
  const idCota = useSessao()?.idCotaPadrao;
  return useQuery({
    ...consulta(veiculosOperacoes.anosModeloBem, { params: { id: idCota ?? 0, codBem: codBem ?? '0' } }),
    enabled: idCota !== undefined && !!codBem,
  });
}

/** GET /cotas/{id}/fornecedores/{cnpj}: the dealer by CNPJ (404 when not in the catalogue). */
export function useBuscarConcessionaria() {
  const idCota = useSessao()?.idCotaPadrao;
  return useMutation({
    mutationFn: (cnpj: string) =>
      chamar(veiculosOperacoes.fornecedor, { params: { id: idCota ?? 0, supplier: cnpj } }),
    meta: { erroTratado: true },
  });
}

/** GET /cotas/{id}/solicitacoes-inclusao: the quota's inclusion requests, the most recent first. */
export function useSolicitacoesInclusao() {
  const idCota = useSessao()?.idCotaPadrao;
  return useQuery({
    ...consulta(veiculosOperacoes.solicitacoes, { params: { id: idCota ?? 0 } }),
    enabled: idCota !== undefined,
    staleTime: 0,
  });
}

function useInvalidarSolicitacoes() {
  const queryClient = useQueryClient();
  const idCota = useSessao()?.idCotaPadrao;
  return () =>
    queryClient.invalidateQueries({
      queryKey: chave(veiculosOperacoes.solicitacoes, { params: { id: idCota ?? 0 } }),
    });
}

/** POST /cotas/{id}/modelosbens/inclusao: a brand or model not found. */
export function useSolicitarModelo() {
  const idCota = useSessao()?.idCotaPadrao;
  const invalidar = useInvalidarSolicitacoes();
  return useMutation({
    mutationFn: (body: SolicitarModeloBody) =>
      chamar(veiculosOperacoes.solicitarModelo, { params: { id: idCota ?? 0 }, body }),
    onSuccess: () => void invalidar(),
    meta: { erroTratado: true },
  });
}

/** POST /fornecedores: a dealer not found by its CNPJ. */
export function useSolicitarFornecedor() {
  const invalidar = useInvalidarSolicitacoes();
  return useMutation({
    mutationFn: (body: SolicitarFornecedorBody) => chamar(veiculosOperacoes.solicitarFornecedor, { body }),
    onSuccess: () => void invalidar(),
    meta: { erroTratado: true },
  });
}

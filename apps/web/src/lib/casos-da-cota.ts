import { casosOperacoes, ordenarMaisRecentes, TIPOS_CASO, type Caso, type TipoCaso } from '@portal/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { chamar, prefixo } from './operacoes';

/**
 * 03 §4 "fetch two batches of cases by type": first the types behind the home's cards and the mandatory
 * update, then the ones that finish the sequence (billing, the cancelled-quota notice, reactivation) plus the
 * rest, so that together they hold every case of the quota (the /requests list reads the same two answers).
 */
const LOTES_DE_CASOS: readonly (readonly TipoCaso[])[] = [
  [
    TIPOS_CASO.atualizacaoCadastral,
    TIPOS_CASO.posVenda,
    TIPOS_CASO.avisoContemplacao,
    TIPOS_CASO.consultoriaAnalise,
  ],
  [
    TIPOS_CASO.faturamentoEspecie,
    TIPOS_CASO.avisoCanceladaContemplada,
    TIPOS_CASO.reativacao,
    TIPOS_CASO.devolucao,
    TIPOS_CASO.faturamentoBem,
  ],
];

/**
 * The consultation is a POST naming the quota in its body, not in its path: its key hangs under the quota's
 * (`['cotas', id, …]`) so that a quota switch clears it with everything else about the quota (spec §4).
 */
export const chaveDosCasos = (idCota: number) => [
  ...prefixo('/cotas/{id}', { id: idCota }),
  ...prefixo(casosOperacoes.consultar.caminho),
];

/** One batch of a quota's cases (POST /salesforce/consulta/casos): the composite bodies, newest first. */
const casosDoLoteQueryOptions = (inscricao: string, idCota: number, lote: number) =>
  queryOptions({
    queryKey: [...chaveDosCasos(idCota), { lote }],
    queryFn: async ({ signal }) => {
      const body = {
        CPF_CNPJ: inscricao,
        RecordTypeDeveloperName: [...(LOTES_DE_CASOS[lote] ?? [])],
        IdExternoCota: String(idCota),
      };
      const resposta = await chamar(casosOperacoes.consultar, { body }, signal);
      return resposta.compositeResponse.map((item) => item.body);
    },
  });

/** Every case of the quota (both batches), newest first. */
export function useCasosDaCota(inscricao: string | undefined, idCota: number | undefined) {
  return useQueries({
    queries: LOTES_DE_CASOS.map((_, lote) => ({
      ...casosDoLoteQueryOptions(inscricao ?? '', idCota ?? 0, lote),
      enabled: inscricao !== undefined && idCota !== undefined,
    })),
    combine: (resultados) => ({
      data: resultados.every((r) => r.data)
        ? ordenarMaisRecentes(resultados.flatMap((r) => r.data ?? []) as Caso[])
        : undefined,
      isPending: resultados.some((r) => r.isPending),
      error: resultados.find((r) => r.error)?.error ?? null,
      refetch: () => Promise.all(resultados.map((r) => r.refetch())),
    }),
  });
}

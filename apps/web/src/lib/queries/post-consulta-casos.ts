import {
  consultaCasosRespostaSchema,
  ordenarMaisRecentes,
  TIPOS_CASO,
  type Caso,
  type TipoCaso,
} from '@portal/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../api';
import { POR_COTA } from './chaves';

/**
 * 03 §4 "fetch two batches of cases by type": first the types behind the home's cards and the mandatory
 * update, then the ones that finish the sequence (billing, the cancelled-quota notice, reactivation) plus the
 * rest, so that together they hold every case of the quota (the /requests list reads the same two answers).
 */
export const LOTES_DE_CASOS: readonly (readonly TipoCaso[])[] = [
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

export interface ConsultaCasos {
  /** The session's tax id (CPF_CNPJ). */
  inscricao: string;
  idCota: number;
  tipos: readonly TipoCaso[];
}

/** POST /salesforce/consulta/casos: the quota's cases of these types, newest first (the composite bodies). */
export async function postConsultaCasos({ inscricao, idCota, tipos }: ConsultaCasos, signal?: AbortSignal) {
  const resposta = await api.post(
    '/salesforce/consulta/casos',
    { CPF_CNPJ: inscricao, RecordTypeDeveloperName: [...tipos], IdExternoCota: String(idCota) },
    { schema: consultaCasosRespostaSchema, signal },
  );
  return resposta.compositeResponse.map((item) => item.body);
}

/** One batch of a quota's cases; everything about the quota lives under POR_COTA (cleared on a quota switch). */
export const casosDoLoteQueryOptions = (inscricao: string, idCota: number, lote: number) =>
  queryOptions({
    queryKey: [POR_COTA, idCota, 'casos', lote],
    queryFn: ({ signal }) =>
      postConsultaCasos({ inscricao, idCota, tipos: LOTES_DE_CASOS[lote] ?? [] }, signal),
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

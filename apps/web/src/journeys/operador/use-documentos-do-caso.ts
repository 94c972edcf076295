import { documentosOperacoes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chamar, chave, consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

/** GET /operador/v1/casos/{caseNumber}/documentos: the files the case claimed. */
export function useDocumentosDoCaso(numero: string) {
  return useQuery({
    ...consulta(documentosOperacoes.doCasoOperador, { params: { caseNumber: numero } }),
    meta: META_OPERADOR,
  });
}

/** Types the page shows inline; anything else is only offered as a download. */
const TIPOS_EXIBIVEIS = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * Object URLs waiting to be revoked. A view that goes schedules its URL's revocation; the same view mounted
 * again at once (React's StrictMode does so in development) takes it back before it happens.
 */
const revogacoes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * One document's file as an object URL the page can show (img, iframe, a new tab): the operator's token is a
 * bearer header, so the browser cannot fetch the API's URL by itself. Each fetch is an audited opening, so it is
 * fetched once per view and not kept in the cache after (personal data); the URL is revoked when the view goes.
 */
export function useArquivoDoDocumento(numero: string, id: string) {
  const params = { caseNumber: numero, id };
  const arquivo = useQuery({
    queryKey: chave(documentosOperacoes.baixarOperador, { params }),
    queryFn: async ({ signal }) => {
      const blob = await chamar(documentosOperacoes.baixarOperador, { params }, signal);
      return {
        url: URL.createObjectURL(blob),
        tipo: blob.type,
        exibivel: TIPOS_EXIBIVEIS.includes(blob.type),
      };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: META_OPERADOR,
  });
  const url = arquivo.data?.url;
  useEffect(() => {
    if (!url) return;
    clearTimeout(revogacoes.get(url));
    revogacoes.delete(url);
    return () => {
      revogacoes.set(
        url,
        setTimeout(() => {
          revogacoes.delete(url);
          URL.revokeObjectURL(url);
        }, 1000),
      );
    };
  }, [url]);
  return arquivo;
}

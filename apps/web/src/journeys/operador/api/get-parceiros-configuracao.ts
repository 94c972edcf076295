import { parceiroConfiguracaoSchema, unidadesNegocio, type ParceiroConfiguracao } from '@portal/domain';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { CHAVE_OPERADOR, META_OPERADOR } from './chaves';
import { useParceiros } from './get-parceiros';

/** GET /app-cliente/v1/parceiros/configuracao?domain= (public): a partner's settings, its business units among them. */
export function getParceiroConfiguracao(dominio: string, signal?: AbortSignal) {
  return api.get('/parceiros/configuracao', {
    query: { domain: dominio },
    schema: parceiroConfiguracaoSchema,
    signal,
  });
}

/**
 * The partner whose business units hold a quota (`idUnidadeNegocio` in its `business_unit_id` list): the
 * portal a transparent link must open. Answers `parceiroDaUnidade(unidade)` once every configuration is in.
 */
export function useParceiroDaUnidade() {
  const parceiros = useParceiros();
  const configuracoes = useQueries({
    queries: (parceiros.data ?? []).map((p) => ({
      queryKey: [...CHAVE_OPERADOR, 'parceiro-configuracao', p.domain],
      queryFn: ({ signal }: { signal: AbortSignal }) => getParceiroConfiguracao(p.domain, signal),
      staleTime: 60 * 60_000,
      meta: META_OPERADOR,
    })),
  });
  const prontas = configuracoes.map((c) => c.data).filter((c): c is ParceiroConfiguracao => c !== undefined);
  const carregando = parceiros.isPending || configuracoes.some((c) => c.isPending);
  const erro = parceiros.error ?? configuracoes.find((c) => c.error)?.error ?? null;
  return {
    carregando,
    erro,
    parceiroDaUnidade: (unidade: string) =>
      prontas.find((c) => unidadesNegocio(c.business_unit_id).includes(unidade.trim())) ?? null,
  };
}

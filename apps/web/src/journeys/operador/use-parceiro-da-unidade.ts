import { parceirosOperacoes, unidadesNegocio, type ParceiroConfiguracao } from '@portal/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { consulta } from '@/lib/operacoes';
import { META_OPERADOR } from './chaves';

/**
 * The partner whose business units hold a quota (`idUnidadeNegocio` in its `business_unit_id` list): the
 * portal a transparent link must open. Every partner (GET /parceiros) and its settings (GET
 * /parceiros/configuracao?domain=, public); answers `parceiroDaUnidade(unidade)` once every configuration is in.
 */
export function useParceiroDaUnidade() {
  const parceiros = useQuery({
    ...consulta(parceirosOperacoes.listar),
    staleTime: 60 * 60_000,
    meta: META_OPERADOR,
  });
  const configuracoes = useQueries({
    queries: (parceiros.data ?? []).map((p) => ({
      ...consulta(parceirosOperacoes.configuracao, { query: { domain: p.domain } }),
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

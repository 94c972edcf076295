import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consultaAdiada } from '@/lib/operacoes';
import { parceiro } from '@/lib/parceiro';
import { parceiroDaPagina } from '@/lib/parceiro-inicial';
import { aplicarTema } from '@/lib/theme';

/** The catalogue's schemas load with the first request, not with the page (ADR 0040). */
const configuracao = () =>
  import('@portal/domain/parceiros/parceiros.operations').then((m) => m.parceirosOperacoes.configuracao);

/**
 * Loads this domain's partner (GET /parceiros/configuracao?domain=), keeps it on the device (spec §3) and
 * paints its brand. Renders nothing.
 */
export function ParceiroDoDominio() {
  const dominio = window.location.hostname;
  const { data } = useQuery({
    ...consultaAdiada('/parceiros/configuracao', configuracao, { query: { domain: dominio } }),
    staleTime: 60 * 60_000,
    // The page's own copy is as fresh as the page (served no-cache): no request. A stored copy paints the brand
    // at once and the request only refreshes it.
    initialData: () => {
      const guardado = parceiro.ler();
      return parceiroDaPagina() ?? (guardado?.domain === dominio ? guardado : undefined);
    },
    initialDataUpdatedAt: () => (parceiroDaPagina() ? performance.timeOrigin : 0),
    // Spec §2: no answer from the API about the partner means the portal is unavailable (/indisponivel).
    meta: { essencial: true },
  });
  useEffect(() => {
    if (!data) return;
    parceiro.gravar(data);
    aplicarTema(data);
  }, [data]);
  return null;
}

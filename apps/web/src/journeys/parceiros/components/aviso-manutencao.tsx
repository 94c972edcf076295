import { useQuery } from '@tanstack/react-query';
import { consultaAdiada } from '@/lib/operacoes';
import { useParceiro } from '@/lib/parceiro';
import { dadosDaPagina } from '@/lib/parceiro-inicial';
import { avisosDoParceiro, INTERVALO_AVISOS_MS } from './avisos-do-parceiro';
import { FaixaDeAvisos } from './faixa-de-avisos';

/**
 * The maintenance banner (spec §1) in the app, kept fresh by the data cache. The page's own copy of the warnings
 * (fresh as the page) draws it with the first frame, so nothing moves down when it arrives.
 */
export function AvisoManutencao() {
  const idParceiro = useParceiro()?.id;
  const daPagina = dadosDaPagina();
  const { data } = useQuery({
    ...consultaAdiada('/parceiros/{id}/warnings', avisosDoParceiro, { params: { id: idParceiro ?? 0 } }),
    enabled: idParceiro !== undefined,
    staleTime: INTERVALO_AVISOS_MS,
    refetchInterval: INTERVALO_AVISOS_MS,
    ...(daPagina?.parceiro.id === idParceiro && {
      initialData: daPagina?.avisos,
      // As old as the page: it was written when the page was served.
      initialDataUpdatedAt: performance.timeOrigin,
    }),
  });
  return <FaixaDeAvisos avisos={data} />;
}

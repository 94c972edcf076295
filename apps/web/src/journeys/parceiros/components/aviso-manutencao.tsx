import { avisoVigente } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { consultaAdiada } from '@/lib/operacoes';
import { useParceiro } from '@/lib/parceiro';
import { dadosDaPagina } from '@/lib/parceiro-inicial';

/** The catalogue's schemas load with the first request, not with the page (ADR 0040). */
const avisos = () =>
  import('@portal/domain/parceiros/parceiros.operations').then((m) => m.parceirosOperacoes.avisos);

/**
 * The maintenance banner (spec §1), shown while a warning is active and within its period. The page's own copy
 * of the warnings (fresh as the page) draws it with the first frame, so nothing moves down when it arrives.
 */
export function AvisoManutencao() {
  const idParceiro = useParceiro()?.id;
  const daPagina = dadosDaPagina();
  const { data } = useQuery({
    ...consultaAdiada('/parceiros/{id}/warnings', avisos, { params: { id: idParceiro ?? 0 } }),
    enabled: idParceiro !== undefined,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    ...(daPagina?.parceiro.id === idParceiro && {
      initialData: daPagina?.avisos,
      // As old as the page: it was written when the page was served.
      initialDataUpdatedAt: performance.timeOrigin,
    }),
  });
  const agora = new Date();
  const vigentes = (data ?? []).filter((a) => avisoVigente(a, agora));
  if (vigentes.length === 0) return null;
  return (
    <section aria-label="Aviso de manutenção" className="bg-alerta-fundo text-[#5c3800]">
      {vigentes.map((a) => (
        <p
          key={a.id}
          className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-3 text-sm leading-relaxed font-medium sm:px-6"
        >
          <Wrench className="mt-0.5 size-4 shrink-0 text-alerta" aria-hidden="true" />
          {a.text}
        </p>
      ))}
    </section>
  );
}

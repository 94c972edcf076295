import { avisoVigente, type AvisoManutencao } from '@portal/domain';
import Wrench from 'lucide-react/icons/wrench';

/** The maintenance banner (spec §1): the warnings active now, within their period; nothing when there is none. */
export function FaixaDeAvisos({ avisos }: { avisos: readonly AvisoManutencao[] | undefined }) {
  const agora = new Date();
  const vigentes = (avisos ?? []).filter((a) => avisoVigente(a, agora));
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

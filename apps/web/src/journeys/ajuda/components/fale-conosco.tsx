import { Headset } from 'lucide-react';
import { CanaisAtendimento } from '@/components/canais-atendimento';
import { Card } from '@/components/card';
import { useCanaisDeAtendimento } from '@/lib/canais-de-atendimento';

/** Where the answers end: the partner's service channels. */
export function FaleConosco() {
  const canais = useCanaisDeAtendimento();
  return (
    <Card
      as="section"
      aria-labelledby="titulo-fale-conosco"
      className="flex flex-col gap-4 sm:flex-row sm:gap-5"
    >
      <span
        className="grid size-12 shrink-0 place-items-center rounded-full bg-primaria/10 text-primaria-texto"
        aria-hidden="true"
      >
        <Headset className="size-6" />
      </span>
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <h2 id="titulo-fale-conosco" className="text-base font-semibold text-tinta">
            Não encontrou o que procurava?
          </h2>
          <p className="mt-1 text-[0.9375rem] text-tinta-suave">Fale com a nossa equipe de atendimento.</p>
        </div>
        <CanaisAtendimento
          telefone={canais.telefone}
          email={canais.email}
          whatsapp={canais.whatsapp}
          horario={canais.horario}
        />
      </div>
    </Card>
  );
}

import { ChevronRight, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { caminhosAssembleias } from '../paths';
import { SinalAoVivo } from './sinal-ao-vivo';

/** Shown while an assembly of the quota's group is running: the way into the live view. */
export function BannerAoVivo() {
  return (
    <Card
      as="section"
      aria-labelledby="titulo-ao-vivo"
      padding="none"
      className="relative overflow-hidden ring-2 ring-perigo/30"
    >
      <span className="absolute inset-y-0 left-0 w-1.5 bg-perigo" aria-hidden="true" />
      <div className="flex flex-col gap-4 p-5 pl-6 sm:flex-row sm:items-center sm:gap-5 sm:p-6 sm:pl-7">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-perigo-fundo text-perigo [&_svg]:size-6"
          aria-hidden="true"
        >
          <Radio />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-perigo uppercase">
            <SinalAoVivo />
            Ao vivo
          </p>
          <h2 id="titulo-ao-vivo" className="mt-1 text-lg leading-snug font-bold tracking-tight text-tinta">
            Assembleia ao vivo agora
          </h2>
          <p className="mt-1 text-[0.9375rem] text-tinta-suave">
            Acompanhe cada número sorteado e cada cota contemplada no momento em que acontece.
          </p>
        </div>
        <Button asChild className="sm:shrink-0">
          <Link to={caminhosAssembleias.aoVivo}>
            Assistir ao vivo
            <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}

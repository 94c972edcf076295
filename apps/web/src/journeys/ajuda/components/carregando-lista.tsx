import { Card } from '@/components/card';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';

/** Skeleton of a question list while it loads. */
export function CarregandoLista({ rotulo }: { rotulo: string }) {
  return (
    <CarregandoRegiao rotulo={rotulo}>
      <Card padding="none" className="divide-y divide-borda/70">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex flex-col gap-2 px-4 py-5 sm:px-6">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </Card>
    </CarregandoRegiao>
  );
}

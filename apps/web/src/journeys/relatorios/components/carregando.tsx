import { Card } from '@/components/card';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';

/** The shape of a document screen while it loads: figures on top, rows below. */
export function CarregandoDocumento({ rotulo, linhas = 4 }: { rotulo: string; linhas?: number }) {
  return (
    <CarregandoRegiao rotulo={rotulo} className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Card key={i} padding="sm" className={i === 2 ? 'hidden sm:block sm:p-5' : 'sm:p-5'}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-7 w-1/2" />
          </Card>
        ))}
      </div>
      <Card className="flex flex-col gap-4">
        <Skeleton className="h-5 w-1/3" />
        {Array.from({ length: linhas }, (_, i) => (
          <div key={i} className="flex items-center justify-between gap-4">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3.5 w-1/4" />
            </div>
            <Skeleton className="h-5 w-24" />
          </div>
        ))}
      </Card>
    </CarregandoRegiao>
  );
}

import { Card } from '@/components/card';
import { CotaCardSkeleton } from '@/components/cota-card';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';

/** A highlight card's footprint (CartaoDestaque): stripe, icon, label, headline, amount and its action. */
function CartaoDestaqueSkeleton() {
  return (
    <Card padding="none" className="relative overflow-hidden">
      <span className="absolute inset-y-0 left-0 w-1.5 bg-borda" aria-hidden="true" />
      <div className="flex flex-col gap-4 p-5 pl-6 sm:flex-row sm:items-center sm:gap-5 sm:p-6 sm:pl-7">
        <Skeleton className="size-12 shrink-0 rounded-2xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-40" />
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="mt-1 h-8 w-36" />
        </div>
        <Skeleton className="h-11 w-full rounded-full sm:w-40" />
      </div>
    </Card>
  );
}

/** The quick actions' footprint (Atalhos): round buttons on phones, tiles from sm up. */
function AtalhosSkeleton() {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex flex-col items-center gap-2 p-1 sm:flex-row sm:gap-3.5 sm:rounded-2xl sm:bg-superficie sm:p-4 sm:shadow-cartao sm:ring-1 sm:ring-borda/70"
        >
          <Skeleton className="size-14 shrink-0 rounded-full sm:size-12 sm:rounded-xl" />
          <div className="flex w-full flex-col items-center gap-1.5 sm:items-start">
            <Skeleton className="h-4 w-16 sm:w-24" />
            <Skeleton className="hidden h-3 w-28 sm:block" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /home while its one call is on the way: the usual cards' footprints, down to the end of the page. Nothing is
 * drawn below them, so when the cards replace them in one frame no element on the screen moves.
 */
export function HomeCarregando() {
  return (
    <CarregandoRegiao rotulo="Carregando o início…" className="flex flex-col gap-8">
      <CartaoDestaqueSkeleton />
      <CartaoDestaqueSkeleton />
      <AtalhosSkeleton />
      <div>
        <div className="mb-4 flex min-h-11 items-center">
          <Skeleton className="h-6 w-32" />
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <CotaCardSkeleton />
          <CotaCardSkeleton />
        </div>
      </div>
    </CarregandoRegiao>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';

/**
 * A back-office queue of cards (transfers, refunds, billing identifications…): its loading, error and empty
 * states and the list, so each queue screen only says what one card shows and decides.
 */
export function ListaDaFila<T>({
  fila,
  carregando,
  vazia,
  rotulo,
  children,
}: {
  fila: UseQueryResult<{ data: T[] }, Error>;
  /** Announced while the queue loads, e.g. "Carregando as transferências…". */
  carregando: string;
  vazia: { icone: ReactNode; titulo: string; descricao: string };
  /** The list's accessible name, e.g. "Transferências aguardando". */
  rotulo: string;
  /** One card (an `<li>`) per item, keyed by the caller. */
  children: (item: T) => ReactNode;
}) {
  if (fila.isPending) {
    return (
      <CarregandoRegiao rotulo={carregando} className="flex flex-col gap-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </CarregandoRegiao>
    );
  }
  if (fila.isError) return <ErrorState mensagem={fila.error.message} onRetry={() => void fila.refetch()} />;
  if (fila.data.data.length === 0) {
    return (
      <div className="rounded-2xl bg-superficie shadow-cartao ring-1 ring-borda/70">
        <EmptyState icon={vazia.icone} titulo={vazia.titulo} descricao={vazia.descricao} />
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={rotulo}>
      {fila.data.data.map(children)}
    </ul>
  );
}

/** The end of a card's decision form: why the last try failed, and the submit button. */
export function EnviarDecisao({
  erro,
  enviando,
  rotulo = 'Registrar decisão',
}: {
  erro: Error | null;
  enviando: boolean;
  rotulo?: string;
}) {
  return (
    <>
      {erro && (
        <Alert tone="perigo" role="alert">
          {erro.message}
        </Alert>
      )}
      <div>
        <Button type="submit" loading={enviando}>
          {rotulo}
        </Button>
      </div>
    </>
  );
}

/** What the last decision did, above the queue (the decided item leaves the list, the outcome stays in words). */
export function AvisoDaFila({ aviso }: { aviso: string | null }) {
  return (
    <div role="status" className="empty:hidden">
      {aviso && (
        <Alert tone="sucesso" className="mb-4">
          {aviso}
        </Alert>
      )}
    </div>
  );
}

/** A card's free-text field (a reason, a note for the customer or the record), up to 500 characters. */
export function CampoDeNota({
  rotulo,
  valor,
  onChange,
  obrigatorio = false,
}: {
  rotulo: string;
  valor: string;
  onChange: (valor: string) => void;
  obrigatorio?: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-tinta">
      {rotulo}
      <textarea
        className="min-h-20 rounded-xl p-3 font-normal ring-1 ring-borda-forte"
        maxLength={500}
        required={obrigatorio}
        value={valor}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

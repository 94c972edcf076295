import { PencilLine } from 'lucide-react';

/** What the SMS code confirms, shown on each token step so the customer knows what they are approving. */
export function ResumoAlteracao({ descricao }: { descricao: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-fundo px-4 py-3">
      <PencilLine className="mt-0.5 size-5 shrink-0 text-primaria-texto" aria-hidden="true" />
      <p className="min-w-0 text-sm text-tinta-suave">
        Você está confirmando: <strong className="break-words text-tinta">{descricao}</strong>
      </p>
    </div>
  );
}

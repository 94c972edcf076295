import type { FaqPergunta } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { caminhoDaPergunta } from '../paths';
import { Trecho } from './trecho';

/** Questions as links to their page; search results add the category and the matching excerpt. */
export function ListaDePerguntas({
  perguntas,
  rotulo,
  comCategoria = false,
}: {
  perguntas: FaqPergunta[];
  rotulo: string;
  comCategoria?: boolean;
}) {
  return (
    <Card padding="none" className="overflow-hidden">
      <ul aria-label={rotulo} className="divide-y divide-borda/70">
        {perguntas.map((p) => (
          <li key={p.id}>
            <Link
              to={caminhoDaPergunta(p.categoria.url, p.url)}
              className="group flex min-h-16 items-center gap-3 px-4 py-4 transition-colors hover:bg-fundo focus-visible:bg-fundo sm:px-6"
            >
              <span className="min-w-0 flex-1">
                {comCategoria && (
                  <span className="mb-1 block text-xs font-semibold tracking-wide text-primaria-texto uppercase">
                    {p.categoria.titulo}
                  </span>
                )}
                <span className="block text-[0.9375rem] font-semibold text-tinta group-hover:text-primaria-texto">
                  {p.pergunta}
                </span>
                {p.trecho && (
                  <span className="mt-1 line-clamp-3 text-sm leading-relaxed text-tinta-suave">
                    <Trecho trecho={p.trecho} />
                  </span>
                )}
              </span>
              <ChevronRight className="size-5 shrink-0 text-tinta-fraca" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

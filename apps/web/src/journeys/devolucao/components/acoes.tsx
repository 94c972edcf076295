import { formatarMoeda } from '@portal/domain';

interface ValoresDevolucao {
  itens: { codigo: string; descricao: string; valorCentavos: number }[];
  valorTotalCentavos: number;
}
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';

/** The primary link action of a screen. */
export function Avancar({ para, children }: { para: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={para}>
        {children}
        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The values line by line (02 §3: common fund, penalty, yield, retention…), deductions in red, then the total. */
export function ComposicaoDosValores({ valores }: { valores: ValoresDevolucao }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-tinta">Como chegamos a este valor</h2>
      <ul className="mt-3 divide-y divide-borda/70">
        {valores.itens.map((i) => (
          <li key={i.codigo} className="flex items-baseline justify-between gap-4 py-3">
            <span className="text-[0.9375rem] text-tinta-suave">{i.descricao}</span>
            <span
              className={`tabular shrink-0 font-semibold ${i.valorCentavos < 0 ? 'text-perigo' : 'text-tinta'}`}
            >
              {i.valorCentavos < 0 ? `− ${formatarMoeda(-i.valorCentavos)}` : formatarMoeda(i.valorCentavos)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-baseline justify-between gap-4 border-t-2 border-tinta/80 pt-3">
        <span className="font-semibold text-tinta">Valor a receber</span>
        <span className="tabular text-xl font-bold text-tinta" data-testid="valor-total">
          {formatarMoeda(valores.valorTotalCentavos)}
        </span>
      </p>
    </div>
  );
}

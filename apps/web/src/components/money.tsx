import { formatarMoeda } from '@portal/domain';
import { clsx } from 'clsx';

/** The one way money is shown: integer centavos through the domain formatter, tabular digits. */
export function Money({ centavos, className }: { centavos: number; className?: string }) {
  return <span className={clsx('tabular whitespace-nowrap', className)}>{formatarMoeda(centavos)}</span>;
}

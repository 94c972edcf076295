import { clsx } from 'clsx';
import { SinalAoVivo } from './sinal-ao-vivo';
import type { FaseAoVivo } from './use-ao-vivo';

const TEXTOS: Record<Exclude<FaseAoVivo, 'sem-assembleia'>, string> = {
  conectando: 'Conectando…',
  'ao-vivo': 'Ao vivo',
  reconectando: 'Reconectando…',
  encerrada: 'Encerrada',
};

/** Where the broadcast stands, as a pill next to the title. */
export function StatusTransmissao({ fase }: { fase: Exclude<FaseAoVivo, 'sem-assembleia'> }) {
  return (
    <span
      className={clsx(
        'inline-flex min-h-9 items-center gap-2 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset',
        fase === 'ao-vivo' && 'bg-perigo-fundo text-perigo ring-perigo/20',
        fase === 'reconectando' && 'bg-alerta-fundo text-alerta ring-alerta/20',
        (fase === 'encerrada' || fase === 'conectando') && 'bg-fundo text-tinta-suave ring-borda',
      )}
    >
      {fase === 'ao-vivo' && <SinalAoVivo />}
      {TEXTOS[fase]}
    </span>
  );
}

import { quandoPublicado, ROTULOS_ORIGEM, type Informativo } from '@portal/domain';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { caminhosNotificacoes } from '../paths';
import { IconeOrigem } from './icone-origem';

/** One row of /notifications: unread ones are bold with a dot, and say so to screen readers. */
export function ItemInformativo({ item, agora }: { item: Informativo; agora: Date }) {
  const rotulo = item.tipo === 'noticia' ? 'Novidade' : ROTULOS_ORIGEM[item.origem];
  return (
    <li>
      <Link
        to={caminhosNotificacoes.informativo(item.id)}
        className={clsx(
          'flex items-start gap-3 rounded-2xl p-4 transition-colors hover:bg-fundo sm:gap-4',
          !item.read && 'bg-primaria/[0.04]',
        )}
      >
        <IconeOrigem item={item} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 text-xs font-semibold text-tinta-suave">
            <span className="tracking-wide uppercase">{rotulo}</span>
            <span aria-hidden="true">·</span>
            <span className="tabular">{quandoPublicado(item.criadoEm, agora)}</span>
          </span>
          <span
            className={clsx(
              'mt-1 flex items-center gap-2 text-[0.9375rem] leading-snug text-tinta',
              item.read ? 'font-medium' : 'font-bold',
            )}
          >
            {!item.read && <span className="size-2 shrink-0 rounded-full bg-primaria" aria-hidden="true" />}
            {/* Its own box: at a large font a long word of the title breaks instead of pushing the row sideways. */}
            <span className="min-w-0">{item.titulo}</span>
            {!item.read && <span className="sr-only">(não lida)</span>}
          </span>
          <span className="mt-1 line-clamp-2 block text-sm text-tinta-suave">{item.resumo}</span>
        </span>
        <ChevronRight className="mt-3 size-5 shrink-0 text-tinta-fraca" aria-hidden="true" />
      </Link>
    </li>
  );
}

import { quandoPublicado, type Informativo } from '@portal/domain';
import { clsx } from 'clsx';
import { Bell, ChevronRight, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Card, CardHeader } from '@/components/card';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';

function Linha({ item, agora }: { item: Informativo; agora: Date }) {
  return (
    <li>
      <Link
        to={caminhos.notificacoes.informativo(item.id)}
        className="-mx-2 flex min-h-11 items-start gap-3 rounded-xl px-2 py-2.5 transition-colors hover:bg-fundo"
      >
        <span
          className={clsx(
            'mt-1.5 size-2 shrink-0 rounded-full',
            item.read ? 'bg-transparent' : 'bg-primaria',
          )}
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1">
          <span className={clsx('block text-[0.9375rem] text-tinta', !item.read && 'font-semibold')}>
            {item.titulo}
            {!item.read && <span className="sr-only"> (não lida)</span>}
          </span>
          <span className="mt-0.5 line-clamp-1 block text-sm text-tinta-suave">{item.resumo}</span>
        </span>
        <span className="tabular shrink-0 pt-0.5 text-xs text-tinta-fraca">
          {quandoPublicado(item.criadoEm, agora)}
        </span>
      </Link>
    </li>
  );
}

function Cartao({
  id,
  titulo,
  icone,
  itens,
}: {
  id: string;
  titulo: string;
  icone: ReactNode;
  itens: Informativo[];
}) {
  const agora = new Date();
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader
        titulo={
          <span id={id} className="flex items-center gap-2">
            <span className="text-primaria-texto [&_svg]:size-5" aria-hidden="true">
              {icone}
            </span>
            {titulo}
          </span>
        }
        acao={
          <Link
            to={caminhos.notificacoes.lista}
            className="inline-flex min-h-11 items-center gap-0.5 rounded-full px-3 text-sm font-semibold text-primaria-texto hover:bg-primaria/8"
          >
            Ver todas
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        }
        className="mb-1"
      />
      <ul className="flex flex-col">
        {itens.map((i) => (
          <Linha key={i.id} item={i} agora={agora} />
        ))}
      </ul>
    </Card>
  );
}

/**
 * Spec §2 home "notifications" card: the latest notifications about the customer's quotas (from the summary);
 * hidden when none, and in transparent login, which cannot open /notifications.
 */
export function CartaoNotificacoes({ itens }: { itens: Informativo[] }) {
  const liberado = useCaminhoLiberado();
  if (itens.length === 0 || !liberado(caminhos.notificacoes.lista)) return null;
  const naoLidas = itens.filter((i) => !i.read).length;
  return (
    <Cartao
      id="cartao-notificacoes"
      titulo={
        naoLidas > 0 ? `Notificações (${naoLidas} ${naoLidas === 1 ? 'nova' : 'novas'})` : 'Notificações'
      }
      icone={<Bell />}
      itens={itens}
    />
  );
}

/** Spec §2 home "latest news" card: the partner's newest news (from the summary); hidden when none. */
export function CartaoNovidades({ itens }: { itens: Informativo[] }) {
  const liberado = useCaminhoLiberado();
  if (itens.length === 0 || !liberado(caminhos.notificacoes.lista)) return null;
  return <Cartao id="cartao-novidades" titulo="Novidades" icone={<Megaphone />} itens={itens} />;
}

import {
  descricaoNaoLidas,
  notificacoesOperacoes,
  rotuloContador,
  TAMANHO_PAGINA_INFORMATIVOS,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { consulta } from '@/lib/operacoes';
import { useParceiro } from '@/lib/parceiro';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { useSessao } from '@/lib/session';
import { caminhosNotificacoes } from '../paths';

/**
 * The navbar bell: opens /notifications and shows the unread count of the selected quota's list. It shares
 * the list's query, so reading an item makes it fall at once.
 */
export function SinoNotificacoes({ className }: { className?: string }) {
  const sessao = useSessao();
  const parceiro = useParceiro();
  const liberado = useCaminhoLiberado();
  const idCota = sessao?.idCotaPadrao;
  const informativos = useQuery({
    ...consulta(notificacoesOperacoes.listar, {
      query: { partner_id: parceiro?.id, id_cota: idCota, page: 1, page_size: TAMANHO_PAGINA_INFORMATIVOS },
    }),
    enabled: idCota !== undefined,
    placeholderData: keepPreviousData,
  });
  const naoLidas = informativos.data?.naoLidas ?? 0;
  const contador = rotuloContador(naoLidas);
  // Transparent login cannot open /notifications (spec §2 rule 3): no bell then.
  if (!sessao || !liberado(caminhosNotificacoes.lista)) return null;
  return (
    <NavLink
      to={caminhosNotificacoes.lista}
      aria-label={`Notificações, ${descricaoNaoLidas(naoLidas)}`}
      className={({ isActive }) =>
        clsx(
          'relative grid size-11 place-items-center rounded-full transition-colors hover:bg-fundo',
          isActive ? 'bg-primaria/10 text-primaria-texto' : 'text-tinta-suave',
          className,
        )
      }
    >
      <Bell className="size-5" aria-hidden="true" />
      {contador && (
        <span
          data-testid="contador-notificacoes"
          className="tabular absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primaria px-1 text-[0.6875rem] font-bold text-primaria-contraste ring-2 ring-superficie"
          aria-hidden="true"
        >
          {contador}
        </span>
      )}
    </NavLink>
  );
}

import {
  descricaoNaoLidas,
  notificacoesOperacoes,
  rotuloContador,
  TAMANHO_PAGINA_INFORMATIVOS,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { consulta } from '@/lib/operacoes';
import { useParceiro } from '@/lib/parceiro';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { resumoDaHomeQueryOptions } from '@/lib/verificacao-de-casos';
import { useSessao } from '@/lib/session';
import { caminhosNotificacoes } from '../paths';

/**
 * The navbar bell: opens /notifications and shows the unread count of the selected quota's list. It asks the
 * API nothing of its own (ADR 0040): the count comes with the home's summary (GET /cotas/{id}/home), which the
 * main template reads on every page, or from the list's page 1 when /notifications loaded it later.
 * Reading an item refreshes both, so the count falls at once.
 */
export function SinoNotificacoes({ className }: { className?: string }) {
  const sessao = useSessao();
  const parceiro = useParceiro();
  const liberado = useCaminhoLiberado();
  const idCota = sessao?.idCotaPadrao;
  const lista = useQuery({
    ...consulta(notificacoesOperacoes.listar, {
      query: { partner_id: parceiro?.id, id_cota: idCota, page: 1, page_size: TAMANHO_PAGINA_INFORMATIVOS },
    }),
    enabled: false,
  });
  const resumo = useQuery({ ...resumoDaHomeQueryOptions(idCota ?? 0), enabled: false });
  // The later of the two answers: each holds the whole count of the same list.
  const daLista = lista.data && lista.dataUpdatedAt >= resumo.dataUpdatedAt;
  const naoLidas = (daLista ? lista.data?.naoLidas : resumo.data?.informativos.naoLidas) ?? 0;
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

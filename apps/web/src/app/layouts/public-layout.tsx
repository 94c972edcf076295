import { Outlet } from 'react-router';
import { AvisoManutencao } from '@/journeys/parceiros/components/aviso-manutencao';
import { MolduraPublica } from './moldura-publica';

/** Screens outside the main template (login, password). Each draws its own page; only the banner is shared. */
export function PublicLayout() {
  return (
    <MolduraPublica faixa={<AvisoManutencao />}>
      <Outlet />
    </MolduraPublica>
  );
}

import { Outlet } from 'react-router';
import { AvisoManutencao } from '@/journeys/parceiros/components/aviso-manutencao';

/** Screens outside the main template (login, password). Each draws its own page; only the banner is shared. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AvisoManutencao />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}

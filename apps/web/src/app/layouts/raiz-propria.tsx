import { Outlet, ScrollRestoration } from 'react-router';
import { CarregamentoGlobal } from '../carregamento-global';
import { ErroGlobal } from '../erro-global';
import { PwaAposCarregar } from '../pwa-apos-carregar';
import { FocoNaNavegacao } from './foco-na-navegacao';

/**
 * Root of the journeys that bring their own layout and access rules (the back-office at /operador): the
 * global loading bar, the 'Ops ;)' modal and service-worker updates, but neither the customer's route guard
 * nor the partner's brand, which belong to the customer portal.
 */
export function RaizPropria() {
  return (
    <>
      <CarregamentoGlobal />
      <Outlet />
      <ErroGlobal />
      <PwaAposCarregar />
      <ScrollRestoration />
      <FocoNaNavegacao />
    </>
  );
}

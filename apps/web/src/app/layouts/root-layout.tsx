import { ScrollRestoration } from 'react-router';
import { ParceiroDoDominio } from '@/journeys/parceiros/components/parceiro-do-dominio';
import { CarregamentoGlobal } from '../carregamento-global';
import { ErroGlobal } from '../erro-global';
import { Guarda } from '../guarda';
import { PwaAposCarregar } from '../pwa-apos-carregar';
import { FocoNaNavegacao } from './foco-na-navegacao';

/** Wraps every route: partner look, global loading bar, the guard, the 'Ops ;)' modal and service-worker updates. */
export function RootLayout() {
  return (
    <>
      <ParceiroDoDominio />
      <CarregamentoGlobal />
      <Guarda />
      <ErroGlobal />
      <PwaAposCarregar />
      <ScrollRestoration />
      <FocoNaNavegacao />
    </>
  );
}

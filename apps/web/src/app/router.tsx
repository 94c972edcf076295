import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AUTENTICADA, PUBLICA, type HandleDeRota, type RotasDaJornada } from '@/lib/rotas';
import { caminhos } from './caminhos';
import { jornadas } from './jornadas';
import { PublicLayout } from './layouts/public-layout';
import { RaizPropria } from './layouts/raiz-propria';
import { RootLayout } from './layouts/root-layout';
import { NaoEncontrada } from './nao-encontrada';
import { TelaDeErro } from './tela-de-erro';

/** Every journey's screens, in the order of jornadas.ts. */
const telas: RotasDaJornada[] = Object.values(jornadas);

const rotas: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <TelaDeErro />,
    children: [
      { element: <PublicLayout />, children: telas.flatMap((j) => j.publicas ?? []) },
      {
        path: '/',
        // The signed-in frame (menus, notifications, its dialogs) loads with the first signed-in page: the
        // login never downloads it.
        lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
        handle: { regra: AUTENTICADA } satisfies HandleDeRota,
        children: [
          { index: true, element: <Navigate to={caminhos.home.home} replace /> },
          ...telas.flatMap((j) => j.principais ?? []),
        ],
      },
      { path: '*', element: <NaoEncontrada />, handle: { regra: PUBLICA } satisfies HandleDeRota },
    ],
  },
  // Journeys with their own layout and access rules (the back-office): no customer guard, no partner brand.
  {
    element: <RaizPropria />,
    errorElement: <TelaDeErro />,
    children: telas.flatMap((j) => j.proprias ?? []),
  },
];

export function criarRouter() {
  return createBrowserRouter(rotas);
}

import { ROTA_HOME } from '@portal/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { rotasAjuda } from '@/journeys/ajuda/routes';
import { rotasAcesso } from '@/journeys/acesso/routes';
import { rotasAssembleias } from '@/journeys/assembleias/routes';
import { rotasBoletos } from '@/journeys/boletos/routes';
import { rotasCasos } from '@/journeys/casos/routes';
import { rotasCotas } from '@/journeys/cotas/routes';
import { rotasHome } from '@/journeys/home/routes';
import { rotasFiliais } from '@/journeys/filiais/routes';
import { rotasLances } from '@/journeys/lances/routes';
import { rotasNotificacoes } from '@/journeys/notificacoes/routes';
import { rotasOperador } from '@/journeys/operador/routes';
import { rotasPerfil } from '@/journeys/perfil/routes';
import { rotasReativacao } from '@/journeys/reativacao/routes';
import { rotasRelatorios } from '@/journeys/relatorios/routes';
import { AUTENTICADA, PUBLICA, type HandleDeRota, type RotasDaJornada } from '@/lib/rotas';
import { MainLayout } from './layouts/main-layout';
import { PublicLayout } from './layouts/public-layout';
import { RaizPropria } from './layouts/raiz-propria';
import { RootLayout } from './layouts/root-layout';
import { NaoEncontrada } from './nao-encontrada';
import { TelaDeErro } from './tela-de-erro';

/** Every journey's screens; a new journey adds one line here. */
const jornadas: RotasDaJornada[] = [
  rotasAcesso,
  rotasHome,
  rotasCotas,
  rotasCasos,
  rotasBoletos,
  rotasLances,
  rotasAssembleias,
  rotasRelatorios,
  rotasAjuda,
  rotasNotificacoes,
  rotasFiliais,
  rotasReativacao,
  rotasPerfil,
  rotasOperador,
];

export const rotas: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <TelaDeErro />,
    children: [
      { element: <PublicLayout />, children: jornadas.flatMap((j) => j.publicas ?? []) },
      {
        path: '/',
        element: <MainLayout />,
        handle: { regra: AUTENTICADA } satisfies HandleDeRota,
        children: [
          { index: true, element: <Navigate to={ROTA_HOME} replace /> },
          ...jornadas.flatMap((j) => j.principais ?? []),
        ],
      },
      { path: '*', element: <NaoEncontrada />, handle: { regra: PUBLICA } satisfies HandleDeRota },
    ],
  },
  // Journeys with their own layout and access rules (the back-office): no customer guard, no partner brand.
  {
    element: <RaizPropria />,
    errorElement: <TelaDeErro />,
    children: jornadas.flatMap((j) => j.proprias ?? []),
  },
];

export function criarRouter() {
  return createBrowserRouter(rotas);
}

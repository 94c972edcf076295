import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RotasDaJornada } from '@/lib/rotas';
import { caminhosOperador } from './paths';

/** A back-office page, fetched on first visit: customers never download the back-office. */
function tela(path: string | undefined, carregar: () => Promise<{ default: ComponentType }>): RouteObject {
  const lazy = async () => ({ Component: (await carregar()).default });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * The back-office (issue 4): its own login, layout and session (an operator's, never a customer's), outside
 * the customer's templates and route guard. The layout checks the operator session.
 */
export const rotasOperador: RotasDaJornada = {
  proprias: [
    {
      path: caminhosOperador.raiz,
      children: [
        tela('entrar', () => import('./screens/entrar')),
        {
          lazy: async () => ({ Component: (await import('./components/layout-operador')).default }),
          children: [
            tela(undefined, () => import('./screens/operador')),
            { path: 'casos', element: <Navigate to={caminhosOperador.fila} replace /> },
            tela('casos/:numero', () => import('./screens/casos')),
            tela('clientes/:inscricao', () => import('./screens/clientes')),
            tela('auditoria', () => import('./screens/auditoria')),
            tela('boletos', () => import('./screens/boletos')),
            tela('retornos', () => import('./screens/retornos')),
            tela('assembleias', () => import('./screens/assembleias')),
            tela('assembleias/:id', () => import('./screens/assembleia')),
            tela('informativos', () => import('./screens/informativos')),
          ],
        },
      ],
    },
  ],
};

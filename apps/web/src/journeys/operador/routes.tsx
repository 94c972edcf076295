import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RotasDaJornada } from '@/lib/rotas';
import type { ExigenciaDaTela } from './exigencias';
import { caminhosOperador } from './paths';

/**
 * A back-office page, fetched on first visit (customers never download the back-office). A page that needs
 * a permission shows the "not allowed" screen to a role without it, whoever typed its address.
 */
function tela(
  path: string | undefined,
  carregar: () => Promise<{ default: ComponentType }>,
  exige?: ExigenciaDaTela,
): RouteObject {
  const lazy = async () => {
    if (!exige) return { Component: (await carregar()).default };
    const [{ default: Tela }, { protegida }] = await Promise.all([carregar(), import('./exigencias')]);
    return { Component: protegida(Tela, exige) };
  };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

export const rotasOperador: RotasDaJornada = {
  proprias: [
    {
      path: caminhosOperador.raiz,
      children: [
        tela('entrar', () => import('./screens/entrar')),
        {
          lazy: async () => ({ Component: (await import('./components/layout-operador')).default }),
          children: [
            tela(undefined, () => import('./screens/operador'), 'fila'),
            { path: 'casos', element: <Navigate to={caminhosOperador.fila} replace /> },
            tela('casos/:numero', () => import('./screens/casos'), 'caso'),
            tela('analises', () => import('./screens/analises'), 'analises'),
            tela('analises/:numero', () => import('./screens/analise'), 'analise'),
            tela('faturamentos', () => import('./screens/faturamentos'), 'faturamentos'),
            tela('devolucoes', () => import('./screens/devolucoes'), 'devolucoes'),
            tela('transferencias', () => import('./screens/transferencias'), 'transferencias'),
            tela('renegociacoes', () => import('./screens/renegociacoes'), 'renegociacoes'),
            tela('seguros', () => import('./screens/seguros'), 'seguros'),
            tela('pos-venda', () => import('./screens/pos-venda'), 'posVenda'),
            tela('clientes/:inscricao', () => import('./screens/clientes'), 'cliente'),
            tela('auditoria', () => import('./screens/auditoria'), 'auditoria'),
            tela('boletos', () => import('./screens/boletos'), 'boletos'),
            tela('retornos', () => import('./screens/retornos'), 'retornos'),
            tela('repasses', () => import('./screens/repasses'), 'repasses'),
            tela('assembleias', () => import('./screens/assembleias'), 'assembleias'),
            tela('assembleias/:id', () => import('./screens/assembleia'), 'assembleia'),
            tela('informativos', () => import('./screens/informativos'), 'informativos'),
            tela('avisos', () => import('./screens/avisos'), 'avisos'),
            tela('catalogo-veiculos', () => import('./screens/catalogo-veiculos'), 'catalogoVeiculos'),
          ],
        },
      ],
    },
  ],
};

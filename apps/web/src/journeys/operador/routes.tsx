import {
  assembleiasOperacoes,
  boletosOperacoes,
  casosOperacoes,
  notificacoesOperacoes,
  operadorOperacoes,
  parceirosOperacoes,
  type Operacao,
} from '@portal/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RotasDaJornada } from '@/lib/rotas';
import { SoComPermissao } from './components/so-com-permissao';
import { caminhosOperador } from './paths';

/** What a page needs: the operation it is built on, and what it is for, for the "not allowed" screen. */
interface Exige {
  op: Operacao;
  oQue: string;
}

/**
 * A back-office page, fetched on first visit (customers never download the back-office). A page that needs
 * a permission shows the "not allowed" screen to a role without it, whoever typed its address.
 */
function tela(
  path: string | undefined,
  carregar: () => Promise<{ default: ComponentType }>,
  exige?: Exige,
): RouteObject {
  const lazy = async () => {
    const Tela = (await carregar()).default;
    if (!exige) return { Component: Tela };
    return {
      Component: () => (
        <SoComPermissao op={exige.op} oQue={exige.oQue}>
          <Tela />
        </SoComPermissao>
      ),
    };
  };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * The back-office (issue 4): its own login, layout and session (an operator's, never a customer's), outside
 * the customer's templates and route guard. The layout checks the operator session; each page its role
 * (ADR 0014).
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
            tela(undefined, () => import('./screens/operador'), {
              op: casosOperacoes.fila,
              oQue: 'ver a fila de casos',
            }),
            { path: 'casos', element: <Navigate to={caminhosOperador.fila} replace /> },
            tela('casos/:numero', () => import('./screens/casos'), {
              op: casosOperacoes.detalheOperador,
              oQue: 'ver casos',
            }),
            tela('clientes/:inscricao', () => import('./screens/clientes'), {
              op: operadorOperacoes.cliente,
              oQue: 'consultar clientes',
            }),
            tela('auditoria', () => import('./screens/auditoria'), {
              op: operadorOperacoes.auditoria,
              oQue: 'ver o registro de auditoria',
            }),
            tela('boletos', () => import('./screens/boletos'), {
              op: boletosOperacoes.buscarOperador,
              oQue: 'buscar boletos',
            }),
            tela('retornos', () => import('./screens/retornos'), {
              op: boletosOperacoes.importarRetorno,
              oQue: 'importar arquivos de retorno bancário',
            }),
            tela('assembleias', () => import('./screens/assembleias'), {
              op: assembleiasOperacoes.listarOperador,
              oQue: 'ver as assembleias',
            }),
            tela('assembleias/:id', () => import('./screens/assembleia'), {
              op: assembleiasOperacoes.apuracaoOperador,
              oQue: 'ver as assembleias',
            }),
            tela('informativos', () => import('./screens/informativos'), {
              op: notificacoesOperacoes.listarOperador,
              oQue: 'publicar novidades e avisos aos clientes',
            }),
            tela('avisos', () => import('./screens/avisos'), {
              op: parceirosOperacoes.avisosOperador,
              oQue: 'publicar avisos de manutenção',
            }),
          ],
        },
      ],
    },
  ],
};

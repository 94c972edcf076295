import {
  analiseContemplacaoOperacoes,
  faturamentoOperadorOperacoes,
  devolucaoOperadorOperacoes,
  renegociacaoOperadorOperacoes,
  transferenciaOperadorOperacoes,
  seguroOperadorOperacoes,
  posvendaOperadorOperacoes,
  assembleiasOperacoes,
  boletosOperacoes,
  casosOperacoes,
  catalogoVeiculosOperacoes,
  notificacoesOperacoes,
  operadorOperacoes,
  parceirosOperacoes,
  repassesOperacoes,
  type Operacao,
} from '@portal/domain';
import type { ComponentType } from 'react';
import { SoComPermissao } from './components/so-com-permissao';

/** What a page needs: the operation it is built on, and what it is for, for the "not allowed" screen. */
interface Exige {
  op: Operacao;
  oQue: string;
}

/**
 * Each back-office page's requirement, by page. Apart from routes.tsx, which every visitor downloads: naming
 * the operations there would bring their answers' schemas to the customer's login.
 */
const EXIGENCIAS = {
  fila: { op: casosOperacoes.fila, oQue: 'ver a fila de casos' },
  caso: { op: casosOperacoes.detalheOperador, oQue: 'ver casos' },
  analises: { op: analiseContemplacaoOperacoes.fila, oQue: 'ver as análises de contemplação' },
  analise: { op: analiseContemplacaoOperacoes.detalhe, oQue: 'analisar contemplações' },
  faturamentos: {
    op: faturamentoOperadorOperacoes.filaIdentificacao,
    oQue: 'decidir as identificações do faturamento',
  },
  devolucoes: { op: devolucaoOperadorOperacoes.fila, oQue: 'decidir as devoluções de valores' },
  transferencias: { op: transferenciaOperadorOperacoes.fila, oQue: 'concluir as transferências de cota' },
  renegociacoes: { op: renegociacaoOperadorOperacoes.acompanhar, oQue: 'acompanhar as renegociações' },
  seguros: { op: seguroOperadorOperacoes.fila, oQue: 'atender os pedidos de seguro' },
  posVenda: { op: posvendaOperadorOperacoes.fila, oQue: 'fazer os retornos do pós-venda' },
  cliente: { op: operadorOperacoes.cliente, oQue: 'consultar clientes' },
  auditoria: { op: operadorOperacoes.auditoria, oQue: 'ver o registro de auditoria' },
  boletos: { op: boletosOperacoes.buscarOperador, oQue: 'buscar boletos' },
  retornos: { op: boletosOperacoes.importarRetorno, oQue: 'importar arquivos de retorno bancário' },
  repasses: { op: repassesOperacoes.fila, oQue: 'remeter os repasses ao banco' },
  assembleias: { op: assembleiasOperacoes.listarOperador, oQue: 'ver as assembleias' },
  assembleia: { op: assembleiasOperacoes.apuracaoOperador, oQue: 'ver as assembleias' },
  informativos: {
    op: notificacoesOperacoes.listarOperador,
    oQue: 'publicar novidades e avisos aos clientes',
  },
  avisos: { op: parceirosOperacoes.avisosOperador, oQue: 'publicar avisos de manutenção' },
  catalogoVeiculos: {
    op: catalogoVeiculosOperacoes.solicitacoes,
    oQue: 'responder pedidos de inclusão no catálogo de veículos',
  },
} satisfies Record<string, Exige>;

export type ExigenciaDaTela = keyof typeof EXIGENCIAS;

/** The page, shown only to a role that may call its operation; the "not allowed" screen to any other. */
export function protegida(Tela: ComponentType, exige: ExigenciaDaTela): ComponentType {
  const { op, oQue } = EXIGENCIAS[exige];
  return function TelaProtegida() {
    return (
      <SoComPermissao op={op} oQue={oQue}>
        <Tela />
      </SoComPermissao>
    );
  };
}

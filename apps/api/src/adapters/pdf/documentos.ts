import { renderizarAutorizacaoFaturamento } from './autorizacao-faturamento-pdf.ts';
import { renderizarBoleto } from './boleto-pdf.ts';
import { renderizarGuiaContemplacao } from './guia-contemplacao-pdf.ts';
import { renderizarOrdemFaturamentoSeminovo } from './ordem-faturamento-seminovo-pdf.ts';
import { renderizarPedidoCompra } from './pedido-compra-pdf.ts';
import { renderizarComprovantePagamentos } from './relatorios/comprovante-pagamentos-pdf.ts';
import { renderizarContrato } from './relatorios/contrato-pdf.ts';
import { renderizarDemonstrativo } from './relatorios/demonstrativo-pdf.ts';
import { renderizarExtratoConsorciado, renderizarExtratoGrupo } from './relatorios/extrato-pdf.ts';
import { renderizarInformeRendimentos } from './relatorios/informe-rendimentos-pdf.ts';
import { renderizarProposta } from './relatorios/proposta-pdf.ts';

/**
 * Every PDF the server prints, by kind: the renderer a PDF worker runs for `{ tipo, dados }`. The data is the
 * plain object the renderer takes (what its screen shows), so it crosses to the worker thread as is.
 */
const RENDERIZADORES = {
  boleto: renderizarBoleto,
  demonstrativo: renderizarDemonstrativo,
  'extrato-consorciado': renderizarExtratoConsorciado,
  'extrato-grupo': renderizarExtratoGrupo,
  'comprovante-pagamentos': renderizarComprovantePagamentos,
  'informe-rendimentos': renderizarInformeRendimentos,
  proposta: renderizarProposta,
  contrato: renderizarContrato,
  'guia-contemplacao': renderizarGuiaContemplacao,
  'pedido-compra': renderizarPedidoCompra,
  'autorizacao-faturamento': renderizarAutorizacaoFaturamento,
  'ordem-faturamento-seminovo': renderizarOrdemFaturamentoSeminovo,
};
type Renderizadores = typeof RENDERIZADORES;

/** What a module asks the PDF pool for: a kind and its renderer's data (structured-cloneable). */
export type PedidoDePdf = {
  [T in keyof Renderizadores]: { tipo: T; dados: Parameters<Renderizadores[T]>[0] };
}[keyof Renderizadores];

/** Renders one document on the calling thread (the worker's). */
export function renderizarDocumento(pedido: PedidoDePdf): Promise<Buffer> {
  const renderizar = RENDERIZADORES[pedido.tipo] as (dados: PedidoDePdf['dados']) => Promise<Buffer>;
  return renderizar(pedido.dados);
}

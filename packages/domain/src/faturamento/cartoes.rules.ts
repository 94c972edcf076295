import { diasDesde, faseEm } from '../casos/casos.rules.ts';
import type { TipoFaturamento, TipoVistoria } from './faturamento.schemas.ts';
import { grupoDaFaseFaturamento } from './status.rules.ts';

// ——— 02 §2.1: home cards of the goods billing (action target faturamento_bem) ———

export type CartaoFaturamentoBem =
  | 'parabens'
  | 'analise-em-andamento'
  | 'problema-documento'
  | 'enviar-documentos'
  | 'pagamento-programado'
  | 'pagamento-realizado'
  | 'simulacao-veiculo'
  | 'vistoria-digital'
  | 'vistoria-tecnica'
  | 'vistoria-concluida'
  | 'vistoria-recusada'
  | 'prazo-expirado';

/** Title and action of each card (02 §2.1); the expired-deadline card never shows the deadline's value. */
export const CARTOES_FATURAMENTO_BEM: Record<CartaoFaturamentoBem, { titulo: string; acao: string }> = {
  parabens: { titulo: 'Parabéns pela contemplação!', acao: 'Iniciar faturamento' },
  'analise-em-andamento': { titulo: 'Análise em andamento', acao: 'Visualizar' },
  'problema-documento': { titulo: 'Problema com documento', acao: 'Visualizar' },
  'enviar-documentos': { titulo: 'Envie novos documentos', acao: 'Enviar documentos' },
  'pagamento-programado': { titulo: 'Pagamento programado', acao: 'Visualizar' },
  'pagamento-realizado': { titulo: 'Pagamento realizado', acao: 'Visualizar' },
  'simulacao-veiculo': { titulo: 'Simulação do veículo', acao: 'Continuar' },
  'vistoria-digital': { titulo: 'Vistoria digital', acao: 'Visualizar' },
  'vistoria-tecnica': { titulo: 'Vistoria técnica', acao: 'Visualizar' },
  'vistoria-concluida': { titulo: 'Vistoria concluída', acao: 'Visualizar' },
  'vistoria-recusada': { titulo: 'Vistoria recusada', acao: 'Visualizar' },
  'prazo-expirado': { titulo: 'Prazo para faturar encerrado', acao: 'Visualizar' },
};

/**
 * 02 §2.1 "for a new vehicle, the awaiting-documents phase shows an expired-deadline card when days since
 * creation exceed the general billing deadline" (a partner setting; no setting → never expired).
 */
export function prazoFaturamentoExpirado(e: {
  fase: string | null | undefined;
  tipoFaturamento: TipoFaturamento | null | undefined;
  dataCriacao: string | null | undefined;
  prazoGeralDias: number | null | undefined;
  hoje: string;
}): boolean {
  if (e.tipoFaturamento !== 'FATURAMENTO_NOVO_AUTO') return false;
  if (!faseEm(e.fase, ['AGUARDANDO_DOCUMENTOS'])) return false;
  if (e.prazoGeralDias == null) return false;
  const dias = diasDesde(e.dataCriacao, e.hoje);
  return dias !== null && dias > e.prazoGeralDias;
}

/** The goods-billing card for the case's phase (null: no card, e.g. a phase outside §4.8). */
export function cartaoFaturamentoBem(e: {
  fase: string | null | undefined;
  tipoFaturamento: TipoFaturamento | null | undefined;
  tipoVistoria: TipoVistoria | null | undefined;
  dataCriacao: string | null | undefined;
  prazoGeralDias: number | null | undefined;
  hoje: string;
}): CartaoFaturamentoBem | null {
  if (prazoFaturamentoExpirado(e)) return 'prazo-expirado';
  const grupo = grupoDaFaseFaturamento(e.fase);
  const vistoria = (): CartaoFaturamentoBem =>
    faseEm(e.fase, ['SOLICITAR_VISTORIA_TECNICA', 'AGENDAR_VISTORIA_TECNICA', 'VISTORIA_TECNICA_AGENDADA']) ||
    e.tipoVistoria === 'VISTORIA_TECNICA'
      ? 'vistoria-tecnica'
      : 'vistoria-digital';
  switch (grupo) {
    case null:
      return null;
    case 'inicio':
      return 'parabens';
    case 'analisando':
    case 'retornoGrcBrscan':
    case 'retornoPendencia':
    case 'retornoDocs':
    case 'analiseCanal':
    case 'documentacaoRecebida':
    case 'indicacaoBem':
    case 'assinatura':
    case 'rechamadaCadastro':
      return 'analise-em-andamento';
    case 'pendenciaClienteReanalise':
    case 'documentoRecusado':
    case 'documentosIlegiveisIncorretos':
    case 'correcaoFaturamento':
    case 'revalidarVendedor':
    case 'notaFiscal':
    case 'pendenciaDetran':
      return 'problema-documento';
    case 'documentosAdicionaisGrc':
    case 'pendenciaSworks':
    case 'aguardandoDocumentos':
      return 'enviar-documentos';
    case 'aguardandoEscolhaBem':
    case 'erroCadastro':
    case 'aguardandoDadosVeiculo':
    case 'cadastroManual':
      return 'simulacao-veiculo';
    case 'vistoria':
    case 'erroVistoria':
      return vistoria();
    case 'garantiaAprovada':
      return 'vistoria-concluida';
    case 'veiculoRecusado':
      return 'vistoria-recusada';
    case 'programarPagamento':
    case 'programacao':
      return 'pagamento-programado';
    case 'pagamentoEnviado':
      return 'pagamento-realizado';
  }
}

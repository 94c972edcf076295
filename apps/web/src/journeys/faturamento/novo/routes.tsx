import { AUTENTICADA_TRANSPARENTE, rotaPreguicosa, type RotasDaJornada } from '@/lib/rotas';
import { caminhosFaturamentoNovo as c } from './paths';

/**
 * 02 §2.4: the new-vehicle (0 km) billing screens, a part of the billing journey. Asset-invoicing screens allow
 * the transparent login (02 §6); each screen sends a non-phone device to the unavailable message.
 */
export const rotasFaturamentoNovo: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.indice, AUTENTICADA_TRANSPARENTE, () => import('./screens/indice')),
    rotaPreguicosa(c.introducao, AUTENTICADA_TRANSPARENTE, () => import('./screens/introducao')),
    rotaPreguicosa(c.proximosPassos, AUTENTICADA_TRANSPARENTE, () => import('./screens/proximos-passos')),
    rotaPreguicosa(c.valorCompra, AUTENTICADA_TRANSPARENTE, () => import('./screens/valor-compra')),
    rotaPreguicosa(c.dadosVeiculo, AUTENTICADA_TRANSPARENTE, () => import('./screens/dados-veiculo')),
    rotaPreguicosa(
      c.dadosConcessionaria,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/dados-concessionaria'),
    ),
    rotaPreguicosa(c.formaPagamento, AUTENTICADA_TRANSPARENTE, () => import('./screens/forma-pagamento')),
    rotaPreguicosa(c.dadosBancarios, AUTENTICADA_TRANSPARENTE, () => import('./screens/dados-bancarios')),
    rotaPreguicosa(
      c.confirmarFaturamento,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/confirmar-faturamento'),
    ),
    rotaPreguicosa(c.envioDocumentos, AUTENTICADA_TRANSPARENTE, () => import('./screens/envio-documentos')),
    rotaPreguicosa(
      c.analiseDocumentos,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/analise-documentos'),
    ),
    rotaPreguicosa(c.ordemCompra, AUTENTICADA_TRANSPARENTE, () => import('./screens/ordemcompra')),
    rotaPreguicosa(
      c.acompanharPagamento,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/acompanharpagamento'),
    ),
    rotaPreguicosa(c.ordemPagamento, AUTENTICADA_TRANSPARENTE, () => import('./screens/ordempagamento')),
    rotaPreguicosa(
      c.resolverPendencias,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/resolver-pendencias'),
    ),
    rotaPreguicosa(
      c.cartaCorrecaoEnviada,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/cartacorrecaoenviada'),
    ),
    rotaPreguicosa(c.pendenciaDetran, AUTENTICADA_TRANSPARENTE, () => import('./screens/pendencia-detran')),
    rotaPreguicosa(
      c.contatoPendencias,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/contato-pendencias'),
    ),
    rotaPreguicosa(c.fluxoManual, AUTENTICADA_TRANSPARENTE, () => import('./screens/fluxo-manual')),
  ],
};

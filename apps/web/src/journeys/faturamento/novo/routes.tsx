import {
  AUTENTICADA,
  AUTENTICADA_TRANSPARENTE,
  rotaPreguicosa,
  type RegraDeRota,
  type RotasDaJornada,
} from '@/lib/rotas';
import { caminhosFaturamento } from '../paths';
import { caminhosFaturamentoNovo as c } from './paths';

/** 02 §6: a phone (else the billing's unavailable screen) and the transparent login allowed. */
const CELULAR: RegraDeRota = {
  ...AUTENTICADA_TRANSPARENTE,
  redirecionarSeNaoMobile: caminhosFaturamento.indisponivel,
};

/** The registration update changes the person's data: no transparent login (ADR 0016), and a phone. */
const CELULAR_CADASTRO: RegraDeRota = {
  ...AUTENTICADA,
  redirecionarSeNaoMobile: caminhosFaturamento.indisponivel,
};

/**
 * 02 §2.4: the new-vehicle (0 km) billing screens, a part of the billing journey. Asset-invoicing screens allow
 * the transparent login (02 §6); a non-phone device goes to /faturamento/indisponivel.
 */
export const rotasFaturamentoNovo: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.indice, CELULAR, () => import('./screens/indice')),
    rotaPreguicosa(c.introducao, CELULAR, () => import('./screens/introducao')),
    rotaPreguicosa(c.proximosPassos, CELULAR, () => import('./screens/proximos-passos')),
    rotaPreguicosa(c.atualizacaoCadastral, CELULAR_CADASTRO, () => import('./screens/atualizacaocadastral')),
    rotaPreguicosa(c.valorCompra, CELULAR, () => import('./screens/valor-compra')),
    rotaPreguicosa(c.dadosVeiculo, CELULAR, () => import('./screens/dados-veiculo')),
    rotaPreguicosa(
      c.aguardeInclusaoDeMarca,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/aguardeinclusaodemarca'),
    ),
    rotaPreguicosa(
      c.aguardeInclusaoDeConcessionaria,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/aguardeinclusaodeconcessionaria'),
    ),
    rotaPreguicosa(
      c.dadosConcessionaria,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/dados-concessionaria'),
    ),
    rotaPreguicosa(c.formaPagamento, CELULAR, () => import('./screens/forma-pagamento')),
    rotaPreguicosa(c.dadosBancarios, CELULAR, () => import('./screens/dados-bancarios')),
    rotaPreguicosa(
      c.confirmarFaturamento,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/confirmar-faturamento'),
    ),
    rotaPreguicosa(c.envioDocumentos, CELULAR, () => import('./screens/envio-documentos')),
    rotaPreguicosa(
      c.analiseDocumentos,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/analise-documentos'),
    ),
    rotaPreguicosa(c.ordemCompra, CELULAR, () => import('./screens/ordemcompra')),
    rotaPreguicosa(
      c.acompanharPagamento,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/acompanharpagamento'),
    ),
    rotaPreguicosa(c.ordemPagamento, CELULAR, () => import('./screens/ordempagamento')),
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
    rotaPreguicosa(c.pendenciaDetran, CELULAR, () => import('./screens/pendencia-detran')),
    rotaPreguicosa(
      c.contatoPendencias,
      AUTENTICADA_TRANSPARENTE,
      () => import('./screens/contato-pendencias'),
    ),
    rotaPreguicosa(c.fluxoManual, CELULAR, () => import('./screens/fluxo-manual')),
  ],
};

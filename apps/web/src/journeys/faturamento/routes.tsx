import { AUTENTICADA_TRANSPARENTE, rotaPreguicosa, type RegraDeRota, type RotasDaJornada } from '@/lib/rotas';
import { rotasFaturamentoEspecie } from './especie/routes';
import { rotasFaturamentoNovo } from './novo/routes';
import { rotasFaturamentoSeminovo } from './seminovo/routes';
import { caminhosFaturamento as c } from './paths';

/** 02 §2, §6: asset-invoicing screens need a phone (else indisponivel) and allow transparent login. */
const CELULAR: RegraDeRota = { ...AUTENTICADA_TRANSPARENTE, redirecionarSeNaoMobile: c.indisponivel };

export const rotasFaturamento: RotasDaJornada = {
  principais: [
    rotaPreguicosa(c.iniciar, CELULAR, () => import('./screens/iniciar')),
    rotaPreguicosa(c.tipo, CELULAR, () => import('./screens/tipo')),
    rotaPreguicosa(c.novoseminovo, CELULAR, () => import('./screens/novoseminovo')),
    rotaPreguicosa(c.cotas, CELULAR, () => import('./screens/cotas')),
    rotaPreguicosa(c.bens, CELULAR, () => import('./screens/bens')),
    rotaPreguicosa(c.digitaloumanual, CELULAR, () => import('./screens/digitaloumanual')),
    rotaPreguicosa(c.manual, CELULAR, () => import('./screens/manual')),
    rotaPreguicosa(c.consignado, CELULAR, () => import('./screens/manual-opcao')),
    rotaPreguicosa(c.financiamento, CELULAR, () => import('./screens/manual-opcao')),
    rotaPreguicosa(c.maquinasagricolas, CELULAR, () => import('./screens/manual-opcao')),
    rotaPreguicosa(c.conjuge, CELULAR, () => import('./screens/manual-opcao')),
    rotaPreguicosa(c.cotaquitada, CELULAR, () => import('./screens/cotaquitada')),
    rotaPreguicosa(c.cpfreprovado, CELULAR, () => import('./screens/cpfreprovado')),
    rotaPreguicosa(c.cpfrestrito, CELULAR, () => import('./screens/cpfrestrito')),
    rotaPreguicosa(c.identificacao, CELULAR, () => import('./screens/identificacao')),
    rotaPreguicosa(c.enviardocumentospj, CELULAR, () => import('./screens/enviardocumentospj')),
    rotaPreguicosa(c.reenviardocumentos, CELULAR, () => import('./screens/reenviardocumentos')),
    rotaPreguicosa(c.analisandoinformacoes, CELULAR, () => import('./screens/analisandoinformacoes')),
    rotaPreguicosa(
      c.aindaanalisandoinformacoes,
      CELULAR,
      () => import('./screens/aindaanalisandoinformacoes'),
    ),
    rotaPreguicosa(c.identificacaoaprovada, CELULAR, () => import('./screens/identificacaoaprovada')),
    rotaPreguicosa(c.identificacaoreprovada, CELULAR, () => import('./screens/identificacaoreprovada')),
    rotaPreguicosa(c.identificacaofilial, CELULAR, () => import('./screens/identificacaofilial')),
    rotaPreguicosa(c.indisponivel, AUTENTICADA_TRANSPARENTE, () => import('./screens/indisponivel')),
    // 02 §2.4: the new vehicle (0 km), under /faturamentonovo.
    ...(rotasFaturamentoNovo.principais ?? []),
    // 02 §2.5: the used vehicle, under /faturamentoseminovo.
    ...(rotasFaturamentoSeminovo.principais ?? []),
    // 02 §2.3: cash billing, under /faturamentoespecie.
    ...(rotasFaturamentoEspecie.principais ?? []),
  ],
};

import {
  etapaAnterior,
  faseEm,
  primeiraEtapa,
  proximaEtapa,
  progressoDaEtapa,
  type ContextoEtapas,
  type EtapaContemplacao,
  type SituacaoContemplacao,
  type TelaAnaliseCredito,
} from '@portal/domain';
import { caminhosContemplado, comParametro } from './paths';

/** The steps' names as the customer reads them in the progress indicator. */
export const NOMES_DAS_ETAPAS: Record<EtapaContemplacao, string> = {
  DrawPresentation: 'Sorteio',
  Conditions: 'Condições',
  OfferConfirmation: 'Oferta',
  VerificationResults: 'Verificação',
  Guarantee: 'Garantia',
  CpfRestriction: 'CPF',
  HeavyType: 'Tipo do veículo',
  DocumentSelection: 'Documentos',
  ExtraDocumentConfirmation: 'Documentos adicionais',
  DocumentConfirmation: 'Confirmação dos documentos',
  SieveResult: 'Análise de crédito',
  InvoiceSelection: 'Faturamento',
};

/** What the domain's step rules need, from the server's answer (the same inputs the API used for `etapas`). */
export function contextoDasEtapas(s: SituacaoContemplacao): ContextoEtapas {
  return {
    modalidade: s.modalidade,
    categoria: s.categoria,
    itemGarantia: s.itemGarantia,
    restricaoCpf: s.restricaoCpf === 'restrito',
    documentosAdicionais: faseEm(s.caso?.Fase__c, ['PENDENCIA_CLIENTE_REANALISE']),
  };
}

/** The screen of a step (heavy quotas send their documents on documentos-pesado). */
export function caminhoDaEtapa(etapa: EtapaContemplacao, s: SituacaoContemplacao): string {
  switch (etapa) {
    case 'DrawPresentation':
      return caminhosContemplado.sorteio;
    case 'Conditions':
      return caminhosContemplado.condicoesSorteio;
    case 'OfferConfirmation':
      return caminhosContemplado.oferta;
    case 'VerificationResults':
      return caminhosContemplado.verification;
    case 'Guarantee':
      return comParametro(caminhosContemplado.garantia, s.itemGarantia);
    case 'CpfRestriction':
      return caminhosContemplado.cpf;
    case 'HeavyType':
      return caminhosContemplado.tipoPesado;
    case 'DocumentSelection':
      return comParametro(
        s.categoria === 'pesados' ? caminhosContemplado.documentosPesado : caminhosContemplado.documentos,
      );
    case 'ExtraDocumentConfirmation':
      return caminhosContemplado.documentosAdicionais;
    case 'DocumentConfirmation':
      return caminhosContemplado.confirmacaoDocumentos;
    case 'SieveResult':
      return caminhosContemplado.crivo;
    case 'InvoiceSelection':
      return caminhosContemplado.desejaFaturar;
  }
}

/** Where a step's 'Anterior' and 'Continuar' lead, and 'Etapa n de m' (only shown steps count). */
export function navegacaoDaEtapa(etapa: EtapaContemplacao, s: SituacaoContemplacao) {
  const c = contextoDasEtapas(s);
  const anterior = etapaAnterior(etapa, c);
  const proxima = proximaEtapa(etapa, c);
  return {
    progresso: progressoDaEtapa(etapa, c),
    /** The last shown step before this one; the centre on the first. */
    anterior: anterior ? caminhoDaEtapa(anterior, s) : caminhosContemplado.centro,
    proxima: proxima ? caminhoDaEtapa(proxima, s) : null,
  };
}

/**
 * 02 §4.9: where the contemplation continues for the analysis phase: the flow's first shown step before any
 * analysis, else the screen of the phase; null for none ('Caso Expirado').
 */
export function destinoDaAnalise(s: SituacaoContemplacao): string | null {
  const destinos: Record<TelaAnaliseCredito, string> = {
    'fluxo-contemplado': caminhoDaEtapa(primeiraEtapa(contextoDasEtapas(s)), s),
    'confirmacao-documentos': caminhosContemplado.confirmacaoDocumentos,
    'resultado-crivo': caminhosContemplado.crivo,
    'analise-reprovada': caminhosContemplado.resultadoAnalise,
    'selecao-documentos': caminhoDaEtapa('DocumentSelection', s),
    'selecao-documentos-adicionais': caminhosContemplado.documentosAdicionais,
  };
  return s.tela ? destinos[s.tela] : null;
}

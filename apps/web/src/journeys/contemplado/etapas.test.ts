import type { SituacaoContemplacao } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { caminhoDaEtapa, destinoDaAnalise, navegacaoDaEtapa } from './etapas';

const base: SituacaoContemplacao = {
  contemplada: true,
  dataContemplacao: '2026-11-20',
  modalidade: 'SORTEIO',
  porSorteio: true,
  categoria: 'imoveis',
  itemGarantia: null,
  caso: null,
  tela: 'fluxo-contemplado',
  etapas: [],
  prazoGarantia: null,
  avisoNaoPerca: false,
  prazoAnalise: null,
  restricaoCpf: 'sem-restricao',
  linhaDoTempo: [],
};
const lance = { ...base, modalidade: 'LANCE LIVRE', porSorteio: false, itemGarantia: 'boleto' as const };
const pesado = { ...base, categoria: 'pesados' as const };

describe('the contemplation steps on screen (02 §2.7)', () => {
  it('counts only the shown steps and goes back to the last shown one', () => {
    expect(navegacaoDaEtapa('OfferConfirmation', base)).toEqual({
      progresso: { numero: 3, total: 8 },
      anterior: '/contemplado/condicoes-sorteio',
      proxima: '/contemplado/verification',
    });
    // A bid has no draw steps: the offer is the first, its "previous" the centre.
    expect(navegacaoDaEtapa('OfferConfirmation', lance)).toEqual({
      progresso: { numero: 1, total: 7 },
      anterior: '/contemplado',
      proxima: '/contemplado/verification',
    });
    expect(navegacaoDaEtapa('VerificationResults', lance).proxima).toBe('/contemplado/garantia/boleto');
    // Heavy: HeavyType after the verification (no guarantee, no restriction), then the heavy documents.
    expect(navegacaoDaEtapa('HeavyType', pesado)).toEqual({
      progresso: { numero: 5, total: 9 },
      anterior: '/contemplado/verification',
      proxima: '/contemplado/documentos-pesado',
    });
  });

  it('sends /contemplado on by the §4.9 screen of the analysis phase', () => {
    expect(destinoDaAnalise(base)).toBe('/contemplado/sorteio');
    expect(destinoDaAnalise(lance)).toBe('/contemplado/oferta');
    expect(destinoDaAnalise({ ...base, tela: 'selecao-documentos' })).toBe('/contemplado/documentos');
    expect(destinoDaAnalise({ ...pesado, tela: 'selecao-documentos' })).toBe(
      '/contemplado/documentos-pesado',
    );
    expect(destinoDaAnalise({ ...base, tela: 'selecao-documentos-adicionais' })).toBe(
      '/contemplado/documentos-adicionais',
    );
    expect(destinoDaAnalise({ ...base, tela: 'confirmacao-documentos' })).toBe(
      '/contemplado/confirmacao-documentos',
    );
    expect(destinoDaAnalise({ ...base, tela: 'resultado-crivo' })).toBe('/contemplado/crivo');
    expect(destinoDaAnalise({ ...base, tela: 'analise-reprovada' })).toBe('/contemplado/resultado-analise');
    expect(destinoDaAnalise({ ...base, tela: null })).toBeNull();
    expect(caminhoDaEtapa('Guarantee', { ...lance, itemGarantia: 'fgts' })).toBe(
      '/contemplado/garantia/fgts',
    );
  });
});

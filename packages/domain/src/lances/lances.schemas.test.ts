import { describe, it, expect } from 'vitest';
import {
  historicoLancesSchema,
  lanceEmbutidoBodySchema,
  payloadLanceSchema,
  percentualLanceSchema,
  type PayloadLance,
} from './lances.schemas.ts';
import {
  ROTULOS_AMORTIZACAO,
  ROTULO_REDUCAO_PARCELA,
  modalidadeContemplacaoSchema,
  rotuloModalidade,
} from './modalidades.ts';

const PAYLOAD: PayloadLance = {
  situacaoOferta: 'P',
  valorLance: 4_000_000,
  lanceDiluido: false,
  validaRestOferta: true,
  valorFGTS: 0,
  valorLanceEmbutido: 0,
  tipoAmortizacao: 'PZ',
  numeroIP: '0.0.0.0',
  situacaoModalidade: 'PE',
  trocaChaves: false,
  lanceLivreAuto: false,
  utilizaAntecipacao: false,
  quantidadeParcelaSubsequente: 0,
  lancequitacao: false,
  formaAcesso: 'SR',
};

describe('lances.schemas', () => {
  it.each([
    [12.3456, true],
    [100, true],
    [0, true],
    [12.34567, false],
    [-1, false],
    [100.0001, false],
  ])('percentage %s valid: %s', (p, ok) => {
    expect(percentualLanceSchema.safeParse(p).success).toBe(ok);
  });

  it.each([
    [{ situacaoModalidade: 'PE', percentualLance: 20 }, true],
    [{ situacaoModalidade: 'VL', valorLance: 100_000 }, true],
    [{ situacaoModalidade: 'PE' }, false],
    [{ situacaoModalidade: 'PE', percentualLance: 20, valorLance: 1 }, false],
    [{ situacaoModalidade: 'XX', percentualLance: 20 }, false],
  ])('lanceEmbutido body %j valid: %s', (body, ok) => {
    expect(lanceEmbutidoBodySchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{}, true],
    [{ formaAcesso: 'APP' }, false],
    [{ utilizaAntecipacao: true }, false],
    [{ quantidadeParcelaSubsequente: 2 }, false],
    [{ lanceDiluido: true }, false], // PZ does not dilute
    [{ lanceDiluido: true, tipoAmortizacao: 'PC' }, true],
    [{ valorLance: 0 }, false],
    [{ valorLance: 10.5 }, false],
  ])('payload with %j valid: %s', (alteracao, ok) => {
    expect(payloadLanceSchema.safeParse({ ...PAYLOAD, ...alteracao }).success).toBe(ok);
  });

  it('history page: data.data and total_pages', () => {
    const pagina = { data: [], page: 1, page_size: 20, total: 0, total_pages: 0 };
    expect(historicoLancesSchema.parse(pagina)).toEqual(pagina);
  });

  it('modality codes and labels of spec §9', () => {
    expect(modalidadeContemplacaoSchema.options).toEqual(['SO', 'SE', 'LL', 'LF', 'LS', 'PE', 'VL']);
    expect(ROTULO_REDUCAO_PARCELA).toBe('Valor Parcela');
    expect(ROTULOS_AMORTIZACAO.PC).toBe('Valor Parcela');
    expect(rotuloModalidade(' pe ')).toBe('Lance percentual');
    expect(rotuloModalidade('LANCE LIVRE')).toBe('LANCE LIVRE');
    expect(rotuloModalidade(null)).toBe('');
  });
});

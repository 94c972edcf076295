import { describe, it, expect } from 'vitest';
import {
  agoraEmSaoPaulo,
  dataBrParaIso,
  dataDoNumero,
  dataIsoParaBr,
  diaDaSemana,
  diasCorridos,
  hojeEmSaoPaulo,
  montarData,
  numeroDoDia,
  somarDias,
} from './datas.ts';

describe('DD/MM/YYYY ⇄ ISO', () => {
  it.each([
    ['31/12/1990', '1990-12-31'],
    ['01/01/2000', '2000-01-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    [' 05/07/2026 ', '2026-07-05'],
    ['29/02/2023', null],
    ['29/02/1900', null],
    ['31/04/2024', null],
    ['32/01/2024', null],
    ['00/01/2024', null],
    ['10/13/2024', null],
    ['10/00/2024', null],
    ['1/1/2024', null],
    ['2024-01-01', null],
    ['', null],
  ])('dataBrParaIso(%j) → %j', (br, esperado) => {
    expect(dataBrParaIso(br)).toBe(esperado);
  });

  it.each([
    ['1990-12-31', '31/12/1990'],
    ['2024-02-29', '29/02/2024'],
    ['2024-03-05T10:00:00-03:00', '05/03/2024'],
    ['2023-02-29', null],
    ['31/12/1990', null],
    ['2024-1-5', null],
  ])('dataIsoParaBr(%j) → %j', (iso, esperado) => {
    expect(dataIsoParaBr(iso)).toBe(esperado);
  });
});

describe('São Paulo time', () => {
  it.each([
    // UTC-3 all year (no DST since 2019): 02:30Z is still the previous day in São Paulo.
    ['2024-01-01T02:30:00Z', '2023-12-31', '23:30'],
    ['2024-01-01T03:00:00Z', '2024-01-01', '00:00'],
    ['2026-07-15T15:05:00Z', '2026-07-15', '12:05'],
    // Before 2019 Brazil had DST (UTC-2 in summer).
    ['2018-01-15T12:00:00Z', '2018-01-15', '10:00'],
  ])('%s → %s %s', (instante, data, hora) => {
    const agora = new Date(instante);
    expect(agoraEmSaoPaulo(agora)).toEqual({ data, hora });
    expect(hojeEmSaoPaulo(agora)).toBe(data);
  });

  it('defaults to now', () => {
    expect(hojeEmSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(agoraEmSaoPaulo().hora).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11_017],
    ['2025-02-22', 20_141],
  ])('numeroDoDia(%s) = %i, and back', (data, numero) => {
    expect(numeroDoDia(data)).toBe(numero);
    expect(dataDoNumero(numero)).toBe(data);
  });

  it.each(['2025-02-30', '2023-02-29', '2024-13-01', '2024-1-5', '05/01/2024', '', '0050-01-01'])(
    'numeroDoDia(%j) throws',
    (data) => {
      expect(() => numeroDoDia(data)).toThrow(RangeError);
    },
  );

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-10', 0, '2024-03-10'],
    ['2024-01-31', 366, '2025-01-31'],
  ])('somarDias(%s, %i) = %s', (data, dias, esperado) => {
    expect(somarDias(data, dias)).toBe(esperado);
    expect(diasCorridos(data, esperado)).toBe(dias);
  });

  it.each([
    ['1970-01-01', 4],
    ['2024-02-29', 4],
    ['2025-06-01', 0],
    ['2025-06-07', 6],
    ['1969-12-28', 0],
  ])('diaDaSemana(%s) = %i', (data, dia) => {
    expect(diaDaSemana(data)).toBe(dia);
    expect(new Date(`${data}T12:00:00Z`).getUTCDay()).toBe(dia);
  });

  it('montarData pads', () => {
    expect(montarData(2024, 3, 5)).toBe('2024-03-05');
  });
});

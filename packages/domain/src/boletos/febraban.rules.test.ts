import { describe, it, expect } from 'vitest';
import { formatBoleto, getBoletoInfo, isValidBoleto, parseBoleto } from '@brazilian-utils/brazilian-utils';
import {
  BANCO_DO_BRASIL,
  VALOR_MAXIMO_BOLETO_CENTAVOS,
  campoLivreBancoDoBrasil,
  codigoDaLinhaDigitavel,
  digitoGeralModulo11,
  digitoModulo10,
  fatorDeVencimento,
  formatarLinhaDigitavel,
  gerarCodigoDeBarras,
  lerBoleto,
  lerCampoLivreBancoDoBrasil,
  linhaDigitavelDoCodigo,
  nossoNumeroBancoDoBrasil,
  validarCodigoDeBarras,
  validarLinhaDigitavel,
  vencimentoDoFator,
} from './febraban.rules.ts';
import { somarDias } from '../comum/datas.ts';

const CONVENIO = '1234567';

function boletoBB(vencimento: string, valorCentavos: number, sequencial: number) {
  const campoLivre = campoLivreBancoDoBrasil({ convenio: CONVENIO, sequencial, carteira: '17' });
  const codigo = gerarCodigoDeBarras({ banco: BANCO_DO_BRASIL, vencimento, valorCentavos, campoLivre });
  return { codigo, linha: linhaDigitavelDoCodigo(codigo) };
}

/**
 * Worked by hand: Banco do Brasil, due 10/03/2025, R$ 1.234,56, convênio 1234567, sequencial 42, carteira 17.
 *
 * fator = 10/03/2025 − 07/10/1997 = 10016 days → ((10016 − 1000) mod 9000) + 1000 = 16 + 1000 = 1016
 * campo livre = 000000 | 1234567 0000000042 | 17 = 0000001234567000000004217
 * 43 digits   = 001 9 1016 0000123456 0000001234567000000004217
 * DV geral    = weights 2..9 from the right over the non-zero digits:
 *               1·2 + 9·9 + 1·8 + 1·6 + 6·5 + 1·8 + 2·7 + 3·6 + 4·5 + 5·4 + 6·3 + 1·4 + 2·3 + 3·2
 *               + 4·9 + 5·8 + 6·7 + 7·6 + 4·5 + 2·4 + 1·3 + 7·2 = 446; 446 mod 11 = 6; 11 − 6 = 5
 * barcode     = 001 9 5 1016 0000123456 0000001234567000000004217
 * field 1     = 0019 00000: weights 2,1 from the right, 1·2 + 9·1 = 11 → DV (10 − 1) = 9
 * field 2     = 0123456700: 1·2 + 2 + 3·2 + 4 + (5·2 = 10 → 1) + 6 + (7·2 = 14 → 5) = 26 → DV 4
 * field 3     = 0000004217: 4 + 2·2 + 1 + (7·2 = 14 → 5) = 14 → DV 6
 */
const EXEMPLO = {
  codigo: '00195101600001234560000001234567000000004217',
  linha: '00190000090123456700400000042176510160000123456',
  formatada: '00190.00009 01234.567004 00000.042176 5 10160000123456',
};

describe('worked example', () => {
  it('each intermediate value', () => {
    expect(fatorDeVencimento('2025-03-10')).toBe(1016);
    expect(campoLivreBancoDoBrasil({ convenio: CONVENIO, sequencial: 42, carteira: '17' })).toBe(
      '0000001234567000000004217',
    );
    expect(digitoGeralModulo11('0019101600001234560000001234567000000004217')).toBe(5);
    expect(digitoModulo10('001900000')).toBe(9);
    expect(digitoModulo10('0123456700')).toBe(4);
    expect(digitoModulo10('0000004217')).toBe(6);
  });

  it('barcode, linha and formatting', () => {
    const { codigo, linha } = boletoBB('2025-03-10', 123456, 42);
    expect(codigo).toBe(EXEMPLO.codigo);
    expect(linha).toBe(EXEMPLO.linha);
    expect(codigoDaLinhaDigitavel(linha)).toBe(codigo);
    expect(formatarLinhaDigitavel(linha)).toBe(EXEMPLO.formatada);
    expect(codigoDaLinhaDigitavel(EXEMPLO.formatada)).toBe(codigo);
    expect(validarLinhaDigitavel(EXEMPLO.formatada)).toEqual({ valida: true });
    expect(validarCodigoDeBarras(codigo)).toEqual({ valida: true });
  });

  it('reads back', () => {
    expect(lerBoleto(EXEMPLO.formatada, '2025-02-01')).toEqual({
      banco: '001',
      fatorVencimento: 1016,
      vencimento: '2025-03-10',
      valorCentavos: 123456,
      campoLivre: '0000001234567000000004217',
      codigoBarras: EXEMPLO.codigo,
      linhaDigitavel: EXEMPLO.linha,
    });
    expect(lerBoleto(EXEMPLO.codigo, '2025-02-01')?.linhaDigitavel).toBe(EXEMPLO.linha);
    expect(lerCampoLivreBancoDoBrasil('0000001234567000000004217')).toEqual({
      convenio: '1234567',
      sequencial: 42,
      nossoNumero: '12345670000000042',
      carteira: '17',
    });
  });
});

describe('digitoGeralModulo11: 11 − remainder, with 0, 10 and 11 becoming 1', () => {
  it.each([
    ['0'.repeat(42) + '1', 9], // 1·2 = 2, r 2 → 9
    ['0'.repeat(41) + '10', 8], // 1·3 = 3, r 3 → 8
    ['0'.repeat(35) + '10000000', 2], // 1·9 = 9, r 9 → 2
    ['0'.repeat(34) + '100000000', 9], // the weight wraps back to 2 → 9
    ['0'.repeat(43), 1], // r 0 → 11 → 1
    ['0'.repeat(42) + '6', 1], // 12, r 1 → 10 → 1
    ['0'.repeat(42) + '5', 1], // 10, r 10 → 1
  ])('%s → %i', (n, dv) => {
    expect(digitoGeralModulo11(n)).toBe(dv);
  });
});

describe('fatorDeVencimento and the 2025-02-22 reset', () => {
  it.each([
    ['2000-07-03', 1000],
    ['2000-07-04', 1001],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2025-03-10', 1016],
    ['2049-10-13', 9999],
    ['2049-10-14', 1000],
  ])('%s → %i', (data, fator) => {
    expect(fatorDeVencimento(data)).toBe(fator);
  });

  it.each(['2000-07-02', '1997-10-07', '2025-02-30', '10/03/2025'])('refuses %s', (data) => {
    expect(() => fatorDeVencimento(data)).toThrow(RangeError);
  });

  it.each([
    [1000, '2010-01-01', '2000-07-03'],
    [1000, '2025-01-01', '2025-02-22'],
    [9999, '2025-03-01', '2025-02-21'], // a recently overdue boleto of the old cycle
    [1016, '2025-02-01', '2025-03-10'],
    [1016, '2035-01-01', '2025-03-10'],
    [1000, '2049-09-01', '2049-10-14'],
    [0, '2025-01-01', null],
  ])('vencimentoDoFator(%i, %s) → %s', (fator, referencia, data) => {
    expect(vencimentoDoFator(fator, referencia)).toBe(data);
  });

  it.each([999, 1, 10000, 1000.5])('vencimentoDoFator refuses %s', (fator) => {
    expect(() => vencimentoDoFator(fator, '2025-01-01')).toThrow(RangeError);
  });

  it('every day of two cycles round-trips', () => {
    for (let dia = 0; dia < 2 * 9000; dia += 7) {
      const data = somarDias('2000-07-03', dia);
      expect(vencimentoDoFator(fatorDeVencimento(data), somarDias(data, -30))).toBe(data);
    }
  });
});

describe('gerarCodigoDeBarras refuses what FEBRABAN cannot encode', () => {
  const campoLivre = '0'.repeat(25);
  it.each([
    [{ banco: '001', vencimento: '2025-03-10', valorCentavos: 0, campoLivre }],
    [{ banco: '001', vencimento: '2025-03-10', valorCentavos: VALOR_MAXIMO_BOLETO_CENTAVOS + 1, campoLivre }],
    [{ banco: '001', vencimento: '2025-03-10', valorCentavos: 10.5, campoLivre }],
    [{ banco: '01', vencimento: '2025-03-10', valorCentavos: 100, campoLivre }],
    [{ banco: '001', vencimento: '2025-03-10', valorCentavos: 100, campoLivre: '1'.repeat(24) }],
    [{ banco: '001', vencimento: '1999-12-31', valorCentavos: 100, campoLivre }],
  ])('%j', (dados) => {
    expect(() => gerarCodigoDeBarras(dados)).toThrow(RangeError);
  });
});

describe('nosso número (Banco do Brasil, convênio de 7 dígitos)', () => {
  it.each([
    [1, '12345670000000001'],
    [42, '12345670000000042'],
    [9_999_999_999, '12345679999999999'],
  ])('sequencial %i → %s', (sequencial, nossoNumero) => {
    expect(nossoNumeroBancoDoBrasil({ convenio: CONVENIO, sequencial })).toBe(nossoNumero);
  });

  it.each([
    [{ convenio: CONVENIO, sequencial: 0 }],
    [{ convenio: CONVENIO, sequencial: 10_000_000_000 }],
    [{ convenio: CONVENIO, sequencial: 1.5 }],
    [{ convenio: '123456', sequencial: 1 }],
    [{ convenio: '0123456', sequencial: 1 }],
  ])('refuses %j', (d) => {
    expect(() => nossoNumeroBancoDoBrasil(d)).toThrow(RangeError);
  });

  it.each(['1234567000000004217', '1000001234567000000004217', '000000012345600000000421'])(
    'lerCampoLivreBancoDoBrasil(%s) → null',
    (campo) => {
      expect(lerCampoLivreBancoDoBrasil(campo)).toBeNull();
    },
  );
});

/** Linhas whose general DV is not 1 (see the limitation below). */
const VALIDAS = [
  EXEMPLO.linha,
  boletoBB('2024-12-20', 1, 7).linha,
  boletoBB('2026-07-15', VALOR_MAXIMO_BOLETO_CENTAVOS, 8).linha,
];

describe('validarLinhaDigitavel', () => {
  it.each(VALIDAS)('every single-digit corruption of %s is rejected', (linha) => {
    expect(linha[32]).not.toBe('1');
    let corrompidas = 0;
    for (let i = 0; i < 47; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === linha[i]) continue;
        const corrompida = linha.slice(0, i) + String(d) + linha.slice(i + 1);
        expect(validarLinhaDigitavel(corrompida), corrompida).toMatchObject({ valida: false });
        expect(lerBoleto(corrompida, '2025-01-01')).toBeNull();
        corrompidas++;
      }
    }
    expect(corrompidas).toBe(47 * 9);
  });

  /**
   * FEBRABAN's own limitation: remainders 0, 1 and 10 all give DV 1, so when the DV is 1 some single-digit changes
   * in the fator or amount (protected by that DV alone) move between those remainders and pass. Whoever verifies a
   * pasted boleto must compare amount and due date with the issued boleto, not trust the check digits.
   */
  it('documents the DV 1 blind spot', () => {
    const { linha } = boletoBB('2025-03-10', 123456, 43);
    expect(linha).toBe('00190000090123456700400000043174110160000123456');
    // R$ 1.234,56 → R$ 1.230,56 still validates.
    expect(validarLinhaDigitavel('00190000090123456700400000043174110160000123056')).toEqual({
      valida: true,
    });
  });

  it.each([
    ['', 'Informe a linha digitável.'],
    ['   ', 'Informe a linha digitável.'],
    ['0019000009012345670040000004217651016000012345a', 'A linha digitável deve conter apenas números.'],
    [
      '0019000009012345670040000004217651016000012345',
      'A linha digitável deve ter 47 dígitos (foram informados 46).',
    ],
    [EXEMPLO.codigo, 'A linha digitável deve ter 47 dígitos (foram informados 44).'],
    [
      '846100000005246100291102005460339004695895061080',
      'Este código é de uma conta de consumo ou tributo, não de um boleto de cobrança.',
    ],
    ['00190000080123456700400000042176510160000123456', 'O dígito verificador do 1º campo não confere.'],
    ['00190000090123456700500000042176510160000123456', 'O dígito verificador do 2º campo não confere.'],
    ['00190000090123456700400000042177510160000123456', 'O dígito verificador do 3º campo não confere.'],
    ['00190000090123456700400000042176410160000123456', 'O dígito verificador geral não confere.'],
    // Currency 8 with field 1's DV recomputed: the mod-10 passes, the currency check does not.
    ['00180000000123456700400000042176510160000123456', 'O código de moeda não é 9 (real).'],
  ])('%j → %s', (linha, motivo) => {
    expect(validarLinhaDigitavel(linha)).toEqual({ valida: false, motivo });
  });

  it('a fator between 1 and 999 is refused even with correct check digits', () => {
    const semDv = '0019' + '0999' + '0000123456' + '0000001234567000000004217';
    const codigo = semDv.slice(0, 4) + String(digitoGeralModulo11(semDv)) + semDv.slice(4);
    expect(validarLinhaDigitavel(linhaDigitavelDoCodigo(codigo))).toEqual({
      valida: false,
      motivo: 'O fator de vencimento é inválido.',
    });
  });
});

describe('formatarLinhaDigitavel', () => {
  it.each([
    [EXEMPLO.linha, EXEMPLO.formatada],
    [EXEMPLO.formatada, EXEMPLO.formatada],
    ['0019', '0019'],
    ['', ''],
  ])('%j → %j', (entrada, saida) => {
    expect(formatarLinhaDigitavel(entrada)).toBe(saida);
  });
});

describe('round trip through @brazilian-utils', () => {
  /** The library answers a local-time Date; compare its calendar date. */
  const dataLocal = (d: Date | null) =>
    d &&
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const dataDe = (iso: string) => {
    const [a, m, d] = iso.split('-').map(Number);
    return new Date(a ?? 0, (m ?? 1) - 1, d ?? 1);
  };

  it.each([
    ['2024-12-20', 1],
    ['2025-02-21', 123456],
    ['2025-02-22', 123456],
    ['2025-02-23', VALOR_MAXIMO_BOLETO_CENTAVOS],
    ['2026-07-15', 1],
    ['2026-07-15', VALOR_MAXIMO_BOLETO_CENTAVOS],
    ['2049-10-13', 5000],
    ['2049-10-14', 5000],
  ])('due %s, %i centavos', (vencimento, valorCentavos) => {
    const { linha } = boletoBB(vencimento, valorCentavos, 1);
    const emissao = somarDias(vencimento, -30);
    expect(isValidBoleto(linha)).toBe(true);
    expect(parseBoleto(formatBoleto(linha))).toBe(linha);
    expect(formatBoleto(linha)).toBe(formatarLinhaDigitavel(linha));
    const info = getBoletoInfo(linha, { referenceDate: dataDe(emissao) });
    expect(info && { ...info, expirationDate: dataLocal(info.expirationDate) }).toEqual({
      amount: valorCentavos,
      bankCode: '001',
      expirationDate: vencimento,
    });
    expect(lerBoleto(linha, emissao)).toMatchObject({ banco: '001', vencimento, valorCentavos });
  });

  it("reads the library documentation's example (another campo livre layout) like the library does", () => {
    const linha = '00190000090114971860168524522114675860000102656';
    const info = getBoletoInfo(linha, { referenceDate: dataDe('2025-06-15') });
    expect(info?.amount).toBe(102656);
    expect(lerBoleto(linha, '2025-06-15')).toMatchObject({
      banco: info?.bankCode,
      valorCentavos: info?.amount,
      vencimento: dataLocal(info?.expirationDate ?? null),
    });
  });

  it("agrees that the library's formatting-only example is not a valid boleto", () => {
    const linha = '10491443385511900000200000000141325230000093423';
    expect(isValidBoleto(linha)).toBe(false);
    expect(validarLinhaDigitavel(linha)).toEqual({
      valida: false,
      motivo: 'O dígito verificador geral não confere.',
    });
  });
});

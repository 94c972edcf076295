import { describe, it, expect } from 'vitest';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { crc16Ccitt, gerarPixCopiaECola, lerBrCode, txidDoNossoNumero, validarBrCode } from './pix.rules.ts';

/** EMV TLV: id, 2-digit length, value. */
const tlv = (id: string, valor: string) => `${id}${String(valor.length).padStart(2, '0')}${valor}`;

/** The static example of the BCB's Manual de Padrões para Iniciação do Pix (random key, no amount). */
const EXEMPLO_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
  '5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16Ccitt', () => {
  it.each([
    ['123456789', '29B1'], // the CRC-16/CCITT-FALSE check value
    ['', 'FFFF'],
    ['A', 'B915'],
  ])('%j → %s', (texto, crc) => {
    expect(crc16Ccitt(texto)).toBe(crc);
  });

  it('builds the BCB example field by field and gets its CRC', () => {
    const semCrc =
      tlv('00', '01') +
      tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', '123e4567-e12b-12d1-a456-426655440000')) +
      tlv('52', '0000') +
      tlv('53', '986') +
      tlv('58', 'BR') +
      tlv('59', 'Fulano de Tal') +
      tlv('60', 'BRASILIA') +
      tlv('62', tlv('05', '***')) +
      '6304';
    expect(crc16Ccitt(semCrc)).toBe('1D3D');
    expect(semCrc + '1D3D').toBe(EXEMPLO_BCB);
  });
});

describe('gerarPixCopiaECola', () => {
  it('reproduces the BCB example', () => {
    const payload = gerarPixCopiaECola({
      chave: '123e4567-e12b-12d1-a456-426655440000',
      nomeRecebedor: 'Fulano de Tal',
      cidadeRecebedor: 'BRASILIA',
      valorCentavos: 1,
    });
    // Same fields plus the amount (54) between currency and country.
    expect(payload).toContain(tlv('54', '0.01') + tlv('58', 'BR'));
    expect(payload.replace(tlv('54', '0.01'), '').slice(0, -4)).toBe(EXEMPLO_BCB.slice(0, -4));
  });

  it.each([
    [1, '0.01'],
    [123456, '1234.56'],
    [9_999_999_999, '99999999.99'],
  ])('%i centavos → amount %s, same as the boleto', (valorCentavos, valor) => {
    const payload = gerarPixCopiaECola({
      chave: 'financeiro@consorcio.com.br',
      nomeRecebedor: 'Consórcio',
      cidadeRecebedor: 'São Paulo',
      valorCentavos,
      txid: txidDoNossoNumero('12345670000000042'),
    });
    expect(payload).toContain(tlv('54', valor));
    expect(validarBrCode(payload)).toEqual({ valido: true });
    expect(lerBrCode(payload)).toEqual({
      chave: 'financeiro@consorcio.com.br',
      url: null,
      nomeRecebedor: 'Consorcio',
      cidadeRecebedor: 'Sao Paulo',
      valorCentavos,
      txid: '12345670000000042',
      dinamico: false,
    });
  });

  it('folds accents and cuts name to 25 and city to 15 characters', () => {
    const payload = gerarPixCopiaECola({
      chave: '+5511999998888',
      nomeRecebedor: 'Administradora de Consórcios São João Ltda',
      cidadeRecebedor: 'São José dos Campos',
      valorCentavos: 50000,
    });
    expect(payload).toContain(tlv('59', 'Administradora de Consorc') + tlv('60', 'Sao Jose dos Ca'));
    expect(isValidPixPayload(payload)).toBe(true);
  });

  it('dynamic: the location carries amount and txid', () => {
    const payload = gerarPixCopiaECola({
      url: 'pix.example.com/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      nomeRecebedor: 'Consórcio',
      cidadeRecebedor: 'São Paulo',
    });
    expect(payload.startsWith(tlv('00', '01') + tlv('01', '12'))).toBe(true);
    expect(lerBrCode(payload)).toMatchObject({
      dinamico: true,
      valorCentavos: null,
      txid: null,
      chave: null,
    });
  });

  it.each([
    [{ chave: 'x@y.com', nomeRecebedor: 'A', cidadeRecebedor: 'B', valorCentavos: 0 }],
    [{ chave: 'x@y.com', nomeRecebedor: 'A', cidadeRecebedor: 'B', valorCentavos: 10.5 }],
    [{ chave: 'x@y.com', nomeRecebedor: 'A', cidadeRecebedor: 'B', valorCentavos: 100, txid: 'com-hífen' }],
    [{ chave: 'não é chave', nomeRecebedor: 'A', cidadeRecebedor: 'B', valorCentavos: 100 }],
    [{ chave: 'x@y.com', nomeRecebedor: '', cidadeRecebedor: 'B', valorCentavos: 100 }],
  ])('refuses %j', (dados) => {
    expect(() => gerarPixCopiaECola(dados)).toThrow();
  });

  it.each(['', '1234567890123456789012345678', 'abc-1'])('txidDoNossoNumero refuses %j', (n) => {
    expect(() => txidDoNossoNumero(n)).toThrow(RangeError);
  });
});

describe('validarBrCode', () => {
  it('accepts the BCB example, with surrounding blanks and a lower-case CRC', () => {
    expect(validarBrCode(EXEMPLO_BCB)).toEqual({ valido: true });
    expect(validarBrCode(` ${EXEMPLO_BCB}\n`)).toEqual({ valido: true });
    expect(validarBrCode(EXEMPLO_BCB.slice(0, -4) + '1d3d')).toEqual({ valido: true });
  });

  it('rejects every single-character change of a valid code', () => {
    const payload = gerarPixCopiaECola({
      chave: 'financeiro@consorcio.com.br',
      nomeRecebedor: 'Consorcio',
      cidadeRecebedor: 'Sao Paulo',
      valorCentavos: 123456,
      txid: '12345670000000042',
    });
    for (let i = 0; i < payload.length; i++) {
      // Digits become other digits and letters other letters, so every change keeps the TLV plausible.
      const troca = /\d/.test(payload[i] ?? '')
        ? String((Number(payload[i]) + 1) % 10)
        : payload[i] === 'Z'
          ? 'Y'
          : 'Z';
      const corrompido = payload.slice(0, i) + troca + payload.slice(i + 1);
      expect(validarBrCode(corrompido).valido, corrompido).toBe(false);
      expect(lerBrCode(corrompido)).toBeNull();
    }
  });

  it.each([
    ['', 'Informe o código PIX.'],
    ['00190000090123456700400000042176510160000123456', 'Este texto não é um código PIX copia e cola.'],
    [EXEMPLO_BCB.slice(0, -1), 'Este texto não é um código PIX copia e cola.'],
    [EXEMPLO_BCB.slice(0, -4) + '1D3E', 'O código PIX está incompleto ou foi alterado.'],
    [EXEMPLO_BCB.replace('Fulano', 'Ciclano'), 'O código PIX está incompleto ou foi alterado.'],
  ])('%j → %s', (payload, motivo) => {
    expect(validarBrCode(payload)).toEqual({ valido: false, motivo });
  });

  it('a correct CRC over a code without the PIX template is still refused', () => {
    const semCrc = tlv('00', '01') + tlv('52', '0000') + tlv('53', '986') + tlv('58', 'BR') + '6304';
    expect(validarBrCode(semCrc + crc16Ccitt(semCrc))).toEqual({
      valido: false,
      motivo: 'O código PIX não segue o padrão do Banco Central.',
    });
  });
});

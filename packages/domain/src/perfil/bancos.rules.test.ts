import { describe, expect, it } from 'vitest';
import { getBanks } from '@brazilian-utils/brazilian-utils';
import {
  bancoPorCodigo,
  bancos,
  MENSAGENS_DADOS_BANCARIOS as M,
  normalizarConta,
  validarDadosBancarios,
  type DadosBancariosInformados,
} from './bancos.rules.ts';
import { dadosBancariosSchema } from './referencias.schemas.ts';

/** Maria's CPF (the demo's) and Rota Sul's CNPJ. */
const CPF_DA_COTA = '529.982.247-25';
const CNPJ_DA_COTA = '11.222.333/0001-81';

const valido: DadosBancariosInformados = {
  favorecido: 'Maria Oliveira Santos',
  cpfCnpj: '52998224725',
  idBanco: 341,
  agencia: '0123',
  conta: '456789',
  tipoConta: 'corrente',
};

describe('banks', () => {
  it('are the Banco Central STR participants with a COMPE code, by code', () => {
    const lista = bancos();
    expect(lista).toHaveLength(getBanks().length);
    expect(lista.length).toBeGreaterThan(100);
    expect(lista[0]).toEqual({ idBanco: 1, codigo: '001', ispb: '00000000', nome: 'Banco do Brasil S.A.' });
    expect(lista.map((b) => b.idBanco)).toEqual([...lista.map((b) => b.idBanco)].sort((a, b) => a - b));
    expect(new Set(lista.map((b) => b.idBanco)).size).toBe(lista.length);
    lista[0]!.nome = 'x';
    expect(bancos()[0]!.nome).toBe('Banco do Brasil S.A.');
  });

  it.each([
    [1, '001'],
    ['1', '001'],
    ['001', '001'],
    [104, '104'],
    ['260', '260'],
    [999, null],
    ['1a', null],
    ['', null],
    ['0001', null],
  ])('the bank of %j is %j', (codigo, esperado) => {
    expect(bancoPorCodigo(codigo)?.codigo ?? null).toBe(esperado);
  });
});

describe('account number', () => {
  it.each([
    ['123456', { conta: '12345', digito: '6' }],
    ['12345-6', { conta: '12345', digito: '6' }],
    ['12.345-X', { conta: '12345', digito: '0' }], // Banco do Brasil's X
    ['1234567p', { conta: '1234567', digito: '0' }], // Bradesco's P
    ['12 345 6', { conta: '12345', digito: '6' }],
    ['1234567890123-4', { conta: '1234567890123', digito: '4' }],
    ['12345678901234-5', null], // 14 digits before the check digit
    ['6', null],
    ['12A456', null], // a letter only as the check digit
    ['X', null],
    ['', null],
  ])('%j is %j', (conta, esperado) => {
    expect(normalizarConta(conta)).toEqual(esperado);
  });
});

describe('bank data rules (02 §5, 03 §5)', () => {
  it('accepts a checking account of the quota holder, normalised', () => {
    expect(validarDadosBancarios({ ...valido, conta: '45678-9' }, CPF_DA_COTA)).toEqual({
      valido: true,
      dados: {
        favorecido: 'Maria Oliveira Santos',
        cpfCnpj: '52998224725',
        banco: { idBanco: 341, codigo: '341', ispb: '60701190', nome: 'ITAÚ UNIBANCO S.A.' },
        agencia: '0123',
        digitoAgencia: null,
        conta: '45678',
        digitoConta: '9',
        tipoConta: 'corrente',
        operacao: null,
      },
    });
  });

  it('answers "Campo obrigatório" on every required field left out or blank', () => {
    const r = validarDadosBancarios({ favorecido: '  ', cpfCnpj: null, idBanco: '' }, CPF_DA_COTA);
    expect(r).toEqual({
      valido: false,
      erros: {
        favorecido: 'Campo obrigatório',
        cpfCnpj: 'Campo obrigatório',
        idBanco: 'Campo obrigatório',
        agencia: 'Campo obrigatório',
        conta: 'Campo obrigatório',
        tipoConta: 'Campo obrigatório',
      },
    });
  });

  it.each<[string, DadosBancariosInformados, string, Partial<Record<string, string>>]>([
    ['another person as holder', { cpfCnpj: '714.602.380-01' }, CPF_DA_COTA, { cpfCnpj: M.titular }],
    ['an invalid CPF', { cpfCnpj: '529.982.247-24' }, CPF_DA_COTA, { cpfCnpj: M.cpfCnpj }],
    ['a CPF for a company quota', {}, CNPJ_DA_COTA, { cpfCnpj: M.titular }],
    ['a salary account', { tipoConta: 'salario' }, CPF_DA_COTA, { tipoConta: M.contaSalario }],
    ['a salary account, accented', { tipoConta: 'Salário' }, CPF_DA_COTA, { tipoConta: M.contaSalario }],
    ['an unknown account type', { tipoConta: 'investimento' }, CPF_DA_COTA, { tipoConta: M.tipoConta }],
    [
      "Caixa's salary operation 037",
      { idBanco: 104, operacao: '037' },
      CPF_DA_COTA,
      { operacao: M.contaSalario },
    ],
    ['an operation of letters', { idBanco: 104, operacao: '01A' }, CPF_DA_COTA, { operacao: M.operacao }],
    ['an agency with its digit', { agencia: '1234-5' }, CPF_DA_COTA, { agencia: M.agencia }],
    ['an agency of 5 digits', { agencia: '12345' }, CPF_DA_COTA, { agencia: M.agencia }],
    ['an agency of 3 digits', { agencia: '123' }, CPF_DA_COTA, { agencia: M.agencia }],
    ['an unknown bank', { idBanco: 999 }, CPF_DA_COTA, { idBanco: M.banco }],
    ['an account without its digit', { conta: '5' }, CPF_DA_COTA, { conta: M.conta }],
    ['an account with letters inside', { conta: '12AB56' }, CPF_DA_COTA, { conta: M.conta }],
    [
      "a Banco do Brasil agency digit that isn't one",
      { idBanco: 1, digitoAgencia: '55' },
      CPF_DA_COTA,
      {
        digitoAgencia: M.digitoAgencia,
      },
    ],
    [
      'a holder name over 120 characters',
      { favorecido: 'M'.repeat(121) },
      CPF_DA_COTA,
      {
        favorecido: M.favorecido,
      },
    ],
  ])('refuses %s', (_, mudanca, inscricaoDaCota, erros) => {
    expect(validarDadosBancarios({ ...valido, ...mudanca }, inscricaoDaCota)).toEqual({
      valido: false,
      erros,
    });
  });

  it.each<[string, DadosBancariosInformados, string, Partial<Record<string, unknown>>]>([
    ['a savings account', { tipoConta: 'POUPANCA' }, CPF_DA_COTA, { tipoConta: 'poupanca' }],
    ['the masked CPF', { cpfCnpj: '529.982.247-25' }, CPF_DA_COTA, { cpfCnpj: '52998224725' }],
    [
      "the company's own CNPJ",
      { cpfCnpj: '11222333000181', favorecido: 'Transportadora Rota Sul Ltda' },
      CNPJ_DA_COTA,
      { cpfCnpj: '11222333000181' },
    ],
    [
      'an alphanumeric CNPJ quota',
      { cpfCnpj: '12.abc.345/01de-35' },
      '12ABC34501DE35',
      { cpfCnpj: '12ABC34501DE35' },
    ],
    [
      "Banco do Brasil's agency digit, X read as 0",
      { idBanco: '001', digitoAgencia: 'x' },
      CPF_DA_COTA,
      {
        digitoAgencia: '0',
      },
    ],
    [
      'an agency digit on a bank without one, dropped',
      { digitoAgencia: '7' },
      CPF_DA_COTA,
      {
        digitoAgencia: null,
      },
    ],
    [
      'a Caixa account with its operation',
      { idBanco: 104, operacao: '013', tipoConta: 'poupanca' },
      CPF_DA_COTA,
      {
        operacao: '013',
      },
    ],
    [
      'the account digit X read as 0',
      { conta: '98765-X' },
      CPF_DA_COTA,
      { conta: '98765', digitoConta: '0' },
    ],
  ])('accepts %s', (_, mudanca, inscricaoDaCota, esperado) => {
    const r = validarDadosBancarios({ ...valido, ...mudanca }, inscricaoDaCota);
    expect(r.valido, JSON.stringify(r)).toBe(true);
    if (r.valido) expect(r.dados).toMatchObject(esperado);
  });

  it('a form schema puts each message on its field', () => {
    const schema = dadosBancariosSchema(CPF_DA_COTA);
    const r = schema.safeParse({ ...valido, agencia: '12', tipoConta: 'salario', favorecido: '' });
    expect(r.success).toBe(false);
    expect(Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))).toEqual({
      favorecido: 'Campo obrigatório',
      agencia: M.agencia,
      tipoConta: M.contaSalario,
    });
    expect(schema.parse(valido)).toMatchObject({ agencia: '0123', conta: '45678', digitoConta: '9' });
  });
});

import { describe, expect, it } from 'vitest';
import { cnpjComDigitos } from '../documentos/documento.rules.ts';
import {
  MENSAGENS_TRANSFERENCIA as M,
  protocoloTransferencia,
  taxaTransferenciaCentavos,
  transferenciaPermitida,
  validarCessionario,
  type CotaTransferivel,
} from './transferencia.rules.ts';
import { decisaoTransferenciaBodySchema, solicitarTransferenciaBodySchema } from './transferencia.schemas.ts';

const base: CotaTransferivel = {
  situacaoCota: 'ATIVO - NORMAL',
  dataContemplacao: null,
  parcelasAtraso: 0,
  versao: 0,
};

describe('transferenciaPermitida (03 §4 "Quota transfer allowed")', () => {
  it.each<[string, Partial<CotaTransferivel>, string | null]>([
    ['normal, never contemplated', {}, null],
    ['the 1900 placeholder is no contemplation date', { dataContemplacao: '1900-01-01' }, null],
    ['paid off (QUITADO)', { situacaoCota: 'QUITADO' }, null],
    ['paid off (QUITADA)', { situacaoCota: 'QUITADA' }, null],
    ['plain NORMAL', { situacaoCota: 'NORMAL' }, null],
    ['contemplated (past date)', { dataContemplacao: '2026-05-11' }, M.contemplada],
    ['contemplation date in the future', { dataContemplacao: '2099-01-01' }, M.contemplada],
    ['one overdue instalment', { parcelasAtraso: 1 }, M.emAtraso],
    ['version 1', { versao: 1 }, M.versao],
    ['overdue status', { situacaoCota: 'ATIVO - EM ATRASO' }, M.situacao],
    ['contemplated status', { situacaoCota: 'ATIVO - CONTEMPLADO' }, M.situacao],
    ['cancelled', { situacaoCota: 'CANCELADO - DESISTENTE' }, M.situacao],
    ['cancelled though "normal" is in it', { situacaoCota: 'CANCELADO - NORMAL' }, M.situacao],
    [
      'the first failing condition in the spec order',
      { dataContemplacao: '2026-05-11', parcelasAtraso: 2, versao: 3, situacaoCota: 'CANCELADO' },
      M.contemplada,
    ],
    ['overdue before version', { parcelasAtraso: 2, versao: 3 }, M.emAtraso],
  ])('%s', (_, patch, motivo) => {
    const decisao = transferenciaPermitida({ ...base, ...patch });
    expect(decisao).toEqual(motivo === null ? { permitida: true } : { permitida: false, motivo });
  });
});

describe('validarCessionario (03 §5)', () => {
  const TITULAR = '22949521541';
  const alfanumerico = cnpjComDigitos('12ABC34501DE');
  it.each<[string, string, string | null, string | null]>([
    ['a valid CPF, masked', '529.982.247-25', '52998224725', null],
    ['a valid numeric CNPJ', '11.222.333/0001-81', '11222333000181', null],
    ['an alphanumeric CNPJ, lower-case', alfanumerico.toLowerCase(), alfanumerico, null],
    ['empty', '   ', null, M.cessionarioObrigatorio],
    ['a wrong check digit', '529.982.247-24', null, M.cessionarioInvalido],
    ['all the same digit', '111.111.111-11', null, M.cessionarioInvalido],
    ['too short', '1234', null, M.cessionarioInvalido],
    ['the holder himself', '229.495.215-41', null, M.cessionarioTitular],
  ])('%s', (_, documento, normalizado, mensagem) => {
    expect(validarCessionario(documento, TITULAR)).toEqual(
      mensagem === null ? { valido: true, documento: normalizado } : { valido: false, mensagem },
    );
  });
});

describe('taxaTransferenciaCentavos (03 §9: 1 % of the credit)', () => {
  it.each([
    [11_000_000, 110_000],
    [0, 0],
    [1, 0],
    [50, 1], // 0,50 centavo rounds up (half-up)
    [49, 0],
    [11_000_050, 110_001], // R$ 110.000,50 → R$ 1.100,005 → R$ 1.100,01
    [48_000_000, 480_000],
  ])('%i centavos → %i', (credito, taxa) => {
    expect(taxaTransferenciaCentavos(credito)).toBe(taxa);
  });
});

describe('schemas', () => {
  it('the request needs the assignee document, name and e-mail', () => {
    const r = solicitarTransferenciaBodySchema.safeParse({
      cpfCnpjCessionario: '',
      nomeCessionario: 'Jo',
      emailCessionario: 'x',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      M.cessionarioObrigatorio,
      M.nomeObrigatorio,
      M.emailInvalido,
    ]);
  });
  it('a refusal needs a reason; a completion does not', () => {
    expect(decisaoTransferenciaBodySchema.safeParse({ decisao: 'concluir' }).success).toBe(true);
    expect(decisaoTransferenciaBodySchema.safeParse({ decisao: 'recusar', motivo: ' ' }).success).toBe(false);
  });
});

describe('protocoloTransferencia', () => {
  it.each([
    [1, 'TC00000001'],
    [42, 'TC00000042'],
    [123456789, 'TC123456789'],
  ])('%i → %s', (id, protocolo) => expect(protocoloTransferencia(id)).toBe(protocolo));
});

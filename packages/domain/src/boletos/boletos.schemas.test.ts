import { describe, it, expect } from 'vitest';
import {
  MAXIMO_DESTINATARIOS_EMAIL,
  cobrancasBoletoBodySchema,
  dadosBoletoSchema,
  envioEmailBoletoBodySchema,
  segundaViaQuerySchema,
} from './boletos.schemas.ts';

const primeiraMensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('boletos.schemas', () => {
  it.each([
    [{}, { SN_UnificaParcelasOutrasCota: 'N', filtro: 'all', page: 1, page_size: 20 }],
    [
      { SN_UnificaParcelasOutrasCota: 'S', filtro: 'late', page: '2' },
      { SN_UnificaParcelasOutrasCota: 'S', filtro: 'late', page: 2, page_size: 20 },
    ],
  ])('segunda-via query %j → %j', (query, esperado) => {
    expect(segundaViaQuerySchema.parse(query)).toEqual(esperado);
  });

  it.each([
    [[], 'Informe ao menos um destinatário.'],
    [[{ nome: 'Ana', email: 'ana@' }], 'E-mail inválido'],
    [[{ nome: '  ', email: 'ana@exemplo.com' }], 'Informe o nome.'],
    [
      Array.from({ length: MAXIMO_DESTINATARIOS_EMAIL + 1 }, (_, i) => ({
        nome: `P${i}`,
        email: `p${i}@exemplo.com`,
      })),
      `Informe no máximo ${MAXIMO_DESTINATARIOS_EMAIL} destinatários.`,
    ],
  ])('e-mail send %j → %s', (corpo, mensagem) => {
    expect(primeiraMensagem(envioEmailBoletoBodySchema.safeParse(corpo))).toBe(mensagem);
  });

  it('accepts a list of {nome, email}', () => {
    const corpo = [
      { nome: 'Ana', email: 'ana@exemplo.com' },
      { nome: 'Bruno', email: 'bruno@exemplo.com.br' },
    ];
    expect(envioEmailBoletoBodySchema.parse(corpo)).toEqual(corpo);
  });

  it('bill charges need at least one charge', () => {
    expect(
      primeiraMensagem(cobrancasBoletoBodySchema.safeParse({ identificadorProcesso: 'p1', cobrancas: [] })),
    ).toBe('Selecione ao menos uma parcela.');
  });

  it('boleto data keeps the spec names and checks digit counts', () => {
    const boleto = {
      linhaDigitavel: '00190000090123456700400000042176510160000123456',
      valorCobrado: 123456,
      dataVencimento: '2025-03-10',
      hash: 'abc',
      codigoBarras: '00195101600001234560000001234567000000004217',
      nossoNumero: '12345670000000042',
      pixCopiaECola: '000201…',
      situacao: 'aberto',
    };
    expect(dadosBoletoSchema.parse(boleto)).toEqual(boleto);
    expect(dadosBoletoSchema.safeParse({ ...boleto, linhaDigitavel: '00190.00009' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { corpoDaReativacao, formReativacaoSchema } from './form-reativacao';

describe('the reactivation contact form', () => {
  it.each([
    ['(11) 98765-4321', true],
    ['(11) 3333-4444', true],
    ['(11) 8765-43210', false],
    ['(01) 98765-4321', false],
    ['(11) 9876-543', false],
    ['', false],
  ])('phone %s valid: %s', (telefone, valido) => {
    expect(formReativacaoSchema.safeParse({ telefone, periodo: 'manha', mensagem: '' }).success).toBe(valido);
  });

  it('caps the message at 500 characters', () => {
    const r = formReativacaoSchema.safeParse({
      telefone: '(11) 98765-4321',
      periodo: 'tarde',
      mensagem: 'x'.repeat(501),
    });
    expect(r.success).toBe(false);
  });

  it('writes the Description the channel reads and the same data as JSON in DadosApp__c', () => {
    const corpo = corpoDaReativacao(
      { telefone: '(21) 91234-5678', periodo: 'tarde', mensagem: ' Depois das 15h. ' },
      '004040/0301',
    );
    expect(corpo.Description).toBe(
      'Pedido de reativação da cota 004040/0301. Ligar para (21) 91234-5678, de segunda a sexta, no período da tarde (13h às 19h). Mensagem do cliente: Depois das 15h.',
    );
    expect(JSON.parse(corpo.DadosApp__c)).toEqual({
      telefone: '21912345678',
      melhorHorario: 'tarde',
      mensagem: 'Depois das 15h.',
      origem: 'portal-web',
    });
    expect(
      JSON.parse(
        corpoDaReativacao({ telefone: '(11) 3333-4444', periodo: 'manha', mensagem: '' }, 'x').DadosApp__c,
      ),
    ).toMatchObject({ mensagem: null });
  });
});

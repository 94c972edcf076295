import { describe, expect, it } from 'vitest';
import {
  avisoDeCelularAlterado,
  avisoDeEmailAlterado,
  mascararCelularAviso,
  mascararEmail,
} from './aviso-de-contato.rules.ts';

describe('masks of the new contact in the notice', () => {
  it.each([
    ['maria.santos@example.com', 'm•••@e•••.com'],
    ['jo@empresa.com.br', 'j•••@e•••.com.br'],
    ['x@localhost', 'x•••@l•••'],
    ['sem-arroba', '•••'],
    ['@dominio.com', '•••'],
  ])('%s → %s', (email, mascarado) => expect(mascararEmail(email)).toBe(mascarado));

  it.each([
    ['11977771234', '(11) •••••-1234'],
    ['(21) 98888-0001', '(21) •••••-0001'],
    ['123', '•••'],
  ])('%s → %s', (celular, mascarado) => expect(mascararCelularAviso(celular)).toBe(mascarado));
});

describe('notice wording', () => {
  const quando = new Date('2026-11-26T17:05:00Z');
  it('names the change and the time in Brasília, never the full new contact', () => {
    const email = avisoDeEmailAlterado({
      portal: 'Vértice',
      nomeDoCliente: 'Maria Oliveira',
      novo: 'maria.nova@example.com',
      quando,
    });
    expect(email.assunto).toBe('Vértice: o e-mail da sua conta foi alterado');
    expect(email.texto).toContain('Olá, Maria!');
    expect(email.texto).toContain(
      'foi alterado para m•••@e•••.com em 26/11/2026 às 14:05 (horário de Brasília)',
    );
    expect(email.texto).not.toContain('maria.nova');
    const sms = avisoDeCelularAlterado({
      portal: 'Vértice',
      nomeDoCliente: 'Maria',
      novo: '11977771234',
      quando,
    });
    expect(sms.texto).toBe(
      'Vértice: o celular da sua conta foi alterado para (11) •••••-1234 em 26/11/2026 às 14:05 (horário de Brasília). ' +
        'Se não foi você, altere sua senha e fale com a central de atendimento.',
    );
  });

  it('says "removido" when there is no new contact', () => {
    expect(avisoDeCelularAlterado({ portal: 'P', nomeDoCliente: 'A', novo: null, quando }).texto).toContain(
      'o celular da sua conta foi removido em',
    );
    expect(avisoDeEmailAlterado({ portal: 'P', nomeDoCliente: 'A', novo: null, quando }).texto).toContain(
      'foi removido em',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ROTULOS_ACAO_AUDITORIA, rotuloAcaoAuditoria } from './rotulos-auditoria.ts';

describe('rotuloAcaoAuditoria', () => {
  it('names a known action in Portuguese', () => {
    expect(rotuloAcaoAuditoria('assembleia.iniciada')).toBe('Iniciou uma assembleia');
    expect(rotuloAcaoAuditoria('login')).toBe('Entrou no back-office');
  });

  it('turns an unknown code into words rather than showing it raw', () => {
    expect(rotuloAcaoAuditoria('boleto.cancelado')).toBe('Boleto cancelado');
    expect(rotuloAcaoAuditoria('lance.evento-novo')).toBe('Lance evento novo');
  });

  it('has no label with a dot code left in it', () => {
    for (const rotulo of Object.values(ROTULOS_ACAO_AUDITORIA)) expect(rotulo).not.toMatch(/\w\.\w/);
  });
});

import { describe, expect, it } from 'vitest';
import { papelPermite, PERMISSOES_DO_PAPEL } from './permissoes.ts';

describe('the back-office roles (ADR 0014)', () => {
  it('gives the supervisor everything the analyst has', () => {
    for (const p of PERMISSOES_DO_PAPEL.analista) expect(papelPermite('supervisor', p), p).toBe(true);
  });

  it.each([
    ['sessao', true],
    ['casos', true],
    ['clientes', true],
    ['boletos', true],
    ['pagamento-avulso', true],
    ['assembleias', true],
    ['apuracao', false],
    ['retorno-bancario', false],
    ['novidades', false],
    ['login-transparente', false],
    ['crivo', false],
    ['auditoria', false],
  ] as const)('the analyst %s: %s', (permissao, permitido) => {
    expect(papelPermite('analista', permissao)).toBe(permitido);
    expect(papelPermite('supervisor', permissao)).toBe(true);
  });
});

import { formatarData } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { diasAte, quandoVence } from './boleto-pendente';

describe('cartão de boleto pendente da home', () => {
  it('diz quando vence em palavras', () => {
    expect(diasAte('2026-03-01', '2026-02-28')).toBe(1);
    expect(diasAte('2026-11-02', '2026-11-01')).toBe(1);
    expect(quandoVence('2026-04-10', '2026-04-10', formatarData)).toBe('vence hoje');
    expect(quandoVence('2026-04-11', '2026-04-10', formatarData)).toBe('vence amanhã');
    expect(quandoVence('2026-04-20', '2026-04-10', formatarData)).toBe('vence em 20/04/2026');
  });
});

import { describe, expect, it } from 'vitest';
import {
  apagarCodigo,
  colarCodigo,
  digitarCodigo,
  focoPermitido,
  normalizarCodigo,
} from './code-input-valor';

describe('segmented code input rules (spec §5)', () => {
  it('upper-cases and keeps letters and digits only, up to the box count', () => {
    expect(normalizarCodigo(' a1-b2c3 ', 4)).toBe('A1B2');
    expect(normalizarCodigo('ção', 4)).toBe('O');
  });

  it.each([
    // valor, posicao, texto → valor, foco
    ['', 0, 'a', 'A', 1],
    ['A', 1, '7', 'A7', 2],
    ['A7X', 3, 'k', 'A7XK', 3], // the last box keeps the focus
    ['A7XK', 1, 'z', 'AZXK', 2], // a filled box is replaced
    ['A', 3, 'b', 'AB', 2], // no gaps: lands in the first empty box
    ['AB', 2, '-', 'AB', 2], // not a letter or digit: nothing happens
  ])('typing in %j at box %i: %j → %j, focus %i', (valor, posicao, texto, esperado, foco) => {
    expect(digitarCodigo(valor, posicao, texto, 4)).toEqual({ valor: esperado, foco });
  });

  it('paste (or autofill in one box) takes the first 4 characters', () => {
    expect(colarCodigo('xk9p7q', 4)).toEqual({ valor: 'XK9P', foco: 3 });
    expect(colarCodigo('ab', 4)).toEqual({ valor: 'AB', foco: 2 });
    expect(digitarCodigo('', 0, 'Código: q1w2e3', 4)).toEqual({ valor: 'CDIG', foco: 3 });
    expect(digitarCodigo('A', 0, 'q1w2', 4)).toEqual({ valor: 'Q1W2', foco: 3 });
  });

  it('backspace clears the current box, or moves back from an empty one', () => {
    expect(apagarCodigo('ABCD', 3)).toEqual({ valor: 'ABC', foco: 3 });
    expect(apagarCodigo('ABC', 3)).toEqual({ valor: 'AB', foco: 2 });
    expect(apagarCodigo('ABCD', 1)).toEqual({ valor: 'ACD', foco: 1 });
    expect(apagarCodigo('', 0)).toEqual({ valor: '', foco: 0 });
  });

  it('focus never rests beyond the first empty box', () => {
    expect(focoPermitido('', 3, 4)).toBe(0);
    expect(focoPermitido('AB', 3, 4)).toBe(2);
    expect(focoPermitido('ABCD', 3, 4)).toBe(3);
    expect(focoPermitido('ABCD', -1, 4)).toBe(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { aplicarTamanhoFonte } from './fonte';

/** jsdom lays nothing out: the viewport width is given here. */
function viewport(largura: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: largura });
}

describe('breakpoints in root ems (ADR 0019)', () => {
  afterEach(() => aplicarTamanhoFonte(null));

  it('a 1280 px screen at the default size reaches every desktop breakpoint', () => {
    viewport(1280);
    aplicarTamanhoFonte(null);
    expect(document.documentElement.dataset.largura).toBe('sm md lg xl');
  });

  it('the same screen at 48 px is 26.7 em wide: the phone layout', () => {
    viewport(1280);
    aplicarTamanhoFonte(48);
    expect(document.documentElement.style.fontSize).toBe('48px');
    expect(document.documentElement.dataset.largura).toBe('');
  });

  it('at 10 px a 360 px phone is 36 em wide, still narrower than sm', () => {
    viewport(360);
    aplicarTamanhoFonte(10);
    expect(document.documentElement.dataset.largura).toBe('');
    viewport(420);
    aplicarTamanhoFonte(10);
    expect(document.documentElement.dataset.largura).toBe('sm');
  });
});

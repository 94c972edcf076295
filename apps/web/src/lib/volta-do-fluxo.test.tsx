import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { comVolta, useVoltaDoFluxo } from './volta-do-fluxo';

const voltaDe = (url: string) =>
  renderHook(() => useVoltaDoFluxo(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    ),
  }).result.current;

describe('the return of a flow that embeds the profile screens', () => {
  it.each([
    '/faturamentonovo/atualizacaocadastral',
    '/faturamentoseminovo/atualizacaocadastral/telefone',
    '/pos-venda/dados-cadastrais-edicao',
  ])('goes back to %s', (volta) => {
    expect(voltaDe(comVolta('/perfil/endereco', volta))).toBe(volta);
  });

  it.each([
    'https://evil.example/pos-venda/dados-cadastrais-edicao',
    '//evil.example',
    '/pos-venda/final',
    '/perfil',
  ])('refuses %s (no open redirect, only these screens)', (volta) => {
    expect(voltaDe(comVolta('/perfil/endereco', volta))).toBeNull();
  });

  it('is null without ?voltar', () => {
    expect(voltaDe('/perfil/endereco')).toBeNull();
  });
});

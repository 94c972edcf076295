import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  biometriasDoAparelho,
  esquecerBiometria,
  lembrarBiometria,
  useBiometriasDoAparelho,
} from './biometria';
import { limparSessaoLocal, sessao } from './session';

// The device marker behind 'Entrar com biometria' (issue 14), on the DOM's localStorage (emptied between tests).
describe('the passkeys this device holds', () => {
  it('remembers credential ids per partner, once each, and forgets them one by one', () => {
    lembrarBiometria(1, 'cred-a');
    lembrarBiometria(1, 'cred-a');
    lembrarBiometria(1, 'cred-b');
    lembrarBiometria(2, 'cred-c');
    expect(biometriasDoAparelho(1)).toEqual(['cred-a', 'cred-b']);
    expect(biometriasDoAparelho(2)).toEqual(['cred-c']);
    expect(localStorage.getItem('portal.biometria.1')).toBe('["cred-a","cred-b"]');

    esquecerBiometria(1, 'cred-a');
    esquecerBiometria(1, 'desconhecida');
    expect(biometriasDoAparelho(1)).toEqual(['cred-b']);
    esquecerBiometria(1, 'cred-b');
    expect(biometriasDoAparelho(1)).toEqual([]);
    expect(localStorage.getItem('portal.biometria.1')).toBeNull();
    expect(biometriasDoAparelho(2)).toEqual(['cred-c']);
  });

  it('outlives the logout, which clears the session', () => {
    lembrarBiometria(1, 'cred-a');
    localStorage.setItem('portal.sessao', '{}');
    limparSessaoLocal();
    expect(sessao.ler()).toBeNull();
    expect(biometriasDoAparelho(1)).toEqual(['cred-a']);
  });

  it('reads a tampered value as none', () => {
    localStorage.setItem('portal.biometria.3', '{"x":1}');
    expect(biometriasDoAparelho(3)).toEqual([]);
    localStorage.setItem('portal.biometria.4', '[1,"cred-z",null]');
    expect(biometriasDoAparelho(4)).toEqual(['cred-z']);
  });

  it('re-renders the login when a passkey is remembered or forgotten, and holds none without a partner', () => {
    const { result } = renderHook(() => useBiometriasDoAparelho(5));
    expect(result.current).toEqual([]);
    act(() => lembrarBiometria(5, 'cred-a'));
    expect(result.current).toEqual(['cred-a']);
    act(() => esquecerBiometria(5, 'cred-a'));
    expect(result.current).toEqual([]);
    expect(renderHook(() => useBiometriasDoAparelho(undefined)).result.current).toEqual([]);
  });
});

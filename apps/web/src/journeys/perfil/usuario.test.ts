import { describe, expect, it } from 'vitest';
import { idDoUsuario } from './usuario';

const token = (carga: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(carga)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.assinatura`;

describe('idDoUsuario', () => {
  it.each([
    [{ accessToken: token({ sub: '42', cota: 1 }) }, 42],
    [{ accessToken: token({ sub: 'abc' }) }, undefined],
    [{ accessToken: token({}) }, undefined],
    [{ accessToken: 'não-é-um-token' }, undefined],
    [{ accessToken: 'a.%%%.b' }, undefined],
    [null, undefined],
  ])('%j → %s', (sessao, id) => {
    expect(idDoUsuario(sessao)).toBe(id);
  });
});

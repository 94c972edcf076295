import type { TokenResposta } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAVE_SESSAO,
  definirAtualizacaoObrigatoria,
  idDoToken,
  iniciarSessao,
  limparSessaoLocal,
  marcarSenhaAlterada,
  salvarTokens,
  sessao,
  tokenEmMemoria,
} from './session';

const tokens = (o: Partial<TokenResposta> = {}): TokenResposta => ({
  access_token: 'a',
  token_type: 'bearer',
  expires_in: 900,
  idCota: 7,
  perfil: { noAssembleia: false, senhaExpirada: true },
  usuario: { nome: 'Maria Souza', inscricaoNacional: '52998224725', tipoPessoa: 'F', email: null },
  transparente: false,
  ...o,
});

beforeEach(() => {
  const dados = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => dados.get(k) ?? null,
    setItem: (k: string, v: string) => void dados.set(k, v),
    removeItem: (k: string) => void dados.delete(k),
    clear: () => dados.clear(),
  });
  limparSessaoLocal();
});

/** A JWT-shaped token with the given payload (unsigned: the web never verifies one). */
const jwt = (carga: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(carga)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.assinatura`;

describe('tokens out of storage (ADR 0015)', () => {
  it('keeps the access token in memory only and stores the non-secret session with the user id', () => {
    const token = jwt({ sub: '42', cota: 7 });
    iniciarSessao(tokens({ access_token: token }), 1_000_000);
    expect(tokenEmMemoria()).toEqual({ accessToken: token, expiraEm: 1_000_000 + 870_000 });
    const guardado = localStorage.getItem(CHAVE_SESSAO)!;
    expect(guardado).not.toContain(token);
    expect(JSON.parse(guardado)).toMatchObject({
      idUsuario: 42,
      idCotaPadrao: 7,
      usuario: { nome: 'Maria Souza' },
    });
    expect(Object.keys(JSON.parse(guardado) as object).filter((k) => /token|expira/i.test(k))).toEqual([]);
  });

  it("stops using this tab's token when another tab stores another person or quota, and on logout", () => {
    iniciarSessao(tokens());
    expect(tokenEmMemoria()?.accessToken).toBe('a');
    sessao.gravar({ ...sessao.ler()!, idCotaPadrao: 8 });
    expect(tokenEmMemoria()).toBeNull();

    iniciarSessao(tokens());
    sessao.gravar({
      ...sessao.ler()!,
      usuario: { ...sessao.ler()!.usuario, inscricaoNacional: '98765432100' },
    });
    expect(tokenEmMemoria()).toBeNull();

    iniciarSessao(tokens());
    limparSessaoLocal();
    expect(tokenEmMemoria()).toBeNull();
  });

  it('drops a session stored by a version that kept the tokens on the device', async () => {
    localStorage.setItem(
      CHAVE_SESSAO,
      JSON.stringify({ accessToken: 'a', refreshToken: 'r', idCotaPadrao: 7 }),
    );
    vi.resetModules();
    const recarregado = await import('./session');
    expect(recarregado.sessao.ler()).toBeNull();
    expect(localStorage.getItem(CHAVE_SESSAO)).toBeNull();
  });

  it.each([
    [jwt({ sub: '42', cota: 1 }), 42],
    [jwt({ sub: 'abc' }), undefined],
    [jwt({}), undefined],
    ['não-é-um-token', undefined],
    ['a.%%%.b', undefined],
  ])('reads the user id of %s as %s', (token, id) => {
    expect(idDoToken(token)).toBe(id);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('keeps a transparent session transparent when a renewed pair omits it', () => {
    iniciarSessao(tokens({ transparente: true }));
    expect(salvarTokens(tokens({ access_token: 'b' })).transparente).toBe(true);
  });

  it('a new login starts clean: nothing of the previous transparent session carries over', () => {
    iniciarSessao(tokens({ transparente: true }));
    expect(iniciarSessao(tokens()).transparente).toBe(false);
  });

  it('starts without the mandatory registration update and lifts the expired password after a change', () => {
    expect(iniciarSessao(tokens()).atualizacaoObrigatoria).toBe(false);
    marcarSenhaAlterada();
    expect(sessao.ler()?.perfil.senhaExpirada).toBe(false);
  });

  it('sets the mandatory update for the quota the session is on, and keeps it across a token renewal', () => {
    iniciarSessao(tokens());
    definirAtualizacaoObrigatoria(7, true);
    expect(sessao.ler()?.atualizacaoObrigatoria).toBe(true);
    expect(salvarTokens(tokens({ access_token: 'b' })).atualizacaoObrigatoria).toBe(true);
    definirAtualizacaoObrigatoria(7, false);
    expect(sessao.ler()?.atualizacaoObrigatoria).toBe(false);
  });

  it('ignores a late answer about another quota and never forces a transparent login', () => {
    iniciarSessao(tokens());
    definirAtualizacaoObrigatoria(8, true);
    expect(sessao.ler()?.atualizacaoObrigatoria).toBe(false);
    iniciarSessao(tokens({ transparente: true }));
    definirAtualizacaoObrigatoria(7, true);
    expect(sessao.ler()?.atualizacaoObrigatoria).toBe(false);
  });
});

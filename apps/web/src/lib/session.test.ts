import type { TokenResposta } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  definirAtualizacaoObrigatoria,
  iniciarSessao,
  marcarSenhaAlterada,
  salvarTokens,
  sessao,
} from './session';

const tokens = (o: Partial<TokenResposta> = {}): TokenResposta => ({
  access_token: 'a',
  refresh_token: 'r',
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
  sessao.limpar();
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

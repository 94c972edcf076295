import type { SessaoDaRota } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  AUTENTICADA,
  AUTENTICADA_TRANSPARENTE,
  caminhoLiberado,
  PUBLICA,
  regraDoCaminho,
  rotaPreguicosa,
} from './rotas';

const tela = async () => ({ default: () => null });
rotaPreguicosa('/home', AUTENTICADA_TRANSPARENTE, tela);
rotaPreguicosa('/groups-and-quotas', AUTENTICADA, tela);
rotaPreguicosa('/alterarsenha/atual', AUTENTICADA_TRANSPARENTE, tela);
rotaPreguicosa(
  '/login-transparente/:token',
  { ...PUBLICA, permiteTransparente: true, telaDeAtualizacao: true },
  tela,
);
rotaPreguicosa('/atualizacao-obrigatoria', PUBLICA, tela);
rotaPreguicosa('/confirmar-dados-cadastrais', PUBLICA, tela);
rotaPreguicosa('/requests', AUTENTICADA, tela);

const normal: SessaoDaRota = {
  autenticado: true,
  transparente: false,
  senhaExpirada: false,
  atualizacaoObrigatoria: false,
  mobile: false,
};
const transparente: SessaoDaRota = { ...normal, transparente: true };
const expirada: SessaoDaRota = { ...normal, senhaExpirada: true };
const obrigatoria: SessaoDaRota = { ...normal, atualizacaoObrigatoria: true };

describe('route rules for links (the same decidirRota as the guard)', () => {
  it('finds the rule of a path, params and query included', () => {
    expect(regraDoCaminho('/login-transparente/abc.def?x=1')).toMatchObject({ permiteTransparente: true });
    expect(regraDoCaminho('/groups-and-quotas?sorteio=contempladas')).toBe(AUTENTICADA);
    expect(regraDoCaminho('/nao-existe')).toBeUndefined();
  });

  it('matches a path as matchPath does: trailing slashes and letter case aside, nothing else', () => {
    expect(regraDoCaminho('/groups-and-quotas/')).toBe(AUTENTICADA);
    expect(regraDoCaminho('/Groups-And-Quotas')).toBe(AUTENTICADA);
    expect(regraDoCaminho('/groups-and-quotas/x')).toBeUndefined();
    expect(regraDoCaminho('/groups-and-quota')).toBeUndefined();
    expect(regraDoCaminho('groups-and-quotas')).toBeUndefined();
  });

  it('remembers answers, but a route declared later is found (the remembered answers are forgotten)', () => {
    expect(regraDoCaminho('/declarada-depois/7')).toBeUndefined();
    expect(regraDoCaminho('/declarada-depois/7')).toBeUndefined();
    rotaPreguicosa('/declarada-depois/:id', AUTENTICADA, tela);
    expect(regraDoCaminho('/declarada-depois/7')).toBe(AUTENTICADA);
    expect(regraDoCaminho('/declarada-depois/7?x=1')).toBe(AUTENTICADA);
  });

  it.each([
    ['/groups-and-quotas', normal, true],
    ['/groups-and-quotas', transparente, false],
    ['/home', transparente, true],
    ['/alterarsenha/atual', transparente, true],
    ['/groups-and-quotas', expirada, false],
    ['/alterarsenha/atual', expirada, true],
    ['/nao-existe', transparente, true],
    // Spec §2 rule 4: a mandatory update holds every route but home, the update screens and confirm-data.
    ['/groups-and-quotas', obrigatoria, false],
    ['/requests', obrigatoria, false],
    ['/home', obrigatoria, true],
    ['/atualizacao-obrigatoria', obrigatoria, true],
    ['/confirmar-dados-cadastrais', obrigatoria, true],
    ['/login-transparente/abc', obrigatoria, true],
    ['/confirmar-dados-cadastrais', transparente, false],
  ] as const)('%s for %j → %s', (caminho, sessao, liberado) => {
    expect(caminhoLiberado(caminho, sessao)).toBe(liberado);
  });
});

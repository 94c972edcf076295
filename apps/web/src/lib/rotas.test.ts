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
rotaPreguicosa('/login-transparente/:token', { ...PUBLICA, permiteTransparente: true }, tela);

const normal: SessaoDaRota = {
  autenticado: true,
  transparente: false,
  senhaExpirada: false,
  atualizacaoObrigatoria: false,
  mobile: false,
};
const transparente: SessaoDaRota = { ...normal, transparente: true };
const expirada: SessaoDaRota = { ...normal, senhaExpirada: true };

describe('route rules for links (the same decidirRota as the guard)', () => {
  it('finds the rule of a path, params and query included', () => {
    expect(regraDoCaminho('/login-transparente/abc.def?x=1')).toMatchObject({ permiteTransparente: true });
    expect(regraDoCaminho('/groups-and-quotas?sorteio=contempladas')).toBe(AUTENTICADA);
    expect(regraDoCaminho('/nao-existe')).toBeUndefined();
  });

  it.each([
    ['/groups-and-quotas', normal, true],
    ['/groups-and-quotas', transparente, false],
    ['/home', transparente, true],
    ['/alterarsenha/atual', transparente, true],
    ['/groups-and-quotas', expirada, false],
    ['/alterarsenha/atual', expirada, true],
    ['/nao-existe', transparente, true],
  ] as const)('%s for %j → %s', (caminho, sessao, liberado) => {
    expect(caminhoLiberado(caminho, sessao)).toBe(liberado);
  });
});

import { describe, it, expect } from 'vitest';
import {
  BLOQUEIO_LOGIN_MINUTOS,
  FALHAS_PARA_BLOQUEIO,
  MARGEM_EXPIRACAO_TOKEN_S,
  TAMANHO_SENHA,
  VALIDADE_ACCESS_TOKEN_S,
  decidirRota,
  expiracaoDoToken,
  mensagemDeEspera,
  politicaDeLogin,
  validarNovaSenha,
  type DecisaoDeRota,
  type PoliticaDeLogin,
  type RotaProtegida,
  type SessaoDaRota,
} from './acesso.rules.ts';

describe('constants', () => {
  it('match the spec', () => {
    expect([MARGEM_EXPIRACAO_TOKEN_S, VALIDADE_ACCESS_TOKEN_S, TAMANHO_SENHA]).toEqual([30, 900, 6]);
    expect([FALHAS_PARA_BLOQUEIO, BLOQUEIO_LOGIN_MINUTOS]).toEqual([5, 15]);
  });
});

describe('expiracaoDoToken', () => {
  const agora = 1_700_000_000_000;
  it.each([
    [900, agora + 870_000],
    [60, agora + 30_000],
    [30, agora],
    [10, agora],
  ])('expires_in %i s → %i', (expiresIn, esperado) => {
    expect(expiracaoDoToken(expiresIn, agora)).toBe(esperado);
  });
});

describe('validarNovaSenha', () => {
  it.each([
    [{ atual: '111111', nova: '123456', confirmacao: '123456' }, null],
    [{ atual: '111111', nova: '12a456', confirmacao: '12a456' }, 'Use somente números.'],
    [{ atual: '111111', nova: '12 456', confirmacao: '12 456' }, 'Use somente números.'],
    [{ atual: '111111', nova: '12345a7', confirmacao: 'x' }, 'Use somente números.'],
    [{ atual: '111111', nova: '', confirmacao: '' }, 'A senha deve ter exatamente 6 números.'],
    [{ atual: '111111', nova: '12345', confirmacao: '12345' }, 'A senha deve ter exatamente 6 números.'],
    [{ atual: '111111', nova: '1234567', confirmacao: '1234567' }, 'A senha deve ter exatamente 6 números.'],
    [
      { atual: '123456', nova: '123456', confirmacao: '654321' },
      'A nova senha deve ser diferente da senha atual.',
    ],
    [{ atual: '111111', nova: '123456', confirmacao: '123457' }, 'As senhas não conferem.'],
    [{ atual: '111111', nova: '123456', confirmacao: '' }, 'As senhas não conferem.'],
  ])('%j → %j', (s, esperado) => {
    expect(validarNovaSenha(s)).toBe(esperado);
  });
});

describe('politicaDeLogin', () => {
  const t = 1_700_000_000_000;
  const s = 1000;
  const min = 60 * s;
  it.each<[string, number, number | null, number, PoliticaDeLogin]>([
    ['no failures', 0, null, t, { permitido: true }],
    ['1 failure', 1, t, t, { permitido: true }],
    ['2 failures', 2, t, t, { permitido: true }],
    ['3 failures, just failed', 3, t, t, { permitido: false, esperarSegundos: 2, bloqueado: false }],
    ['3 failures, 1.5 s later', 3, t, t + 1500, { permitido: false, esperarSegundos: 1, bloqueado: false }],
    ['3 failures, 2 s later', 3, t, t + 2 * s, { permitido: true }],
    ['4 failures, just failed', 4, t, t, { permitido: false, esperarSegundos: 4, bloqueado: false }],
    ['4 failures, 3 s later', 4, t, t + 3 * s, { permitido: false, esperarSegundos: 1, bloqueado: false }],
    ['4 failures, 4 s later', 4, t, t + 4 * s, { permitido: true }],
    ['5 failures, just failed', 5, t, t, { permitido: false, esperarSegundos: 900, bloqueado: true }],
    [
      '5 failures, 14 min later',
      5,
      t,
      t + 14 * min,
      { permitido: false, esperarSegundos: 60, bloqueado: true },
    ],
    ['5 failures, 15 min later', 5, t, t + 15 * min, { permitido: true }],
    [
      '8 failures, still locked',
      8,
      t,
      t + 10 * min,
      { permitido: false, esperarSegundos: 300, bloqueado: true },
    ],
    [
      'clock moved backwards',
      5,
      t,
      t - 10 * min,
      { permitido: false, esperarSegundos: 900, bloqueado: true },
    ],
    ['failures without a timestamp', 4, null, t, { permitido: true }],
  ])('%s', (_nome, falhas, ultima, agora, esperado) => {
    expect(politicaDeLogin(falhas, ultima, agora)).toEqual(esperado);
  });
});

describe('mensagemDeEspera', () => {
  const bloqueio =
    'Por segurança, o acesso foi bloqueado após várias tentativas sem sucesso. Tente novamente em';
  it.each([
    [{ esperarSegundos: 900, bloqueado: true }, `${bloqueio} 15 minutos.`],
    [{ esperarSegundos: 61, bloqueado: true }, `${bloqueio} 2 minutos.`],
    [{ esperarSegundos: 60, bloqueado: true }, `${bloqueio} 1 minuto.`],
    [{ esperarSegundos: 1, bloqueado: true }, `${bloqueio} 1 minuto.`],
    [{ esperarSegundos: 4, bloqueado: false }, 'Aguarde 4 segundos antes de tentar novamente.'],
    [{ esperarSegundos: 2, bloqueado: false }, 'Aguarde 2 segundos antes de tentar novamente.'],
    [{ esperarSegundos: 1, bloqueado: false }, 'Aguarde 1 segundo antes de tentar novamente.'],
  ])('%j', (r, esperado) => {
    expect(mensagemDeEspera(r)).toBe(esperado);
  });
});

describe('decidirRota', () => {
  const protegida: RotaProtegida = {
    caminho: '/groups-and-quotas',
    requerAutenticacao: true,
    permiteTransparente: false,
  };
  const home: RotaProtegida = { caminho: '/home', requerAutenticacao: true, permiteTransparente: true };
  const publica: RotaProtegida = {
    caminho: '/entrar',
    requerAutenticacao: false,
    permiteTransparente: false,
  };
  const senhaAtual: RotaProtegida = {
    caminho: '/alterarsenha/atual',
    requerAutenticacao: false,
    permiteTransparente: true,
  };
  const senhaNova: RotaProtegida = {
    caminho: '/alterarsenha/nova',
    requerAutenticacao: false,
    permiteTransparente: true,
  };
  const biometria: RotaProtegida = {
    caminho: '/biometria',
    requerAutenticacao: true,
    permiteTransparente: false,
  };
  const soMobile: RotaProtegida = {
    caminho: '/entrar-mobile',
    requerAutenticacao: false,
    permiteTransparente: false,
    redirecionarSeNaoMobile: '/entrar',
  };
  const atualizacao: RotaProtegida = {
    caminho: '/perfil/endereco',
    requerAutenticacao: true,
    permiteTransparente: false,
    telaDeAtualizacao: true,
  };
  const obrigatoria: RotaProtegida = {
    caminho: '/atualizacao-obrigatoria',
    requerAutenticacao: false,
    permiteTransparente: false,
  };
  const confirmar: RotaProtegida = {
    caminho: '/confirmar-dados-cadastrais',
    requerAutenticacao: false,
    permiteTransparente: false,
  };

  const logado: SessaoDaRota = {
    autenticado: true,
    transparente: false,
    senhaExpirada: false,
    atualizacaoObrigatoria: false,
    mobile: false,
  };
  const anonimo: SessaoDaRota = { ...logado, autenticado: false };
  const transparente: SessaoDaRota = { ...logado, transparente: true };

  const permitir: DecisaoDeRota = { tipo: 'permitir' };
  const para = (destino: string, extra: object = {}): DecisaoDeRota => ({
    tipo: 'redirecionar',
    para: destino,
    ...extra,
  });

  it.each<[string, RotaProtegida, SessaoDaRota, DecisaoDeRota]>([
    ['authenticated user on a protected route', protegida, logado, permitir],
    ['anyone on a public route', publica, anonimo, permitir],
    // rule 1
    [
      '1: anonymous → login, remembering the target',
      protegida,
      anonimo,
      para('/entrar', { lembrarDestino: true }),
    ],
    [
      '1: trailing slash and query do not change the decision',
      { ...protegida, caminho: '/groups-and-quotas/?x=1' },
      anonimo,
      para('/entrar', { lembrarDestino: true }),
    ],
    ['1: home is not remembered', home, anonimo, para('/entrar')],
    [
      '1: home with trailing slash is not remembered',
      { ...home, caminho: '/home/' },
      anonimo,
      para('/entrar'),
    ],
    [
      '1: transparent and anonymous → login, resetting it',
      protegida,
      { ...anonimo, transparente: true },
      para('/entrar', { reiniciarLogin: true }),
    ],
    [
      '1 beats 2: anonymous with an expired password',
      protegida,
      { ...anonimo, senhaExpirada: true },
      para('/entrar', { lembrarDestino: true }),
    ],
    [
      '1 beats 4: anonymous with an update required',
      protegida,
      { ...anonimo, atualizacaoObrigatoria: true },
      para('/entrar', { lembrarDestino: true }),
    ],
    // rule 2
    [
      '2: expired password → current-password screen',
      protegida,
      { ...logado, senhaExpirada: true },
      para('/alterarsenha/atual'),
    ],
    ['2: expired password on home', home, { ...logado, senhaExpirada: true }, para('/alterarsenha/atual')],
    ['2: current-password screen stays reachable', senhaAtual, { ...logado, senhaExpirada: true }, permitir],
    ['2: new-password screen stays reachable', senhaNova, { ...logado, senhaExpirada: true }, permitir],
    ['2: biometrics stays reachable', biometria, { ...logado, senhaExpirada: true }, permitir],
    [
      '2: even if new-password required authentication',
      { ...senhaNova, requerAutenticacao: true },
      { ...logado, senhaExpirada: true },
      permitir,
    ],
    ['2: public routes are not affected', publica, { ...logado, senhaExpirada: true }, permitir],
    [
      '2 skipped in transparent login, which may change no password: rule 3 sends it home',
      protegida,
      { ...transparente, senhaExpirada: true },
      para('/home'),
    ],
    [
      '2 skipped in transparent login: home stays open',
      home,
      { ...transparente, senhaExpirada: true },
      permitir,
    ],
    [
      '2 beats 4: expired password and update required',
      protegida,
      { ...logado, senhaExpirada: true, atualizacaoObrigatoria: true },
      para('/alterarsenha/atual'),
    ],
    // rule 3
    ['3: transparent on a route not allowing it → home', protegida, transparente, para('/home')],
    ['3: transparent on a public route not allowing it → home', publica, transparente, para('/home')],
    ['3: transparent on home', home, transparente, permitir],
    ['3: transparent on a route allowing it', senhaAtual, transparente, permitir],
    [
      '3 beats 3b: transparent on a mobile-only route',
      soMobile,
      { ...transparente, mobile: false },
      para('/home'),
    ],
    // rule 3b
    [
      '3b: desktop on a mobile-only route → fallback',
      soMobile,
      { ...anonimo, mobile: false },
      para('/entrar'),
    ],
    ['3b: mobile device on a mobile-only route', soMobile, { ...anonimo, mobile: true }, permitir],
    [
      '3b: transparent exempt when the route allows it',
      { ...soMobile, permiteTransparente: true },
      transparente,
      permitir,
    ],
    [
      '3b beats 4: desktop with an update required',
      { ...soMobile, requerAutenticacao: true },
      { ...logado, atualizacaoObrigatoria: true },
      para('/entrar'),
    ],
    // rule 4
    [
      '4: update required → mandatory-update screen',
      protegida,
      { ...logado, atualizacaoObrigatoria: true },
      para('/atualizacao-obrigatoria'),
    ],
    [
      '4: applies to public routes too',
      publica,
      { ...logado, atualizacaoObrigatoria: true },
      para('/atualizacao-obrigatoria'),
    ],
    ['4: home stays reachable', home, { ...logado, atualizacaoObrigatoria: true }, permitir],
    [
      '4: update-flow screens stay reachable',
      atualizacao,
      { ...logado, atualizacaoObrigatoria: true },
      permitir,
    ],
    ['4: confirm-data stays reachable', confirmar, { ...logado, atualizacaoObrigatoria: true }, permitir],
    [
      '4: the mandatory-update screen itself',
      obrigatoria,
      { ...logado, atualizacaoObrigatoria: true },
      permitir,
    ],
    [
      '4: suppressed in transparent login',
      senhaAtual,
      { ...transparente, atualizacaoObrigatoria: true },
      permitir,
    ],
  ])('%s', (_nome, rota, sessao, esperado) => {
    expect(decidirRota(rota, sessao)).toStrictEqual(esperado);
  });
});

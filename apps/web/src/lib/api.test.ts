import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResposta } from '@portal/domain';
import { ApiError, api, apiInalcancavel, apiOperador, configurarApi } from './api';
import { anteciparRefresh, tomarRefreshAntecipado } from './refresh-antecipado';
import { encerrarSessaoOperadorLocal, iniciarSessaoOperador, lerSessaoOperador } from './sessao-operador';
import { contadorCarregamento } from './loading';
import {
  CHAVE_MENSAGEM_ERRO,
  CHAVE_PARCEIRO,
  CHAVE_SESSAO,
  iniciarSessao,
  limparSessaoLocal,
  sessao,
  tokenEmMemoria,
} from './session';

class MemoryStorage implements Storage {
  private dados = new Map<string, string>();
  get length() {
    return this.dados.size;
  }
  clear() {
    this.dados.clear();
  }
  getItem(k: string) {
    return this.dados.get(k) ?? null;
  }
  key(i: number) {
    return [...this.dados.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.dados.delete(k);
  }
  setItem(k: string, v: string) {
    this.dados.set(k, String(v));
  }
}

interface Chamada {
  metodo: string;
  caminho: string;
  headers: Headers;
  corpo: unknown;
  credentials: RequestCredentials | undefined;
}

const usuario = {
  nome: 'Maria Souza',
  inscricaoNacional: '12345678909',
  tipoPessoa: 'F',
  email: null,
} as const;
const par = (access: string, idCota = 7): TokenResposta => ({
  access_token: access,
  token_type: 'bearer',
  expires_in: 900,
  idCota,
  perfil: { noAssembleia: false, senhaExpirada: false },
  usuario,
  transparente: false,
});
const json = (status: number, corpo?: unknown) =>
  new Response(corpo === undefined ? null : JSON.stringify(corpo), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A tiny fake of the API: the handler decides each answer; every call is recorded. */
function servidorFalso(handler: (c: Chamada) => Response | Promise<Response>) {
  const chamadas: Chamada[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const caminho = new URL(url, 'http://portal.test').pathname.replace('/app-cliente/v1', '');
    const chamada: Chamada = {
      metodo: init.method ?? 'GET',
      caminho,
      headers: new Headers(init.headers),
      corpo: init.body ? JSON.parse(String(init.body)) : undefined,
      credentials: init.credentials,
    };
    chamadas.push(chamada);
    await new Promise((r) => setTimeout(r, 5)); // lets concurrent calls overlap, as on a real network
    return handler(chamada);
  });
  return chamadas;
}

/** A reload: this tab's memory is gone, the device keeps the non-secret session. */
function recarregar() {
  entrar();
  const guardada = sessao.ler()!;
  limparSessaoLocal();
  sessao.gravar(guardada);
  return guardada;
}

/** A login in this tab: the access token in memory, the rest stored. */
function entrar(access = 'token-velho', logadoEm = Date.now()): void {
  iniciarSessao(par(access), logadoEm);
}

/**
 * The refresh cookie as the server sees it: the browser sends it by itself (the client only asks for
 * same-origin credentials); a refresh with the current one answers a new token and rotates it.
 */
function cookieDeRefresh() {
  let atual: string | null = 'refresh-1';
  return {
    renovar(c: Chamada, access = 'token-novo', idCota = 7): Response {
      expect(c.corpo).toBeUndefined();
      expect(c.credentials).toBe('same-origin');
      if (atual !== 'refresh-1') return json(401, { mensagem: 'Sua sessão expirou. Entre novamente.' });
      atual = 'refresh-2';
      return json(200, par(access, idCota));
    },
    revogar() {
      atual = null;
    },
  };
}

const aoSessaoExpirar = vi.fn();

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  limparSessaoLocal(); // this tab's memory too
  localStorage.setItem(CHAVE_PARCEIRO, JSON.stringify({ id: 1, name: 'Parceiro' }));
  aoSessaoExpirar.mockReset();
  configurarApi({ aoSessaoExpirar });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('sends the client headers, the access token only on protected calls and Basic only on login', async () => {
    entrar();
    const chamadas = servidorFalso(() => json(200, []));
    await api.get('/cotas/simples');
    await api.get('/parceiros/configuracao', { query: { domain: 'localhost' } });
    await api.post('/login', { grant_type: 'password' });

    const [protegida, publica, login] = chamadas;
    expect(protegida?.headers.get('x-client-id')).toBe('portal-web');
    expect(protegida?.headers.get('x-platform')).toBe('web');
    expect(protegida?.headers.get('x-app-version')).toBeTruthy();
    expect(protegida?.headers.get('access_token')).toBe('token-velho');
    expect(publica?.headers.get('access_token')).toBeNull();
    expect(login?.headers.get('access_token')).toBeNull();
    expect(login?.headers.get('authorization')).toBe(`Basic ${btoa('portal-web:portal-web')}`);
  });

  it('runs a single refresh for concurrent 401s and retries every queued call with the new token', async () => {
    entrar();
    const cookie = cookieDeRefresh();
    const chamadas = servidorFalso(async (c) => {
      if (c.caminho === '/login/refresh') {
        await new Promise((r) => setTimeout(r, 20));
        return cookie.renovar(c);
      }
      return c.headers.get('access_token') === 'token-novo' ? json(200, { caminho: c.caminho }) : json(401);
    });

    const respostas = await Promise.all([
      api.get('/cotas'),
      api.get('/cotas/simples'),
      api.get('/login/cota-selecionada'),
    ]);

    expect(respostas).toEqual([
      { caminho: '/cotas' },
      { caminho: '/cotas/simples' },
      { caminho: '/login/cota-selecionada' },
    ]);
    expect(chamadas.filter((c) => c.caminho === '/login/refresh')).toHaveLength(1);
    const retentativas = chamadas.filter(
      (c) => c.caminho !== '/login/refresh' && c.headers.get('access_token') === 'token-novo',
    );
    expect(retentativas.map((c) => c.caminho).sort()).toEqual([
      '/cotas',
      '/cotas/simples',
      '/login/cota-selecionada',
    ]);
    // The new access token is kept in memory only: nothing that authenticates is on the device.
    expect(tokenEmMemoria()?.accessToken).toBe('token-novo');
    expect(localStorage.getItem(CHAVE_SESSAO)).not.toMatch(/token-|refresh-/);
    expect(aoSessaoExpirar).not.toHaveBeenCalled();
    expect(contadorCarregamento()).toBe(0);
  });

  it('refreshes first when the token is already past its expiry', async () => {
    entrar('token-velho', Date.now() - 900_000);
    const cookie = cookieDeRefresh();
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? cookie.renovar(c) : json(200, { ok: true }),
    );
    await api.get('/cotas');
    expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh', '/cotas']);
    expect(chamadas[0]?.headers.get('authorization')).toBe(`Basic ${btoa('portal-web:portal-web')}`);
    expect(chamadas[1]?.headers.get('access_token')).toBe('token-novo');
  });

  it('after a reload (a stored session, no token in memory) the first call gets one from the cookie', async () => {
    entrar();
    const guardada = sessao.ler()!;
    limparSessaoLocal(); // the page is gone…
    sessao.gravar(guardada); // …the device keeps the non-secret session
    const cookie = cookieDeRefresh();
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? cookie.renovar(c) : json(200, { ok: true }),
    );
    await Promise.all([api.get('/cotas'), api.get('/cotas/simples')]);
    expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh', '/cotas', '/cotas/simples']);
    expect(chamadas.slice(1).map((c) => c.headers.get('access_token'))).toEqual(['token-novo', 'token-novo']);
    expect(aoSessaoExpirar).not.toHaveBeenCalled();
  });

  it("a reload spends the shell's early refresh: one refresh in all, its token on every call", async () => {
    const guardada = recarregar();
    const cookie = cookieDeRefresh();
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? cookie.renovar(c) : json(200, { ok: true }),
    );
    anteciparRefresh(true, '/boletos'); // main.tsx, before the app's code arrives
    expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh']);
    const [antecipada] = chamadas;
    expect(antecipada?.headers.get('authorization')).toBe(`Basic ${btoa('portal-web:portal-web')}`);
    expect(antecipada?.headers.get('x-client-id')).toBe('portal-web');
    expect(antecipada?.headers.get('x-app-version')).toBeTruthy();

    await Promise.all([api.get('/cotas'), api.get('/cotas/simples')]);
    await api.get('/cotas/7/home');
    expect(chamadas.map((c) => c.caminho)).toEqual([
      '/login/refresh',
      '/cotas',
      '/cotas/simples',
      '/cotas/7/home',
    ]);
    expect(chamadas.slice(1).map((c) => c.headers.get('access_token'))).toEqual([
      'token-novo',
      'token-novo',
      'token-novo',
    ]);
    expect(sessao.ler()?.usuario).toEqual(guardada.usuario);
    expect(aoSessaoExpirar).not.toHaveBeenCalled();
  });

  it("on /home the shell asks for the summary as soon as the token arrives, and the app's call takes that answer", async () => {
    recarregar();
    const cookie = cookieDeRefresh();
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh'
        ? cookie.renovar(c, 'token-novo', 7)
        : json(200, { caminho: c.caminho, token: c.headers.get('access_token') }),
    );
    anteciparRefresh(true, '/home');
    // The summary goes before any app code asks for it, with the new token, for the quota it is bound to.
    await vi.waitFor(() =>
      expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh', '/cotas/7/home']),
    );
    expect(chamadas[1]?.headers.get('x-client-id')).toBe('portal-web');

    const [preferencias, resumo] = await Promise.all([
      api.get('/usuarios/1/preferencias'),
      api.get('/cotas/7/home'),
    ]);
    expect(resumo).toEqual({ caminho: '/cotas/7/home', token: 'token-novo' });
    expect(preferencias).toEqual({ caminho: '/usuarios/1/preferencias', token: 'token-novo' });
    // Taken once: asking again is a new call.
    await api.get('/cotas/7/home');
    expect(chamadas.map((c) => c.caminho)).toEqual([
      '/login/refresh',
      '/cotas/7/home',
      '/usuarios/1/preferencias',
      '/cotas/7/home',
    ]);
  });

  it("the early summary is not taken for another quota's call, nor sent on another page", async () => {
    recarregar();
    const cookie = cookieDeRefresh();
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? cookie.renovar(c, 'token-novo', 7) : json(200, { caminho: c.caminho }),
    );
    anteciparRefresh(true, '/home');
    await vi.waitFor(() => expect(chamadas).toHaveLength(2));
    expect(await api.get('/cotas/9/home')).toEqual({ caminho: '/cotas/9/home' });
    expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh', '/cotas/7/home', '/cotas/9/home']);

    recarregar();
    const outra = servidorFalso(() => json(200, par('token-3')));
    anteciparRefresh(true, '/boletos');
    await new Promise((r) => setTimeout(r, 30));
    expect(outra.map((c) => c.caminho)).toEqual(['/login/refresh']);
    void tomarRefreshAntecipado(); // this test's reload ends here
  });

  it('the early refresh is not sent where no refresh belongs: login, first access, back-office, transparent login, no session', async () => {
    recarregar();
    const chamadas = servidorFalso(() => json(200, par('token-novo')));
    for (const caminho of [
      '/entrar',
      '/entrar-mobile',
      '/entrar/esqueciasenha/cpfcnpj',
      '/primeiro-acesso',
      '/operador',
      '/operador/auditoria',
      '/login-transparente/abc',
    ])
      anteciparRefresh(true, caminho);
    anteciparRefresh(false, '/home');
    expect(chamadas).toEqual([]);
  });

  it("an early refresh the server refused logs out as the app's own would", async () => {
    recarregar();
    const cookie = cookieDeRefresh();
    cookie.revogar();
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? cookie.renovar(c) : json(200, {}),
    );
    anteciparRefresh(true, '/home');
    await expect(api.get('/cotas')).rejects.toMatchObject({ status: 401 });
    expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh']);
    expect(sessao.ler()).toBeNull();
    expect(aoSessaoExpirar).toHaveBeenCalledTimes(1);
  });

  it('an early answer older than 30 s is left unused: the app renews with the cookie that answer rotated', async () => {
    recarregar();
    let emitidos = 0;
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? json(200, par(`token-${++emitidos}`)) : json(200, { ok: true }),
    );
    anteciparRefresh(true, '/boletos', Date.now() - 31_000);
    await api.get('/cotas');
    expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh', '/login/refresh', '/cotas']);
    expect(chamadas[2]?.headers.get('access_token')).toBe('token-2');
  });

  it('a reload while the API cannot be reached or is busy keeps the session: not logged out', async () => {
    entrar();
    const guardada = sessao.ler()!;
    limparSessaoLocal();
    sessao.gravar(guardada);
    servidorFalso(() => json(503, { mensagem: 'Em manutenção.' }));
    const erro: unknown = await api.get('/cotas').catch((e: unknown) => e);
    expect(apiInalcancavel(erro)).toBe(true);
    const limite = 'Muitas requisições. Aguarde um instante e tente novamente.';
    servidorFalso(() => json(429, { mensagem: limite }));
    await expect(api.get('/cotas')).rejects.toEqual(new ApiError(429, limite));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/cotas')).rejects.toMatchObject({ status: 0 });
    expect(sessao.ler()).toEqual(guardada);
    expect(aoSessaoExpirar).not.toHaveBeenCalled();
  });

  it("does not use this tab's token once another tab moved the session to another quota", async () => {
    entrar();
    sessao.gravar({ ...sessao.ler()!, idCotaPadrao: 9 }); // what the other tab's selection stored
    const cookie = cookieDeRefresh();
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? cookie.renovar(c, 'token-da-cota-9', 9) : json(200, { ok: true }),
    );
    await api.get('/login/cota-selecionada');
    expect(chamadas.map((c) => c.caminho)).toEqual(['/login/refresh', '/login/cota-selecionada']);
    expect(chamadas[1]?.headers.get('access_token')).toBe('token-da-cota-9');
  });

  it('a reload after the session ended elsewhere (cookie revoked) goes to login', async () => {
    entrar();
    const guardada = sessao.ler()!;
    limparSessaoLocal();
    sessao.gravar(guardada);
    const cookie = cookieDeRefresh();
    cookie.revogar();
    servidorFalso((c) => (c.caminho === '/login/refresh' ? cookie.renovar(c) : json(200, {})));
    await expect(api.get('/cotas')).rejects.toMatchObject({ status: 401 });
    expect(sessao.ler()).toBeNull();
    expect(aoSessaoExpirar).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh fails: every waiting call rejects, the device is cleared, login is shown', async () => {
    entrar();
    localStorage.setItem('outra-coisa', '1');
    const chamadas = servidorFalso((c) =>
      c.caminho === '/login/refresh' ? json(401, { mensagem: 'Sessão inválida.' }) : json(401),
    );

    const resultados = await Promise.allSettled([api.get('/cotas'), api.get('/cotas/simples')]);

    for (const r of resultados) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(chamadas.filter((c) => c.caminho === '/login/refresh')).toHaveLength(1);
    expect(localStorage.getItem(CHAVE_SESSAO)).toBeNull();
    expect(localStorage.getItem('outra-coisa')).toBeNull();
    expect(localStorage.getItem(CHAVE_PARCEIRO)).not.toBeNull(); // the partner's look belongs to the domain
    expect(sessao.ler()).toBeNull();
    expect(aoSessaoExpirar).toHaveBeenCalledTimes(1);
    expect(contadorCarregamento()).toBe(0);
  });

  it('aborts a protected call as expired when there is no session at all', async () => {
    const chamadas = servidorFalso(() => json(200, {}));
    await expect(api.get('/cotas')).rejects.toMatchObject({ status: 401 });
    expect(chamadas).toHaveLength(0);
    expect(aoSessaoExpirar).toHaveBeenCalledTimes(1);
  });

  it('stores the server message of a 400 or 404 under error-message and null for other errors', async () => {
    entrar();
    servidorFalso((c) => {
      if (c.caminho === '/login/selecionar-cota') return json(400, { mensagem: 'Cota inválida.' });
      if (c.caminho === '/cotas/999') return json(404, { detail: 'Cota não encontrada.' });
      return json(500, { mensagem: 'falhou' });
    });

    await expect(api.post('/login/selecionar-cota', { idCota: 0 })).rejects.toEqual(
      new ApiError(400, 'Cota inválida.'),
    );
    expect(JSON.parse(localStorage.getItem(CHAVE_MENSAGEM_ERRO) ?? '')).toBe('Cota inválida.');

    await expect(api.get('/cotas/999')).rejects.toMatchObject({
      status: 404,
      mensagem: 'Cota não encontrada.',
    });
    expect(JSON.parse(localStorage.getItem(CHAVE_MENSAGEM_ERRO) ?? '')).toBe('Cota não encontrada.');

    await expect(api.get('/cotas')).rejects.toMatchObject({ status: 500 });
    expect(JSON.parse(localStorage.getItem(CHAVE_MENSAGEM_ERRO) ?? '""')).toBeNull();
  });

  it('does not try to refresh a failed login: the server message reaches the form', async () => {
    servidorFalso(() => json(401, { mensagem: 'Não foi possível fazer o login.' }));
    await expect(api.post('/login', {})).rejects.toMatchObject({
      status: 401,
      mensagem: 'Não foi possível fazer o login.',
    });
    expect(aoSessaoExpirar).not.toHaveBeenCalled();
  });

  it('downloads a file as a Blob with the same token, refresh and error storage as the JSON calls', async () => {
    entrar();
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    const chamadas = servidorFalso((c) => {
      if (c.caminho === '/login/refresh') return json(200, par('token-novo'));
      if (c.caminho === '/cotas/7/contrato-registrado')
        return c.headers.get('access_token') === 'token-novo'
          ? new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } })
          : json(401, {});
      return json(404, { mensagem: "Modelo de contrato 'Regulamento' não disponível" });
    });

    const arquivo = await api.arquivo('/cotas/7/contrato-registrado');
    expect(new Uint8Array(await arquivo.arrayBuffer())).toEqual(pdf);
    expect(chamadas.map((c) => c.caminho)).toEqual([
      '/cotas/7/contrato-registrado',
      '/login/refresh',
      '/cotas/7/contrato-registrado',
    ]);
    expect(chamadas[2]?.headers.get('accept')).toBe('*/*');
    expect(chamadas[2]?.headers.get('x-client-id')).toBe('portal-web');

    await expect(api.arquivo('/cotas/8/contrato-registrado')).rejects.toEqual(
      new ApiError(404, "Modelo de contrato 'Regulamento' não disponível"),
    );
    expect(JSON.parse(localStorage.getItem(CHAVE_MENSAGEM_ERRO) ?? '')).toBe(
      "Modelo de contrato 'Regulamento' não disponível",
    );
    expect(contadorCarregamento()).toBe(0);
  });
});

describe('http client, back-office base', () => {
  const operador = {
    id: 1,
    nome: 'Carla Mendes',
    email: 'analista@portal.example',
    papel: 'analista',
  } as const;
  const aoSessaoOperadorExpirar = vi.fn();
  beforeEach(() => {
    encerrarSessaoOperadorLocal();
    aoSessaoOperadorExpirar.mockReset();
    configurarApi({ aoSessaoExpirar, aoSessaoOperadorExpirar });
  });

  it("sends the operator's bearer token to /operador/v1, never the customer's access_token", async () => {
    entrar();
    iniciarSessaoOperador({ access_token: 'op-token', expires_in: 300, operador });
    const chamadas = servidorFalso(() => json(200, { data: [] }));
    await apiOperador.get('/casos', { query: { page: 1 } });
    await apiOperador.post('/login', { email: 'a@b.c', senha: 'x' });

    const [fila, login] = chamadas;
    expect(fila?.caminho).toBe('/operador/v1/casos');
    expect(fila?.headers.get('authorization')).toBe('Bearer op-token');
    expect(fila?.headers.get('access_token')).toBeNull();
    expect(fila?.headers.get('x-client-id')).toBe('portal-web');
    expect(login?.headers.get('authorization')).toBeNull();
  });

  it('a 401 renews once with the refresh cookie and retries with the new token', async () => {
    iniciarSessaoOperador({ access_token: 'op-token', expires_in: 300, operador });
    const chamadas = servidorFalso((c) => {
      if (c.caminho === '/operador/v1/sessao/refresh')
        return json(200, { access_token: 'op-novo', expires_in: 300, operador });
      return c.headers.get('authorization') === 'Bearer op-novo'
        ? json(200, operador)
        : json(401, { mensagem: 'Sua sessão no back-office terminou. Entre novamente.' });
    });
    await expect(apiOperador.get('/eu')).resolves.toEqual(operador);
    expect(chamadas.map((c) => c.caminho)).toEqual([
      '/operador/v1/eu',
      '/operador/v1/sessao/refresh',
      '/operador/v1/eu',
    ]);
    // The renewal sends no token of any kind: the HttpOnly cookie is the browser's to send.
    expect(chamadas[1]?.headers.get('authorization')).toBeNull();
    expect(lerSessaoOperador()?.accessToken).toBe('op-novo');
  });

  it('a 401 whose renewal fails ends only the back-office session; the customer session stays', async () => {
    entrar();
    iniciarSessaoOperador({ access_token: 'op-token', expires_in: 300, operador });
    const chamadas = servidorFalso(() => json(401, { mensagem: 'Sessão encerrada.' }));
    await expect(apiOperador.get('/eu')).rejects.toMatchObject({ status: 401 });
    expect(chamadas.map((c) => c.caminho)).toEqual(['/operador/v1/eu', '/operador/v1/sessao/refresh']);
    expect(lerSessaoOperador()).toBeNull();
    expect(tokenEmMemoria()?.accessToken).toBe('token-velho');
    expect(aoSessaoOperadorExpirar).toHaveBeenCalledOnce();
    expect(aoSessaoExpirar).not.toHaveBeenCalled();
  });

  it('without a fresh token it renews first, and sends nothing else if that fails; a failed login reaches the form', async () => {
    iniciarSessaoOperador({ access_token: 'velho', expires_in: 300, operador }, Date.now() - 9 * 60_000);
    const chamadas = servidorFalso(() => json(401, { mensagem: 'E-mail ou senha incorretos.' }));
    await expect(apiOperador.get('/casos')).rejects.toMatchObject({ status: 401 });
    expect(chamadas.map((c) => c.caminho)).toEqual(['/operador/v1/sessao/refresh']);
    await expect(apiOperador.post('/login', {})).rejects.toMatchObject({
      status: 401,
      mensagem: 'E-mail ou senha incorretos.',
    });
    expect(aoSessaoOperadorExpirar).toHaveBeenCalledOnce();
    expect(localStorage.getItem(CHAVE_MENSAGEM_ERRO)).toBeNull();
  });

  it('keeps the operator token out of storage', () => {
    iniciarSessaoOperador({ access_token: 'op-token', expires_in: 300, operador });
    const guardado = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.getItem(localStorage.key(i)!),
    );
    expect(guardado.length).toBeGreaterThan(0);
    expect(guardado.join()).not.toContain('op-token');
  });
});

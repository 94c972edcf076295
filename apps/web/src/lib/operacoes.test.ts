import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acessoOperacoes, perfilOperacoes, type TokenResposta } from '@portal/domain';
import { configurarApi } from './api';
import { chamar } from './operacoes';
import { CHAVE_PARCEIRO, iniciarSessao } from './session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const AVALIACAO = { name: 'boletos' as const, answer: 'Gostei', partner: 1 };
const AVALIADA = { id: 1, criadoEm: '2026-11-25T12:00:00.000Z' };
const usuario = {
  nome: 'Maria Souza',
  inscricaoNacional: '12345678909',
  tipoPessoa: 'F',
  email: null,
} as const;
const tokens = (access: string): TokenResposta => ({
  access_token: access,
  token_type: 'bearer',
  expires_in: 900,
  idCota: 7,
  perfil: { noAssembleia: false, senhaExpirada: false },
  usuario,
  transparente: false,
});
const json = (status: number, corpo?: unknown) =>
  new Response(corpo === undefined ? null : JSON.stringify(corpo), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Every call's path and Idempotency-Key; the handler answers. */
function servidorFalso(handler: (caminho: string, token: string | null) => Response) {
  const chamadas: { caminho: string; chave: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const caminho = new URL(url, 'http://portal.test').pathname.replace('/app-cliente/v1', '');
    const headers = new Headers(init.headers);
    chamadas.push({ caminho, chave: headers.get('idempotency-key') });
    return handler(caminho, headers.get('access_token'));
  });
  return chamadas;
}

beforeEach(() => {
  const dados = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => dados.get(k) ?? null,
    setItem: (k: string, v: string) => void dados.set(k, String(v)),
    removeItem: (k: string) => void dados.delete(k),
    clear: () => dados.clear(),
  });
  localStorage.setItem(CHAVE_PARCEIRO, JSON.stringify({ id: 1, name: 'Parceiro' }));
  iniciarSessao(tokens('token-velho'));
  configurarApi({ aoSessaoExpirar: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Idempotency-Key from the typed client', () => {
  it('gives each creating call (one user action) a fresh UUID', async () => {
    const chamadas = servidorFalso(() => json(201, AVALIADA));
    await chamar(perfilOperacoes.avaliar, { body: AVALIACAO });
    await chamar(perfilOperacoes.avaliar, { body: AVALIACAO });
    const [a, b] = chamadas.map((c) => c.chave);
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('sends the same key again when it retries the call after renewing the token', async () => {
    const chamadas = servidorFalso((caminho, token) => {
      if (caminho === '/login/refresh') return json(200, tokens('token-novo'));
      return token === 'token-novo' ? json(201, AVALIADA) : json(401);
    });
    await chamar(perfilOperacoes.avaliar, { body: AVALIACAO });
    const daAvaliacao = chamadas.filter((c) => c.caminho === '/usuarios/avaliacoes');
    expect(daAvaliacao).toHaveLength(2);
    expect(daAvaliacao[0]!.chave).toMatch(UUID);
    expect(daAvaliacao[1]!.chave).toBe(daAvaliacao[0]!.chave);
  });

  it('sends none on session calls and reads', async () => {
    const chamadas = servidorFalso(() => json(204));
    await chamar(acessoOperacoes.logout);
    expect(chamadas[0]!.chave).toBeNull();
  });

  it('falls back to getRandomValues where randomUUID is missing (plain http on a network address)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const chamadas = servidorFalso(() => json(201, AVALIADA));
    await chamar(perfilOperacoes.avaliar, { body: AVALIACAO });
    expect(chamadas[0]!.chave).toMatch(UUID);
  });
});

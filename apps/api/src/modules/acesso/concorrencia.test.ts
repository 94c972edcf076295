import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ERROS_CODIGO,
  FALHAS_PARA_BLOQUEIO,
  MENSAGEM_ERRO_TROCA_SENHA,
  MENSAGEM_LOGIN_FALHOU,
  TENTATIVAS_CODIGO_VERIFICACAO,
} from '@portal/domain';
import {
  CLIENTE_WEB,
  comRefresh,
  createTestApp,
  MARIA,
  refreshDaResposta,
  SENHA,
  type TestApp,
} from '../../../test/test-app.ts';
import { CARENCIA_REFRESH_MS } from './acesso.service.ts';
import { FALHAS_POR_IP } from './tentativas.service.ts';

// Bursts fired with Promise.all, as two tabs, a script or an attacker would: the answers are 2xx/4xx with a
// Portuguese message, never 5xx, and the rows afterwards show each limit held.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const BLOQUEADO =
  'Por segurança, o acesso foi bloqueado após várias tentativas sem sucesso. Tente novamente em 15 minutos.';
const CELULAR_MARIA = '11987654321';

const linhas = async <T extends Record<string, unknown>>(consulta: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(consulta)).rows;
const contar = async (consulta: ReturnType<typeof sql>) =>
  Number((await linhas<{ n: number }>(consulta))[0]!.n);
const porStatus = (respostas: LightMyRequestResponse[]) =>
  respostas.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }),
    {},
  );
const todasComMensagem = (respostas: LightMyRequestResponse[]) => {
  for (const r of respostas) {
    expect(r.statusCode).toBeLessThan(500);
    expect(typeof r.json().mensagem).toBe('string');
  }
};
const vezes = <T>(n: number, fazer: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fazer(i)));

/**
 * A burst of wrong secrets on one account. How many are compared depends on timing, never past the limit:
 * all reserve at once (the limit, the last one locking), or the third failure lands first and the growing
 * wait refuses the rest (3 or 4 compared, then "Aguarde"). Answers the failures told "wrong".
 */
function rajadaDentroDoLimite(respostas: LightMyRequestResponse[], comparadas: number, statusErrada: number) {
  expect(comparadas).toBeGreaterThanOrEqual(3);
  expect(comparadas).toBeLessThanOrEqual(FALHAS_PARA_BLOQUEIO);
  const erradas = comparadas === FALHAS_PARA_BLOQUEIO ? comparadas - 1 : comparadas;
  expect(porStatus(respostas)).toEqual({ [statusErrada]: erradas, 429: respostas.length - erradas });
  return respostas.filter((r) => r.statusCode === statusErrada);
}
/** The right secret right after the burst is refused too: locked at the limit, told to wait below it. */
function depoisDaRajada(certa: LightMyRequestResponse, comparadas: number) {
  expect(certa.statusCode).toBe(429);
  if (comparadas === FALHAS_PARA_BLOQUEIO) expect(certa.json()).toEqual({ mensagem: BLOQUEADO });
  else expect(certa.json().mensagem).toMatch(/^Aguarde \d+ segundos? antes de tentar novamente\.$/);
}

/** A valid CPF built from nine digits (check digits computed), so the login looks the account up. */
function cpf(base: number): string {
  const d = String(base).padStart(9, '0').split('').map(Number);
  for (const tamanho of [9, 10]) {
    const soma = d.slice(0, tamanho).reduce((s, n, i) => s + n * (tamanho + 1 - i), 0);
    const resto = (soma * 10) % 11;
    d.push(resto === 10 ? 0 : resto);
  }
  return d.join('');
}

const login = (username: string, password: string) =>
  t.post('/login', { grant_type: 'password', username, password }, CLIENTE_WEB);

describe('login attempts under a burst', () => {
  it('compares at most the limit of 29 parallel wrong passwords, then refuses the right one', async () => {
    const respostas = await vezes(29, () => login(MARIA, '000000'));
    todasComMensagem(respostas);
    const comparadas = await contar(
      sql`select count(*) as n from tentativas_login where chave_conta = 'doc:52998224725'`,
    );
    const recusadasComoErradas = rajadaDentroDoLimite(respostas, comparadas, 401);
    expect(new Set(recusadasComoErradas.map((r) => r.json().mensagem))).toEqual(
      new Set([MENSAGEM_LOGIN_FALHOU]),
    );
    expect(
      await linhas(sql`select reservadas, falhas from contadores_tentativas where chave = 'doc:52998224725'`),
    ).toEqual([{ reservadas: comparadas, falhas: comparadas }]);

    const certa = await login(MARIA, SENHA);
    depoisDaRajada(certa, comparadas);
    expect(await contar(sql`select count(*) as n from tentativas_login where sucesso`)).toBe(0);
  });

  it('holds the per-address limit across accounts: of 25 parallel failures on 25 accounts, 20 are checked', async () => {
    const respostas = await vezes(25, (i) => login(cpf(100_000_001 + i), '000000'));
    todasComMensagem(respostas);
    expect(porStatus(respostas)).toEqual({ 401: FALHAS_POR_IP, 429: 25 - FALHAS_POR_IP });
    expect(await contar(sql`select count(*) as n from tentativas_login`)).toBe(FALHAS_POR_IP);
    // The address stays locked, even for a customer with the right password.
    expect((await login(MARIA, SENHA)).json()).toEqual({ mensagem: BLOQUEADO });
  });
});

describe('current password under a burst', () => {
  it('compares at most the limit of 20 parallel wrong current passwords, then holds the change', async () => {
    const sessao = await t.login(MARIA);
    const alterar = (senhaAtual: string) =>
      t.post(
        `/cotas/${sessao.idCota}/alterar-senha`,
        { senhaAtual, novaSenha: '246810', inscricaoNacional: MARIA },
        { access_token: sessao.access_token },
      );
    const respostas = await vezes(20, () => alterar('000000'));
    todasComMensagem(respostas);
    const comparadas = await contar(
      sql`select count(*) as n from tentativas_login where chave_conta like 'troca:%'`,
    );
    const erradas = rajadaDentroDoLimite(respostas, comparadas, 400);
    expect(erradas[0]!.json()).toEqual({ mensagem: MENSAGEM_ERRO_TROCA_SENHA });
    depoisDaRajada(await alterar(SENHA), comparadas);
  });
});

describe('SMS codes under a burst', () => {
  const comSessao = async () => {
    const sessao = await t.login(MARIA);
    const url = `/app-cliente/v1/cotas/${sessao.idCota}/verificacao`;
    const headers = { access_token: sessao.access_token };
    return {
      pedir: () => t.app.inject({ method: 'POST', url, headers }),
      validar: (codigo: string) => t.app.inject({ method: 'PATCH', url, headers, payload: { codigo } }),
    };
  };
  const codigoEnviado = async () =>
    /código: ([A-Z0-9]{4})/.exec((await t.caixaDeSaida(CELULAR_MARIA))[0]!.texto)![1]!;

  it('sends one SMS and keeps one code of 20 parallel requests; the others wait a minute', async () => {
    const { pedir } = await comSessao();
    const respostas = await vezes(20, () => pedir());
    todasComMensagemOuCodigo(respostas);
    expect(porStatus(respostas)).toEqual({ 200: 1, 429: 19 });
    expect(respostas.find((r) => r.statusCode === 429)!.json()).toEqual({
      mensagem: 'Aguarde 40 segundos para pedir um novo código.',
    });
    expect(await t.caixaDeSaida(CELULAR_MARIA)).toHaveLength(1);
    expect(await contar(sql`select count(*) as n from codigos_verificacao`)).toBe(1);
  });

  it('checks exactly the limit of 40 parallel wrong codes; the right one is then refused', async () => {
    const { pedir, validar } = await comSessao();
    await pedir();
    const codigo = await codigoEnviado();
    const errado = codigo === 'AAAA' ? 'BBBB' : 'AAAA';
    const respostas = await vezes(40, () => validar(errado));
    todasComMensagemOuCodigo(respostas);
    const codigos = respostas.map((r) => r.json().codigo as string);
    expect(codigos.filter((c) => c === 'INVALID_VALIDATION_CODE')).toHaveLength(
      TENTATIVAS_CODIGO_VERIFICACAO,
    );
    expect(codigos.filter((c) => c === 'VALIDATION_CODE_EXPIRED')).toHaveLength(
      40 - TENTATIVAS_CODIGO_VERIFICACAO,
    );
    expect(await linhas(sql`select tentativas from codigos_verificacao`)).toEqual([
      { tentativas: TENTATIVAS_CODIGO_VERIFICACAO },
    ]);
    expect((await validar(codigo)).json()).toEqual({
      codigo: 'VALIDATION_CODE_EXPIRED',
      mensagem: ERROS_CODIGO.VALIDATION_CODE_EXPIRED,
    });
  });

  it('verifies a code once of 20 parallel right answers', async () => {
    const { pedir, validar } = await comSessao();
    await pedir();
    const codigo = await codigoEnviado();
    const respostas = await vezes(20, () => validar(codigo));
    todasComMensagemOuCodigo(respostas);
    expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of respostas.filter((r) => r.statusCode !== 200))
      expect(['VALIDATION_CODE_ALREADY_VERIFIED', 'VALIDATION_CODE_EXPIRED']).toContain(r.json().codigo);
    expect(
      await contar(sql`select count(*) as n from codigos_verificacao where verificado_em is not null`),
    ).toBe(1);
  });

  it('a new code replaces the previous one: one row per quota, the old code no longer verifies', async () => {
    const { pedir, validar } = await comSessao();
    await pedir();
    const primeiro = await codigoEnviado();
    t.avancar(60_001);
    expect((await pedir()).statusCode).toBe(200);
    const segundo = await codigoEnviado();
    expect(await contar(sql`select count(*) as n from codigos_verificacao`)).toBe(1);
    if (primeiro !== segundo) expect((await validar(primeiro)).statusCode).toBe(400);
    expect((await validar(segundo)).statusCode).toBe(200);
  });
});

function todasComMensagemOuCodigo(respostas: LightMyRequestResponse[]) {
  for (const r of respostas) {
    expect(r.statusCode).toBeLessThan(500);
    if (r.statusCode >= 400) expect(typeof r.json().mensagem).toBe('string');
  }
}

describe('refresh race', () => {
  const refresh = (refreshToken: string) => t.post('/login/refresh', undefined, comRefresh(refreshToken));

  it('gives two tabs refreshing the same token at once the same successor, and the family stays alive', async () => {
    const { refresh_token } = await t.login(MARIA);
    const [a, b] = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(refreshDaResposta(a!)).toBe(refreshDaResposta(b!));
    expect(refreshDaResposta(a!)).not.toBe(refresh_token);
    expect(await contar(sql`select count(*) as n from refresh_tokens where revogado_em is not null`)).toBe(0);
    expect(await contar(sql`select count(*) as n from refresh_tokens`)).toBe(2);
    const seguinte = await refresh(refreshDaResposta(a!)!);
    expect(seguinte.statusCode).toBe(200);
    expect((await t.get('/cotas', seguinte.json().access_token)).statusCode).toBe(200);
  });

  it('answers 20 parallel refreshes of one token with one successor', async () => {
    const { refresh_token } = await t.login(MARIA);
    const respostas = await vezes(20, () => refresh(refresh_token));
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(respostas.map((r) => refreshDaResposta(r))).size).toBe(1);
    expect(await contar(sql`select count(*) as n from refresh_tokens`)).toBe(2);
  });

  it('still revokes the family when a used token comes back after the grace window', async () => {
    const { refresh_token } = await t.login(MARIA);
    const sucessor = refreshDaResposta(await refresh(refresh_token))!;
    t.avancar(CARENCIA_REFRESH_MS - 1_000);
    expect(refreshDaResposta(await refresh(refresh_token))).toBe(sucessor);
    t.avancar(2_000);
    const reuso = await refresh(refresh_token);
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json()).toEqual({ mensagem: 'Sua sessão expirou. Entre novamente.' });
    expect(await contar(sql`select count(*) as n from refresh_tokens where revogado_em is null`)).toBe(0);
    expect((await refresh(sucessor)).statusCode).toBe(401);
  });

  it('gives no successor after logout, even within the grace window', async () => {
    const { refresh_token } = await t.login(MARIA);
    const renovada = (await refresh(refresh_token)).json();
    await t.app.inject({
      method: 'POST',
      url: '/app-cliente/v1/login/logout',
      headers: { access_token: renovada.access_token },
    });
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });
});

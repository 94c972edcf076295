import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import * as dominio from '@portal/domain';
import { apiDaOperacao, BASE_DA_API, TIPOS_CASO, type Operacao } from '@portal/domain';
import { registroDeMudancas } from '../../test/fuzz.ts';
import {
  CABECALHOS,
  CHAVE_OPERADOR,
  CLIENTE_WEB,
  createTestApp,
  HOST_DO_PARCEIRO,
  MARIA,
  type TestApp,
} from '../../test/test-app.ts';
import { ATUALIZACAO_CADASTRAL_PENDENTE, FORA_DO_ACESSO_TRANSPARENTE } from './sessao.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

/**
 * The scope table (issue 14, ADR 0016): every customer operation of the catalogue, called by each kind of
 * session, generated from the catalogue so a new operation is classified the day it is declared. The guard
 * answers before the body is read, so any body shows the decision; the change log shows a refusal changed
 * nothing.
 */
const doCliente: [string, Operacao][] = Object.entries(dominio)
  .filter(([nome]) => nome.endsWith('Operacoes'))
  .flatMap(([modulo, ops]) =>
    Object.entries(ops as Record<string, Operacao>).map(([nome, op]): [string, Operacao] => [
      `${modulo}.${nome}`,
      op,
    ]),
  )
  .filter(([, op]) => op.escopo === 'cliente' || op.escopo === 'cota');

/** Ending the session or its mode would cut the sweep short: they run last, or on their own. */
const ENCERRA = new Set([
  'POST /login/logout',
  'POST /login/selecionar-cota',
  'PATCH /core/dados-cadastrais/atualizar',
]);
const encerra = (op: Operacao) => ENCERRA.has(`${op.metodo} ${op.caminho}`);
/** The sweep's order: the rest, then what ends a mode, then logout. */
const ordem = (op: Operacao) => (op.caminho === '/login/logout' ? 2 : Number(encerra(op)));

let t: TestApp;
let registro: Awaited<ReturnType<typeof registroDeMudancas>>;
let idCota: number;

function chamar(op: Operacao, token: string, host: string, cota = idCota) {
  const caminho = op.caminho.replace(/\{(\w+)\}/g, (_, nome: string) => (nome === 'id' ? String(cota) : '1'));
  return t.app.inject({
    method: op.metodo,
    url: BASE_DA_API[apiDaOperacao(op)] + caminho,
    headers: { ...CABECALHOS, access_token: token, host, 'content-type': 'application/json' },
    ...(op.metodo === 'GET' ? {} : { payload: '{}' }),
  });
}

async function sessaoTransparente(): Promise<string> {
  const emitido = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login-transparente',
    headers: { 'x-operador-chave': CHAVE_OPERADOR },
    payload: { inscricaoNacional: MARIA, idCota, idParceiro: 1 },
  });
  const sessao = await t.post('/login/transparente', { token: emitido.json().token }, CLIENTE_WEB);
  expect(sessao.statusCode, sessao.body).toBe(200);
  return sessao.json().access_token;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  idCota = (await t.login(MARIA)).idCota;
  const url = new URL(t.database.url);
  const admin = new URL(inject('adminUrl'));
  admin.pathname = url.pathname;
  registro = await registroDeMudancas(admin.toString());
});
afterAll(async () => {
  await registro?.fechar();
  await t?.close();
});

describe('what each session may call', () => {
  it('classifies the catalogue: a few customer operations serve the transparent login, most do not', () => {
    const transparentes = doCliente.filter(([, op]) => op.transparente).map(([nome]) => nome);
    expect(transparentes.length).toBeGreaterThan(3);
    expect(doCliente.length - transparentes.length).toBeGreaterThan(40);
    // Never a credential, the password, the registration data or a change of preferences (issue 14); reading the
    // display preferences (font size, photo) is what the main template does on every page.
    for (const proibida of [
      'biometria',
      'alterar-senha',
      'dados-cadastrais',
      'verificacao',
      'selecionar-cota',
    ])
      expect(doCliente.filter(([, op]) => op.transparente && op.caminho.includes(proibida))).toEqual([]);
    expect(
      doCliente.filter(
        ([, op]) => op.transparente && op.caminho.includes('preferencias') && op.metodo !== 'GET',
      ),
    ).toEqual([]);
  });

  it('a transparent session: 403 with nothing changed outside its operations, served inside them', async () => {
    const token = await sessaoTransparente();
    const emOrdem = [...doCliente].sort(([, a], [, b]) => ordem(a) - ordem(b));
    const errados: string[] = [];
    for (const [nome, op] of emOrdem) {
      const antes = await registro.ultimo();
      const res = await chamar(op, token, HOST_DO_PARCEIRO[1]!);
      if (op.transparente) {
        if (res.statusCode === 401 || res.statusCode === 403)
          errados.push(`${nome}: ${res.statusCode} ${res.body}`);
        continue;
      }
      const mudancas = await registro.desde(antes);
      if (res.statusCode !== 403 || res.json().mensagem !== FORA_DO_ACESSO_TRANSPARENTE || mudancas.length)
        errados.push(`${nome}: ${res.statusCode} ${mudancas.join(',')}`);
    }
    expect(errados).toEqual([]);
  });

  it("a session on another partner's host: 401 for every operation, nothing changed", async () => {
    const { access_token } = await t.login(MARIA);
    const errados: string[] = [];
    for (const [nome, op] of doCliente) {
      const antes = await registro.ultimo();
      const res = await chamar(op, access_token, HOST_DO_PARCEIRO[2]!);
      const mudancas = await registro.desde(antes);
      if (res.statusCode !== 401 || mudancas.length)
        errados.push(`${nome}: ${res.statusCode} ${mudancas.join(',')}`);
    }
    expect(errados).toEqual([]);
    // The same token still works at home.
    expect((await t.get('/cotas', access_token)).statusCode).toBe(200);
  });

  it('a full session on its own host: no operation refuses it for its scope', async () => {
    const { access_token } = await t.login(MARIA);
    const errados: string[] = [];
    for (const [nome, op] of doCliente.filter(([, op]) => !encerra(op))) {
      const res = await chamar(op, access_token, HOST_DO_PARCEIRO[1]!);
      if (
        res.statusCode === 401 ||
        (res.statusCode === 403 && res.json().mensagem === FORA_DO_ACESSO_TRANSPARENTE)
      )
        errados.push(`${nome}: ${res.statusCode}`);
    }
    expect(errados).toEqual([]);
  });

  it('a session whose quota is held by the mandatory update: 403 with nothing changed outside the update', async () => {
    const { access_token } = await t.login(MARIA);
    const cota = (await t.get('/cotas', access_token)).json().data[2].idCota as number;
    // An analyst moves the quota's registration case to 'Atualização Obrigatória' (03 §4) mid-session.
    const tipo = TIPOS_CASO.atualizacaoCadastral;
    await t.database.db.execute(sql`
      update casos set fase = 'Atualização Obrigatória', status = 'Em Andamento' where cota_id = ${cota} and tipo = ${tipo}`);
    await t.database.db.execute(sql`
      insert into casos (numero, tipo, status, fase, cliente_id, cota_id)
      select nextval('casos_numero_seq')::text, ${tipo}, 'Em Andamento', 'Atualização Obrigatória', cliente_id, id
      from cotas where id = ${cota}
        and not exists (select 1 from casos where cota_id = ${cota} and tipo = ${tipo})`);
    const sessao = await t.post('/login/selecionar-cota', { idCota: cota }, { access_token });
    const token = sessao.json().access_token as string;
    expect((await t.get('/core/dados-cadastrais/status', token)).json().atualizacaoObrigatoria).toBe(true);

    const emOrdem = [...doCliente].sort(([, a], [, b]) => ordem(a) - ordem(b));
    const errados: string[] = [];
    for (const [nome, op] of emOrdem.filter(([, op]) => !encerra(op))) {
      const antes = await registro.ultimo();
      const res = await chamar(op, token, HOST_DO_PARCEIRO[1]!, cota);
      if (op.duranteAtualizacao) {
        if (res.statusCode === 401 || res.json().mensagem === ATUALIZACAO_CADASTRAL_PENDENTE)
          errados.push(`${nome}: ${res.statusCode}`);
        continue;
      }
      const mudancas = await registro.desde(antes);
      if (res.statusCode !== 403 || res.json().mensagem !== ATUALIZACAO_CADASTRAL_PENDENTE || mudancas.length)
        errados.push(`${nome}: ${res.statusCode} ${mudancas.join(',')}`);
    }
    expect(errados).toEqual([]);

    // Confirming the data ends it at once: the rest opens again.
    const confirmar = await t.app.inject({
      method: 'PATCH',
      url: '/app-cliente/v1/core/dados-cadastrais/atualizar',
      headers: { ...CABECALHOS, access_token: token },
    });
    expect(confirmar.json()).toMatchObject({ atualizacaoObrigatoria: false });
    expect((await t.get(`/cotas/${cota}/boletos`, token)).statusCode).toBe(200);
  });
});

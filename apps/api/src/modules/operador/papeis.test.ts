import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import * as dominio from '@portal/domain';
import {
  acessoOperacoes,
  casosOperacoes,
  MENSAGEM_PERFIL_NAO_PERMITE,
  operadorOperacoes,
  papelPermite,
  PERMISSOES_DO_PAPEL,
  type Operacao,
  type PapelOperador,
} from '@portal/domain';
import { AMOSTRAS, type Contexto, type Pedido } from '../../../test/concorrencia/amostras.ts';
import { CABECALHOS, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

/**
 * The role matrix (ADR 0014), generated from the catalogue: every `operador` operation, called by each role
 * with a request that would work (the concurrency harness's sample where there is one). A role the matrix
 * allows gets anything but 401/403; a role it refuses gets exactly 403 with the Portuguese message, and not a
 * row of any table changes.
 */

const operacoes: [string, Operacao][] = Object.entries(dominio)
  .filter(([nome]) => nome.endsWith('Operacoes'))
  .flatMap(([modulo, ops]) =>
    Object.entries(ops as Record<string, Operacao>).map(([nome, op]): [string, Operacao] => [
      `${modulo}.${nome}`,
      op,
    ]),
  )
  .filter(([, op]) => op.escopo === 'operador');

const PAPEIS: PapelOperador[] = ['analista', 'supervisor'];
const EMAIL: Record<PapelOperador, string> = {
  analista: 'analista@portal.example',
  supervisor: 'supervisor@portal.example',
};
const URL_OPERADOR = '/operador/v1';

interface Exemplos {
  caseNumber: string;
  idCota: number;
  idAssembleia: number;
  nossoNumero: string;
}

/** A body that would be accepted, for the operations the concurrency harness has no sample of. */
function corpoValido(op: Operacao, e: Exemplos): object | undefined {
  if (op === casosOperacoes.definirCrivo)
    return { codigo: '00', descricao: 'Aprovado na análise de crédito.' };
  if (op === casosOperacoes.alterarPeloOperador) return { nota: 'Conferido pelo back-office.' };
  if (op === acessoOperacoes.emitirTransparente)
    return { inscricaoNacional: MARIA.replace(/\D/g, ''), idCota: e.idCota, idParceiro: 1 };
  return undefined;
}

/** A real value for each path parameter the back-office uses. */
function caminhoComExemplos(caminho: string, e: Exemplos): string {
  const valores: Record<string, string> = {
    caseNumber: e.caseNumber,
    id: String(caminho.startsWith('/assembleias') ? e.idAssembleia : e.idCota),
    nossoNumero: e.nossoNumero,
    inscricao: MARIA.replace(/\D/g, ''),
  };
  return caminho.replace(/\{(\w+)\}/g, (_, nome: string) => {
    const valor = valores[nome];
    if (!valor) throw new Error(`Sem exemplo para {${nome}} em ${caminho}`);
    return valor;
  });
}

/** What every table holds, one digest each: any insert, update or delete changes it. */
async function conteudo(pool: pg.Pool): Promise<Map<string, string>> {
  const { rows: tabelas } = await pool.query<{ nome: string }>(
    "select tablename as nome from pg_tables where schemaname = 'public' order by 1",
  );
  const consulta = tabelas
    .map(
      ({ nome }) =>
        `select '${nome}' as nome, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as resumo ` +
        `from public."${nome}" t`,
    )
    .join(' union all ');
  const { rows } = await pool.query<{ nome: string; resumo: string }>(consulta);
  return new Map(rows.map((r) => [r.nome, r.resumo]));
}

const mudadas = (antes: Map<string, string>, depois: Map<string, string>) =>
  [...depois].filter(([nome, resumo]) => antes.get(nome) !== resumo).map(([nome]) => nome);

describe('the role matrix covers the catalogue', () => {
  it('gives the supervisor every permission the back-office uses, and the analyst a part of them', () => {
    const usadas = new Set(operacoes.map(([, op]) => op.permissao!));
    expect([...usadas].filter((p) => !papelPermite('supervisor', p))).toEqual([]);
    expect(PERMISSOES_DO_PAPEL.supervisor.filter((p) => !usadas.has(p))).toEqual([]);
    expect(operacoes.filter(([, op]) => !papelPermite('analista', op.permissao!)).length).toBeGreaterThan(5);
  });
});

describe.each(PAPEIS)('the %s, on every back-office operation', (papel) => {
  let t: TestApp;
  let exemplos: Exemplos;
  let contexto: Contexto;
  const entrar = async (quem: PapelOperador) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${URL_OPERADOR}/login`,
      payload: { email: EMAIL[quem], senha: 'Operador#2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  };
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPorMinuto: 100_000 });
    const { pool } = t.database;
    const um = async <T>(sql: string) => (await pool.query<{ v: T }>(sql)).rows[0]!.v;
    exemplos = {
      caseNumber: await um<string>('select numero as v from casos order by id limit 1'),
      idCota: (await t.login(MARIA)).idCota,
      idAssembleia: await um<number>('select id as v from assembleias order by id limit 1'),
      nossoNumero: '00000000000000001',
    };
    token = await entrar(papel);
    // The samples prepare their data as a supervisor (who may do it all); only the measured call is this role's.
    let supervisor: Promise<string> | undefined;
    contexto = {
      t,
      cliente: async (documento, grupo, cota, idParceiro = 1) => {
        const s = await t.login(documento, { idParceiro });
        let { access_token: acesso, idCota } = s;
        if (grupo !== undefined) {
          const { data } = (await t.get('/cotas', acesso)).json<{
            data: { idCota: number; grupo: number; cota: number }[];
          }>();
          idCota = data.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
          acesso = (await t.post('/login/selecionar-cota', { idCota }, { access_token: acesso })).json()
            .access_token;
        }
        return { token: acesso, idCota, headers: { ...CABECALHOS, access_token: acesso } };
      },
      operador: () => (supervisor ??= entrar('supervisor')),
    };
  });
  afterAll(() => t.close());

  it.each(operacoes)(`%s`, async (_nome, op) => {
    const amostra = AMOSTRAS.get(op);
    const pedido: Pedido = amostra
      ? await amostra(contexto)
      : {
          url: URL_OPERADOR + caminhoComExemplos(op.caminho, exemplos),
          headers: {},
          payload: corpoValido(op, exemplos),
        };
    // Logout ends the session it is called with: it gets one of its own.
    const sessao = op === operadorOperacoes.logout ? await entrar(papel) : token;
    const antes = await conteudo(t.database.pool);
    const res = await t.app.inject({
      method: op.metodo,
      url: pedido.url,
      headers: {
        ...pedido.headers,
        authorization: `Bearer ${sessao}`,
        'idempotency-key': crypto.randomUUID(),
      },
      ...(pedido.payload && { payload: pedido.payload }),
    });

    if (papelPermite(papel, op.permissao!)) {
      expect([401, 403], res.body).not.toContain(res.statusCode);
      expect(res.statusCode, res.body).toBeLessThan(500);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ mensagem: MENSAGEM_PERFIL_NAO_PERMITE });
      expect(mudadas(antes, await conteudo(t.database.pool))).toEqual([]);
    }
  });
});

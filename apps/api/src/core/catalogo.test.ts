import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as dominio from '@portal/domain';
import { apiDaOperacao, BASE_DA_API, caminhoDoFastify, type Operacao } from '@portal/domain';
import { ANA, CABECALHOS, createTestApp, MARIA, type TestApp } from '../../test/test-app.ts';

/** Every operation of the catalogue: each `xOperacoes` object that `@portal/domain` exports. */
const operacoes: [string, Operacao][] = Object.entries(dominio)
  .filter(([nome]) => nome.endsWith('Operacoes'))
  .flatMap(([modulo, ops]) =>
    Object.entries(ops as Record<string, Operacao>).map(([nome, op]): [string, Operacao] => [
      `${modulo}.${nome}`,
      op,
    ]),
  );
const url = (op: Operacao) => BASE_DA_API[apiDaOperacao(op)] + op.caminho;

/** `METHOD /path` of every route, read off Fastify's route tree (HEAD, which Fastify adds to each GET, left out). */
function rotasServidas(arvore: string): string[] {
  const segmentos: string[] = [];
  const rotas: string[] = [];
  for (const linha of arvore.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(linha);
    if (!m) continue;
    const nivel = m[1]!.length / 4;
    segmentos.length = nivel;
    segmentos.push(m[2]!);
    const caminho = segmentos.join('');
    for (const metodo of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) {
      rotas.push(`${metodo} ${caminho}`);
    }
  }
  return rotas;
}

describe('the operation catalogue', () => {
  it('declares each method and path once', () => {
    expect(operacoes.length).toBeGreaterThan(80);
    const vistos = new Map<string, string>();
    for (const [nome, op] of operacoes) {
      const chave = `${op.metodo} ${url(op)}`;
      expect(vistos.get(chave), `${nome} repete ${chave}`).toBeUndefined();
      vistos.set(chave, nome);
    }
  });

  it('gives every quota operation an {id} with its schema, and every back-office operation a permission', () => {
    for (const [nome, op] of operacoes) {
      if (op.escopo === 'cota') {
        expect(op.caminho, nome).toContain('{id}');
        expect(Object.keys((op.params as z.ZodObject | undefined)?.shape ?? {}), nome).toContain('id');
      }
      if (op.escopo === 'operador') expect(op.permissao, nome).toBeDefined();
      else expect(op.permissao, nome).toBeUndefined();
    }
  });
});

describe('the API serves the catalogue', () => {
  let t: TestApp;
  let maria: { access_token: string };
  let cotaDaAna: number;
  beforeAll(async () => {
    t = await createTestApp();
    maria = await t.login(MARIA);
    cotaDaAna = (await t.login(ANA, { idParceiro: 2 })).idCota;
  });
  afterAll(() => t.close());

  it('registers every operation of the catalogue, and no customer or back-office route outside it', () => {
    for (const [nome, op] of operacoes) {
      expect(t.app.hasRoute({ method: op.metodo, url: caminhoDoFastify(url(op)) }), nome).toBe(true);
    }
    const declaradas = new Set(operacoes.map(([, op]) => `${op.metodo} ${caminhoDoFastify(url(op))}`));
    const servidas = rotasServidas(t.app.printRoutes({ commonPrefix: false }));
    const daApi = servidas.filter((r) => /^\S+ \/(app-cliente|operador)\/v1\//.test(r));
    expect(daApi.length).toBeGreaterThanOrEqual(operacoes.length);
    const foraDoCatalogo = daApi.filter(
      (r) => !declaradas.has(r) && !/ \/app-cliente\/v1\/(docs|openapi\.json|teste\/)/.test(r),
    );
    expect(foraDoCatalogo).toEqual([]);
  });

  it("answers 404 for another customer's quota on every quota operation, before any handler runs", async () => {
    let exatos = 0;
    for (const [nome, op] of operacoes.filter(([, o]) => o.escopo === 'cota')) {
      const params = { id: cotaDaAna };
      const soId = Object.keys((op.params as z.ZodObject | undefined)?.shape ?? {}).every((k) => k === 'id');
      const caminho = url(op).replace(/\{(\w+)\}/g, (_, p: string) => (p === 'id' ? String(params.id) : '1'));
      const resposta = await t.app.inject({
        method: op.metodo,
        url: caminho,
        headers: { ...CABECALHOS, access_token: maria.access_token },
        ...(op.metodo === 'GET' || op.metodo === 'DELETE' ? {} : { payload: {} }),
      });
      // A malformed request is refused as such (400) whatever the quota; nothing else may answer.
      expect([400, 404], `${nome} ${resposta.statusCode} ${resposta.body}`).toContain(resposta.statusCode);
      if (op.metodo === 'GET' && soId) {
        expect(resposta.statusCode, nome).toBe(404);
        expect(resposta.json(), nome).toEqual({ mensagem: 'Cota não encontrada.' });
        exatos++;
      }
    }
    expect(exatos).toBeGreaterThan(15);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  operacoesDoDocumento,
  pedidoArbitrario,
  problemaNaMensagem,
  registroDeMudancas,
  type Contexto,
  type OperacaoDoDocumento,
  type Pedido,
} from '../../test/fuzz.ts';
import { CABECALHOS, createTestApp, MARIA, type TestApp } from '../../test/test-app.ts';

// Provided by the suite's global setup (packages/db/test/global-setup.ts): the server's owner connection.
declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}

/**
 * Fuzzing of every operation of the OpenAPI document the app serves: 0 answers 5xx, every 4xx is `{ mensagem }`
 * in Portuguese, and no 4xx changes a row. `FUZZ_RUNS` (default 2 400 here; `npm run fuzz` runs 20 000) and
 * `FUZZ_SEED` (fixed here, so a failure is reproduced by the same run) tune it.
 */
const RODADAS = Number(process.env.FUZZ_RUNS ?? 2400);
const SEMENTE = Number(process.env.FUZZ_SEED ?? 20261124);
/** How often, at each level of a value, a hostile value replaces a valid one. */
const HOSTILIDADE = 0.15;

/** Operations that end the session the fuzzing runs in; they have no body or parameter to fuzz. */
const FORA = new Set(['POST /app-cliente/v1/login/logout', 'POST /operador/v1/logout']);

/**
 * A refused request may leave a trace only where the refusal itself is the record: a wrong password counts
 * against the account and its address (tentativas_login, contadores_tentativas), a wrong SMS code against the code (codigos_verificacao), a refused
 * operator login is audited (auditoria), a reused refresh token revokes its family (refresh_tokens).
 */
const RECUSA_REGISTRADA: Record<string, string[]> = {
  'POST /app-cliente/v1/login': ['tentativas_login', 'contadores_tentativas'],
  'POST /operador/v1/login': ['tentativas_login', 'contadores_tentativas', 'auditoria'],
  'POST /app-cliente/v1/cotas/{id}/alterar-senha': ['tentativas_login', 'contadores_tentativas'],
  'POST /app-cliente/v1/cotas/{id}/alterar-senha/conferencia': ['tentativas_login', 'contadores_tentativas'],
  'PATCH /app-cliente/v1/cotas/{id}/verificacao': ['codigos_verificacao'],
  'POST /app-cliente/v1/login/refresh': ['refresh_tokens'],
};

interface Problema {
  operacao: string;
  status: number;
  motivo: string;
  pedido: Pedido;
}

let t: TestApp;
let registro: Awaited<ReturnType<typeof registroDeMudancas>>;
let ctx: Contexto;
let operacoes: OperacaoDoDocumento[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  const maria = await t.login(MARIA);
  const operador = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
  });
  ctx = {
    tokenCliente: maria.access_token,
    tokenOperador: operador.json<{ access_token: string }>().access_token,
    cotaDoCliente: maria.idCota,
    cabecalhos: CABECALHOS,
  };
  await t.app.ready();
  operacoes = operacoesDoDocumento(t.app.swagger() as Parameters<typeof operacoesDoDocumento>[0]).filter(
    (op) => !FORA.has(`${op.metodo} ${op.caminho}`),
  );
  // The change log is written by triggers the test database's owner installs (the app's role may be lesser).
  const url = new URL(t.database.url);
  const admin = new URL(inject('adminUrl'));
  admin.pathname = url.pathname;
  registro = await registroDeMudancas(admin.toString());
});
afterAll(async () => {
  await registro?.fechar();
  await t?.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it('serves the whole catalogue in its document', () => {
    expect(operacoes.length).toBeGreaterThan(90);
    expect(operacoes.filter((o) => o.corpo).length).toBeGreaterThan(30);
  });

  it('sees the rows a request changes, and none of a request refused inside its transaction', async () => {
    const antes = await registro.ultimo();
    const mudou = await t.app.inject({
      method: 'PUT',
      url: `/app-cliente/v1/cotas/${ctx.cotaDoCliente}/preferencias`,
      headers: { ...CABECALHOS, access_token: ctx.tokenCliente },
      payload: { nickname: 'Meu carro' },
    });
    expect(mudou.statusCode, mudou.body).toBeLessThan(300);
    expect(await registro.desde(antes)).not.toEqual([]);
    const depois = await registro.ultimo();
    const recusado = await t.app.inject({
      method: 'PUT',
      url: `/operador/v1/cotas/999999/retorno-crivo`,
      headers: { authorization: `Bearer ${ctx.tokenOperador}` },
      payload: { codigo: '80', descricao: null },
    });
    expect(recusado.statusCode).toBe(404);
    expect(await registro.desde(depois)).toEqual([]);
  });

  it(
    `answers ${RODADAS} generated requests without a 5xx, in Portuguese, with no row changed by a 4xx`,
    async () => {
      const problemas: Problema[] = [];
      const porStatus = new Map<number, number>();
      const arbitrario = fc
        .constantFrom(...operacoes)
        .chain((op) => pedidoArbitrario(op, ctx, HOSTILIDADE).map((pedido) => ({ op, pedido })));
      await fc.assert(
        fc.asyncProperty(arbitrario, async ({ op, pedido }) => {
          const operacao = `${op.metodo} ${op.caminho}`;
          const antes = await registro.ultimo();
          const resposta = await t.app.inject({ ...pedido, method: pedido.method as 'GET' });
          const status = resposta.statusCode;
          porStatus.set(status, (porStatus.get(status) ?? 0) + 1);
          const anotar = (motivo: string) => problemas.push({ operacao, status, motivo, pedido });
          if (status >= 500) anotar(resposta.body.slice(0, 300));
          if (status >= 400 && status < 500) {
            const problema = problemaNaMensagem(resposta.body, ['codigo']);
            if (problema) anotar(problema);
            const permitidas = RECUSA_REGISTRADA[operacao] ?? [];
            const mudancas = (await registro.desde(antes)).filter(
              (m) => !permitidas.includes(m.split(':')[0]!),
            );
            if (mudancas.length) anotar(`4xx mudou linhas: ${[...new Set(mudancas)].join(', ')}`);
          }
          return true;
        }),
        { numRuns: RODADAS, seed: SEMENTE, endOnFailure: true },
      );
      // One line per distinct failure, with one request that shows it.
      const distintos = new Map<string, Problema>();
      for (const p of problemas) distintos.set(`${p.operacao} ${p.status} ${p.motivo.slice(0, 60)}`, p);
      const resumo = [...distintos.values()].map(
        (p) =>
          `${p.operacao} → ${p.status}: ${p.motivo}\n    ${p.pedido.method} ${p.pedido.url.slice(0, 200)} ${(p.pedido.payload ?? '').slice(0, 200)}`,
      );
      if (process.env.FUZZ_VERBOSO) console.log(Object.fromEntries(porStatus));
      expect(resumo).toEqual([]);
      // The run reached the handlers, not only the edge: some requests succeeded.
      expect([...porStatus.keys()].some((s) => s < 300)).toBe(true);
    },
    Math.max(120_000, RODADAS * 100),
  );
});

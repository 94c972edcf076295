import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, CHAVE_OPERADOR, MARIA, type TestApp } from '../../../test/test-app.ts';
import type { Transacao } from '../../core/transacao.ts';
import { createComAuditoria } from './auditoria.service.ts';
import { createOperadorRepository } from './operador.repository.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token;
});
afterEach(() => t.close());

type Metodo = 'GET' | 'POST' | 'PATCH' | 'PUT';
/** A back-office call; a string payload is sent as it is (raw JSON, for bytes a JS object cannot carry). */
const op = (
  method: Metodo,
  url: string,
  payload?: object | string,
  autenticacao: Record<string, string> = { authorization: `Bearer ${token}` },
) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: {
      ...autenticacao,
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });

const entradas = async () =>
  (
    await t.database.pool.query<{ acao: string; alvo: string; operador_id: number | null }>(
      'select acao, alvo, operador_id from auditoria order by id',
    )
  ).rows;
const contar = async (tabela: string, onde = 'true', valores: unknown[] = []) =>
  Number(
    (await t.database.pool.query(`select count(*) from ${tabela} where ${onde}`, valores)).rows[0].count,
  );

/** Runs an operator write and answers the audit entries it added (the route must leave exactly those). */
async function auditadas(escrita: () => Promise<{ statusCode: number; body: string }>) {
  const antes = (await entradas()).length;
  const res = await escrita();
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (await entradas()).slice(antes);
}

const idCotaDaMaria = async (grupo: number, numero: number) =>
  Number(
    (
      await t.database.pool.query(
        'select c.id from cotas c join grupos g on g.id = c.grupo_id where g.codigo = $1 and c.numero = $2',
        [grupo, numero],
      )
    ).rows[0].id,
  );

describe('every operator write leaves exactly one audit entry, in its transaction (issue 13)', () => {
  it('case decision and credit screening', async () => {
    const numero = (await op('GET', '/casos?tipo=Faturamento_Especie')).json().data[0].CaseNumber;
    expect(await auditadas(() => op('PATCH', `/casos/${numero}`, { status: 'Escalado' }))).toEqual([
      expect.objectContaining({ acao: 'caso.alterado', alvo: `caso:${numero}` }),
    ]);
    const idCota = await idCotaDaMaria(3030, 9);
    expect(
      await auditadas(() => op('PUT', `/cotas/${idCota}/retorno-crivo`, { codigo: '10', descricao: null })),
    ).toEqual([expect.objectContaining({ acao: 'crivo.definido', alvo: `cota:${idCota}` })]);
  });

  it('assembly start, each published step and the closing', async () => {
    const proxima = (await op('GET', '/assembleias'))
      .json()
      .assembleias.find((a: { grupo: number; podeIniciar: boolean }) => a.grupo === 1010 && a.podeIniciar);
    // Ahead of its date: the supervisor's override, with its reason (ADR 0018).
    const iniciar = () =>
      op('POST', `/assembleias/${proxima.idAssembleia}/apuracao`, {
        concurso: proxima.concursoEsperado,
        premios: ['48213', '07777', '31990', '55555', '12345'],
        motivoAntecipacao: 'Teste da auditoria da apuração',
      });
    expect(await auditadas(iniciar)).toEqual([
      expect.objectContaining({ acao: 'assembleia.iniciada-antes-da-data' }),
    ]);
    let estado = (await op('GET', `/assembleias/${proxima.idAssembleia}`)).json();
    const acoes: string[] = [];
    while (estado.proximoEvento) {
      const antes = (await entradas()).length;
      const res = await op('POST', `/assembleias/${proxima.idAssembleia}/proximo-evento`);
      estado = res.json();
      const novas = (await entradas()).slice(antes);
      expect(novas).toHaveLength(1);
      acoes.push(novas[0]!.acao);
    }
    expect(acoes.at(-1)).toBe('assembleia.encerrada');
    expect(new Set(acoes.slice(0, -1))).toEqual(new Set(['assembleia.evento-publicado']));
    // A start refused (already started) writes nothing.
    const antes = (await entradas()).length;
    expect((await iniciar()).statusCode).toBe(400);
    expect(await entradas()).toHaveLength(antes);
  });

  it('news publishing, transparent links (supervisor and integration key) and logout', async () => {
    const noticia = {
      parceiroId: 1,
      titulo: 'Reajuste anual das parcelas',
      resumo: 'As parcelas do grupo serão reajustadas em junho.',
      conteudo: 'As parcelas serão reajustadas em junho pelo índice previsto no contrato de adesão.',
    };
    const [publicada] = await auditadas(() => op('POST', '/informativos', noticia));
    expect(publicada).toMatchObject({
      acao: 'informativo.publicado',
      alvo: expect.stringMatching(/^informativo:\d+$/),
    });

    const maria = await t.login(MARIA);
    const link = { inscricaoNacional: '52998224725', idCota: maria.idCota, idParceiro: 1 };
    expect(await auditadas(() => op('POST', '/login-transparente', link))).toEqual([
      expect.objectContaining({ acao: 'login-transparente.emitido', operador_id: expect.any(Number) }),
    ]);
    expect(
      await auditadas(() => op('POST', '/login-transparente', link, { 'x-operador-chave': CHAVE_OPERADOR })),
    ).toEqual([expect.objectContaining({ acao: 'login-transparente.emitido', operador_id: null })]);

    expect(await auditadas(() => op('POST', '/logout'))).toEqual([
      expect.objectContaining({ acao: 'logout' }),
    ]);
  });
});

describe('the change and its audit entry commit together', () => {
  it('a value the audit log rejects (a lone surrogate) answers 400 and saves nothing', async () => {
    const idCota = await idCotaDaMaria(3030, 9);
    const antes = await entradas();
    const res = await op(
      'PUT',
      `/cotas/${idCota}/retorno-crivo`,
      '{"codigo":"27","descricao":"Restri\\ud800"}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toEqual(expect.any(String));
    expect(await contar('retornos_crivo', 'cota_id = $1', [idCota])).toBe(0);
    expect(await entradas()).toEqual(antes);
  });

  const comAuditoria = () => createComAuditoria(createOperadorRepository(t.database.db));
  const gravarCrivo = (cotaId: number) => (tx: Transacao) =>
    tx.execute(sql`insert into retornos_crivo (cota_id, codigo) values (${cotaId}, '10')`);

  it('when the audit insert fails, the change is rolled back', async () => {
    const idCota = await idCotaDaMaria(3030, 9);
    // No operator 999999: the entry's foreign key refuses it, after the change ran.
    await expect(
      comAuditoria()(999_999, gravarCrivo(idCota), { acao: 'crivo.definido', alvo: `cota:${idCota}` }),
    ).rejects.toThrow();
    expect(await contar('retornos_crivo', 'cota_id = $1', [idCota])).toBe(0);
  });

  it('when the change throws, no entry is written', async () => {
    const idCota = await idCotaDaMaria(3030, 9);
    const antes = await entradas();
    await expect(
      comAuditoria()(
        null,
        async (tx) => {
          await gravarCrivo(idCota)(tx);
          throw new Error('falhou depois de gravar');
        },
        { acao: 'crivo.definido', alvo: `cota:${idCota}` },
      ),
    ).rejects.toThrow('falhou depois de gravar');
    expect(await contar('retornos_crivo', 'cota_id = $1', [idCota])).toBe(0);
    expect(await entradas()).toEqual(antes);
  });

  it('both are saved when both succeed, and the entry can name what the change created', async () => {
    const idCota = await idCotaDaMaria(3030, 9);
    const n = await comAuditoria()(
      null,
      async (tx) => {
        await gravarCrivo(idCota)(tx);
        return idCota;
      },
      (id) => ({ acao: 'crivo.definido', alvo: `cota:${id}`, detalhes: { codigo: '10' } }),
    );
    expect(n).toBe(idCota);
    expect(await contar('retornos_crivo', 'cota_id = $1', [idCota])).toBe(1);
    expect((await entradas()).at(-1)).toEqual({
      acao: 'crivo.definido',
      alvo: `cota:${idCota}`,
      operador_id: null,
    });
  });
});

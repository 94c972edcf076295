import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { doisProcessos, ESPERA, type DoisProcessos } from '../../../test/dois-processos.ts';
import { CABECALHOS, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';
import { ATUALIZACAO_CADASTRAL_PENDENTE } from '../../core/sessao.ts';

/**
 * The mandatory-update guard on two API processes sharing one database (ADR 0040): each keeps whether a quota
 * is held in its shared read cache, and the statement that changes a quota's registration-update case notifies
 * both in its transaction (migration 0041), whoever writes it.
 */
let p: DoisProcessos;
beforeEach(async () => {
  p = await doisProcessos();
});
afterEach(() => p.fechar());

/** A guarded call: 200, or 403 with the mandatory-update message. */
const boletos = async (t: TestApp, token: string, idCota: number) => {
  const res = await t.get(`/cotas/${idCota}/boletos`, token);
  return res.statusCode === 403 ? res.json<{ mensagem: string }>().mensagem : res.statusCode;
};

const abrirAtualizacao = (idCota: number) =>
  p.comoDono(sql`insert into casos (numero, tipo, status, fase, cliente_id, cota_id)
    select nextval('casos_numero_seq')::text, 'Atualizacao_Cadastral', 'Em Andamento', 'Atualização Obrigatória',
      cliente_id, id from cotas where id = ${idCota}`);

describe('the mandatory update on two processes', () => {
  it('a case opened behind the API holds the quota on both; confirming on one frees it on both', async () => {
    const { access_token, idCota } = await p.a.login(MARIA);
    // Both processes answered it, so both hold "not pending".
    expect(await boletos(p.a, access_token, idCota)).toBe(200);
    expect(await boletos(p.b, access_token, idCota)).toBe(200);

    await abrirAtualizacao(idCota);
    await vi.waitFor(
      async () => expect(await boletos(p.a, access_token, idCota)).toBe(ATUALIZACAO_CADASTRAL_PENDENTE),
      ESPERA,
    );
    await vi.waitFor(
      async () => expect(await boletos(p.b, access_token, idCota)).toBe(ATUALIZACAO_CADASTRAL_PENDENTE),
      ESPERA,
    );

    const confirmar = await p.b.app.inject({
      method: 'PATCH',
      url: `${PREFIX}/core/dados-cadastrais/atualizar`,
      headers: { ...CABECALHOS, access_token },
    });
    expect(confirmar.json()).toMatchObject({ atualizacaoObrigatoria: false, confirmados: 1 });
    expect(await boletos(p.b, access_token, idCota)).toBe(200);
    await vi.waitFor(async () => expect(await boletos(p.a, access_token, idCota)).toBe(200), ESPERA);
  });

  it('a case opened and rolled back holds nothing', async () => {
    const { access_token, idCota } = await p.a.login(MARIA);
    expect(await boletos(p.b, access_token, idCota)).toBe(200);
    await expect(
      p.comoDono(sql`do $$ begin
        insert into casos (numero, tipo, status, fase, cliente_id, cota_id)
          select nextval('casos_numero_seq')::text, 'Atualizacao_Cadastral', 'Em Andamento',
            'Atualização Obrigatória', cliente_id, id from cotas where id = ${sql.raw(String(idCota))};
        raise exception 'desfeito';
      end $$`),
    ).rejects.toThrow();
    // A later change reached b: the rolled-back one would have reached it first.
    await abrirAtualizacao(idCota);
    await vi.waitFor(
      async () => expect(await boletos(p.b, access_token, idCota)).toBe(ATUALIZACAO_CADASTRAL_PENDENTE),
      ESPERA,
    );
    const [{ n }] = (
      await p.a.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from casos where cota_id = ${idCota} and tipo = 'Atualizacao_Cadastral'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * 02 §2.7 InvoiceSelection: once the credit analysis approved, the app records the asset the customer chose
 * (DadosApp__c) through the case update, confirming the phase the case is in; it never approves a case itself.
 * Maria's 3030/0009 on the seed (analysis case in 'Triagem em Andamento').
 */
let t: TestApp;
let sessao: { access_token: string; idCota: number };
let caso: { id: number; numero: string };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const atualizar = (corpo: object) =>
  t.app.inject({
    method: 'POST',
    url: `${PREFIX}/salesforce/contemplacao/casos/${caso.numero}`,
    headers: { ...CABECALHOS, access_token: sessao.access_token },
    payload: { Origin: 'APP', CaseNumber: caso.numero, ...corpo },
  });

const ESCOLHA = JSON.stringify({ faturamento: { bem: 'automovel', tipo: 'seminovo' } });

beforeAll(async () => {
  t = await createTestApp();
  const s = await t.login(MARIA);
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === 3030 && c.cota === 9)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  sessao = { access_token: nova.access_token as string, idCota };
  caso = (
    await sql<{ id: number; numero: string }>(
      "select id, numero from casos where cota_id = $1 and tipo = 'Consultoria_Analise'",
      [idCota],
    )
  )[0]!;
}, 60_000);
afterAll(() => t.close());

describe('the asset choice after an approved analysis', () => {
  it('cannot approve the case from the app', async () => {
    const res = await atualizar({ Fase__c: 'Cadastro Aprovado', DadosApp__c: ESCOLHA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'Esta etapa não pode ser alterada pelo app.' });
    const [linha] = await sql<{ fase: string; dados_app: unknown }>(
      'select fase, dados_app from casos where id = $1',
      [caso.id],
    );
    expect(linha).toEqual({ fase: 'Triagem em Andamento', dados_app: null });
  });

  it('records the chosen asset once the analyst approved, keeping the phase', async () => {
    await sql("update casos set fase = 'Cadastro Aprovado' where id = $1", [caso.id]);
    const res = await atualizar({
      Fase__c: 'Cadastro Aprovado',
      DadosApp__c: ESCOLHA,
      Observacao__c: 'Faturar: automóvel seminovo',
    });
    expect(res.statusCode).toBe(204);
    const [linha] = await sql<{ fase: string; dados_app: unknown; observacao: string }>(
      'select fase, dados_app, observacao from casos where id = $1',
      [caso.id],
    );
    expect(linha).toEqual({
      fase: 'Cadastro Aprovado',
      dados_app: { faturamento: { bem: 'automovel', tipo: 'seminovo' } },
      observacao: 'Faturar: automóvel seminovo',
    });
    const situacao = (
      await t.app.inject({
        method: 'GET',
        url: `${PREFIX}/cotas/${sessao.idCota}/contemplacao`,
        headers: { ...CABECALHOS, access_token: sessao.access_token },
      })
    ).json();
    expect(situacao).toMatchObject({
      tela: 'resultado-crivo',
      itemGarantia: 'boleto',
      categoria: 'servicos',
    });
    expect(situacao.etapas).toContain('Guarantee');
  });
});

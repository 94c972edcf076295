import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TIPOS_CASO, verificarCasos, hojeEmSaoPaulo, type Caso } from '@portal/domain';
import { createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const TODOS = Object.values(TIPOS_CASO);
type Sessao = { access_token: string; idCota: number };

async function sessaoNaCota(
  documento: string,
  grupo: number,
  numero: number,
  idParceiro = 1,
): Promise<Sessao & { cpf: string }> {
  const s = await t.login(documento, { idParceiro });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === numero)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { access_token: nova.access_token, idCota, cpf: documento };
}
const consultar = (s: Sessao & { cpf: string }, tipos: string[] = TODOS, idCota = s.idCota) =>
  t.post(
    '/salesforce/consulta/casos',
    { CPF_CNPJ: s.cpf, RecordTypeDeveloperName: tipos, IdExternoCota: String(idCota) },
    { access_token: s.access_token },
  );
const casosDe = async (s: Sessao & { cpf: string }) =>
  ((await consultar(s)).json().compositeResponse as { body: Caso }[]).map((i) => i.body);

describe('POST /salesforce/consulta/casos', () => {
  it("answers the quota's cases as a composite list of CASEResponse bodies", async () => {
    const s = await sessaoNaCota(MARIA, 2020, 112);
    const res = await consultar(s);
    expect(res.statusCode).toBe(200);
    const itens = res.json().compositeResponse;
    expect(itens).toHaveLength(2);
    expect(itens[0]).toMatchObject({
      httpStatusCode: 200,
      referenceId: expect.stringMatching(/^CASEResponse_\d{8}$/),
    });
    expect(itens.map((i: { body: Caso }) => i.body.RecordTypeDeveloperName).sort()).toEqual([
      'Aviso_Contemplacao',
      'Faturamento_Especie',
    ]);
    const pendente = itens.find((i: { body: Caso }) => i.body.Fase__c === 'Pendência Cliente').body;
    expect(pendente).toMatchObject({
      CPF_CNPJ: '52998224725',
      DocumentosIlegiveis__c: 'Comprovante de residência',
      IdExternoCota: String(s.idCota),
    });
  });

  it('filters by type', async () => {
    const s = await sessaoNaCota(MARIA, 2020, 112);
    const res = await consultar(s, ['Aviso_Contemplacao']);
    expect(res.json().compositeResponse).toHaveLength(1);
  });

  it("answers 404 for another customer's quota or tax id, revealing nothing", async () => {
    const maria = await sessaoNaCota(MARIA, 2020, 112);
    const ana = await t.login('98765432100', { idParceiro: 2 });
    expect((await consultar(maria, TODOS, ana.idCota)).statusCode).toBe(404);
    const outroCpf = await t.post(
      '/salesforce/consulta/casos',
      { CPF_CNPJ: '98765432100', RecordTypeDeveloperName: TODOS, IdExternoCota: String(maria.idCota) },
      { access_token: maria.access_token },
    );
    expect(outroCpf.statusCode).toBe(404);
  });
});

describe('case-check sequence on the seeded customers', () => {
  const hoje = hojeEmSaoPaulo();
  async function verificar(documento: string, grupo: number, numero: number, idParceiro = 1) {
    const s = await sessaoNaCota(documento, grupo, numero, idParceiro);
    const cota = (await t.get(`/cotas/${s.idCota}`, s.access_token)).json();
    return verificarCasos({
      cota: {
        situacaoCota: cota.situacaoCota,
        dataContemplacao: cota.dataContemplacao,
        assembleiaAtual: cota.details.assembleiaAtual,
        totalAssembleias: cota.details.totalAssembleias,
        parcelasPagas: cota.parcelasPagas,
      },
      casos: await casosDe(s),
      transparente: false,
      hoje,
    });
  }

  it.each([
    [
      'after-sales card and notice on Maria 001010/0023',
      MARIA,
      1010,
      23,
      (v: ReturnType<typeof verificarCasos>) =>
        expect(v.posVenda).toMatchObject({ cartao: true, notificacao: true }),
    ],
    [
      "the 'do not lose it' warning on Maria 003030/0009",
      MARIA,
      3030,
      9,
      (v: ReturnType<typeof verificarCasos>) => expect(v.avisoContemplacao).toBe(true),
    ],
    [
      'the reactivation card on Maria 004040/0301',
      MARIA,
      4040,
      301,
      (v: ReturnType<typeof verificarCasos>) => expect(v.cartaoReativacao).toBe(true),
    ],
    [
      'the cancelled-contemplated notice on Rota Sul 001010/0141',
      '11222333000181',
      1010,
      141,
      (v: ReturnType<typeof verificarCasos>) => expect(v.avisoCanceladaContemplada).not.toBeNull(),
    ],
  ])('shows %s', async (_caso, documento, grupo, numero, confere) => {
    confere(await verificar(documento, grupo, numero));
  });
});

describe('POST /salesforce/casos', () => {
  const abrir = (s: Sessao & { cpf: string }, tipo: string) =>
    t.post(
      '/salesforce/casos',
      {
        CPF_CNPJ: s.cpf,
        IdExternoCota: String(s.idCota),
        RecordTypeDeveloperName: tipo,
        Description: 'Quero reativar minha cota',
        DadosApp__c: JSON.stringify({ telefone: '11987654321', horario: 'manhã' }),
      },
      { access_token: s.access_token },
    );

  it('opens a reactivation case (201 composite with the new CaseNumber), once while it is open', async () => {
    const s = await sessaoNaCota(MARIA, 4040, 301);
    const res = await abrir(s, 'Reativacao_Cota');
    expect(res.statusCode).toBe(201);
    const [item] = res.json().compositeResponse;
    expect(item).toMatchObject({
      httpStatusCode: 201,
      body: { success: true, CaseNumber: expect.stringMatching(/^\d{8}$/) },
    });
    const casos = await casosDe(s);
    expect(casos.find((c) => c.CaseNumber === item.body.CaseNumber)).toMatchObject({
      Status: 'Em Andamento',
      Fase__c: 'Tratativa Não Iniciada',
      Origin: 'APP',
    });
    const outro = await abrir(s, 'Reativacao_Cota');
    expect(outro.statusCode).toBe(409);
    expect(outro.json().mensagem).toMatch(/já tem uma solicitação deste tipo em andamento/);
  });

  it('refuses types only the administrator opens', async () => {
    const s = await sessaoNaCota(MARIA, 1010, 23);
    expect((await abrir(s, 'Aviso_Contemplacao')).statusCode).toBe(400);
  });
});

describe('POST /salesforce/contemplacao/casos/{caseNumber}', () => {
  const atualizar = (s: Sessao, numero: string, fase: string) =>
    t.post(
      `/salesforce/contemplacao/casos/${numero}`,
      { Fase__c: fase, Origin: 'APP', CaseNumber: numero },
      { access_token: s.access_token },
    );

  it("acknowledges the cancelled-contemplated notice ('Ciente via APP', 204) and records the history", async () => {
    const s = await sessaoNaCota('11222333000181', 1010, 141);
    const aviso = (await casosDe(s)).find(
      (c) => c.RecordTypeDeveloperName === 'Aviso_Cancelada_Contemplada',
    )!;
    const res = await atualizar(s, aviso.CaseNumber, 'Ciente via APP');
    expect(res.statusCode).toBe(204);
    expect((await casosDe(s)).find((c) => c.CaseNumber === aviso.CaseNumber)!.Fase__c).toBe('Ciente via APP');
    const { rows } = await t.database.pool.query(
      'select autor, fase_de, fase_para from casos_historico h join casos c on c.id = h.caso_id where c.numero = $1 order by h.id',
      [aviso.CaseNumber],
    );
    expect(rows.at(-1)).toEqual({
      autor: 'cliente',
      fase_de: 'Tratativa Não Iniciada',
      fase_para: 'Ciente via APP',
    });
  });

  it('never lets the app approve its own case', async () => {
    const s = await sessaoNaCota(MARIA, 2020, 112);
    const caso = (await casosDe(s)).find((c) => c.RecordTypeDeveloperName === 'Faturamento_Especie')!;
    const res = await atualizar(s, caso.CaseNumber, 'Pagamento Liberado');
    expect(res.statusCode).toBe(400);
    expect((await casosDe(s)).find((c) => c.CaseNumber === caso.CaseNumber)!.Fase__c).toBe(
      'Pendência Cliente',
    );
  });

  it("answers 404 for another customer's case", async () => {
    const rotaSul = await sessaoNaCota('11222333000181', 1010, 141);
    const aviso = (await casosDe(rotaSul)).find(
      (c) => c.RecordTypeDeveloperName === 'Aviso_Cancelada_Contemplada',
    )!;
    const maria = await sessaoNaCota(MARIA, 1010, 23);
    expect((await atualizar(maria, aviso.CaseNumber, 'Ciente via APP')).statusCode).toBe(404);
  });
});

describe('account, screening and registration status', () => {
  it("answers the caller's CRM account only", async () => {
    const s = await sessaoNaCota(MARIA, 1010, 23);
    const res = await t.post(
      '/salesforce/consulta/accountid',
      { CPF_CNPJ: '529.982.247-25' },
      { access_token: s.access_token },
    );
    expect(res.json().compositeResponse[0].body.Id).toMatch(/^001\d{15}$/);
    expect(
      (
        await t.post(
          '/salesforce/consulta/accountid',
          { CPF_CNPJ: '98765432100' },
          { access_token: s.access_token },
        )
      ).statusCode,
    ).toBe(404);
  });

  it("says when a quota has no screening, in the words the app ignores ('sua cota não possui processos')", async () => {
    const s = await sessaoNaCota(MARIA, 1010, 23);
    const res = await t.get(`/cotas/${s.idCota}/retorno-crivo`, s.access_token);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem.toLowerCase()).toContain('sua cota não possui processos');
  });

  it('reports no mandatory update for a registration case not yet in that phase', async () => {
    const s = await sessaoNaCota('12ABC34501DE35', 6060, 77, 2);
    const res = await t.get('/core/dados-cadastrais/status', s.access_token);
    expect(res.json()).toMatchObject({
      atualizacaoObrigatoria: false,
      caso: { Fase__c: 'Tratativa Não Iniciada' },
    });
  });
});

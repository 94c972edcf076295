import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
/** The analyst works the cases; the supervisor sets the credit screening, mints links and reads the audit log. */
let token: string;
let supervisor: string;
const entrar = async (email: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email, senha: 'Operador#2026' },
    })
  ).json().access_token as string;
beforeEach(async () => {
  t = await createTestApp();
  token = await entrar('analista@portal.example');
  supervisor = await entrar('supervisor@portal.example');
});
afterEach(() => t.close());

const op = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object, bearer = token) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(payload ? { payload } : {}),
  });
const TECH_ALFA = '12ABC34501DE35';
const casoCadastralDaTechAlfa = async () =>
  (await op('GET', `/casos?busca=${TECH_ALFA}&tipo=Atualizacao_Cadastral`)).json().data[0]
    .CaseNumber as string;

describe('the analysts queue', () => {
  it('lists, filters and searches cases', async () => {
    const todos = (await op('GET', '/casos')).json();
    expect(todos.total).toBeGreaterThanOrEqual(6);
    const porTipo = (await op('GET', '/casos?tipo=Faturamento_Especie')).json();
    expect(
      porTipo.data.every(
        (c: { RecordTypeDeveloperName: string }) => c.RecordTypeDeveloperName === 'Faturamento_Especie',
      ),
    ).toBe(true);
    const porGrupoCota = (await op('GET', `/casos?busca=${encodeURIComponent('1010/141')}`)).json();
    expect(porGrupoCota.data[0]).toMatchObject({
      grupo: 1010,
      cota: 141,
      cliente: { nome: 'Transportadora Rota Sul Ltda' },
    });
    // Each case names the partner its quota belongs to.
    const parceiros = new Set(todos.data.map((c: { parceiro: string | null }) => c.parceiro));
    expect(parceiros.has(null)).toBe(false);
    expect(
      [...parceiros].every((p) => ['Consórcio Horizonte', 'Vértice Consórcios'].includes(p as string)),
    ).toBe(true);
    const porCpf = (await op('GET', '/casos?busca=529.982.247-25')).json();
    expect(
      porCpf.data.every(
        (c: { cliente: { inscricaoNacional: string } }) => c.cliente.inscricaoNacional === '52998224725',
      ),
    ).toBe(true);
  });

  it('needs an operator session; a customer token is refused', async () => {
    const cliente = await t.login('52998224725');
    expect((await op('GET', '/casos', undefined, cliente.access_token)).statusCode).toBe(401);
  });
});

describe('deciding a case', () => {
  it('moves a registration case to the mandatory update: the customer is then flagged, and confirming clears it', async () => {
    const numero = await casoCadastralDaTechAlfa();
    const res = await op('PATCH', `/casos/${numero}`, {
      fase: 'Atualização Obrigatória',
      status: 'Em Andamento',
      nota: 'Cadastro desatualizado há 5 anos',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().caso).toMatchObject({ Fase__c: 'Atualização Obrigatória', Status: 'Em Andamento' });
    expect(res.json().historico.at(-1)).toMatchObject({
      autor: expect.stringMatching(/^operador:\d+$/),
      // Named by name and role, for the back-office to say who acted.
      autorNome: 'Carla Mendes',
      autorPapel: 'analista',
      faseDe: 'Tratativa Não Iniciada',
      fasePara: 'Atualização Obrigatória',
      nota: 'Cadastro desatualizado há 5 anos',
    });

    const cliente = await t.login(TECH_ALFA, { idParceiro: 2 });
    const cotas = (await t.get('/cotas', cliente.access_token)).json().data as {
      idCota: number;
      grupo: number;
    }[];
    const sessao = (
      await t.post(
        '/login/selecionar-cota',
        { idCota: cotas.find((c) => c.grupo === 6060)!.idCota },
        { access_token: cliente.access_token },
      )
    ).json();
    expect(
      (await t.get('/core/dados-cadastrais/status', sessao.access_token)).json().atualizacaoObrigatoria,
    ).toBe(true);
    const confirmar = await t.app.inject({
      method: 'PATCH',
      url: '/app-cliente/v1/core/dados-cadastrais/atualizar',
      headers: { access_token: sessao.access_token },
    });
    expect(confirmar.json()).toEqual({ atualizacaoObrigatoria: false, confirmados: 1 });
    expect(
      (await t.get('/core/dados-cadastrais/status', sessao.access_token)).json().atualizacaoObrigatoria,
    ).toBe(false);
  });

  it('writes every decision to the audit log', async () => {
    const numero = await casoCadastralDaTechAlfa();
    await op('PATCH', `/casos/${numero}`, { status: 'Escalado' });
    const [ultimo] = (await op('GET', '/auditoria', undefined, supervisor)).json();
    expect(ultimo).toMatchObject({
      operador: 'Carla Mendes',
      acao: 'caso.alterado',
      alvo: `caso:${numero}`,
      detalhes: { para: { status: 'Escalado' } },
    });
  });

  it('offers and accepts only the phases and statuses of the case type', async () => {
    const numero = await casoCadastralDaTechAlfa();
    const detalhe = (await op('GET', `/casos/${numero}`)).json();
    expect(detalhe.opcoes.fases.map((f: { rotulo: string }) => f.rotulo)).toContain(
      'Atualização Obrigatória',
    );
    const invalida = await op('PATCH', `/casos/${numero}`, { fase: 'Ciente via APP' });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().mensagem).toMatch(/não se aplica a este tipo de caso/);
    expect((await op('GET', `/casos/${numero}`)).json().caso.Fase__c).toBe('Tratativa Não Iniciada');
  });

  it('records document problems as the CRM lists them and the credit screening result', async () => {
    const maria = (await op('GET', '/casos?tipo=Faturamento_Especie')).json().data[0];
    const res = await op('PATCH', `/casos/${maria.CaseNumber}`, {
      documentosIncompletos: ['RG', 'CNH'],
      respostaAnalista: 'Faltam os versos.',
    });
    expect(res.json().caso).toMatchObject({
      DocumentosIncompletos__c: 'RG;CNH',
      RespostaAnalista__c: 'Faltam os versos.',
    });
    const idCota = res.json().cota.idCota;
    expect(
      (
        await op(
          'PUT',
          `/cotas/${idCota}/retorno-crivo`,
          { codigo: '27', descricao: 'Restrição no CPF' },
          supervisor,
        )
      ).statusCode,
    ).toBe(204);
    const cliente = await t.login('52998224725');
    expect((await t.get(`/cotas/${idCota}/retorno-crivo`, cliente.access_token)).json()).toEqual({
      codigo: '27',
      descricao: 'Restrição no CPF',
    });
  });

  it('answers 404 for an unknown case', async () => {
    expect((await op('GET', '/casos/99999999')).statusCode).toBe(404);
  });
});

describe('the customer page and transparent links', () => {
  it('shows quotas, open sessions and messages sent, and audits the look', async () => {
    await t.login('52998224725');
    await t.post('/login/recuperar-senha/cliente', {
      inscricaoNacional: '52998224725',
      email: 'maria.santos@example.com',
      dataNascimentoFundacao: '1986-04-12',
    });
    const res = await op('GET', '/clientes/529.982.247-25');
    expect(res.statusCode).toBe(200);
    expect(res.json().cotas).toHaveLength(7);
    expect(res.json().sessoes).toHaveLength(1);
    expect(res.json().mensagens[0].assunto).toMatch(/senha provisória/);
    const [ultimo] = (await op('GET', '/auditoria', undefined, supervisor)).json();
    expect(ultimo).toMatchObject({ acao: 'cliente.consultado', alvo: 'cliente:52998224725' });
    expect((await op('GET', '/clientes/34821907631')).statusCode).toBe(404);
  });

  it("mints a transparent link from the supervisor's session, audited as that supervisor", async () => {
    const maria = await t.login('52998224725');
    const res = await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login-transparente',
      headers: { authorization: `Bearer ${supervisor}` },
      payload: { inscricaoNacional: '52998224725', idCota: maria.idCota, idParceiro: 1 },
    });
    expect(res.statusCode).toBe(200);
    const [ultimo] = (await op('GET', '/auditoria', undefined, supervisor)).json();
    expect(ultimo).toMatchObject({
      operador: 'Rafael Souza',
      acao: 'login-transparente.emitido',
      detalhes: { via: 'back-office' },
    });
  });
});

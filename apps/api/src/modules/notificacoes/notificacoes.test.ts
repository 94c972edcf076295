import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  montarConfirmacaoLance,
  montarPayloadLance,
  type Informativo,
  type PaginaInformativos,
  type RegrasLance,
} from '@portal/domain';
import { ANA, CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let maria: { access_token: string; idCota: number };
let cotas: { idCota: number; grupo: number; cota: number }[];
beforeEach(async () => {
  t = await createTestApp();
  maria = await t.login(MARIA);
  cotas = (await t.get('/cotas', maria.access_token)).json().data;
});
afterEach(() => t.close());

const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const listar = async (token = maria.access_token, query = '') =>
  (await t.get(`/informativos${query}`, token)).json() as PaginaInformativos;
const marcar = (news_id: unknown, token = maria.access_token) =>
  t.post('/informativos', { news_id }, { access_token: token });
const operador = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token as string;
const op = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('GET /informativos', () => {
  it("lists the partner's news and the customer's own notifications, newest first, all unread", async () => {
    const lista = await listar();
    expect(lista.data.filter((i) => i.tipo === 'noticia')).toHaveLength(4);
    expect(lista.data.filter((i) => i.tipo === 'notificacao').length).toBeGreaterThanOrEqual(2);
    expect(lista.naoLidas).toBe(lista.total);
    expect(lista.data.every((i) => !i.read)).toBe(true);
    const datas = lista.data.map((i) => i.criadoEm);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it("never shows another partner's news nor another customer's notifications", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    const dela = await listar(ana.access_token);
    const daMaria = await listar();
    const idsMaria = new Set(daMaria.data.map((i) => i.id));
    expect(dela.data.length).toBeGreaterThan(0);
    expect(dela.data.some((i) => idsMaria.has(i.id))).toBe(false);
    expect(dela.data.every((i) => i.tipo === 'noticia')).toBe(true);
  });

  it('with id_cota keeps the notifications of that quota and the news; pages with page and page_size', async () => {
    const outra = idDe(2020, 112);
    const daOutra = await listar(maria.access_token, `?id_cota=${outra}`);
    expect(daOutra.data.every((i) => i.idCota === null || i.idCota === outra)).toBe(true);
    const pagina = await listar(maria.access_token, '?page=2&page_size=2');
    expect(pagina).toMatchObject({ page: 2, page_size: 2 });
    expect(pagina.data).toHaveLength(2);
  });

  it("answers 404 for another partner's id or another customer's quota, 400 for bad paging, 401 without a token", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    expect((await t.get('/informativos?partner_id=2', maria.access_token)).statusCode).toBe(404);
    expect((await t.get('/informativos?partner_id=1', maria.access_token)).statusCode).toBe(200);
    expect((await t.get(`/informativos?id_cota=${ana.idCota}`, maria.access_token)).statusCode).toBe(404);
    const ruim = await t.get('/informativos?page=0', maria.access_token);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toBe('A página deve ser 1 ou maior.');
    expect((await t.get('/informativos')).statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('POST marks one read: the unread count falls by one, twice changes nothing', async () => {
    const antes = await listar();
    const alvo = antes.data.find((i) => i.tipo === 'notificacao')!;
    const res = await marcar(alvo.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alvo.id, read: true });
    expect((await listar()).naoLidas).toBe(antes.naoLidas - 1);
    expect((await marcar(alvo.id)).statusCode).toBe(200);
    const depois = await listar();
    expect(depois.naoLidas).toBe(antes.naoLidas - 1);
    expect(depois.data.find((i) => i.id === alvo.id)!.read).toBe(true);
    expect(((await t.get(`/informativos/${alvo.id}`, maria.access_token)).json() as Informativo).read).toBe(
      true,
    );
  });

  it('reading news is per customer: Maria reading it leaves it unread for Rota Sul', async () => {
    const noticia = (await listar()).data.find((i) => i.tipo === 'noticia')!;
    await marcar(noticia.id);
    const rota = await t.login('11222333000181');
    const delas = await listar(rota.access_token);
    expect(delas.data.find((i) => i.id === noticia.id)!.read).toBe(false);
  });

  it("answers 404 for another customer's notification, another partner's news or an unknown id, and changes nothing", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    const daAna = (await listar(ana.access_token)).data[0]!;
    const daMaria = (await listar()).data.find((i) => i.tipo === 'notificacao')!;
    const antes = (await listar()).naoLidas;
    expect((await marcar(daAna.id)).statusCode).toBe(404);
    expect((await marcar(daMaria.id, ana.access_token)).statusCode).toBe(404);
    expect((await marcar(999999)).json()).toEqual({ mensagem: 'Informativo não encontrado.' });
    expect((await t.get(`/informativos/${daMaria.id}`, ana.access_token)).statusCode).toBe(404);
    expect((await listar()).naoLidas).toBe(antes);
    expect((await listar(ana.access_token)).data[0]!.read).toBe(false);
  });

  it.each([[null], ['abc'], [0], [1.5]])('refuses news_id %j with 400 in Portuguese', async (valor) => {
    const res = await marcar(valor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: 'Informe o informativo (news_id).' });
  });
});

describe('notifications from the journeys', () => {
  it('generating a boleto notifies once; the same selection again does not repeat it', async () => {
    const id = idDe(1010, 23);
    const antes = (await listar()).total;
    const { parcelas, identificador } = (
      await t.get(`/cotas/${id}/cobrancas/segunda-via`, maria.access_token)
    ).json();
    const gerar = () =>
      t.post(
        `/cotas/${id}/cobrancas/boleto`,
        {
          identificadorProcesso: identificador,
          cobrancas: [{ identificadorCobranca: parcelas[0].identificadorCobranca }],
        },
        { access_token: maria.access_token },
      );
    expect((await gerar()).statusCode).toBe(200);
    expect((await gerar()).statusCode).toBe(200);
    const depois = await listar();
    expect(depois.total).toBe(antes + 1);
    expect(depois.data[0]).toMatchObject({
      tipo: 'notificacao',
      origem: 'boletos',
      idCota: id,
      titulo: 'Boleto gerado',
      link: '/boletos/historico',
      read: false,
    });
    expect(depois.data[0]!.resumo).toContain('001010 / 0023');
  });

  it('a registered bid notifies with its protocol; once its assembly closes, the contemplation does too', async () => {
    const id = idDe(1010, 23);
    const headers = { ...CABECALHOS, access_token: maria.access_token };
    const r = (await t.get(`/cotas/${id}/credenciamento-lance`, maria.access_token)).json() as RegrasLance;
    const payload = montarPayloadLance(r, {
      type: { modalidade: 'PE', percentual: 60, valor: null },
      builtin: { usa: false, valor: null },
      fgts: { usa: false, valor: null },
      keys: false,
      reduction: 'PZ',
    });
    const url = `${PREFIX}/cotas/${id}/credenciamento-lance`;
    const sim = (await t.app.inject({ method: 'POST', url: `${url}/simulacao`, payload, headers })).json();
    const conf = await t.app.inject({
      method: 'POST',
      url,
      payload: montarConfirmacaoLance(payload, sim.identificador),
      headers,
    });
    const { protocolo } = conf.json();
    expect(protocolo).toBeTruthy();
    const [lance] = (await listar()).data;
    expect(lance).toMatchObject({ origem: 'lances', idCota: id, link: '/bid_history' });
    expect(lance!.resumo).toContain(protocolo);

    const tk = await operador();
    const proxima = (await op(tk, 'GET', '/assembleias'))
      .json()
      .assembleias.find((a: { grupo: number; podeIniciar: boolean }) => a.grupo === 1010 && a.podeIniciar);
    let estado = (
      await op(tk, 'POST', `/assembleias/${proxima.idAssembleia}/apuracao`, {
        concurso: proxima.concursoEsperado,
        premios: ['48213', '07777', '31990', '55555', '12345'],
        motivoAntecipacao: 'Teste das notificações da apuração',
      })
    ).json();
    expect((await listar()).data[0]!.origem).toBe('lances');
    while (estado.proximoEvento)
      estado = (await op(tk, 'POST', `/assembleias/${proxima.idAssembleia}/proximo-evento`)).json();
    const [contemplacao] = (await listar()).data;
    expect(contemplacao).toMatchObject({
      origem: 'assembleias',
      idCota: id,
      titulo: 'Sua cota foi contemplada!',
    });
    expect(contemplacao!.resumo).toContain('por lance');
  });

  it("an analyst moving a case to another phase notifies its holder, on the holder's partner", async () => {
    const tk = await operador();
    const numero = (await op(tk, 'GET', '/casos?busca=12ABC34501DE35&tipo=Atualizacao_Cadastral')).json()
      .data[0].CaseNumber as string;
    const techAlfa = await t.login('12ABC34501DE35', { idParceiro: 2 });
    const antes = (await listar(techAlfa.access_token)).total;
    await op(tk, 'PATCH', `/casos/${numero}`, { nota: 'Só uma nota' });
    expect((await listar(techAlfa.access_token)).total).toBe(antes);
    await op(tk, 'PATCH', `/casos/${numero}`, { fase: 'Atualização Obrigatória' });
    const [aviso] = (await listar(techAlfa.access_token)).data;
    // A registration update is followed on its profile screen (03 §2 table: this phase → e-mail/phone).
    expect(aviso).toMatchObject({ origem: 'casos', link: '/perfil/email-telefone' });
    expect(aviso!.resumo).toContain('Atualização Obrigatória');
  });
});

describe('back-office news', () => {
  const noticia = {
    parceiroId: 2,
    titulo: 'Reajuste anual das parcelas',
    resumo: 'As parcelas do grupo serão reajustadas em junho.',
    conteudo: 'As parcelas serão reajustadas em junho pelo índice previsto no contrato de adesão.',
    link: '/financeiro',
  };

  it("publishes to one partner's customers, audited; the other partner's customers do not see it", async () => {
    const tk = await operador();
    const res = await op(tk, 'POST', '/informativos', noticia);
    expect(res.statusCode).toBe(201);
    const criada = res.json();
    expect(criada).toMatchObject({
      ...noticia,
      parceiro: 'Vértice Consórcios',
      publicadoPor: 'Rafael Souza',
      leituras: 0,
    });
    const ana = await t.login(ANA, { idParceiro: 2 });
    expect((await listar(ana.access_token)).data[0]).toMatchObject({
      id: criada.id,
      tipo: 'noticia',
      read: false,
    });
    expect((await listar()).data.some((i) => i.id === criada.id)).toBe(false);
    await marcar(criada.id, ana.access_token);
    const lista = (await op(tk, 'GET', '/informativos?parceiroId=2')).json();
    expect(lista.data[0]).toMatchObject({ id: criada.id, leituras: 1 });
    expect(lista.data.every((n: { parceiroId: number }) => n.parceiroId === 2)).toBe(true);
    const [registro] = (await op(tk, 'GET', '/auditoria')).json();
    expect(registro).toMatchObject({ acao: 'informativo.publicado', alvo: `informativo:${criada.id}` });
  });

  it.each([
    [{ link: 'https://golpe.example/pix' }, 400, 'O link deve ser um caminho do portal, como /boletos.'],
    [{ titulo: 'Oi' }, 400, 'O título precisa de pelo menos 5 caracteres.'],
    [{ parceiroId: 99 }, 404, 'Parceiro não encontrado.'],
  ])('refuses %j and publishes nothing', async (troca, status, mensagem) => {
    const tk = await operador();
    const total = (await op(tk, 'GET', '/informativos')).json().total;
    const res = await op(tk, 'POST', '/informativos', { ...noticia, ...troca });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ mensagem });
    expect((await op(tk, 'GET', '/informativos')).json().total).toBe(total);
  });

  it('needs an operator session; a customer token is refused', async () => {
    expect((await op(maria.access_token, 'POST', '/informativos', noticia)).statusCode).toBe(401);
    expect((await op(maria.access_token, 'GET', '/informativos')).statusCode).toBe(401);
  });
});

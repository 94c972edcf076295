import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_RENEGOCIACAO, hojeEmSaoPaulo, somarDias } from '@portal/domain';
import { clonarCliente } from '@portal/db/test/fabricas';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Instalment renegotiation (issue 22, 03 §4, §5, §7, §9, ADR 0052) on a fresh clone of Ana per test: her
 * 007070/0031 (Vértice) has six instalments paid, two overdue and three to come. The selected quota of the
 * session is the one renegotiated; bad input answers 400 and changes nothing; 20 confirmations at once make
 * one; the next instalment paid on time makes it effective, unpaid at its due date the job reverses it exactly.
 */

let t: TestApp;
let operador: string;
type Sessao = { access_token: string; idCota: number; documento: string };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const pedir = (method: 'GET' | 'POST', url: string, s: { access_token: string }, payload?: object) =>
  t.app.inject({
    method,
    url: `${PREFIX}/renegociacao-parcelas/${url}`,
    headers: { ...CABECALHOS, access_token: s.access_token },
    ...(payload ? { payload } : {}),
  });

const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${operador}` },
    ...(payload ? { payload } : {}),
  });

async function sessaoNa(documento: string, grupo: number, numero: number, idParceiro = 2): Promise<Sessao> {
  const s = await t.login(documento, { idParceiro });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === numero)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { access_token: nova.access_token as string, idCota, documento };
}

/** A fresh clone of Ana with her overdue quota selected. */
async function anaNova(grupo = 7070, numero = 31): Promise<Sessao> {
  const copia = await clonarCliente(t.database.url, ANA);
  return sessaoNa(copia.documento, grupo, numero);
}

/** Everything the renegotiation may change on a quota: its instalments, status and saldo devedor. */
async function retrato(idCota: number) {
  return {
    parcelas: await sql(
      `select id, numero, valor_centavos::float8 as valor, valor_fundo_comum_centavos::float8 as fc,
              valor_taxa_administracao_centavos::float8 as ta, valor_fundo_reserva_centavos::float8 as fr,
              valor_seguro_centavos::float8 as seg, valor_diferenca_centavos::float8 as dif,
              data_pagamento::text as pago, valor_pago_centavos::float8 as "valorPago"
         from parcelas where cota_id = $1 order by numero`,
      [idCota],
    ),
    cota: (
      await sql(
        'select situacao, valor_saldo_devedor_centavos::float8 as saldo, parcelas_pagas from cotas where id = $1',
        [idCota],
      )
    )[0],
    renegociacoes: await sql('select count(*)::int as n from renegociacoes where cota_id = $1', [idCota]),
  };
}

async function emAtraso(s: Sessao) {
  const res = await pedir('GET', 'obter-parcelas', s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().parcelasEmAtraso as {
    idParcela: number;
    numeroParcela: number;
    valorEncargosCentavos: number;
  }[];
}

beforeAll(async () => {
  t = await createTestApp();
  operador = (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token;
}, 60_000);
afterAll(() => t.close());

describe('validar and obter-parcelas', () => {
  it('Ana may renegotiate her two overdue instalments, charges as of today', async () => {
    const ana = await anaNova();
    const v = (await pedir('GET', 'validar', ana)).json();
    expect(v).toMatchObject({
      idCota: ana.idCota,
      podeRenegociar: true,
      motivo: null,
      renegociacoesFeitas: 0,
      renegociacoesRestantes: 3,
      maximoParcelas: 2,
      ultimaRenegociacao: null,
    });
    const atrasadas = await emAtraso(ana);
    expect(atrasadas).toHaveLength(2);
    for (const p of atrasadas) expect(p.valorEncargosCentavos).toBeGreaterThan(0);
  });

  it('a contemplated quota may not, and its confirmation changes nothing', async () => {
    const ana = await anaNova(8080, 230);
    const v = (await pedir('GET', 'validar', ana)).json();
    expect(v).toMatchObject({ podeRenegociar: false, motivo: MENSAGENS_RENEGOCIACAO.contemplada });
    const antes = await retrato(ana.idCota);
    const res = await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: [1] });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(MENSAGENS_RENEGOCIACAO.contemplada);
    expect(await retrato(ana.idCota)).toEqual(antes);
  });

  it('fewer than 3 instalments paid: refused', async () => {
    const ana = await anaNova();
    await sql(
      `update parcelas set data_pagamento = null, valor_pago_centavos = null
        where cota_id = $1 and numero between 3 and 6`,
      [ana.idCota],
    );
    const v = (await pedir('GET', 'validar', ana)).json();
    expect(v).toMatchObject({ podeRenegociar: false, motivo: MENSAGENS_RENEGOCIACAO.poucasPagas });
    expect((await pedir('GET', 'obter-parcelas', ana)).statusCode).toBe(400);
  });

  it('the 4th renegotiation is refused by the API, and PostgreSQL refuses a 4th row too', async () => {
    const ana = await anaNova();
    const [proxima] = await sql<{ id: number }>(
      'select id from parcelas where cota_id = $1 and data_pagamento is null order by numero desc limit 1',
      [ana.idCota],
    );
    for (const numero of [1, 2, 3])
      await sql(
        `insert into renegociacoes (cota_id, numero, situacao, valor_parcelas_centavos, valor_encargos_centavos,
                                    proxima_parcela_id, data_limite, situacao_cota_anterior)
         values ($1, $2, 'desfeita', 1000, 10, $3, current_date, 'ATIVO - EM ATRASO')`,
        [ana.idCota, numero, proxima!.id],
      );
    const v = (await pedir('GET', 'validar', ana)).json();
    expect(v).toMatchObject({
      podeRenegociar: false,
      motivo: MENSAGENS_RENEGOCIACAO.limite,
      renegociacoesRestantes: 0,
    });
    const antes = await retrato(ana.idCota);
    const res = await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: [proxima!.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(MENSAGENS_RENEGOCIACAO.limite);
    expect(await retrato(ana.idCota)).toEqual(antes);
    await expect(
      sql(
        `insert into renegociacoes (cota_id, numero, valor_parcelas_centavos, valor_encargos_centavos,
                                    proxima_parcela_id, data_limite, situacao_cota_anterior)
         select $1, max(numero) + 1, 1, 1, $2, current_date, 'x' from renegociacoes where cota_id = $1`,
        [ana.idCota, proxima!.id],
      ),
    ).rejects.toThrow(/renegociacoes_ate_3/);
  });
});

describe('bad selections change nothing', () => {
  it('three instalments, one not overdue, one of another quota, none, a repeated one', async () => {
    const ana = await anaNova();
    const atrasadas = (await emAtraso(ana)).map((p) => p.idParcela);
    const [aVencer] = await sql<{ id: number }>(
      'select id from parcelas where cota_id = $1 and data_pagamento is null and data_vencimento >= $2 order by numero limit 1',
      [ana.idCota, hojeEmSaoPaulo()],
    );
    const maria = await sessaoNa(MARIA, 1010, 57, 1);
    const deMaria = (await emAtraso(maria)).map((p) => p.idParcela);
    const antes = await retrato(ana.idCota);
    const casos: [number[], RegExp | string][] = [
      [[...atrasadas, aVencer!.id], /no máximo 2 parcelas/],
      [[atrasadas[0]!, aVencer!.id], MENSAGENS_RENEGOCIACAO.naoEmAtraso],
      [[deMaria[0]!], MENSAGENS_RENEGOCIACAO.naoEmAtraso],
      [[], /ao menos uma parcela/],
      [[atrasadas[0]!, atrasadas[0]!], MENSAGENS_RENEGOCIACAO.repetida],
    ];
    for (const [parcelas, mensagem] of casos)
      for (const rota of ['selecionar-parcelas', 'resumo-renegociacao', 'confirmar-renegociacao']) {
        const res = await pedir('POST', rota, ana, { parcelas });
        expect(res.statusCode, `${rota} ${JSON.stringify(parcelas)}`).toBe(400);
        expect(res.json().mensagem).toMatch(mensagem);
      }
    expect(await retrato(ana.idCota)).toEqual(antes);
  });

  it("another customer's instalments are not theirs to renegotiate; another partner's host refuses the session", async () => {
    const ana = await anaNova();
    const atrasadas = (await emAtraso(ana)).map((p) => p.idParcela);
    const antes = await retrato(ana.idCota);
    const maria = await sessaoNa(MARIA, 1010, 57, 1);
    const res = await pedir('POST', 'confirmar-renegociacao', maria, { parcelas: atrasadas });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(MENSAGENS_RENEGOCIACAO.naoEmAtraso);
    // Ana's session sent to the other partner's host.
    const outroParceiro = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/renegociacao-parcelas/confirmar-renegociacao`,
      headers: { ...CABECALHOS, access_token: ana.access_token, host: 'localhost' },
      payload: { parcelas: atrasadas },
    });
    expect(outroParceiro.statusCode).toBe(401);
    // Selecting Ana's quota from Maria's session is refused as if it did not exist.
    const m = await t.login(MARIA);
    const sel = await t.post(
      '/login/selecionar-cota',
      { idCota: ana.idCota },
      { access_token: m.access_token },
    );
    expect(sel.statusCode).toBe(404);
    expect(await retrato(ana.idCota)).toEqual(antes);
  });
});

describe('confirmar-renegociacao', () => {
  it('dilutes both overdue instalments with their charges into the open ones, to the centavo, audited', async () => {
    const ana = await anaNova();
    const atrasadas = await emAtraso(ana);
    const ids = atrasadas.map((p) => p.idParcela);
    // An open boleto of the next instalment: its amount changes, so it must be cancelled.
    const segunda = (
      await t.get(`/cotas/${ana.idCota}/cobrancas/segunda-via?filtro=due`, ana.access_token)
    ).json();
    const boleto = (
      await t.post(
        `/cotas/${ana.idCota}/cobrancas/boleto`,
        {
          identificadorProcesso: segunda.identificador,
          cobrancas: [{ identificadorCobranca: segunda.parcelas[0].identificadorCobranca }],
        },
        { access_token: ana.access_token },
      )
    ).json();
    const antes = await retrato(ana.idCota);
    const resumo = (await pedir('POST', 'resumo-renegociacao', ana, { parcelas: ids })).json();
    const selecionadas = (await pedir('POST', 'selecionar-parcelas', ana, { parcelas: ids })).json();
    expect(selecionadas.valorTotalCentavos).toBe(resumo.valorRenegociadoCentavos);

    const res = await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: ids });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      situacao: 'pendente',
      numeroParcelas: atrasadas.map((p) => p.numeroParcela),
      valorRenegociadoCentavos: resumo.valorRenegociadoCentavos,
      numeroProximaParcela: resumo.proximaParcela.numeroParcela,
      dataLimite: resumo.proximaParcela.dataVencimento,
    });

    const depois = await retrato(ana.idCota);
    const porId = (lista: typeof antes.parcelas, id: unknown) => lista.find((p) => p.id === id)!;
    for (const id of ids) expect(porId(depois.parcelas, id)).toMatchObject({ valor: 0, fc: 0, valorPago: 0 });
    const acrescimos = depois.parcelas.map(
      (p) => (p.valor as number) - (porId(antes.parcelas, p.id).valor as number),
    );
    const somaAntes = antes.parcelas.reduce((t, p) => t + (p.valor as number), 0);
    const somaDepois = depois.parcelas.reduce((t, p) => t + (p.valor as number), 0);
    expect(somaDepois - somaAntes).toBe(resumo.valorEncargosCentavos);
    expect(acrescimos.filter((a) => a > 0).reduce((t, a) => t + a, 0)).toBe(resumo.valorRenegociadoCentavos);
    for (const p of depois.parcelas)
      expect(p.valor).toBe(
        (p.fc as number) + (p.ta as number) + (p.fr as number) + (p.seg as number) + (p.dif as number),
      );
    expect(depois.cota).toMatchObject({
      situacao: 'ATIVO - NORMAL',
      saldo: (antes.cota!.saldo as number) + resumo.valorEncargosCentavos,
    });
    const cota = (await t.get(`/cotas/${ana.idCota}`, ana.access_token)).json();
    expect(cota.parcelasAtraso).toBe(0);

    const [b] = await sql('select situacao from boletos where nosso_numero = $1', [boleto.nossoNumero]);
    expect(b!.situacao).toBe('cancelado');
    const [auditoria] = await sql<{ detalhes: { valorRenegociadoCentavos: number } }>(
      `select detalhes from auditoria where acao = 'renegociacao.confirmada' and alvo = $1`,
      [`cota:${ana.idCota}`],
    );
    expect(auditoria!.detalhes.valorRenegociadoCentavos).toBe(resumo.valorRenegociadoCentavos);

    const v = (await pedir('GET', 'validar', ana)).json();
    expect(v).toMatchObject({
      podeRenegociar: false,
      motivo: MENSAGENS_RENEGOCIACAO.pendente,
      renegociacoesFeitas: 1,
      ultimaRenegociacao: { situacao: 'pendente' },
    });
  });

  it('20 confirmations at once make exactly one renegotiation', async () => {
    const ana = await anaNova();
    const ids = (await emAtraso(ana)).map((p) => p.idParcela);
    const antes = await retrato(ana.idCota);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => pedir('POST', 'confirmar-renegociacao', ana, { parcelas: ids })),
    );
    const status = respostas.map((r) => r.statusCode);
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.every((s) => s === 201 || s === 409 || s === 400)).toBe(true);
    const depois = await retrato(ana.idCota);
    expect(depois.renegociacoes).toEqual([{ n: 1 }]);
    const resumo = respostas.find((r) => r.statusCode === 201)!.json();
    const soma = (r: typeof antes) => r.parcelas.reduce((t, p) => t + (p.valor as number), 0);
    const encargos = (
      await sql<{ e: number }>(
        'select valor_encargos_centavos::float8 as e from renegociacoes where id = $1',
        [resumo.idRenegociacao],
      )
    )[0]!.e;
    expect(soma(depois) - soma(antes)).toBe(encargos);
  });
});

describe('the outcome at the next due date', () => {
  it('the next instalment paid on time: the renegotiation stands (efetivada)', async () => {
    const ana = await anaNova();
    const ids = (await emAtraso(ana)).map((p) => p.idParcela);
    expect((await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: ids })).statusCode).toBe(201);
    const segunda = (
      await t.get(`/cotas/${ana.idCota}/cobrancas/segunda-via?filtro=due`, ana.access_token)
    ).json();
    const boleto = (
      await t.post(
        `/cotas/${ana.idCota}/cobrancas/boleto`,
        {
          identificadorProcesso: segunda.identificador,
          cobrancas: [{ identificadorCobranca: segunda.parcelas[0].identificadorCobranca }],
        },
        { access_token: ana.access_token },
      )
    ).json();
    const pago = await op('POST', `/boletos/${boleto.nossoNumero}/pagamento`, {
      dataPagamento: hojeEmSaoPaulo(),
      valorPago: boleto.valorCobrado,
    });
    expect(pago.statusCode, pago.body).toBe(200);
    const v = (await pedir('GET', 'validar', ana)).json();
    expect(v.ultimaRenegociacao.situacao).toBe('efetivada');
    const [a] = await sql(
      `select count(*)::int as n from auditoria where acao = 'renegociacao.efetivada' and alvo = $1`,
      [`cota:${ana.idCota}`],
    );
    expect(a!.n).toBe(1);
  });

  it('not paid by its due date: the job reverses it exactly and tells the customer', async () => {
    const ana = await anaNova();
    const ids = (await emAtraso(ana)).map((p) => p.idParcela);
    const antes = await retrato(ana.idCota);
    const r = (await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: ids })).json();
    // The clock passes the next instalment's due date and the deadline job runs.
    const dias = Math.round(
      (Date.parse(`${somarDias(r.dataLimite as string, 1)}T12:00:00-03:00`) - Date.now()) / 86_400_000,
    );
    t.avancar(dias * 86_400_000);
    await t.app.trabalhos.executarPendentes({ antecipar: true });
    const [reneg] = await sql('select situacao from renegociacoes where id = $1', [r.idRenegociacao]);
    expect(reneg!.situacao).toBe('desfeita');
    const depois = await retrato(ana.idCota);
    expect(depois.parcelas).toEqual(antes.parcelas);
    expect(depois.cota).toEqual(antes.cota);
    const [aviso] = await sql<{ titulo: string }>(
      `select titulo from informativos where cota_id = $1 order by id desc limit 1`,
      [ana.idCota],
    );
    expect(aviso!.titulo).toBe('Renegociação desfeita');
    const [a] = await sql(
      `select count(*)::int as n from auditoria where acao = 'renegociacao.desfeita' and alvo = $1`,
      [`cota:${ana.idCota}`],
    );
    expect(a!.n).toBe(1);
    t.avancar(-dias * 86_400_000);
  });
});

describe('back-office follow-up', () => {
  async function entrar(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email, senha: 'Operador#2026' },
    });
    return res.json<{ access_token: string }>().access_token;
  }
  const como = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/operador/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('lists a pending renegotiation by its deadline; a contact is recorded with the analyst and audited', async () => {
    const ana = await anaNova();
    const atrasadas = await emAtraso(ana);
    const r = (
      await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: atrasadas.map((p) => p.idParcela) })
    ).json();
    const fila = await op('GET', '/renegociacoes');
    expect(fila.statusCode, fila.body).toBe(200);
    const datas = fila.json().data.map((x: { dataLimite: string }) => x.dataLimite);
    expect(datas).toEqual([...datas].sort());
    const item = fila
      .json()
      .data.find((x: { idRenegociacao: number }) => x.idRenegociacao === r.idRenegociacao);
    expect(item).toMatchObject({
      numero: 1,
      grupo: 7070,
      cota: 31,
      cliente: { inscricaoNacional: ana.documento },
      numeroParcelas: atrasadas.map((p) => p.numeroParcela),
      proximaParcela: { numero: r.numeroProximaParcela, paga: false },
      dataLimite: r.dataLimite,
      contatos: [],
    });
    expect(item.valorEncargosCentavos).toBe(atrasadas.reduce((s, p) => s + p.valorEncargosCentavos, 0));

    const contato = await op('POST', `/renegociacoes/${r.idRenegociacao}/contatos`, {
      nota: '  Cliente avisada do vencimento.  ',
    });
    expect(contato.statusCode, contato.body).toBe(201);
    expect(contato.json().contatos).toEqual([
      { em: expect.any(String), analista: 'Rafael Souza', nota: 'Cliente avisada do vencimento.' },
    ]);
    const [a] = await sql<{ n: number }>(
      `select count(*)::int as n from auditoria where acao = 'renegociacao.contato' and alvo = $1`,
      [`renegociacao:${r.idRenegociacao}`],
    );
    expect(a!.n).toBe(1);
  });

  it('an empty or too long note is refused in Portuguese and records nothing; a resolved one is 404', async () => {
    const ana = await anaNova();
    const ids = (await emAtraso(ana)).map((p) => p.idParcela);
    const r = (await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: ids })).json();
    for (const nota of ['   ', 'x'.repeat(501)]) {
      const res = await op('POST', `/renegociacoes/${r.idRenegociacao}/contatos`, { nota });
      expect(res.statusCode).toBe(400);
      expect(res.json().mensagem).toBe('Escreva em até 500 caracteres o que foi falado com o cliente.');
    }
    await sql(`update renegociacoes set situacao = 'efetivada' where id = $1`, [r.idRenegociacao]);
    const res = await op('POST', `/renegociacoes/${r.idRenegociacao}/contatos`, { nota: 'Tarde demais.' });
    expect(res.statusCode).toBe(404);
    const [n] = await sql<{ n: number }>(
      'select count(*)::int as n from renegociacao_contatos where renegociacao_id = $1',
      [r.idRenegociacao],
    );
    expect(n!.n).toBe(0);
    expect(
      (await op('GET', '/renegociacoes'))
        .json()
        .data.map((x: { idRenegociacao: number }) => x.idRenegociacao),
    ).not.toContain(r.idRenegociacao);
  });

  it("another partner's analyst neither sees it nor records a contact; a customer cannot reach it", async () => {
    const ana = await anaNova();
    const ids = (await emAtraso(ana)).map((p) => p.idParcela);
    const r = (await pedir('POST', 'confirmar-renegociacao', ana, { parcelas: ids })).json();
    const horizonte = await entrar('analista.horizonte@portal.example');
    const vertice = await entrar('analista.vertice@portal.example');
    const ids_ = async (token: string) =>
      (await como(token, 'GET', '/renegociacoes'))
        .json()
        .data.map((x: { idRenegociacao: number }) => x.idRenegociacao);
    expect(await ids_(vertice)).toContain(r.idRenegociacao);
    expect(await ids_(horizonte)).not.toContain(r.idRenegociacao);
    const res = await como(horizonte, 'POST', `/renegociacoes/${r.idRenegociacao}/contatos`, { nota: 'Oi' });
    expect(res.statusCode).toBe(404);
    const cliente = await t.app.inject({
      method: 'GET',
      url: '/operador/v1/renegociacoes',
      headers: { authorization: `Bearer ${ana.access_token}` },
    });
    expect(cliente.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_ANTECIPACAO, hojeEmSaoPaulo } from '@portal/domain';
import { CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clonarCliente } from '@portal/db/test/fabricas';

/**
 * Instalment anticipation (issue 22; 03 §2; ADR 0055) on clones of Clara (Horizonte): by term and by value, the
 * last instalments first, the effect before confirming; the request writes the anticipation, its instalments and
 * the audit entry and issues the boleto; 20 requests at once leave one open (the partial unique index); paying
 * the boleto pays the instalments and the anticipation follows; bad input, refusals and ownership change nothing.
 */

const CLARA = '38461527224';

let t: TestApp;
type Sessao = { access_token: string; idCota: number };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

/** A fresh clone of Clara, with the quota `numero` of her group 4545. */
async function claraNova(numero = 12): Promise<Sessao> {
  const copia = await clonarCliente(t.database.url, CLARA);
  const s = await t.login(copia.documento, { idParceiro: 1 });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as { idCota: number; cota: number }[];
  return { access_token: s.access_token, idCota: cotas.find((c) => c.cota === numero)!.idCota };
}

const pedir = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  s: Sessao,
  payload?: unknown,
  ip = '10.57.0.1',
) =>
  t.app.inject({
    method,
    url: `${PREFIX}/cotas/${s.idCota}/antecipacao${url}`,
    remoteAddress: ip,
    headers: { ...CABECALHOS, access_token: s.access_token },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** Everything the anticipation may change on a quota. */
async function retrato(idCota: number) {
  return {
    parcelas: await sql(
      'select id, numero, valor_centavos::float8 as valor, data_pagamento::text as pago from parcelas where cota_id = $1 order by numero',
      [idCota],
    ),
    cota: await sql(
      'select valor_saldo_devedor_centavos::float8 as saldo, parcelas_pagas from cotas where id = $1',
      [idCota],
    ),
    antecipacoes: await sql('select id, situacao from antecipacoes where cota_id = $1 order by id', [idCota]),
    boletos: await sql("select id from boletos where cota_id = $1 and situacao = 'aberto'", [idCota]),
  };
}

const abertas = (idCota: number) =>
  sql<{ id: number; numero: number; valor: number; fc: number; ta: number; fr: number; vencimento: string }>(
    `select id, numero, valor_centavos::float8 as valor, valor_fundo_comum_centavos::float8 as fc,
            valor_taxa_administracao_centavos::float8 as ta, valor_fundo_reserva_centavos::float8 as fr,
            data_vencimento::text as vencimento
       from parcelas where cota_id = $1 and data_pagamento is null and data_vencimento > $2 order by numero desc`,
    [idCota, hojeEmSaoPaulo()],
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET cotas/{id}/antecipacao and the simulation', () => {
  it('lists the limits; by term the last instalments first, with the saldo and the term after', async () => {
    const s = await claraNova();
    const futuras = await abertas(s.idCota);
    expect(futuras.length).toBeGreaterThanOrEqual(2);
    const [cota] = await sql<{ saldo: number }>(
      'select valor_saldo_devedor_centavos::float8 as saldo from cotas where id = $1',
      [s.idCota],
    );
    const lista = (await pedir('GET', '', s)).json();
    expect(lista).toMatchObject({
      podeAntecipar: true,
      motivo: null,
      parcelasDisponiveis: futuras.length,
      valorMinimoCentavos: futuras[0]!.valor,
      valorMaximoCentavos: futuras.reduce((soma, p) => soma + p.valor, 0),
      saldoDevedorCentavos: cota!.saldo,
      aberta: null,
      antecipacoes: [],
    });
    const antes = await retrato(s.idCota);
    const res = await pedir('POST', '/simular', s, { modo: 'prazo', quantidadeParcelas: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const [ultima, penultima] = futuras;
    const abatido = [ultima!, penultima!].reduce((soma, p) => soma + p.fc + p.ta + p.fr, 0);
    expect(res.json()).toMatchObject({
      modo: 'prazo',
      quantidadeParcelas: 2,
      parcelas: [
        { idParcela: ultima!.id, numeroParcela: ultima!.numero, valorCentavos: ultima!.valor },
        { idParcela: penultima!.id, numeroParcela: penultima!.numero, valorCentavos: penultima!.valor },
      ],
      valorTotalCentavos: ultima!.valor + penultima!.valor,
      saldoDevedorAntesCentavos: cota!.saldo,
      saldoDevedorDepoisCentavos: cota!.saldo - abatido,
      parcelasRestantesAntes: lista.parcelasRestantes,
      parcelasRestantesDepois: lista.parcelasRestantes - 2,
    });
    expect(await retrato(s.idCota)).toEqual(antes);
  });

  it('by value pays whole instalments only; too little, bad input and too many are refused with the reason', async () => {
    const s = await claraNova();
    const [ultima] = await abertas(s.idCota);
    const umaEMeia = await pedir('POST', '/simular', s, { modo: 'valor', valorCentavos: ultima!.valor + 1 });
    expect(umaEMeia.json()).toMatchObject({ quantidadeParcelas: 1, valorNaoUtilizadoCentavos: 1 });
    const antes = await retrato(s.idCota);
    for (const [corpo, mensagem] of [
      [{ modo: 'valor', valorCentavos: ultima!.valor - 1 }, /O valor não alcança uma parcela/],
      [{ modo: 'valor', valorCentavos: -500 }, MENSAGENS_ANTECIPACAO.valorInvalido],
      [{ modo: 'valor', valorCentavos: 10.5 }, MENSAGENS_ANTECIPACAO.valorInvalido],
      [{ modo: 'valor' }, MENSAGENS_ANTECIPACAO.valorInvalido],
      [{ modo: 'prazo', quantidadeParcelas: 0 }, MENSAGENS_ANTECIPACAO.quantidadeInvalida],
      [{ modo: 'prazo', quantidadeParcelas: 999 }, /Você pode antecipar até \d+ parcelas/],
      [{ modo: 'tudo' }, 'Escolha antecipar por número de parcelas ou por valor.'],
    ] as const) {
      for (const rota of ['/simular', '/solicitar']) {
        const res = await pedir('POST', rota, s, corpo);
        expect(res.statusCode, `${rota} ${JSON.stringify(corpo)}`).toBe(400);
        expect(res.json().mensagem).toMatch(mensagem);
      }
    }
    expect(await retrato(s.idCota)).toEqual(antes);
  });

  it("a cancelled quota cannot; another customer's quota is not found; another partner's host refuses", async () => {
    const s = await claraNova(15);
    const lista = (await pedir('GET', '', s)).json();
    expect(lista).toMatchObject({ podeAntecipar: false, motivo: MENSAGENS_ANTECIPACAO.cancelada });
    const recusa = await pedir('POST', '/solicitar', s, { modo: 'prazo', quantidadeParcelas: 1 });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().mensagem).toBe(MENSAGENS_ANTECIPACAO.cancelada);

    const clara = await claraNova();
    const antes = await retrato(clara.idCota);
    const maria = await t.login(MARIA, { idParceiro: 1 });
    const alheia = await pedir(
      'POST',
      '/solicitar',
      { access_token: maria.access_token, idCota: clara.idCota },
      { modo: 'prazo', quantidadeParcelas: 1 },
    );
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json().mensagem).toBe('Cota não encontrada.');
    const outroHost = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/cotas/${clara.idCota}/antecipacao/solicitar`,
      headers: { ...CABECALHOS, access_token: clara.access_token, host: '127.0.0.1' },
      payload: { modo: 'prazo', quantidadeParcelas: 1 },
    });
    expect(outroHost.statusCode).toBe(401);
    expect(await retrato(clara.idCota)).toEqual(antes);
  });

  it('waits while a renegotiation of the quota waits for its next instalment', async () => {
    const clara = await claraNova();
    const [proxima] = await abertas(clara.idCota);
    await sql(
      `insert into renegociacoes (cota_id, numero, valor_parcelas_centavos, valor_encargos_centavos,
                                  proxima_parcela_id, data_limite, situacao_cota_anterior)
       values ($1, 1, 10000, 300, $2, $3, 'NORMAL')`,
      [clara.idCota, proxima!.id, proxima!.vencimento],
    );
    const antes = await retrato(clara.idCota);
    const lista = (await pedir('GET', '', clara)).json();
    expect(lista).toMatchObject({ podeAntecipar: false, motivo: MENSAGENS_ANTECIPACAO.renegociacaoPendente });
    const recusa = await pedir('POST', '/solicitar', clara, { modo: 'prazo', quantidadeParcelas: 1 });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().mensagem).toBe(MENSAGENS_ANTECIPACAO.renegociacaoPendente);
    expect(await retrato(clara.idCota)).toEqual(antes);

    await sql(`update renegociacoes set situacao = 'efetivada' where cota_id = $1`, [clara.idCota]);
    expect((await pedir('GET', '', clara)).json()).toMatchObject({ podeAntecipar: true, motivo: null });
  });
});

describe('POST cotas/{id}/antecipacao/solicitar and the settlement', () => {
  it('20 requests at once leave one open anticipation with one boleto; paying it pays the instalments', async () => {
    const s = await claraNova();
    const [ultima, penultima] = await abertas(s.idCota);
    const [{ saldo, pagas }] = (await sql<{ saldo: number; pagas: number }>(
      'select valor_saldo_devedor_centavos::float8 as saldo, parcelas_pagas as pagas from cotas where id = $1',
      [s.idCota],
    )) as [{ saldo: number; pagas: number }];
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pedir('POST', '/solicitar', s, { modo: 'prazo', quantidadeParcelas: 2 }, `10.58.0.${i + 1}`),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 201)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    const criada = respostas.find((r) => r.statusCode === 201)!.json();
    const total = ultima!.valor + penultima!.valor;
    expect(criada).toMatchObject({
      situacao: 'aberta',
      modo: 'prazo',
      quantidadeParcelas: 2,
      numerosParcelas: [ultima!.numero, penultima!.numero],
      valorCentavos: total,
      boleto: { valorCobrado: total, situacao: 'aberto' },
    });
    expect(await sql('select situacao from antecipacoes where cota_id = $1', [s.idCota])).toEqual([
      { situacao: 'aberta' },
    ]);
    const [boleto] = await sql<{ nosso_numero: string; itens: number[] }>(
      `select b.nosso_numero, array_agg(bp.parcela_id order by bp.parcela_id) as itens
         from boletos b join boleto_parcelas bp on bp.boleto_id = b.id
        where b.cota_id = $1 and b.situacao = 'aberto' group by b.nosso_numero`,
      [s.idCota],
    );
    expect(boleto!.nosso_numero).toBe(criada.boleto.nossoNumero);
    expect(boleto!.itens).toEqual([penultima!.id, ultima!.id].sort((a, b) => a - b));
    const audit = await sql<{ detalhes: { valorCentavos: number } }>(
      "select detalhes from auditoria where acao = 'antecipacao.solicitada' and alvo = $1",
      [`cota:${s.idCota}`],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detalhes.valorCentavos).toBe(total);
    // The list shows it open, and a new request is refused while it is.
    const lista = (await pedir('GET', '', s)).json();
    expect(lista).toMatchObject({ podeAntecipar: false, aberta: { idAntecipacao: criada.idAntecipacao } });

    // The bank's payment (by hand in the back-office) settles the boleto: both instalments are paid.
    const op = await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    });
    const pago = await t.app.inject({
      method: 'POST',
      url: `/operador/v1/boletos/${criada.boleto.nossoNumero}/pagamento`,
      headers: { authorization: `Bearer ${op.json().access_token}` },
      payload: { dataPagamento: hojeEmSaoPaulo(), valorPago: total },
    });
    expect(pago.statusCode, pago.body).toBe(200);
    const parcelas = await sql<{ id: number; pago: string | null }>(
      'select id, data_pagamento::text as pago from parcelas where id = any($1)',
      [[ultima!.id, penultima!.id]],
    );
    expect(parcelas.every((p) => p.pago === hojeEmSaoPaulo())).toBe(true);
    const [depois] = await sql<{ saldo: number; pagas: number }>(
      'select valor_saldo_devedor_centavos::float8 as saldo, parcelas_pagas as pagas from cotas where id = $1',
      [s.idCota],
    );
    expect(depois).toEqual({ saldo: criada.saldoDevedorDepoisCentavos, pagas: pagas + 2 });
    expect(criada.saldoDevedorAntesCentavos).toBe(saldo);
    const lida = (await pedir('GET', '', s)).json();
    expect(lida.aberta).toBeNull();
    expect(lida.antecipacoes[0]).toMatchObject({
      idAntecipacao: criada.idAntecipacao,
      situacao: 'liquidada',
    });
    expect(
      await sql(
        "select count(*)::int as n from auditoria where acao = 'antecipacao.liquidada' and alvo = $1",
        [`cota:${s.idCota}`],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('by value, then cancelled by the customer: the boleto is cancelled and a new one may be asked', async () => {
    const s = await claraNova();
    const [ultima] = await abertas(s.idCota);
    const res = await pedir('POST', '/solicitar', s, { modo: 'valor', valorCentavos: ultima!.valor + 999 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      modo: 'valor',
      valorInformadoCentavos: ultima!.valor + 999,
      numerosParcelas: [ultima!.numero],
      valorCentavos: ultima!.valor,
    });
    const cancelada = await pedir('DELETE', '/aberta', s);
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect(cancelada.json()).toMatchObject({
      situacao: 'cancelada',
      motivoCancelamento: 'Cancelada pelo cliente.',
    });
    expect(
      await sql('select situacao from boletos where nosso_numero = $1', [res.json().boleto.nossoNumero]),
    ).toEqual([{ situacao: 'cancelado' }]);
    const denovo = await pedir('DELETE', '/aberta', s);
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json().mensagem).toBe(MENSAGENS_ANTECIPACAO.semAberta);
    expect((await pedir('POST', '/solicitar', s, { modo: 'prazo', quantidadeParcelas: 1 })).statusCode).toBe(
      201,
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MENSAGENS_LANCE,
  MENSAGEM_ASSEMBLEIA_FORA_DE_ORDEM,
  MENSAGEM_ASSEMBLEIA_JA_INICIADA,
  FASES,
  STATUS_CASO,
  formatarData,
  hojeEmSaoPaulo,
  montarConfirmacaoLance,
  montarPayloadLance,
  verificarResultado,
  type RegrasLance,
} from '@portal/domain';
import { createTestApp, MARIA, PREFIX, CABECALHOS, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let operador: string;
let cotas: { idCota: number; grupo: number; cota: number }[];
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.login(MARIA)).access_token;
  cotas = (await t.get('/cotas', token)).json().data;
  operador = (
    await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'supervisor@portal.example', senha: 'Operador#2026' },
    })
  ).json().access_token;
});
afterEach(() => t.close());

const idDe = (grupo: number, cota: number) => cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${operador}` },
    ...(payload ? { payload } : {}),
  });
const PREMIOS = ['48213', '07777', '31990', '55555', '12345'];
const MOTIVO = 'Teste automatizado da apuração antecipada';
/** The body a supervisor sends to start group 1010's assembly ahead of its date. */
const antecipada = async (idAssembleia: number) => ({
  concurso: (await op('GET', `/assembleias/${idAssembleia}`)).json().assembleia.concursoEsperado,
  premios: PREMIOS,
  motivoAntecipacao: MOTIVO,
});

async function lance(id: number, percentual: number) {
  const r = (await t.get(`/cotas/${id}/credenciamento-lance`, token)).json() as RegrasLance;
  const payload = montarPayloadLance(r, {
    type: { modalidade: 'PE', percentual, valor: null },
    builtin: { usa: false, valor: null },
    fgts: { usa: false, valor: null },
    keys: false,
    reduction: 'PZ',
  });
  const headers = { ...CABECALHOS, access_token: token };
  const sim = (
    await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/cotas/${id}/credenciamento-lance/simulacao`,
      payload,
      headers,
    })
  ).json();
  const conf = await t.app.inject({
    method: 'POST',
    url: `${PREFIX}/cotas/${id}/credenciamento-lance`,
    payload: montarConfirmacaoLance(payload, sim.identificador),
    headers,
  });
  return conf.json().protocolo as string;
}

describe('calendar and published results', () => {
  it('shows held and scheduled assemblies, and each held result recomputes to the same', async () => {
    const id = idDe(1010, 23);
    const cal = (await t.get(`/cotas/${id}/assembleias/calendario`, token)).json();
    expect(cal.grupo).toBe(1010);
    expect(cal.assembleias.filter((a: { situacao: string }) => a.situacao === 'realizada')).toHaveLength(6);
    expect(cal.assembleias.filter((a: { situacao: string }) => a.situacao === 'agendada')).toHaveLength(3);
    const ultima = cal.assembleias.filter((a: { situacao: string }) => a.situacao === 'realizada').at(-1);
    const publicado = (
      await t.get(`/cotas/${id}/assembleias/resultado/${ultima.idAssembleia}`, token)
    ).json();
    expect(verificarResultado(publicado.entrada, publicado.resultado).confere).toBe(true);
    const agendada = cal.assembleias.find((a: { situacao: string }) => a.situacao === 'agendada');
    expect(
      (await t.get(`/cotas/${id}/assembleias/resultado/${agendada.idAssembleia}`, token)).statusCode,
    ).toBe(404);
  });

  it("hides another group's results and another customer's quota", async () => {
    const ana = await t.login('98765432100', { idParceiro: 2 });
    expect((await t.get(`/cotas/${ana.idCota}/assembleias/calendario`, token)).statusCode).toBe(404);
    const outroGrupo = (await t.get(`/cotas/${ana.idCota}/assembleias/calendario`, ana.access_token)).json()
      .assembleias[0];
    expect(
      (await t.get(`/cotas/${idDe(1010, 23)}/assembleias/resultado/${outroGrupo.idAssembleia}`, token))
        .statusCode,
    ).toBe(404);
  });
});

describe('running an assembly live', () => {
  it('starting closes its bids: a simulation made before is refused, and a counted bid can no longer be cancelled', async () => {
    const id = idDe(1010, 23);
    const protocolo = await lance(id, 30);
    const headers = { ...CABECALHOS, access_token: token };
    const r = (await t.get(`/cotas/${id}/credenciamento-lance`, token)).json() as RegrasLance;
    const payload = montarPayloadLance(r, {
      type: { modalidade: 'PE', percentual: 40, valor: null },
      builtin: { usa: false, valor: null },
      fgts: { usa: false, valor: null },
      keys: false,
      reduction: 'PZ',
    });
    const sim = (
      await t.app.inject({
        method: 'POST',
        url: `${PREFIX}/cotas/${id}/credenciamento-lance/simulacao`,
        payload,
        headers,
      })
    ).json();
    expect(sim.summary.numeroTotalAssembleia).toBe(r.proximaAssembleia!.numeroTotalAssembleia);

    const iniciada = await op(
      'POST',
      `/assembleias/${r.proximaAssembleia!.idAssembleia}/apuracao`,
      await antecipada(r.proximaAssembleia!.idAssembleia),
    );
    expect(iniciada.statusCode).toBe(200);

    // The wizard still holds the old simulation: confirming it must not become a bid for the next assembly.
    const tarde = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/cotas/${id}/credenciamento-lance`,
      payload: montarConfirmacaoLance(payload, sim.identificador),
      headers,
    });
    expect(tarde.json()).toMatchObject({
      protocolo: null,
      notifications: [{ codigo: 'PRAZO_ENCERRADO', mensagem: MENSAGENS_LANCE.prazoEncerrado }],
    });

    const historico = (await t.get(`/cotas/${id}/credenciamento-lance/historico`, token)).json();
    expect(historico.total).toBe(1);
    expect(historico.data[0]).toMatchObject({ protocolo, situacao: 'ativo', podeCancelar: false });
    const cancelar = await t.app.inject({
      method: 'PUT',
      url: `${PREFIX}/cotas/${id}/credenciamento-lance/cancelamento-lance/${protocolo}`,
      headers,
    });
    expect(cancelar.statusCode).toBe(400);
    expect(cancelar.json().mensagem).toBe(MENSAGENS_LANCE.cancelamentoEncerrado);

    // A fresh simulation goes to the following assembly, which still takes bids.
    const seguinte = (await t.get(`/cotas/${id}/credenciamento-lance`, token)).json() as RegrasLance;
    expect(seguinte.proximaAssembleia!.numeroTotalAssembleia).toBe(
      r.proximaAssembleia!.numeroTotalAssembleia + 1,
    );
  });

  it('publishes step by step; the winning bid contemplates the quota and the stream replays everything', async () => {
    const id = idDe(1010, 23);
    const protocolo = await lance(id, 60);
    const lista = (await op('GET', '/assembleias')).json().assembleias;
    const proxima = lista.find(
      (a: { grupo: number; podeIniciar: boolean }) => a.grupo === 1010 && a.podeIniciar,
    );
    expect(proxima.lancesAtivos).toBe(1);
    const depois = lista.find(
      (a: { grupo: number; numeroTotalAssembleia: number }) =>
        a.grupo === 1010 && a.numeroTotalAssembleia === proxima.numeroTotalAssembleia + 1,
    );
    expect(
      (
        await op(
          'POST',
          `/assembleias/${depois.idAssembleia}/apuracao`,
          await antecipada(depois.idAssembleia),
        )
      ).json().mensagem,
    ).toBe(MENSAGEM_ASSEMBLEIA_FORA_DE_ORDEM);
    expect((await t.get(`/cotas/${id}/assembleias/ao-vivo`, token)).statusCode).toBe(404);

    const corpo = await antecipada(proxima.idAssembleia);
    let estado = (await op('POST', `/assembleias/${proxima.idAssembleia}/apuracao`, corpo)).json();
    expect(estado.assembleia.situacao).toBe('em-andamento');
    expect(estado.publicados).toHaveLength(1);
    expect((await op('POST', `/assembleias/${proxima.idAssembleia}/apuracao`, corpo)).json().mensagem).toBe(
      MENSAGEM_ASSEMBLEIA_JA_INICIADA,
    );
    expect((await t.get(`/cotas/${id}/dashboard/resultado-assembleia`, token)).json().aoVivo).toBe(true);
    const { url } = (await t.get(`/cotas/${id}/assembleias/ao-vivo`, token)).json();

    while (estado.proximoEvento)
      estado = (await op('POST', `/assembleias/${proxima.idAssembleia}/proximo-evento`)).json();
    expect(estado.assembleia.situacao).toBe('realizada');
    expect(estado.resultado.contempladas).toContainEqual(
      expect.objectContaining({ cota: 23, forma: 'lance', modalidade: 'PE' }),
    );

    const cota = (await t.get(`/cotas/${id}`, token)).json();
    expect(cota.modalidadeContemplacao).toBe('PE');
    expect(cota.situacaoCota).toBe('ATIVO - CONTEMPLADO');
    // Held ahead of its date, it contemplates as of the day it was held: the quota stops bidding at once.
    expect(cota.dataContemplacao).toBe(hojeEmSaoPaulo());
    expect((await t.get(`/cotas/${id}/credenciamento-lance`, token)).json()).toMatchObject({
      podeOfertar: false,
      motivoImpedimento: MENSAGENS_LANCE.cotaContemplada,
    });
    const historico = (await t.get(`/cotas/${id}/credenciamento-lance/historico`, token)).json();
    expect(historico.data[0]).toMatchObject({ protocolo, situacao: 'contemplado', podeCancelar: false });
    expect(
      (await t.get(`/cotas/${id}/dashboard/resultado-assembleia`, token)).json().ultimoResultado,
    ).toMatchObject({ cotaContemplada: true, modalidadeContemplacao: 'PE' });

    const stream = await t.app.inject({ method: 'GET', url });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const mensagens = stream.body
      .split('\n\n')
      .filter((b) => b.startsWith('id: '))
      .map((b) => JSON.parse(b.split('data: ')[1]!));
    expect(mensagens.map((m) => m.sequencia)).toEqual(
      estado.publicados.map((p: { sequencia: number }) => p.sequencia),
    );
    expect(mensagens.at(-1).evento.tipo).toBe('assembleia-encerrada');
    const retomada = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'last-event-id': String(mensagens.length - 1) },
    });
    expect(retomada.body.match(/^id: /gm)).toHaveLength(1);

    const publicado = (
      await t.get(`/cotas/${id}/assembleias/resultado/${proxima.idAssembleia}`, token)
    ).json();
    expect(verificarResultado(publicado.entrada, publicado.resultado).confere).toBe(true);
    expect((await op('GET', '/auditoria')).body).toContain(`assembleia:${proxima.idAssembleia}`);

    // The next assembly does not contemplate it again: the home still names the one that did.
    let seguinte = (
      await op('POST', `/assembleias/${depois.idAssembleia}/apuracao`, await antecipada(depois.idAssembleia))
    ).json();
    while (seguinte.proximoEvento)
      seguinte = (await op('POST', `/assembleias/${depois.idAssembleia}/proximo-evento`)).json();
    const home = (await t.get(`/cotas/${id}/dashboard/resultado-assembleia`, token)).json();
    expect(home.ultimoResultado).toMatchObject({
      numeroTotalAssembleia: depois.numeroTotalAssembleia,
      cotaContemplada: false,
    });
    expect(home.contemplacao).toMatchObject({
      numeroTotalAssembleia: proxima.numeroTotalAssembleia,
      realizadaEm: hojeEmSaoPaulo(),
      modalidade: 'PE',
    });
  });

  it('closing opens one document-analysis case per contemplated quota we hold, also when the close is retried (issue 15)', async () => {
    const id = idDe(1010, 23);
    await lance(id, 60);
    const r = (await t.get(`/cotas/${id}/credenciamento-lance`, token)).json() as RegrasLance;
    const idAssembleia = r.proximaAssembleia!.idAssembleia;
    let estado = (
      await op('POST', `/assembleias/${idAssembleia}/apuracao`, await antecipada(idAssembleia))
    ).json();
    while (estado.proximoEvento.tipo !== 'assembleia-encerrada')
      estado = (await op('POST', `/assembleias/${idAssembleia}/proximo-evento`)).json();
    // Two operators publish the closing step at once, then one tries again.
    const fechamentos = await Promise.all([
      op('POST', `/assembleias/${idAssembleia}/proximo-evento`),
      op('POST', `/assembleias/${idAssembleia}/proximo-evento`),
    ]);
    expect(fechamentos.map((f) => f.statusCode).sort()).toEqual([200, 400]);
    expect((await op('POST', `/assembleias/${idAssembleia}/proximo-evento`)).statusCode).toBe(400);
    const contempladas = (await op('GET', `/assembleias/${idAssembleia}`)).json().resultado.contempladas as {
      cota: number;
      modalidade: string;
    }[];
    expect(contempladas).toContainEqual(expect.objectContaining({ cota: 23, modalidade: 'PE' }));

    const { rows } = await t.database.pool.query<{
      numero: number;
      casos: number;
      fase: string;
      status: string;
      modalidade: string;
    }>(
      `select c.numero, count(k.id)::int as casos, min(k.fase) as fase, min(k.status) as status,
              min(k.modalidade_contemplacao) as modalidade
         from cotas c join grupos g on g.id = c.grupo_id
         left join casos k on k.cota_id = c.id and k.tipo = 'Consultoria_Analise'
        where g.codigo = 1010 and c.versao = 0 and c.numero = any($1)
        group by c.numero`,
      [contempladas.map((c) => c.cota)],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const c = contempladas.find((x) => x.cota === row.numero)!;
      expect(row).toEqual({
        numero: c.cota,
        casos: 1,
        fase: FASES.TRATATIVA_NAO_INICIADA,
        status: STATUS_CASO.EM_ANDAMENTO,
        modalidade: c.modalidade,
      });
    }
  });

  it('a quota in arrears is warned before bidding, and the frozen set leaves it out by the same rule (issue 15)', async () => {
    const emAtraso = (
      await t.get(`/cotas/${idDe(1010, 57)}/credenciamento-lance`, token)
    ).json() as RegrasLance;
    expect(emAtraso.podeOfertar).toBe(true);
    expect(emAtraso.avisoElegibilidade).toContain('Esta cota tem 2 parcelas vencidas e não pagas.');
    expect(emAtraso.avisoElegibilidade).toContain(
      `pague as parcelas em atraso até ${formatarData(emAtraso.proximaAssembleia!.dataLimiteLance)}`,
    );
    const emDia = (await t.get(`/cotas/${idDe(1010, 23)}/credenciamento-lance`, token)).json() as RegrasLance;
    expect(emDia.avisoElegibilidade).toBeNull();

    const idAssembleia = emAtraso.proximaAssembleia!.idAssembleia;
    const estado = (
      await op('POST', `/assembleias/${idAssembleia}/apuracao`, await antecipada(idAssembleia))
    ).json();
    expect(estado.conjuntoElegivel.cotas).toContain(23);
    expect(estado.conjuntoElegivel.cotas).not.toContain(57);
  });

  it('needs an operator session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/operador/v1/assembleias' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_SEGURO } from '@portal/domain';
import { CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The insurance offer (issue 22; 03 §2, §7, §8, §9; ADR 0055) on Clara's quotas (Horizonte): the data with
 * possui_seguro and the 6-instalment cover; the request with bad input changing nothing; 20 requests at once
 * open one (the partial unique index), the others 409; ownership (another customer, another partner's host);
 * the back-office queue scoped to the analyst's partner and its audited closing, which can give the insurance.
 */

const CLARA = '38461527224';

let t: TestApp;
type Sessao = { access_token: string; idCota: number };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

let token = '';
const ids = new Map<number, number>();
async function clara(numero: number): Promise<Sessao> {
  if (!token) {
    token = (await t.login(CLARA, { idParceiro: 1 })).access_token;
    const cotas = (await t.get('/cotas', token)).json().data as { idCota: number; cota: number }[];
    for (const c of cotas) ids.set(c.cota, c.idCota);
  }
  return { access_token: token, idCota: ids.get(numero)! };
}

const dados = (s: Sessao, host?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${PREFIX}/cotas/${s.idCota}/seguro/dados`,
    headers: { ...CABECALHOS, access_token: s.access_token, ...(host && { host }) },
  });
const solicitar = (s: Sessao, payload: unknown, ip = '10.55.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `${PREFIX}/cotas/${s.idCota}/seguro/solicitar`,
    remoteAddress: ip,
    headers: { ...CABECALHOS, access_token: s.access_token },
    payload: payload as object,
  });
const CORPO = { telefone: '(31) 98888-7777', email: 'clara.duarte@example.com', 'melhor-horario': 'tarde' };

async function entrarOperador(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}
const operador = (method: 'GET' | 'PATCH', url: string, tk: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${tk}` },
    ...(payload ? { payload } : {}),
  });
const solicitacoes = (cotaId: number) =>
  sql<{ id: number; situacao: string; telefone: string; melhor_horario: string; desfecho: string | null }>(
    'select id, situacao, telefone, melhor_horario, desfecho from solicitacoes_seguro where cota_id = $1 order by id',
    [cotaId],
  );
const auditoria = (acao: string, alvo: string) =>
  sql<{ detalhes: Record<string, unknown>; operador_id: number | null }>(
    'select detalhes, operador_id from auditoria where acao = $1 and alvo = $2 order by id',
    [acao, alvo],
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET cotas/{id}/seguro/dados', () => {
  it('a quota without the insurance: possui_seguro N, the cover of 6 instalments, the offer available', async () => {
    const s = await clara(12);
    const [{ valor }] = (await sql<{ valor: number }>(
      'select valor_parcela_centavos::float8 as valor from cotas where id = $1',
      [s.idCota],
    )) as [{ valor: number }];
    const res = await dados(s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      idCota: s.idCota,
      possui_seguro: 'N',
      seguro: null,
      simulacao: { valorParcelaCentavos: valor, mesesCobertura: 6, valorMaximoCentavos: valor * 6 },
      ofertaDisponivel: true,
      motivo: null,
      solicitacao: null,
    });
  });

  it('a quota with the insurance: possui_seguro S and its data; a cancelled one is not offered', async () => {
    const comSeguro = (await dados(await clara(14))).json();
    expect(comSeguro).toMatchObject({
      possui_seguro: 'S',
      seguro: { nome: 'Seguro Proteção Financeira', mesesCobertura: 6 },
      ofertaDisponivel: false,
      motivo: MENSAGENS_SEGURO.jaPossui,
    });
    const cancelada = (await dados(await clara(15))).json();
    expect(cancelada).toMatchObject({
      possui_seguro: 'N',
      ofertaDisponivel: false,
      motivo: MENSAGENS_SEGURO.cancelada,
    });
  });

  it("another customer's quota is not found; the session on another partner's host is refused", async () => {
    const s = await clara(12);
    const maria = await t.login(MARIA, { idParceiro: 1 });
    const alheia = await dados({ access_token: maria.access_token, idCota: s.idCota });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json().mensagem).toBe('Cota não encontrada.');
    expect((await dados(s, '127.0.0.1')).statusCode).toBe(401);
  });
});

describe('POST cotas/{id}/seguro/solicitar', () => {
  it('bad input answers 400 in Portuguese and records nothing', async () => {
    const s = await clara(13);
    for (const [corpo, mensagem] of [
      [{ ...CORPO, telefone: '8888-7777' }, 'Telefone inválido'],
      [{ ...CORPO, email: 'clara@' }, 'E-mail inválido'],
      [{ ...CORPO, 'melhor-horario': 'noite' }, MENSAGENS_SEGURO.horario],
      [{ telefone: CORPO.telefone, email: CORPO.email }, MENSAGENS_SEGURO.horario],
    ] as const) {
      const res = await solicitar(s, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(res.json().mensagem).toBe(mensagem);
    }
    expect(await solicitacoes(s.idCota)).toEqual([]);
  });

  it('the cancelled quota and the insured one are refused with the reason; another customer cannot ask', async () => {
    const cancelada = await solicitar(await clara(15), CORPO);
    expect(cancelada.statusCode).toBe(400);
    expect(cancelada.json().mensagem).toBe(MENSAGENS_SEGURO.cancelada);
    const segurada = await solicitar(await clara(14), CORPO);
    expect(segurada.statusCode).toBe(400);
    expect(segurada.json().mensagem).toBe(MENSAGENS_SEGURO.jaPossui);
    const maria = await t.login(MARIA, { idParceiro: 1 });
    const s = await clara(13);
    const alheia = await solicitar({ access_token: maria.access_token, idCota: s.idCota }, CORPO);
    expect(alheia.statusCode).toBe(404);
    expect(await solicitacoes(s.idCota)).toEqual([]);
  });

  it('20 requests at once open one (the others 409, the wait screen), audited once; the data shows it', async () => {
    const s = await clara(13);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => solicitar(s, CORPO, `10.56.0.${i + 1}`)),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 201)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    const conflito = respostas.find((r) => r.statusCode === 409)!;
    expect(conflito.json().mensagem).toBe(MENSAGENS_SEGURO.solicitacaoAberta);
    const criada = respostas.find((r) => r.statusCode === 201)!.json();
    expect(criada).toMatchObject({ situacao: 'aberta', telefone: '31988887777', 'melhor-horario': 'tarde' });
    expect(await solicitacoes(s.idCota)).toEqual([
      {
        id: criada.idSolicitacao,
        situacao: 'aberta',
        telefone: '31988887777',
        melhor_horario: 'tarde',
        desfecho: null,
      },
    ]);
    expect(await auditoria('seguro.solicitado', `cota:${s.idCota}`)).toHaveLength(1);
    expect((await dados(s)).json()).toMatchObject({
      possui_seguro: 'N',
      ofertaDisponivel: false,
      motivo: MENSAGENS_SEGURO.solicitacaoAberta,
      solicitacao: { idSolicitacao: criada.idSolicitacao },
    });
  });
});

describe('back-office: the insurance requests queue', () => {
  it("the partner's analysts see only their partner's requests; closing as contracted gives the insurance, audited", async () => {
    const s = await clara(12);
    const pedido = await solicitar(s, { ...CORPO, 'melhor-horario': 'manha' });
    expect(pedido.statusCode, pedido.body).toBe(201);
    const id = pedido.json().idSolicitacao as number;

    const vertice = await entrarOperador('analista.vertice@portal.example');
    const filaVertice = (await operador('GET', '/seguros/solicitacoes', vertice)).json().data as {
      idSolicitacao: number;
    }[];
    expect(filaVertice.map((f) => f.idSolicitacao)).not.toContain(id);
    const outra = await operador('PATCH', `/seguros/solicitacoes/${id}`, vertice, { desfecho: 'contratado' });
    expect(outra.statusCode).toBe(404);
    expect(outra.json().mensagem).toBe('Solicitação não encontrada.');

    const horizonte = await entrarOperador('analista.horizonte@portal.example');
    const fila = (await operador('GET', '/seguros/solicitacoes', horizonte)).json().data as {
      idSolicitacao: number;
      nomeCliente: string;
      'melhor-horario': string;
    }[];
    expect(fila.find((f) => f.idSolicitacao === id)).toMatchObject({
      nomeCliente: 'Clara Menezes Duarte',
      'melhor-horario': 'manha',
    });

    const invalido = await operador('PATCH', `/seguros/solicitacoes/${id}`, horizonte, {
      desfecho: 'talvez',
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().mensagem).toBe('Escolha o resultado do contato.');

    const respostas = await Promise.all(
      Array.from({ length: 5 }, () =>
        operador('PATCH', `/seguros/solicitacoes/${id}`, horizonte, {
          desfecho: 'contratado',
          observacao: 'Cliente aceitou por telefone.',
        }),
      ),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(respostas.find((r) => r.statusCode === 200)!.json()).toEqual({
      idSolicitacao: id,
      desfecho: 'contratado',
      possui_seguro: 'S',
    });
    const [{ id: operadorId }] = (await sql<{ id: number }>(
      "select id from operadores where email = 'analista.horizonte@portal.example'",
    )) as [{ id: number }];
    expect(await auditoria('seguro.solicitacao-encerrada', `cota:${s.idCota}`)).toEqual([
      {
        operador_id: operadorId,
        detalhes: { idSolicitacao: id, desfecho: 'contratado', observacao: 'Cliente aceitou por telefone.' },
      },
    ]);
    expect((await dados(s)).json()).toMatchObject({ possui_seguro: 'S', solicitacao: null });
    const depois = (await operador('GET', '/seguros/solicitacoes', horizonte)).json().data as {
      idSolicitacao: number;
    }[];
    expect(depois.map((f) => f.idSolicitacao)).not.toContain(id);
  });
});

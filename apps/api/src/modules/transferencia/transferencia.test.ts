import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfComDigitos, MENSAGENS_TRANSFERENCIA as M } from '@portal/domain';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Quota transfer (issue 22; 03 §4, §5, §7, §9): Bruno's quotas. The rule and the assignee checked with nothing
 * changed on a refusal; 20 requests at once open one transfer (the partial unique index); the holder's e-mail
 * and the audit entry with it; the analyst's decision is one locked transition (20 at once: one wins); the
 * quota really moves, to a new customer with a first access or to an existing one; a refusal frees the quota.
 */

const BRUNO = '22949521541';
const EMAIL_BRUNO = 'bruno.nunes@example.com';

let t: TestApp;
type Sessao = { access_token: string; idCota: number };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const pedir = (url: string, s: Sessao, payload?: object, ip = '10.22.0.1') =>
  t.app.inject({
    method: 'POST',
    url: PREFIX + url,
    remoteAddress: ip,
    headers: { ...CABECALHOS, access_token: s.access_token },
    ...(payload ? { payload } : {}),
  });
const verificar = (s: Sessao) => pedir('/core/transferencia-cota/verificar-processo', s);
const solicitar = (s: Sessao, corpo: object, ip?: string) =>
  pedir('/core/transferencia-cota/solicitar', s, corpo, ip);

/**
 * One login per customer (the per-account login policy), then each quota selected from the newest token:
 * selecting a quota replaces the session's token. Bruno and Ana are Vértice's customers.
 */
const tokens = new Map<string, string>();
async function selecionar(documento: string, grupo: number, cota: number): Promise<Sessao> {
  if (!tokens.has(documento))
    tokens.set(documento, (await t.login(documento, { idParceiro: 2 })).access_token);
  const token = tokens.get(documento)!;
  const cotas = (await t.get('/cotas', token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
  const nova = await t.post('/login/selecionar-cota', { idCota }, { access_token: token });
  expect(nova.statusCode, nova.body).toBe(200);
  tokens.set(documento, nova.json().access_token as string);
  return { access_token: tokens.get(documento)!, idCota };
}

async function entrarOperador(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}
const operador = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object, ip = '10.23.0.1') =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const transferencias = (cotaId: number) =>
  sql<{ id: number; situacao: string; cliente_destino_id: number | null; motivo_recusa: string | null }>(
    'select id, situacao, cliente_destino_id, motivo_recusa from transferencias_cota where cota_id = $1 order by id',
    [cotaId],
  );
const auditoria = (acao: string) =>
  sql<{ alvo: string; detalhes: Record<string, unknown>; operador_id: number | null }>(
    'select alvo, detalhes, operador_id from auditoria where acao = $1 order by id',
    [acao],
  );

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
});
afterAll(() => t.close());

describe('verificar-processo and the rule (03 §4, §9)', () => {
  it('answers iniciado false, allowed, and the 1 % fee with the masked e-mail', async () => {
    const bruno = await selecionar(BRUNO, 6060, 150);
    const res = await verificar(bruno);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      iniciado: false,
      permitida: true,
      motivo: null,
      grupo: 6060,
      cota: 150,
      valorCreditoCentavos: 11_000_000,
      taxaCentavos: 110_000,
      emailConfirmacao: 'b•••@e•••.com',
    });
  });

  it('a contemplated or overdue quota is refused with its reason, and nothing is created', async () => {
    const bruno = await selecionar(BRUNO, 8080, 275);
    await sql("update cotas set data_contemplacao = '2026-05-11' where id = $1", [bruno.idCota]);
    expect((await verificar(bruno)).json()).toMatchObject({ permitida: false, motivo: M.contemplada });
    const res = await solicitar(bruno, {
      cpfCnpjCessionario: MARIA,
      nomeCessionario: 'Maria Souza',
      emailCessionario: 'maria@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: M.contemplada });
    await sql('update cotas set data_contemplacao = null, versao = 0 where id = $1', [bruno.idCota]);
    await sql('update parcelas set data_pagamento = null where cota_id = $1 and numero = 1', [bruno.idCota]);
    expect((await verificar(bruno)).json()).toMatchObject({ permitida: false, motivo: M.emAtraso });
    await sql('update parcelas set data_pagamento = data_vencimento where cota_id = $1 and numero = 1', [
      bruno.idCota,
    ]);
    expect((await verificar(bruno)).json()).toMatchObject({ permitida: true });
    expect(await transferencias(bruno.idCota)).toEqual([]);
  });

  it('the assignee: required, valid, not the holder (03 §5); nothing created', async () => {
    const bruno = await selecionar(BRUNO, 6060, 160);
    const casos: [object, string][] = [
      [
        { cpfCnpjCessionario: '', nomeCessionario: 'Maria Souza', emailCessionario: 'm@example.com' },
        M.cessionarioObrigatorio,
      ],
      [
        {
          cpfCnpjCessionario: '529.982.247-24',
          nomeCessionario: 'Maria Souza',
          emailCessionario: 'm@example.com',
        },
        M.cessionarioInvalido,
      ],
      [
        { cpfCnpjCessionario: '229.495.215-41', nomeCessionario: 'Bruno', emailCessionario: 'm@example.com' },
        M.cessionarioTitular,
      ],
      [
        { cpfCnpjCessionario: MARIA, nomeCessionario: 'Maria Souza', emailCessionario: 'não' },
        M.emailInvalido,
      ],
    ];
    for (const [corpo, mensagem] of casos) {
      const res = await solicitar(bruno, corpo);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().mensagem).toBe(mensagem);
    }
    expect(await transferencias(bruno.idCota)).toEqual([]);
    expect(await t.caixaDeSaida(EMAIL_BRUNO)).toEqual([]);
  });
});

describe('solicitar → the back-office completes it', () => {
  const novoCpf = cpfComDigitos('731902468');
  const novoEmail = 'helena.prado@example.com';
  let bruno: Sessao;
  let transferenciaId: number;

  it('20 requests at once open one transfer, with one e-mail and one audit entry', async () => {
    bruno = await selecionar(BRUNO, 6060, 150);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        solicitar(
          bruno,
          {
            cpfCnpjCessionario: novoCpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
            nomeCessionario: 'Helena Prado',
            emailCessionario: novoEmail,
          },
          `10.22.1.${i + 1}`,
        ),
      ),
    );
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of respostas.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ mensagem: M.emAndamento });
    const criada = respostas.find((r) => r.statusCode === 201)!.json();
    expect(criada).toMatchObject({ taxaCentavos: 110_000, emailConfirmacao: 'b•••@e•••.com' });
    const linhas = await transferencias(bruno.idCota);
    expect(linhas).toHaveLength(1);
    transferenciaId = linhas[0]!.id;
    expect(criada.protocolo).toBe(`TC${String(transferenciaId).padStart(8, '0')}`);
    const emails = await t.caixaDeSaida(EMAIL_BRUNO);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.texto).toContain('R$\u00a01.100,00');
    const audit = await auditoria('transferencia.solicitada');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ alvo: `cota:${bruno.idCota}`, operador_id: null });
    expect((await verificar(bruno)).json()).toMatchObject({ iniciado: true, permitida: false, motivo: null });
  });

  it("another partner's analyst does not see it", async () => {
    const horizonte = await entrarOperador('analista.horizonte@portal.example');
    const fila = (await operador('GET', '/transferencias', horizonte)).json().data as { id: number }[];
    expect(fila.some((f) => f.id === transferenciaId)).toBe(false);
    const res = await operador('PATCH', `/transferencias/${transferenciaId}`, horizonte, {
      decisao: 'concluir',
    });
    expect(res.statusCode).toBe(404);
    expect((await transferencias(bruno.idCota))[0]!.situacao).toBe('aguardando');
  });

  it('20 completions at once: one wins; the quota moves to a new customer with a first access', async () => {
    const analista = await entrarOperador('analista@portal.example');
    const fila = (await operador('GET', '/transferencias', analista)).json().data as {
      id: number;
      cessionario: { jaECliente: boolean; inscricaoNacional: string };
    }[];
    expect(fila.find((f) => f.id === transferenciaId)?.cessionario).toMatchObject({
      jaECliente: false,
      inscricaoNacional: novoCpf,
    });
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        operador(
          'PATCH',
          `/transferencias/${transferenciaId}`,
          analista,
          { decisao: 'concluir' },
          `10.23.1.${i + 1}`,
        ),
      ),
    );
    const ok = respostas.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toEqual({ id: transferenciaId, situacao: 'concluida', clienteNovo: true });
    expect(
      respostas.filter((r) => r.statusCode !== 200).every((r) => [404, 409].includes(r.statusCode)),
    ).toBe(true);

    const [novo] = await sql<{ id: number; senha_expirada: boolean; nome: string }>(
      'select id, senha_expirada, nome from clientes where inscricao_nacional = $1',
      [novoCpf],
    );
    expect(novo).toMatchObject({ senha_expirada: true, nome: 'Helena Prado' });
    const [cota] = await sql<{ cliente_id: number }>('select cliente_id from cotas where id = $1', [
      bruno.idCota,
    ]);
    expect(cota!.cliente_id).toBe(novo!.id);
    expect(await transferencias(bruno.idCota)).toEqual([
      { id: transferenciaId, situacao: 'concluida', cliente_destino_id: novo!.id, motivo_recusa: null },
    ]);
    expect(await auditoria('transferencia.concluida')).toHaveLength(1);

    // The old holder no longer reaches it (404, never revealing it exists).
    expect((await verificar(bruno)).statusCode).toBe(404);
    expect((await t.caixaDeSaida(EMAIL_BRUNO))[0]!.assunto).toContain('concluída');

    // The assignee's first access: the provisional password from the e-mail, then a new password is required.
    const [email] = await t.caixaDeSaida(novoEmail);
    const senha = /senha provisória (\d{6})/.exec(email!.texto)?.[1];
    expect(senha).toBeDefined();
    const login = await t.login(novoCpf, { password: senha, idParceiro: 2 });
    const [depois] = await sql<{ senha_expirada: boolean }>(
      'select senha_expirada from clientes where id = $1',
      [novo!.id],
    );
    expect(depois!.senha_expirada).toBe(true);
    const cotas = (await t.get('/cotas', login.access_token)).json().data as {
      grupo: number;
      cota: number;
    }[];
    expect(cotas.map((c) => `${c.grupo}/${c.cota}`)).toEqual(['6060/150']);
  });
});

describe('refusal, then a transfer to an existing customer', () => {
  it('the analyst refuses with a reason; a new request to Ana (a customer) completes and she sees the quota', async () => {
    const bruno = await selecionar(BRUNO, 6060, 160);
    const corpo = {
      cpfCnpjCessionario: ANA,
      nomeCessionario: 'Ana Costa',
      emailCessionario: 'ana.t@example.com',
    };
    expect((await solicitar(bruno, corpo)).statusCode).toBe(201);
    const [primeira] = await transferencias(bruno.idCota);
    const analista = await entrarOperador('analista@portal.example');
    const semMotivo = await operador('PATCH', `/transferencias/${primeira!.id}`, analista, {
      decisao: 'recusar',
      motivo: '',
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().mensagem).toBe(M.motivoObrigatorio);
    const recusa = await operador('PATCH', `/transferencias/${primeira!.id}`, analista, {
      decisao: 'recusar',
      motivo: 'Documento do cessionário ilegível',
    });
    expect(recusa.statusCode, recusa.body).toBe(200);
    expect(await transferencias(bruno.idCota)).toEqual([
      {
        id: primeira!.id,
        situacao: 'recusada',
        cliente_destino_id: null,
        motivo_recusa: 'Documento do cessionário ilegível',
      },
    ]);
    const depois = await operador('PATCH', `/transferencias/${primeira!.id}`, analista, {
      decisao: 'concluir',
    });
    expect(depois.statusCode).toBe(404);

    expect((await verificar(bruno)).json()).toMatchObject({ iniciado: false, permitida: true });
    expect((await solicitar(bruno, corpo)).statusCode).toBe(201);
    const segunda = (await transferencias(bruno.idCota))[1]!;
    const fim = await operador('PATCH', `/transferencias/${segunda.id}`, analista, { decisao: 'concluir' });
    expect(fim.json()).toEqual({ id: segunda.id, situacao: 'concluida', clienteNovo: false });
    const ana = await t.login(ANA, { idParceiro: 2 });
    const lista = await t.get('/cotas?page_size=100', ana.access_token);
    expect(lista.statusCode, lista.body).toBe(200);
    const cotas = lista.json().data as {
      grupo: number;
      cota: number;
    }[];
    const [dono] = await sql<{ cliente_id: number; inscricao: string }>(
      'select c.cliente_id, cl.inscricao_nacional as inscricao from cotas c join clientes cl on cl.id = c.cliente_id where c.id = $1',
      [bruno.idCota],
    );
    expect(dono!.inscricao).toBe(ANA);
    expect(cotas.map((c) => `${c.grupo}/${c.cota}`)).toContain('6060/160');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROS_CODIGO, ERROS_TOKEN_CADASTRAL, MENSAGENS_CADASTRO } from '@portal/domain';
import {
  ANA,
  CABECALHOS,
  comRefresh,
  createTestApp,
  HOST_DO_PARCEIRO,
  MARIA,
  PREFIX,
  type TestApp,
} from '../../../test/test-app.ts';

const CELULAR_MARIA = '11987654321';
const ROTA_SUL = '11222333000181';

let t: TestApp;
let maria: { access_token: string; refresh_token: string; idCota: number };
beforeEach(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  maria = await t.login(MARIA);
});
afterEach(() => t.close());

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH';
const chamar = (metodo: Metodo, caminho: string, body?: object, token = maria.access_token) =>
  t.app.inject({
    method: metodo,
    url: PREFIX + caminho,
    headers: { ...CABECALHOS, access_token: token },
    ...(body ? { payload: body } : {}),
  });
const base = (idCota = maria.idCota) => `/cotas/${idCota}/dados-cadastrais`;

async function linhas<T, R extends T[] = T[]>(consulta: ReturnType<typeof sql>): Promise<R> {
  return (await t.database.db.execute(consulta)).rows as R;
}
const idDe = async (inscricao: string) => {
  const documento = inscricao.replace(/[.\-/]/g, '');
  return (
    await linhas<{ id: number }>(sql`select id from clientes where inscricao_nacional = ${documento}`)
  )[0]!.id;
};

/** Everything a refused request must leave as it was: the person's rows, cases, audit and the login record. */
async function fotografia(inscricao = MARIA) {
  const id = await idDe(inscricao);
  return linhas(sql`
    select
      (select json_agg(e order by e.id) from enderecos e where cliente_id = ${id}) as enderecos,
      (select json_agg(e order by e.id) from emails e where cliente_id = ${id}) as emails,
      (select json_agg(e order by e.id) from telefones e where cliente_id = ${id}) as telefones,
      (select row_to_json(p) from pessoas_fisicas p where cliente_id = ${id}) as fisica,
      (select row_to_json(p) from pessoas_juridicas p where cliente_id = ${id}) as juridica,
      (select row_to_json(r) from renda_patrimonio r where cliente_id = ${id}) as renda,
      (select count(*) from casos where cliente_id = ${id}) as casos,
      (select count(*) from auditoria) as auditoria,
      (select row_to_json(c) from (select nome, email, telefone_celular, telefone_fixo from clientes where id = ${id}) c) as cliente`);
}

const codigoEnviado = async (celular = CELULAR_MARIA) =>
  /código: ([A-Z0-9]{4})/.exec((await t.caixaDeSaida(celular))[0]!.texto)![1]!;

/** Asks a code by SMS and validates it: the session's auth_token for the quota (then waits the resend pause). */
async function autorizar(sessao = maria, idCota = sessao.idCota, celular = CELULAR_MARIA): Promise<string> {
  const pedido = await chamar('POST', `/cotas/${idCota}/verificacao`, {}, sessao.access_token);
  expect(pedido.statusCode, pedido.body).toBe(200);
  const validado = await chamar(
    'PATCH',
    `/cotas/${idCota}/verificacao`,
    { codigo: await codigoEnviado(celular) },
    sessao.access_token,
  );
  expect(validado.statusCode, validado.body).toBe(200);
  t.avancar(40_001);
  return validado.json().auth_token as string;
}

const ENDERECO = {
  endereco: 'Rua Oscar Freire',
  numeroEndereco: '379',
  complemento: 'Casa 2',
  bairro: 'Jardim Paulista',
  idCidade: 3550308,
  cep: '01426-001',
  idTipoEndereco: 1,
};

describe('reading the registration data', () => {
  it('answers the person’s data in the 03 §3 shapes, principal entries first, on any of their quotas', async () => {
    const res = await chamar('GET', base());
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      tipoPessoa: 'F',
      juridica: null,
      valorRenda: 850_000,
      valorPatrimonioTotal: 42_000_000,
      analise: null,
      fisica: {
        nomeCompleto: 'Maria Oliveira Santos',
        idEstadoCivil: 2,
        nomeConjuge: 'Ricardo Almeida Santos',
      },
    });
    expect(d.enderecos[0]).toEqual({
      idEndereco: expect.any(Number),
      endereco: 'Rua Haddock Lobo',
      numeroEndereco: '595',
      bairro: 'Cerqueira César',
      complemento: 'Apto 82',
      idCidade: 3550308,
      cep: '01414001',
      idTipoEndereco: 1,
      caixaPostal: null,
      principal: true,
      principalTodas: true,
      referencia: 'Próximo à Rua Oscar Freire',
    });
    expect(d.enderecos).toHaveLength(2);
    expect(d.emails[0]).toEqual({
      idEmail: expect.any(Number),
      principal: true,
      principalTodas: true,
      email: 'maria.santos@example.com',
    });
    expect(d.telefones).toEqual([
      expect.objectContaining({ telefone: CELULAR_MARIA, idTipoTelefone: 3, principal: true }),
      expect.objectContaining({ telefone: '1133334444', idTipoTelefone: 1, principal: false }),
    ]);

    // The same on another quota of hers, and in each list's own call.
    const cotas = (await chamar('GET', '/cotas')).json().data as { idCota: number }[];
    const outra = cotas.find((c) => c.idCota !== maria.idCota)!.idCota;
    expect((await chamar('GET', base(outra))).json()).toEqual(d);
    expect((await chamar('GET', `${base()}/enderecos`)).json()).toEqual(d.enderecos);
    expect((await chamar('GET', `${base()}/emails`)).json()).toEqual(d.emails);
    expect((await chamar('GET', `${base()}/telefones`)).json()).toEqual(d.telefones);
    expect((await chamar('GET', '/core/dados-cadastrais/confirmar-dados')).json()).toEqual(d);
  });

  it('answers the screens’ parameters', async () => {
    const res = await chamar('GET', `${base()}/parametrosDadosCadastrais`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tipoPessoa: 'F',
      tamanhoCodigo: 4,
      validadeTokenSegundos: 900,
      esperaReenvioSegundos: 40,
      tentativasCodigo: 5,
      celularParaToken: '(11) *****-4321',
      exigemToken: ['enderecos', 'emails', 'telefones', 'fisica'],
    });
  });

  it('serves a company its company data', async () => {
    const rotaSul = await t.login(ROTA_SUL);
    const d = (await chamar('GET', base(rotaSul.idCota), undefined, rotaSul.access_token)).json();
    expect(d).toMatchObject({
      tipoPessoa: 'J',
      fisica: null,
      juridica: { razaoSocial: 'Transportadora Rota Sul Ltda', cpfRepresentante: '31876542071' },
    });
  });
});

describe('ownership', () => {
  it("answers 404 for another customer's quota, and for their addresses, e-mails and phones on one's own", async () => {
    const ana = await t.login(ANA, { idParceiro: 2 });
    expect((await chamar('GET', base(ana.idCota))).json()).toEqual({ mensagem: 'Cota não encontrada.' });

    const cadastroDaAna = (await chamar('GET', base(ana.idCota), undefined, ana.access_token)).json();
    const antes = await fotografia(ANA);
    const token = await autorizar();
    const alheios: [string, object, string][] = [
      [
        `/enderecos/${cadastroDaAna.enderecos[0].idEndereco}`,
        { ...ENDERECO, principal: true, auth_token: token },
        MENSAGENS_CADASTRO.enderecoNaoEncontrado,
      ],
      [
        `/emails/${cadastroDaAna.emails[0].idEmail}`,
        { email: 'x@example.com', principal: true, auth_token: token },
        MENSAGENS_CADASTRO.emailNaoEncontrado,
      ],
      [
        `/telefones/${cadastroDaAna.telefones[0].idTelefone}`,
        { telefone: '11912345678', principal: true, auth_token: token },
        MENSAGENS_CADASTRO.telefoneNaoEncontrado,
      ],
    ];
    for (const [caminho, corpo, mensagem] of alheios) {
      const res = await chamar('PUT', base() + caminho, corpo);
      expect(res.statusCode, caminho).toBe(404);
      expect(res.json()).toEqual({ mensagem });
    }
    expect(await fotografia(ANA)).toEqual(antes);
    // The refusals spent nothing: Maria's token still works.
    expect(
      (await chamar('POST', `${base()}/email`, { email: 'nova@example.com', auth_token: token })).statusCode,
    ).toBe(201);
  });

  it("refuses a session on the other partner's host (401), nothing changed", async () => {
    const antes = await fotografia();
    for (const [metodo, caminho, corpo] of [
      ['GET', base(), undefined],
      ['PUT', base(), { valorRenda: 1 }],
      ['GET', '/core/dados-cadastrais/confirmar-dados', undefined],
    ] as const) {
      const res = await t.app.inject({
        method: metodo,
        url: PREFIX + caminho,
        headers: { ...CABECALHOS, access_token: maria.access_token, host: HOST_DO_PARCEIRO[2]! },
        ...(corpo ? { payload: corpo } : {}),
      });
      expect(res.statusCode, caminho).toBe(401);
    }
    expect(await fotografia()).toEqual(antes);
  });
});

describe('bad input: 400 with the exact message, nothing changed', () => {
  it.each([
    ['POST', '/telefones', { telefone: '123' }, 'Telefone inválido'],
    ['POST', '/phone', { telefone: '(11) 3333-5555' }, 'Telefone inválido'],
    ['POST', '/email', { email: 'maria@' }, 'E-mail inválido'],
    ['POST', '/enderecos', { ...ENDERECO, endereco: '  ' }, 'Campo obrigatório'],
    ['POST', '/enderecos', { ...ENDERECO, cep: '0142-001' }, 'CEP inválido'],
    ['POST', '/enderecos', { ...ENDERECO, idCidade: 3550309 }, 'Cidade inválida'],
    ['PUT', '', {}, 'Informe a renda ou o patrimônio total.'],
    ['PUT', '', { valorRenda: -100 }, 'Valor inválido'],
    ['PUT', '/fisica', { nomeCompleto: 'Maria' }, 'Campo obrigatório'],
    ['PUT', '/juridica', { razaoSocial: 'X' }, 'Campo obrigatório'],
  ] as const)('%s %s %j → %s', async (metodo, caminho, corpo, mensagem) => {
    const token = await autorizar();
    const antes = await fotografia();
    const res = await chamar(metodo, base() + caminho, { ...corpo, auth_token: token });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ mensagem });
    expect(await fotografia()).toEqual(antes);
  });

  it('refuses a future birth date, a married person without spouse, and company data for a person', async () => {
    const fisica = (await chamar('GET', base())).json().fisica;
    const token = await autorizar();
    const antes = await fotografia();
    const casos: [string, object, string][] = [
      ['/fisica', { ...fisica, dataNascimento: '2999-01-01' }, 'Data inválida'],
      ['/fisica', { ...fisica, nomeConjuge: null }, 'Campo obrigatório'],
      [
        '/juridica',
        {
          razaoSocial: 'X Ltda',
          dataFundacao: '2000-01-01',
          nomeRepresentante: 'Y',
          cpfRepresentante: '52998224725',
        },
        MENSAGENS_CADASTRO.somentePessoaJuridica,
      ],
    ];
    for (const [caminho, corpo, mensagem] of casos) {
      const res = await chamar('PUT', base() + caminho, { ...corpo, auth_token: token });
      expect(res.statusCode, caminho).toBe(400);
      expect(res.json()).toEqual({ mensagem });
    }
    expect(await fotografia()).toEqual(antes);
  });
});

describe('the SMS authorisation (auth_token)', () => {
  it('is required by contact and address saves: missing, spent, another session’s or quota’s → 403, nothing changed', async () => {
    const antes = await fotografia();
    const semToken = await chamar('POST', `${base()}/email`, { email: 'nova@example.com' });
    expect(semToken.statusCode).toBe(403);
    expect(semToken.json()).toEqual({
      codigo: 'TRANSACAO_NAO_AUTORIZADA',
      mensagem: ERROS_TOKEN_CADASTRAL.TRANSACAO_NAO_AUTORIZADA,
    });
    const falso = await chamar('POST', `${base()}/enderecos`, { ...ENDERECO, auth_token: 'x'.repeat(43) });
    expect(falso.json().codigo).toBe('TRANSACAO_NAO_AUTORIZADA');
    expect(await fotografia()).toEqual(antes);

    const token = await autorizar();
    // Another session of the same person (a new login) cannot use it, nor another quota of hers.
    const outraSessao = await t.login(MARIA);
    const daOutra = await chamar(
      'POST',
      `${base()}/email`,
      { email: 'a@example.com', auth_token: token },
      outraSessao.access_token,
    );
    expect(daOutra.json().codigo).toBe('TRANSACAO_NAO_AUTORIZADA');
    const cotas = (await chamar('GET', '/cotas')).json().data as { idCota: number }[];
    const outraCota = cotas.find((c) => c.idCota !== maria.idCota)!.idCota;
    const naOutraCota = await chamar('POST', `${base(outraCota)}/email`, {
      email: 'a@example.com',
      auth_token: token,
    });
    expect(naOutraCota.json().codigo).toBe('TRANSACAO_NAO_AUTORIZADA');
    expect(await fotografia()).toEqual(antes);

    // Its own: once.
    const ok = await chamar('POST', `${base()}/email`, {
      email: 'Nova.Maria@Example.com',
      auth_token: token,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ email: 'nova.maria@example.com', principal: false });
    const denovo = await chamar('POST', `${base()}/email`, { email: 'outra@example.com', auth_token: token });
    expect(denovo.statusCode).toBe(403);
    expect(denovo.json()).toEqual({
      codigo: 'VALIDATION_CODE_ALREADY_VERIFIED',
      mensagem: ERROS_CODIGO.VALIDATION_CODE_ALREADY_VERIFIED,
    });
  });

  it('expires with the code’s 15 minutes (the session renewed meanwhile)', async () => {
    const token = await autorizar();
    t.avancar(900_000 - 40_001);
    const renovada = await t.post('/login/refresh', {}, comRefresh(maria.refresh_token));
    expect(renovada.statusCode, renovada.body).toBe(200);
    const res = await chamar(
      'POST',
      `${base()}/email`,
      { email: 'tarde@example.com', auth_token: token },
      renovada.json().access_token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      codigo: 'VALIDATION_CODE_EXPIRED',
      mensagem: 'Esse código expirou, tente novamente',
    });
  });

  it('is not spent by a save that fails', async () => {
    const token = await autorizar();
    const repetido = await chamar('POST', `${base()}/telefones`, {
      telefone: '(11) 3333-4444',
      auth_token: token,
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ mensagem: MENSAGENS_CADASTRO.telefoneRepetido });
    // Refused after the token was spent, inside the same transaction: the spending is rolled back too.
    const [principal] = (await chamar('GET', `${base()}/enderecos`)).json() as { idEndereco: number }[];
    const desmarcar = await chamar('PUT', `${base()}/enderecos/${principal!.idEndereco}`, {
      ...ENDERECO,
      principal: false,
      auth_token: token,
    });
    expect(desmarcar.statusCode).toBe(400);
    expect(desmarcar.json()).toEqual({ mensagem: MENSAGENS_CADASTRO.principalObrigatorio });
    const ok = await chamar('POST', `${base()}/telefones`, {
      telefone: '(11) 3222-1100',
      idTipoTelefone: 2,
      auth_token: token,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('serves one of 20 parallel saves with the same token', async () => {
    const token = await autorizar();
    const antes = (await chamar('GET', `${base()}/enderecos`)).json().length as number;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        chamar('POST', `${base()}/enderecos`, {
          ...ENDERECO,
          numeroEndereco: String(100 + i),
          auth_token: token,
        }),
      ),
    );
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.filter((s) => s === 403)).toHaveLength(19);
    expect((await chamar('GET', `${base()}/enderecos`)).json()).toHaveLength(antes + 1);
  });

  it('sends one SMS of 20 parallel requests for a code (40 s between codes)', async () => {
    const enviados = (await t.caixaDeSaida(CELULAR_MARIA)).length;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => chamar('POST', `/cotas/${maria.idCota}/verificacao`, {})),
    );
    expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(respostas.filter((r) => r.statusCode === 429)).toHaveLength(19);
    expect(await t.caixaDeSaida(CELULAR_MARIA)).toHaveLength(enviados + 1);
    t.avancar(39_000);
    expect((await chamar('POST', `/cotas/${maria.idCota}/verificacao`, {})).statusCode).toBe(429);
    t.avancar(1_001);
    expect((await chamar('POST', `/cotas/${maria.idCota}/verificacao`, {})).statusCode).toBe(200);
  });

  it('counts at most 5 wrong codes under 20 parallel guesses; then the code is dead', async () => {
    await chamar('POST', `/cotas/${maria.idCota}/verificacao`, {});
    const certo = await codigoEnviado();
    const errado = certo === 'AAAA' ? 'BBBB' : 'AAAA';
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        chamar('PATCH', `/cotas/${maria.idCota}/verificacao`, { codigo: errado }),
      ),
    );
    const codigos = respostas.map((r) => r.json().codigo as string);
    expect(codigos.filter((c) => c === 'INVALID_VALIDATION_CODE')).toHaveLength(5);
    expect(codigos.filter((c) => c === 'VALIDATION_CODE_EXPIRED')).toHaveLength(15);
    const [{ tentativas }] = await linhas<{ tentativas: number }, [{ tentativas: number }]>(
      sql`select tentativas from codigos_verificacao where cota_id = ${maria.idCota}`,
    );
    expect(tentativas).toBe(5);
    const tarde = await chamar('PATCH', `/cotas/${maria.idCota}/verificacao`, { codigo: certo });
    expect(tarde.json().codigo).toBe('VALIDATION_CODE_EXPIRED');
  });

  it('accepts exactly one of 20 parallel validations mixing 4 wrong and 16 right codes', async () => {
    await chamar('POST', `/cotas/${maria.idCota}/verificacao`, {});
    const certo = await codigoEnviado();
    const errado = certo === 'AAAA' ? 'BBBB' : 'AAAA';
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        chamar('PATCH', `/cotas/${maria.idCota}/verificacao`, { codigo: i % 5 === 0 ? errado : certo }),
      ),
    );
    expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(respostas.filter((r) => r.json().codigo === 'INVALID_VALIDATION_CODE').length).toBeLessThanOrEqual(
      4,
    );
    const [{ tentativas }] = await linhas<{ tentativas: number }, [{ tentativas: number }]>(
      sql`select tentativas from codigos_verificacao where cota_id = ${maria.idCota}`,
    );
    expect(tentativas).toBeLessThanOrEqual(5);
  });
});

describe('addresses, e-mails and phones', () => {
  it('adds an address without the CEP hyphen, audited in its transaction; making it principal moves the flag', async () => {
    const token = await autorizar();
    const res = await chamar('POST', `${base()}/enderecos`, { ...ENDERECO, auth_token: token });
    expect(res.statusCode, res.body).toBe(201);
    const novo = res.json();
    expect(novo).toMatchObject({
      cep: '01426001',
      principal: false,
      principalTodas: false,
      caixaPostal: null,
    });
    const [auditoria] = await linhas<{ acao: string; alvo: string; operador_id: null }>(
      sql`select acao, alvo, operador_id from auditoria order by id desc limit 1`,
    );
    expect(auditoria).toEqual({
      acao: 'cadastro.endereco-incluido',
      alvo: `cliente:${'52998224725'}`,
      operador_id: null,
    });

    // Only the flag changes: no token needed.
    const principal = await chamar('PUT', `${base()}/enderecos/${novo.idEndereco}`, {
      ...ENDERECO,
      principalTodas: true,
    });
    expect(principal.statusCode, principal.body).toBe(200);
    const lista = (await chamar('GET', `${base()}/enderecos`)).json();
    expect(lista.filter((e: { principal: boolean }) => e.principal)).toEqual([
      expect.objectContaining({ idEndereco: novo.idEndereco, principal: true, principalTodas: true }),
    ]);
    // Clearing the only principal's flag is refused; changing its content needs the token.
    const desmarcar = await chamar('PUT', `${base()}/enderecos/${novo.idEndereco}`, {
      ...ENDERECO,
      principal: false,
    });
    expect(desmarcar.json()).toEqual({ mensagem: MENSAGENS_CADASTRO.principalObrigatorio });
    const semToken = await chamar('PUT', `${base()}/enderecos/${novo.idEndereco}`, {
      ...ENDERECO,
      numeroEndereco: '381',
      principal: true,
    });
    expect(semToken.statusCode).toBe(403);
    const outro = await autorizar();
    const alterado = await chamar('PUT', `${base()}/enderecos/${novo.idEndereco}`, {
      ...ENDERECO,
      idEndereco: novo.idEndereco,
      numeroEndereco: '381',
      principal: true,
      auth_token: outro,
    });
    expect(alterado.json()).toMatchObject({ numeroEndereco: '381', principal: true });
  });

  it('infers the phone type from the number and keeps the login record’s mobile and e-mail in step', async () => {
    const fixo = await chamar('POST', `${base()}/telefones`, {
      telefone: '(11) 3030-4040',
      idTipoTelefone: 3,
      auth_token: await autorizar(),
    });
    expect(fixo.json()).toMatchObject({ telefone: '1130304040', idTipoTelefone: 1, principal: false });
    const comercialCelular = await chamar('POST', `${base()}/telefones`, {
      telefone: '11 91234-5678',
      idTipoTelefone: 2,
      auth_token: await autorizar(),
    });
    expect(comercialCelular.json()).toMatchObject({ telefone: '11912345678', idTipoTelefone: 3 });

    // The e-mail/phone screen: a new mobile, principal; the SMS codes go there from now on.
    const celular = await chamar('POST', `${base()}/phone`, {
      telefone: '(11) 97777-1234',
      principal: true,
      auth_token: await autorizar(),
    });
    expect(celular.statusCode, celular.body).toBe(201);
    expect(celular.json()).toMatchObject({
      telefone: '11977771234',
      idTipoTelefone: 3,
      principal: true,
      principalTodas: true,
    });
    const email = await chamar('POST', `${base()}/email`, {
      email: 'maria.nova@example.com',
      principalTodas: true,
      auth_token: await autorizar(maria, maria.idCota, '11977771234'),
    });
    expect(email.json()).toMatchObject({ email: 'maria.nova@example.com', principal: true });
    const [cliente] = await linhas(
      sql`select email, telefone_celular, telefone_fixo from clientes where inscricao_nacional = '52998224725'`,
    );
    expect(cliente).toEqual({
      email: 'maria.nova@example.com',
      telefone_celular: '11977771234',
      telefone_fixo: '1130304040',
    });
    const emails = (await chamar('GET', `${base()}/emails`)).json();
    expect(emails.filter((e: { principal: boolean }) => e.principal)).toHaveLength(1);
    // An e-mail changed into one she already has is a conflict.
    const outro = emails.find((e: { email: string }) => e.email === 'maria.santos@example.com');
    const repetido = await chamar('PUT', `${base()}/emails/${outro.idEmail}`, {
      email: 'Maria.Nova@example.com',
      auth_token: 'x',
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ mensagem: MENSAGENS_CADASTRO.emailRepetido });
  });

  it('keeps one principal e-mail and one principal address under 20 parallel "make principal" requests', async () => {
    const id = await idDe(MARIA);
    await t.database.db.execute(sql`
      insert into emails (cliente_id, email) select ${id}, 'maria' || n || '@example.com' from generate_series(1, 19) n`);
    await t.database.db.execute(sql`
      insert into enderecos (cliente_id, id_tipo_endereco, cep, endereco, numero_endereco, bairro, id_cidade)
      select ${id}, 1, '01310100', 'Avenida Paulista', n::text, 'Bela Vista', 3550308 from generate_series(1, 19) n`);
    const emails = (await chamar('GET', `${base()}/emails`)).json() as { idEmail: number; email: string }[];
    const enderecos = (await chamar('GET', `${base()}/enderecos`)).json() as (typeof ENDERECO & {
      idEndereco: number;
    })[];
    const respostas = await Promise.all([
      ...emails
        .slice(0, 20)
        .map((e) => chamar('PUT', `${base()}/emails/${e.idEmail}`, { email: e.email, principal: true })),
      ...enderecos
        .slice(0, 20)
        .map((e) => chamar('PUT', `${base()}/enderecos/${e.idEndereco}`, { ...e, principal: true })),
    ]);
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    const [contagem] = await linhas<{
      emails: number;
      enderecos: number;
      email: string;
      principal: string;
    }>(sql`
      select (select count(*)::int from emails where cliente_id = ${id} and principal) as emails,
             (select count(*)::int from enderecos where cliente_id = ${id} and principal) as enderecos,
             (select email from clientes where id = ${id}) as email,
             (select email from emails where cliente_id = ${id} and principal) as principal`);
    expect(contagem).toMatchObject({ emails: 1, enderecos: 1 });
    expect(contagem!.email).toBe(contagem!.principal);
  });

  it('holds one principal per person in the database itself', async () => {
    const id = await idDe(MARIA);
    await expect(
      t.database.db.execute(
        sql`insert into emails (cliente_id, email, principal) values (${id}, 'x@example.com', true)`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'emails_um_principal_idx' } });
    await expect(
      t.database.db.execute(sql`update pessoas_fisicas set nome_conjuge = null where cliente_id = ${id}`),
    ).rejects.toMatchObject({ cause: { constraint: 'pessoas_fisicas_conjuge_check' } });
  });
});

describe('income, assets and personal data', () => {
  it('applies income and assets at once, audited with old and new values', async () => {
    const res = await chamar('PUT', base(), { valorRenda: 920_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valorRenda: 920_000, valorPatrimonioTotal: 42_000_000 });
    expect((await chamar('PUT', base(), { valorPatrimonioTotal: null })).json()).toEqual({
      valorRenda: 920_000,
      valorPatrimonioTotal: null,
    });
    const registros = await linhas<{ acao: string; detalhes: { de: object; para: object } }>(
      sql`select acao, detalhes from auditoria where acao = 'cadastro.renda-patrimonio-alterado' order by id`,
    );
    expect(registros.map((r) => r.detalhes)).toEqual([
      expect.objectContaining({
        de: { valorRenda: 850_000, valorPatrimonioTotal: 42_000_000 },
        para: { valorRenda: 920_000, valorPatrimonioTotal: 42_000_000 },
      }),
      expect.objectContaining({
        de: { valorRenda: 920_000, valorPatrimonioTotal: 42_000_000 },
        para: { valorRenda: 920_000, valorPatrimonioTotal: null },
      }),
    ]);
  });

  it('applies occupation at once; an identity change needs the token, waits in a case, and applies when approved', async () => {
    const fisica = (await chamar('GET', base())).json().fisica;
    const direto = await chamar('PUT', `${base()}/fisica`, {
      ...fisica,
      nomeEmpresa: 'Hospital Santa Clara',
    });
    expect(direto.statusCode, direto.body).toBe(200);
    expect(direto.json()).toMatchObject({ fisica: { nomeEmpresa: 'Hospital Santa Clara' }, analise: null });

    const novoNome = {
      ...fisica,
      nomeEmpresa: 'Hospital Santa Clara',
      nomeCompleto: 'Maria Oliveira Santos Almeida',
    };
    const antes = await fotografia();
    const semToken = await chamar('PUT', `${base()}/fisica`, novoNome);
    expect(semToken.statusCode).toBe(403);
    expect(await fotografia()).toEqual(antes);

    const res = await chamar('PUT', `${base()}/fisica`, { ...novoNome, auth_token: await autorizar() });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.fisica.nomeCompleto).toBe('Maria Oliveira Santos');
    expect(d.analise).toMatchObject({
      Fase__c: 'Análise Documentação',
      Status: 'Em Andamento',
      alteracoes: [
        {
          campo: 'nomeCompleto',
          rotulo: 'Nome completo',
          de: 'Maria Oliveira Santos',
          para: 'Maria Oliveira Santos Almeida',
        },
      ],
    });
    const [caso] = await linhas<{ tipo: string; dados_app: { alteracoesCadastrais: object } }>(
      sql`select tipo, dados_app from casos where numero = ${d.analise.CaseNumber}`,
    );
    expect(caso!.tipo).toBe('Atualizacao_Cadastral');
    // The status the profile follows (03 §2): analysing.
    const status = (await chamar('GET', '/core/dados-cadastrais/status')).json();
    expect(status.caso).toMatchObject({ CaseNumber: d.analise.CaseNumber, Fase__c: 'Análise Documentação' });

    // An analyst approves: the change is written, with the login record's name.
    const analista = (
      await t.app.inject({
        method: 'POST',
        url: '/operador/v1/login',
        payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
      })
    ).json().access_token as string;
    const aprovado = await t.app.inject({
      method: 'PATCH',
      url: `/operador/v1/casos/${d.analise.CaseNumber}`,
      headers: { authorization: `Bearer ${analista}` },
      payload: { fase: 'CADASTRO_APROVADO' },
    });
    expect(aprovado.statusCode, aprovado.body).toBe(200);
    const depois = (await chamar('GET', base())).json();
    expect(depois.fisica.nomeCompleto).toBe('Maria Oliveira Santos Almeida');
    expect(depois.analise).toBeNull();
    const [cliente] = await linhas(sql`select nome from clientes where inscricao_nacional = '52998224725'`);
    expect(cliente).toEqual({ nome: 'Maria Oliveira Santos Almeida' });
    const acoes = await linhas<{ acao: string; operador_id: number | null }>(
      sql`select acao, operador_id from auditoria where acao like 'cadastro.%' or acao = 'caso.alterado' order by id`,
    );
    expect(acoes.map((a) => a.acao)).toEqual([
      'cadastro.pessoa-fisica-alterada',
      'cadastro.pessoa-fisica-alterada',
      'cadastro.alteracao-aprovada',
      'caso.alterado',
    ]);
  });

  it('puts identity changes into the open mandatory-update case, which keeps its phase', async () => {
    const id = await idDe(MARIA);
    await t.database.db.execute(sql`
      insert into casos (numero, tipo, status, fase, cliente_id, cota_id)
      values (nextval('casos_numero_seq')::text, 'Atualizacao_Cadastral', 'Em Andamento', 'Atualização Obrigatória', ${id}, ${maria.idCota})`);
    const fisica = (await chamar('GET', base())).json().fisica;
    const res = await chamar('PUT', `${base()}/fisica`, {
      ...fisica,
      idEstadoCivil: 3,
      nomeConjuge: null,
      auth_token: await autorizar(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().analise).toMatchObject({
      Fase__c: 'Atualização Obrigatória',
      alteracoes: [
        { campo: 'idEstadoCivil', de: 2, para: 3 },
        { campo: 'nomeConjuge', de: 'Ricardo Almeida Santos', para: null },
      ],
    });
    const [{ n }] = await linhas<{ n: number }, [{ n: number }]>(
      sql`select count(*)::int as n from casos where cliente_id = ${id} and tipo = 'Atualizacao_Cadastral'`,
    );
    expect(n).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  MENSAGEM_DOCUMENTO_NAO_ENCONTRADO,
  MENSAGENS_ENVIO_DOCUMENTO,
  MENSAGENS_VALIDACAO_IDENTIDADE as M,
} from '@portal/domain';
import {
  ANA,
  CABECALHOS,
  createTestApp,
  HOST_DO_PARCEIRO,
  MARIA,
  PREFIX,
  type TestApp,
} from '../../../test/test-app.ts';

const ROTA_SUL = '11222333000181';
const CELULAR = { [MARIA]: '11987654321', [ROTA_SUL]: '51991234567' } as Record<string, string>;
const FRONTEIRA = '----portal-identidade';

interface Sessao {
  access_token: string;
  idCota: number;
  documento: string;
}

let t: TestApp;
let maria: Sessao;
beforeEach(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  maria = { ...(await t.login(MARIA)), documento: MARIA };
});
afterEach(() => t.close());

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH';
const chamar = (metodo: Metodo, caminho: string, sessao: Sessao, body?: object, host?: string) =>
  t.app.inject({
    method: metodo,
    url: PREFIX + caminho,
    headers: { ...CABECALHOS, access_token: sessao.access_token, ...(host ? { host } : {}) },
    ...(body ? { payload: body } : {}),
  });
const validacao = (sessao: Sessao, idCota = sessao.idCota) =>
  `/cotas/${idCota}/dados-cadastrais/validacao-identidade`;

async function linhas<T>(consulta: ReturnType<typeof sql>): Promise<[T, ...T[]]> {
  return (await t.database.db.execute(consulta)).rows as [T, ...T[]];
}

/** Everything a refused request must leave as it was: documents, cases, their history and the audit. */
const fotografia = () =>
  linhas(sql`
    select
      (select json_agg(json_build_object('id', id, 'caso', caso_id) order by id) from documentos) as documentos,
      (select json_agg(json_build_object('n', numero, 'fase', fase, 'dados', dados_app) order by id) from casos) as casos,
      (select count(*) from casos_historico) as historico,
      (select count(*) from auditoria) as auditoria,
      (select json_agg(e order by e.id) from enderecos e) as enderecos`);

/** Asks a code by SMS and validates it: the session's auth_token for its quota. */
async function autorizar(sessao: Sessao): Promise<string> {
  const pedido = await chamar('POST', `/cotas/${sessao.idCota}/verificacao`, sessao, {});
  expect(pedido.statusCode, pedido.body).toBe(200);
  const [sms] = await t.caixaDeSaida(CELULAR[sessao.documento]!);
  const codigo = /código: ([A-Z0-9]{4})/.exec(sms!.texto)![1]!;
  const validado = await chamar('PATCH', `/cotas/${sessao.idCota}/verificacao`, sessao, { codigo });
  expect(validado.statusCode, validado.body).toBe(200);
  t.avancar(40_001);
  return validado.json().auth_token as string;
}

/** Maria's name change, waiting in a registration-update case: what the identity validation proves. */
async function mudarNome(sessao = maria) {
  const fisica = (await chamar('GET', `/cotas/${sessao.idCota}/dados-cadastrais`, sessao)).json().fisica;
  const res = await chamar('PUT', `/cotas/${sessao.idCota}/dados-cadastrais/fisica`, sessao, {
    ...fisica,
    nomeCompleto: 'Maria Oliveira Santos Almeida',
    auth_token: await autorizar(sessao),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().analise.CaseNumber as string;
}

const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20)]);
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa5522' } })
    .jpeg()
    .toBuffer();

/** Uploads one file to the registration flow (as the screens do first); its id. */
async function enviarArquivo(sessao: Sessao, nome: string, conteudo: Buffer): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${PREFIX}/fluxos/cadastro/documentos`,
    headers: {
      ...CABECALHOS,
      access_token: sessao.access_token,
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      conteudo,
      Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().documentos[0].id as string;
}

const documentosDoCaso = async (numero: string, sessao = maria) =>
  ((await chamar('GET', `/casos/${numero}/documentos`, sessao)).json().documentos as { id: string }[])
    .map((d) => d.id)
    .sort();

async function analista() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
  });
  return res.json().access_token as string;
}
const decidir = async (numero: string, payload: object) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/operador/v1/casos/${numero}`,
    headers: { authorization: `Bearer ${await analista()}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a person’s identity validation', () => {
  it('attaches the document and the selfie to the open case, audited, and shows what was sent', async () => {
    const numero = await mudarNome();
    const antes = (await chamar('GET', validacao(maria), maria)).json();
    expect(antes).toMatchObject({
      tipoPessoa: 'F',
      exigeDocumentoSocio: false,
      caso: {
        CaseNumber: numero,
        Fase__c: 'Análise Documentação',
        faltam: ['documento', 'selfie'],
        alteracoes: [{ campo: 'nomeCompleto', para: 'Maria Oliveira Santos Almeida' }],
      },
    });
    const frente = await enviarArquivo(maria, 'rg-frente.pdf', pdf());
    const verso = await enviarArquivo(maria, 'rg-verso.pdf', pdf());
    const selfie = await enviarArquivo(maria, 'selfie.jpg', await jpeg());

    // The selfie needs the personal document first (03 §5): refused, nothing attached.
    const fotoAntes = await fotografia();
    const soSelfie = await chamar('POST', validacao(maria), maria, { selfie });
    expect(soSelfie.statusCode).toBe(400);
    expect(soSelfie.json()).toEqual({ mensagem: M.selfieSemDocumento });
    expect(await fotografia()).toEqual(fotoAntes);

    const documento = await chamar('POST', validacao(maria), maria, { documentos: [frente, verso] });
    expect(documento.statusCode, documento.body).toBe(200);
    expect(documento.json().caso).toMatchObject({ faltam: ['selfie'], documentos: [frente, verso] });

    const res = await chamar('POST', validacao(maria), maria, { selfie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().caso).toMatchObject({
      Fase__c: 'Análise Documentação',
      documentos: [frente, verso],
      selfie,
      documentosSocio: [],
      faltam: [],
    });
    expect(await documentosDoCaso(numero)).toEqual([frente, verso, selfie].sort());
    const auditoria = await linhas<{ acao: string; alvo: string; detalhes: { selfie: string | null } }>(
      sql`select acao, alvo, detalhes from auditoria where acao = 'cadastro.identidade-enviada' order by id`,
    );
    expect(auditoria.map((a) => [a.alvo, a.detalhes.selfie])).toEqual([
      [`caso:${numero}`, null],
      [`caso:${numero}`, selfie],
    ]);
  });

  it('sends a case waiting for the customer’s documents back to analysis when they re-send them', async () => {
    const numero = await mudarNome();
    const documento = await enviarArquivo(maria, 'rg.pdf', pdf());
    const selfie = await enviarArquivo(maria, 'selfie.jpg', await jpeg());
    expect(
      (await chamar('POST', validacao(maria), maria, { documentos: [documento], selfie })).statusCode,
    ).toBe(200);
    await decidir(numero, {
      fase: 'PENDENCIA_CLIENTE',
      documentosIlegiveis: ['Selfie'],
      expliqueMotivo: 'A selfie ficou escura.',
    });
    expect((await chamar('GET', validacao(maria), maria)).json().caso).toMatchObject({
      Fase__c: 'Pendência Cliente',
      DocumentosIlegiveis__c: 'Selfie',
      ExpliqueMotivo__c: 'A selfie ficou escura.',
    });

    const novaSelfie = await enviarArquivo(maria, 'selfie-2.jpg', await jpeg());
    const res = await chamar('POST', validacao(maria), maria, { selfie: novaSelfie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().caso).toMatchObject({ Fase__c: 'Análise Documentação', selfie: novaSelfie });
    const [historico] = await linhas<{ fase_de: string; fase_para: string }>(
      sql`select fase_de, fase_para from casos_historico h join casos c on c.id = h.caso_id
          where c.numero = ${numero} order by h.id desc limit 1`,
    );
    expect(historico).toEqual({ fase_de: 'Pendência Cliente', fase_para: 'Análise Documentação' });
  });

  it('moves a mandatory-update case holding changes to analysis once complete', async () => {
    const [{ id }] = await linhas<{ id: number }>(
      sql`select id from clientes where inscricao_nacional = '52998224725'`,
    );
    await t.database.db.execute(sql`
      insert into casos (numero, tipo, status, fase, cliente_id, cota_id)
      values (nextval('casos_numero_seq')::text, 'Atualizacao_Cadastral', 'Em Andamento', 'Atualização Obrigatória', ${id}, ${maria.idCota})`);
    const numero = await mudarNome();
    const documento = await enviarArquivo(maria, 'cnh.pdf', pdf());
    const selfie = await enviarArquivo(maria, 'selfie.jpg', await jpeg());
    const res = await chamar('POST', validacao(maria), maria, { documentos: [documento], selfie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().caso).toMatchObject({ CaseNumber: numero, Fase__c: 'Análise Documentação' });
  });

  it('refuses without a change waiting (409), and after the analysis moved on', async () => {
    const documento = await enviarArquivo(maria, 'rg.pdf', pdf());
    const sem = await chamar('POST', validacao(maria), maria, { documentos: [documento] });
    expect(sem.statusCode).toBe(409);
    expect(sem.json()).toEqual({ mensagem: M.semAlteracao });
    expect((await chamar('GET', validacao(maria), maria)).json()).toEqual({
      tipoPessoa: 'F',
      exigeDocumentoSocio: false,
      caso: null,
    });

    const numero = await mudarNome();
    await decidir(numero, { fase: 'BRSCAN_EM_ANDAMENTO' });
    const tarde = await chamar('POST', validacao(maria), maria, { documentos: [documento] });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toEqual({ mensagem: M.faseSemDocumentos });
    expect(await documentosDoCaso(numero)).toEqual([]);
  });
});

describe('ownership and bad input: nothing changed', () => {
  it("answers 404 for another customer's quota and 400 for bad ids", async () => {
    const ana = { ...(await t.login(ANA, { idParceiro: 2 })), documento: ANA };
    await mudarNome();
    const documento = await enviarArquivo(maria, 'rg.pdf', pdf());
    const antes = await fotografia();
    const alheia = await chamar('POST', validacao(maria, ana.idCota), maria, { documentos: [documento] });
    expect(alheia.statusCode).toBe(404);
    expect((await chamar('GET', validacao(maria, ana.idCota), maria)).statusCode).toBe(404);
    for (const [caminho, body, mensagem] of [
      [validacao(maria, 'abc' as unknown as number), { documentos: [documento] }, null],
      [validacao(maria), { documentos: ['nao-e-um-id'] }, MENSAGEM_DOCUMENTO_NAO_ENCONTRADO],
      [validacao(maria), { selfie: 42 }, MENSAGEM_DOCUMENTO_NAO_ENCONTRADO],
      [validacao(maria), { documentos: documento }, MENSAGEM_DOCUMENTO_NAO_ENCONTRADO],
      [validacao(maria), {}, M.nenhumArquivo],
      [validacao(maria), { documentos: [documento], selfie: documento }, M.papelTrocado],
      [
        validacao(maria),
        { documentos: Array.from({ length: 11 }, () => documento) },
        MENSAGENS_ENVIO_DOCUMENTO.quantidade(10),
      ],
    ] as const) {
      const res = await chamar('POST', caminho, maria, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (mensagem) expect(res.json()).toEqual({ mensagem });
    }
    expect(await fotografia()).toEqual(antes);
  });

  it("refuses another customer's documents, and unknown ones, attaching none of the request", async () => {
    const ana = { ...(await t.login(ANA, { idParceiro: 2 })), documento: ANA };
    await mudarNome();
    const meu = await enviarArquivo(maria, 'rg.pdf', pdf());
    const daAna = await enviarArquivo(ana, 'rg-ana.pdf', pdf());
    const antes = await fotografia();
    for (const documentos of [[meu, daAna], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await chamar('POST', validacao(maria), maria, { documentos });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mensagem: MENSAGENS_ENVIO_DOCUMENTO.obrigatorios });
    }
    expect(await fotografia()).toEqual(antes);
  });

  it("refuses a session on the other partner's host (401), nothing changed", async () => {
    await mudarNome();
    const documento = await enviarArquivo(maria, 'rg.pdf', pdf());
    const antes = await fotografia();
    const res = await chamar(
      'POST',
      validacao(maria),
      maria,
      { documentos: [documento] },
      HOST_DO_PARCEIRO[2],
    );
    expect(res.statusCode).toBe(401);
    expect((await chamar('GET', validacao(maria), maria, undefined, HOST_DO_PARCEIRO[2])).statusCode).toBe(
      401,
    );
    expect(await fotografia()).toEqual(antes);
  });
});

describe('20 parallel identical requests', () => {
  it('attach the files once: one audit entry, one history line, the same answer', async () => {
    const numero = await mudarNome();
    const documento = await enviarArquivo(maria, 'rg.pdf', pdf());
    const selfie = await enviarArquivo(maria, 'selfie.jpg', await jpeg());
    const [{ n: historicoAntes }] = await linhas<{ n: number }>(
      sql`select count(*)::int as n from casos_historico`,
    );
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        chamar('POST', validacao(maria), maria, { documentos: [documento], selfie }),
      ),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(respostas.map((r) => JSON.stringify(r.json().caso.documentos))).size).toBe(1);
    expect(await documentosDoCaso(numero)).toEqual([documento, selfie].sort());
    const [{ n: auditoria }] = await linhas<{ n: number }>(
      sql`select count(*)::int as n from auditoria where acao = 'cadastro.identidade-enviada'`,
    );
    expect(auditoria).toBe(1);
    const [{ n: historico }] = await linhas<{ n: number }>(
      sql`select count(*)::int as n from casos_historico`,
    );
    expect(historico - historicoAntes).toBe(1);
  });
});

describe('a company (PJ)', () => {
  const NOVO_ENDERECO = {
    endereco: 'Avenida Ipiranga',
    numeroEndereco: '6681',
    bairro: 'Partenon',
    complemento: null,
    idCidade: 4314902,
    cep: '90619-900',
    idTipoEndereco: 2,
    principal: true,
  };

  it('sends its address change to analysis, needs the partner document, and applies it on approval', async () => {
    const rota = { ...(await t.login(ROTA_SUL)), documento: ROTA_SUL };
    const enderecos = `/cotas/${rota.idCota}/dados-cadastrais/enderecos`;
    const antes = (await chamar('GET', enderecos, rota)).json();

    const semToken = await chamar('POST', enderecos, rota, NOVO_ENDERECO);
    expect(semToken.statusCode).toBe(403);
    const salvo = await chamar('POST', enderecos, rota, {
      ...NOVO_ENDERECO,
      auth_token: await autorizar(rota),
    });
    expect(salvo.statusCode, salvo.body).toBe(201);
    expect(salvo.json()).toMatchObject({
      emAnalise: true,
      Fase__c: 'Análise Documentação',
      alteracao: {
        campo: 'endereco',
        rotulo: 'Novo endereço',
        de: null,
        para: { endereco: 'Avenida Ipiranga', cep: '90619900', principal: true },
      },
    });
    const numero = salvo.json().CaseNumber as string;
    // Not written yet: the addresses are as they were.
    expect((await chamar('GET', enderecos, rota)).json()).toEqual(antes);

    const socio = await enviarArquivo(rota, 'rg-socio.pdf', pdf());
    const documento = await enviarArquivo(rota, 'contrato-social.pdf', pdf());
    const selfie = await enviarArquivo(rota, 'selfie.jpg', await jpeg());
    const fotoAntes = await fotografia();
    const semSocio = await chamar('POST', validacao(rota), rota, { documentos: [documento], selfie });
    expect(semSocio.statusCode).toBe(400);
    expect(semSocio.json()).toEqual({ mensagem: M.semDocumentoSocio });
    expect(await fotografia()).toEqual(fotoAntes);

    const soSocio = await chamar('POST', validacao(rota), rota, { documentosSocio: [socio] });
    expect(soSocio.statusCode, soSocio.body).toBe(200);
    expect(soSocio.json()).toMatchObject({
      tipoPessoa: 'J',
      exigeDocumentoSocio: true,
      caso: { faltam: ['documento', 'selfie'], documentosSocio: [socio] },
    });
    const completo = await chamar('POST', validacao(rota), rota, { documentos: [documento], selfie });
    expect(completo.statusCode, completo.body).toBe(200);
    expect(completo.json().caso).toMatchObject({ faltam: [], Fase__c: 'Análise Documentação' });
    expect(await documentosDoCaso(numero, rota)).toEqual([socio, documento, selfie].sort());

    await decidir(numero, { fase: 'CADASTRO_APROVADO' });
    const depois = (await chamar('GET', enderecos, rota)).json();
    expect(depois).toHaveLength(antes.length + 1);
    expect(depois[0]).toMatchObject({ endereco: 'Avenida Ipiranga', cep: '90619900', principal: true });
    expect((await chamar('GET', `/cotas/${rota.idCota}/dados-cadastrais`, rota)).json().analise).toBeNull();
  });

  it('keeps a waiting identity change when the address goes to analysis, and the reverse', async () => {
    const rota = { ...(await t.login(ROTA_SUL)), documento: ROTA_SUL };
    const base = `/cotas/${rota.idCota}/dados-cadastrais`;
    const [atual] = (await chamar('GET', `${base}/enderecos`, rota)).json();
    const alterado = await chamar('PUT', `${base}/enderecos/${atual.idEndereco}`, rota, {
      ...atual,
      numeroEndereco: '3950',
      auth_token: await autorizar(rota),
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(alterado.json().alteracao).toMatchObject({
      campo: `endereco:${atual.idEndereco}`,
      de: { numeroEndereco: '3940' },
      para: { numeroEndereco: '3950' },
    });
    const juridica = (await chamar('GET', base, rota)).json().juridica;
    const identidade = await chamar('PUT', `${base}/juridica`, rota, {
      ...juridica,
      razaoSocial: 'Transportadora Rota Sul S.A.',
      auth_token: await autorizar(rota),
    });
    expect(identidade.statusCode, identidade.body).toBe(200);
    expect(identidade.json().analise.alteracoes.map((a: { campo: string }) => a.campo)).toEqual([
      `endereco:${atual.idEndereco}`,
      'razaoSocial',
    ]);
  });
});

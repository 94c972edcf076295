import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MENSAGEM_RECUSA_SEM_MOTIVO } from '@portal/domain';
import { createArmazenamentoEmDisco } from '../../adapters/armazenamento.ts';
import { CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

/**
 * The analyst's review of a registration-update case (issue 17, back-office): the case's documents (list and
 * file, role-checked, the opening audited), the approval that applies the waiting change once, and the refusal
 * that must carry a reason.
 */

const CELULAR_MARIA = '11987654321';
const FRONTEIRA = '----portal-revisao';
const NOME_NOVO = 'Maria Oliveira Santos Almeida';

let t: TestApp;
let pasta: string;
let maria: { access_token: string; idCota: number };
let analista: string;
let supervisor: string;

const pdf = (tamanho = 4096) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), randomBytes(tamanho)]).subarray(0, tamanho);

async function entrarOperador(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const operador = (metodo: 'GET' | 'PATCH', url: string, token: string | null = analista, payload?: object) =>
  t.app.inject({
    method: metodo,
    url: `/operador/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const cliente = (metodo: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method: metodo,
    url: PREFIX + url,
    headers: { ...CABECALHOS, access_token: maria.access_token },
    ...(payload ? { payload } : {}),
  });

async function sql<T = Record<string, unknown>>(texto: string, valores: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(texto, valores)).rows as T[];
}

/** The SMS code flow: the auth_token the identity change spends. */
async function autorizar(): Promise<string> {
  expect((await cliente('POST', `/cotas/${maria.idCota}/verificacao`, {})).statusCode).toBe(200);
  const codigo = /código: ([A-Z0-9]{4})/.exec((await t.caixaDeSaida(CELULAR_MARIA))[0]!.texto)![1]!;
  const validado = await cliente('PATCH', `/cotas/${maria.idCota}/verificacao`, { codigo });
  expect(validado.statusCode, validado.body).toBe(200);
  t.avancar(40_001);
  return validado.json().auth_token as string;
}

/** Maria asks to change her name: the registration-update case that waits for the analyst. */
async function pedirNovoNome(): Promise<string> {
  const base = `/cotas/${maria.idCota}/dados-cadastrais`;
  const fisica = (await cliente('GET', base)).json().fisica;
  const res = await cliente('PUT', `${base}/fisica`, {
    ...fisica,
    nomeCompleto: NOME_NOVO,
    auth_token: await autorizar(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().analise.CaseNumber as string;
}

/** Uploads files to the registration flow as Maria; answers their ids. */
async function enviar(arquivos: { nome: string; conteudo: Buffer }[]): Promise<string[]> {
  const pedacos: Buffer[] = [];
  for (const a of arquivos)
    pedacos.push(
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${a.nome}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      a.conteudo,
      Buffer.from('\r\n'),
    );
  pedacos.push(Buffer.from(`--${FRONTEIRA}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: `${PREFIX}/fluxos/cadastro/documentos`,
    payload: Buffer.concat(pedacos),
    headers: {
      ...CABECALHOS,
      access_token: maria.access_token,
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().documentos as { id: string }[]).map((d) => d.id);
}

/** Ties uploaded documents to a case, as the identity journey's save does (documentos.vincularAoCaso). */
const vincular = (ids: string[], numero: string) =>
  sql(
    `update documentos set caso_id = (select id from casos where numero = $1), vinculado_em = now()
      where id = any($2::uuid[])`,
    [numero, ids],
  );

/** Another case of Maria's (the seed's), to hold documents that are not the reviewed case's. */
async function outroCaso(): Promise<string> {
  const [linha] = await sql<{ numero: string }>(
    `select numero from casos where tipo <> 'Atualizacao_Cadastral'
        and cliente_id = (select cliente_id from cotas where id = $1) order by id limit 1`,
    [maria.idCota],
  );
  return linha!.numero;
}

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'portal-revisao-'));
});
afterAll(() => rm(pasta, { recursive: true, force: true }));
beforeEach(async () => {
  t = await createTestApp({
    rateLimitPorMinuto: 1_000_000_000,
    armazenamento: createArmazenamentoEmDisco(pasta),
  });
  maria = await t.login(MARIA);
  analista = await entrarOperador('analista@portal.example');
  supervisor = await entrarOperador('supervisor@portal.example');
});
afterEach(() => t.close());

describe("a case's documents in the back-office", () => {
  it('lists and streams them to both roles, with their type, a safe name and no caching; the opening is audited', async () => {
    const numero = await pedirNovoNome();
    const conteudo = pdf(20_000);
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();
    const ids = await enviar([
      { nome: "Certidão (casamento) d'Ávila.pdf", conteudo },
      { nome: 'selfie.jpg', conteudo: jpeg },
    ]);
    await vincular(ids, numero);

    for (const token of [analista, supervisor]) {
      const lista = await operador('GET', `/casos/${numero}/documentos`, token);
      expect(lista.statusCode, lista.body).toBe(200);
      expect(lista.json().documentos).toEqual([
        expect.objectContaining({ id: ids[0], tipo: 'application/pdf', numeroCaso: numero, tamanho: 20_000 }),
        expect.objectContaining({ id: ids[1], tipo: 'image/jpeg', numeroCaso: numero }),
      ]);
    }

    const arquivo = await operador('GET', `/casos/${numero}/documentos/${ids[0]}`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.headers['cache-control']).toBe('private, no-store');
    expect(arquivo.headers['x-content-type-options']).toBe('nosniff');
    // Accents never reach the header raw: an ASCII fallback and the RFC 5987 form (its ' ( ) escaped too).
    expect(arquivo.headers['content-disposition']).toBe(
      `attachment; filename="Certidao (casamento) d'Avila.pdf"; filename*=UTF-8''Certid%C3%A3o%20%28casamento%29%20d%27%C3%81vila.pdf`,
    );
    expect(arquivo.rawPayload.equals(conteudo)).toBe(true);
    const imagem = await operador('GET', `/casos/${numero}/documentos/${ids[1]}`, supervisor);
    expect(imagem.headers['content-type']).toBe('image/jpeg');
    expect(imagem.rawPayload.equals(jpeg)).toBe(true);

    const auditoria = await sql<{ acao: string; alvo: string; operador_id: number; detalhes: object }>(
      `select acao, alvo, operador_id, detalhes from auditoria where acao = 'documento.consultado' order by id`,
    );
    expect(auditoria).toEqual([
      expect.objectContaining({
        alvo: `caso:${numero}`,
        detalhes: expect.objectContaining({ documento: ids[0] }),
      }),
      expect.objectContaining({
        alvo: `caso:${numero}`,
        detalhes: expect.objectContaining({ documento: ids[1] }),
      }),
    ]);
    expect(auditoria[0]!.operador_id).not.toBe(auditoria[1]!.operador_id);
  });

  it('refuses callers without an operator session: none, a customer token (401)', async () => {
    const numero = await pedirNovoNome();
    const [id] = await enviar([{ nome: 'rg.pdf', conteudo: pdf() }]);
    await vincular([id!], numero);
    for (const url of [`/casos/${numero}/documentos`, `/casos/${numero}/documentos/${id}`]) {
      expect((await operador('GET', url, null)).statusCode).toBe(401);
      expect((await operador('GET', url, maria.access_token)).statusCode).toBe(401);
      const comoCliente = await t.app.inject({
        method: 'GET',
        url: `/operador/v1${url}`,
        headers: { ...CABECALHOS, access_token: maria.access_token },
      });
      expect(comoCliente.statusCode).toBe(401);
    }
    expect(await sql(`select 1 from auditoria where acao = 'documento.consultado'`)).toEqual([]);
  });

  it('answers 404 for an unknown case, a document of another case and one no case claimed; nothing audited', async () => {
    const numero = await pedirNovoNome();
    const outro = await outroCaso();
    const [doCaso, doOutro, solto] = await enviar([
      { nome: 'rg.pdf', conteudo: pdf() },
      { nome: 'comprovante.pdf', conteudo: pdf() },
      { nome: 'rascunho.pdf', conteudo: pdf() },
    ]);
    await vincular([doCaso!], numero);
    await vincular([doOutro!], outro);

    const lista = await operador('GET', `/casos/${numero}/documentos`);
    expect(lista.json().documentos.map((d: { id: string }) => d.id)).toEqual([doCaso]);
    expect((await operador('GET', '/casos/99999999/documentos')).statusCode).toBe(404);
    expect((await operador('GET', `/casos/99999999/documentos/${doCaso}`)).statusCode).toBe(404);
    for (const id of [doOutro, solto]) {
      const res = await operador('GET', `/casos/${numero}/documentos/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensagem: 'Documento não encontrado.' });
    }
    expect((await operador('GET', `/casos/${numero}/documentos/nao-e-um-id`)).statusCode).toBe(400);
    expect(await sql(`select 1 from auditoria where acao = 'documento.consultado'`)).toEqual([]);
  });
});

/** The customer's notifications about one case, newest first. */
async function avisosDoCaso(numero: string) {
  const { data } = (await cliente('GET', '/informativos?page_size=50')).json() as {
    data: { origem: string; resumo: string; link: string | null }[];
  };
  return data.filter((a) => a.origem === 'casos' && a.resumo.includes(numero));
}

describe('deciding a registration update', () => {
  it('applies the approved change exactly once under 20 parallel approvals, on every quota of the person', async () => {
    const numero = await pedirNovoNome();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        operador('PATCH', `/casos/${numero}`, i % 2 ? analista : supervisor, {
          fase: 'CADASTRO_APROVADO',
          status: 'FECHADO',
        }),
      ),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const aplicadas = await sql<{ n: number }>(
      `select count(*)::int as n from auditoria where acao = 'cadastro.alteracao-aprovada' and alvo = $1`,
      [`caso:${numero}`],
    );
    expect(aplicadas[0]!.n).toBe(1);
    const notas = await sql<{ n: number }>(
      `select count(*)::int as n from casos_historico h join casos c on c.id = h.caso_id
        where c.numero = $1 and h.nota = 'Alterações cadastrais aplicadas ao cadastro'`,
      [numero],
    );
    expect(notas[0]!.n).toBe(1);

    // The person's data is shared by all their quotas: every one shows the new name, none a pending change.
    const cotas = (await cliente('GET', '/cotas')).json().data as { idCota: number }[];
    expect(cotas.length).toBeGreaterThan(1);
    for (const { idCota } of cotas) {
      const d = (await cliente('GET', `/cotas/${idCota}/dados-cadastrais`)).json();
      expect(d.fisica.nomeCompleto).toBe(NOME_NOVO);
      expect(d.analise).toBeNull();
    }
    const [registro] = await sql<{ nome: string }>(
      `select nome from clientes where inscricao_nacional = '52998224725'`,
    );
    expect(registro!.nome).toBe(NOME_NOVO);

    // The customer hears it once, and the notification leads to the end of the flow: document approved.
    const avisos = await avisosDoCaso(numero);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ origem: 'casos', link: '/perfil/documento-aprovado' });
  });

  it('refuses a refusal without a reason (400, nothing changed); with reasons it moves the case, audited with them', async () => {
    const numero = await pedirNovoNome();
    const fotografia = () =>
      sql(
        `select (select row_to_json(c) from casos c where numero = $1) as caso,
                (select count(*) from auditoria) as auditoria,
                (select count(*) from casos_historico) as historico`,
        [numero],
      );
    const antes = await fotografia();
    for (const fase of ['PENDENCIA_CLIENTE', 'DOCUMENTO_RECUSADO']) {
      for (const extra of [{}, { documentosIlegiveis: [], expliqueMotivo: '   ' }]) {
        const res = await operador('PATCH', `/casos/${numero}`, analista, { fase, ...extra });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ mensagem: MENSAGEM_RECUSA_SEM_MOTIVO });
      }
    }
    expect(await fotografia()).toEqual(antes);

    const pendencia = await operador('PATCH', `/casos/${numero}`, analista, {
      fase: 'PENDENCIA_CLIENTE',
      documentosIlegiveis: ['RG frente'],
      documentosIncorretos: ['Certidão de casamento'],
      expliqueMotivo: 'A foto do RG está desfocada e a certidão é de outra pessoa.',
    });
    expect(pendencia.statusCode, pendencia.body).toBe(200);
    expect(pendencia.json().caso).toMatchObject({
      Fase__c: 'Pendência Cliente',
      DocumentosIlegiveis__c: 'RG frente',
      DocumentosIncorretos__c: 'Certidão de casamento',
    });
    const [entrada] = await sql<{ detalhes: Record<string, unknown> }>(
      `select detalhes from auditoria where acao = 'caso.alterado' and alvo = $1 order by id desc limit 1`,
      [`caso:${numero}`],
    );
    expect(entrada!.detalhes).toMatchObject({
      para: { fase: 'Pendência Cliente' },
      motivos: {
        documentosIlegiveis: 'RG frente',
        documentosIncorretos: 'Certidão de casamento',
        expliqueMotivo: 'A foto do RG está desfocada e a certidão é de outra pessoa.',
      },
    });
    // The customer's status follows; nothing was applied.
    const status = (await cliente('GET', '/core/dados-cadastrais/status')).json();
    expect(status.caso).toMatchObject({ CaseNumber: numero, Fase__c: 'Pendência Cliente' });
    const d = (await cliente('GET', `/cotas/${maria.idCota}/dados-cadastrais`)).json();
    expect(d.fisica.nomeCompleto).toBe('Maria Oliveira Santos');

    // The final refusal: the explanation alone is a reason.
    const recusado = await operador('PATCH', `/casos/${numero}`, supervisor, {
      fase: 'DOCUMENTO_RECUSADO',
      documentosIlegiveis: [],
      documentosIncorretos: [],
      expliqueMotivo: 'Compareça a uma filial com o documento original.',
    });
    expect(recusado.statusCode, recusado.body).toBe(200);
    expect(recusado.json().caso.Fase__c).toBe('Documento Recusado');

    // Each refusal's notification leads to its profile screen: what to send again, then the branches.
    expect((await avisosDoCaso(numero)).map((a) => a.link)).toEqual([
      '/perfil/filial',
      '/perfil/problema-documentos',
    ]);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITES_DE_DOCUMENTO, MENSAGENS_ENVIO_DOCUMENTO } from '@portal/domain';
import { createArmazenamentoEmDisco } from '../../adapters/armazenamento.ts';
import { createTrabalhos } from '../../adapters/trabalhos.ts';
import { ANA, CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';
import { createDocumentosRepository } from './documentos.repository.ts';
import { createDocumentosService, FILA_DE_LIMPEZA } from './documentos.service.ts';

const MB = 1024 * 1024;
const FRONTEIRA = '----portal-documentos';

let t: TestApp;
let pasta: string;
let maria: { access_token: string; idCota: number };
let ana: string;

/** A multipart/form-data body as a browser sends it: one `file` part per file. */
function multipart(arquivos: { nome: string; conteudo: Buffer; tipo?: string }[]) {
  const pedacos: Buffer[] = [];
  for (const a of arquivos)
    pedacos.push(
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${a.nome}"\r\n` +
          `Content-Type: ${a.tipo ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      a.conteudo,
      Buffer.from('\r\n'),
    );
  pedacos.push(Buffer.from(`--${FRONTEIRA}--\r\n`));
  return Buffer.concat(pedacos);
}

const enviar = (
  fluxo: string,
  arquivos: { nome: string; conteudo: Buffer; tipo?: string }[],
  token: string | null = maria.access_token,
) =>
  t.app.inject({
    method: 'POST',
    url: `${PREFIX}/fluxos/${fluxo}/documentos`,
    payload: multipart(arquivos),
    headers: {
      ...CABECALHOS,
      ...(token ? { access_token: token } : {}),
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
  });

const baixar = (id: string, token = maria.access_token) => t.get(`/documentos/${id}`, token);
const apagar = (id: string, token = maria.access_token) =>
  t.app.inject({
    method: 'DELETE',
    url: `${PREFIX}/documentos/${id}`,
    headers: { ...CABECALHOS, access_token: token },
  });

/** A PDF as file-type sees one (its header), padded to the size asked for. */
const pdf = (tamanho = 2048) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
    randomBytes(Math.max(0, tamanho - 15)),
  ]).subarray(0, tamanho);
const imagem = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2255aa' } });
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  randomBytes(4000),
]);

/** Every object the store holds (temporary files included): a refused upload must leave none. */
async function guardados(): Promise<string[]> {
  const nomes = await readdir(pasta, { recursive: true, withFileTypes: true }).catch(() => []);
  return nomes.filter((e) => e.isFile()).map((e) => e.name);
}
const linhas = async () =>
  (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from documentos`)).rows[0]!.n;

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'portal-documentos-'));
  t = await createTestApp({ armazenamento: createArmazenamentoEmDisco(pasta) });
  maria = await t.login(MARIA);
  ana = (await t.login(ANA, { idParceiro: 2 })).access_token;
});
afterAll(async () => {
  await t.close();
  await rm(pasta, { recursive: true, force: true });
});
beforeEach(async () => {
  // Each test starts with no document waiting: the places of the flow are all free.
  await t.database.pool.query(`delete from documentos`);
  await rm(pasta, { recursive: true, force: true });
});

describe('POST /documentos/{fluxo}', () => {
  it('stores a PDF and a JPEG of the registration flow and serves each back to its owner only', async () => {
    const conteudo = pdf(300_000);
    const jpeg = await imagem().jpeg().toBuffer();
    const res = await enviar('cadastro', [
      { nome: 'RG frente.pdf', conteudo, tipo: 'application/pdf' },
      { nome: 'selfie.jpg', conteudo: jpeg, tipo: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const { documentos } = res.json<{
      documentos: { id: string; nome: string; tipo: string; tamanho: number }[];
    }>();
    expect(documentos).toMatchObject([
      {
        fluxo: 'cadastro',
        nome: 'RG frente.pdf',
        tipo: 'application/pdf',
        tamanho: 300_000,
        numeroCaso: null,
      },
      { fluxo: 'cadastro', nome: 'selfie.jpg', tipo: 'image/jpeg', tamanho: jpeg.length, numeroCaso: null },
    ]);
    expect(await guardados()).toHaveLength(2);

    const baixado = await baixar(documentos[0]!.id);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(conteudo)).toBe(true);
    expect(baixado.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '300000',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="RG frente.pdf"; filename*=UTF-8''RG%20frente.pdf`,
    });

    // Another customer, a malformed id, an unknown one: the same 404; no token: 401.
    expect((await baixar(documentos[0]!.id, ana)).statusCode).toBe(404);
    expect((await baixar('nada')).json()).toEqual({ mensagem: 'Documento não encontrado.' });
    expect((await baixar('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.get(`/documentos/${documentos[0]!.id}`)).statusCode).toBe(401);
    expect((await enviar('cadastro', [{ nome: 'rg.pdf', conteudo: pdf() }], null)).statusCode).toBe(401);
  });

  it.each([
    ['a .pdf name with PNG bytes', 'cadastro', 'rg.pdf', 'png'],
    ['a renamed executable', 'cadastro', 'rg.pdf', 'exe'],
    ['a PNG, which the registration flow does not take', 'cadastro', 'print.png', 'png'],
    ['text called .jpg', 'cadastro', 'foto.jpg', 'texto'],
    ['an empty file', 'cadastro', 'rg.pdf', 'vazio'],
    ['a .pdf name with PNG bytes in the refund flow', 'devolucao', 'extrato.pdf', 'png'],
  ] as const)('refuses %s with 400 and stores nothing', async (_caso, fluxo, nome, bytes) => {
    const conteudo = {
      png: await imagem().png().toBuffer(),
      exe: EXE,
      texto: Buffer.from('isto não é uma imagem\n'.repeat(200)),
      vazio: Buffer.alloc(0),
    }[bytes];
    // A valid file first: the refusal of the second takes it back too (all or nothing).
    const res = await enviar(fluxo, [
      { nome: 'valido.pdf', conteudo: pdf() },
      { nome, conteudo },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      mensagem: MENSAGENS_ENVIO_DOCUMENTO.formato(LIMITES_DE_DOCUMENTO[fluxo].formatos),
    });
    expect(await guardados()).toEqual([]);
    expect(await linhas()).toBe(0);
  });

  it('refuses a file past the flow size, streamed, with nothing stored; the limit itself is fine', async () => {
    const grande = await enviar('cadastro', [{ nome: 'rg.pdf', conteudo: pdf(6 * MB + 1) }]);
    expect(grande.statusCode).toBe(400);
    expect(grande.json()).toEqual({ mensagem: 'Arquivo maior que o permitido (até 6 MB).' });
    expect(await guardados()).toEqual([]);
    expect(await linhas()).toBe(0);

    expect((await enviar('cadastro', [{ nome: 'rg.pdf', conteudo: pdf(6 * MB) }])).statusCode).toBe(201);
    expect((await enviar('devolucao', [{ nome: 'extrato.pdf', conteudo: pdf(8 * MB) }])).statusCode).toBe(
      201,
    );
    const maisQueOito = await enviar('devolucao', [{ nome: 'extrato.pdf', conteudo: pdf(8 * MB + 1) }]);
    expect(maisQueOito.json()).toEqual({ mensagem: 'Arquivo maior que o permitido (até 8 MB).' });
    expect(await guardados()).toHaveLength(2);
  });

  it('takes PNG and TIFF in the refund flow', async () => {
    const res = await enviar('devolucao', [
      { nome: 'comprovante.png', conteudo: await imagem().png().toBuffer() },
      { nome: 'extrato.tiff', conteudo: await imagem().tiff().toBuffer() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ documentos: { tipo: string }[] }>().documentos.map((d) => d.tipo)).toEqual([
      'image/png',
      'image/tiff',
    ]);
  });

  it('refuses more files than the flow allows, in one request or waiting, with nothing of the request kept', async () => {
    const onze = Array.from({ length: 11 }, (_, i) => ({ nome: `doc-${i}.pdf`, conteudo: pdf() }));
    const demais = await enviar('cadastro', onze);
    expect(demais.statusCode).toBe(400);
    expect(demais.json()).toEqual({ mensagem: 'Muitos arquivos (apenas 10 permitidos).' });
    expect(await guardados()).toEqual([]);
    expect(await linhas()).toBe(0);

    expect((await enviar('cadastro', onze.slice(0, 9))).statusCode).toBe(201);
    const mais = await enviar('cadastro', onze.slice(9));
    expect(mais.json()).toEqual({ mensagem: 'Muitos arquivos (apenas 10 permitidos).' });
    expect(await guardados()).toHaveLength(9);
    // The flows count apart.
    expect((await enviar('devolucao', [{ nome: 'extrato.pdf', conteudo: pdf() }])).statusCode).toBe(201);
  });

  it('keeps at most 10 waiting files per customer and flow under 20 concurrent uploads (a constraint)', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        enviar('cadastro', [{ nome: `doc-${i}.pdf`, conteudo: pdf(50_000) }]),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 201)).toHaveLength(10);
    expect(codigos.filter((c) => c === 400)).toHaveLength(10);
    for (const r of respostas.filter((r) => r.statusCode === 400))
      expect(r.json()).toEqual({ mensagem: 'Muitos arquivos (apenas 10 permitidos).' });
    expect(await linhas()).toBe(10);
    expect(await guardados()).toHaveLength(10);
  });

  it('asks for the files when none is sent, or the body is not multipart', async () => {
    const vazio = await enviar('cadastro', []);
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toEqual({ mensagem: 'Todos os arquivos são obrigatórios.' });
    const json = await t.post(
      '/fluxos/cadastro/documentos',
      { file: 'x' },
      { access_token: maria.access_token },
    );
    expect(json.json()).toEqual({ mensagem: 'Todos os arquivos são obrigatórios.' });
    expect((await enviar('fotos', [{ nome: 'rg.pdf', conteudo: pdf() }])).json()).toEqual({
      mensagem: 'Fluxo de documentos inválido.',
    });
  });
});

describe('documents and cases', () => {
  /** The service as a journey uses it, on the test's database and store (its own clean-up queue never starts). */
  const servico = () =>
    createDocumentosService({
      repo: createDocumentosRepository(t.database.db),
      armazenamento: createArmazenamentoEmDisco(pasta),
      cotas: { exigirDoCliente: () => Promise.reject(new Error('não usado')) },
      trabalhos: createTrabalhos({ db: t.database.db, automaticos: false, log: console }),
      auditar: () => Promise.reject(new Error('não usado')),
      now: () => Date.now(),
    });

  async function casoDaMaria() {
    const { rows } = await t.database.pool.query<{ id: number; numero: string; cliente_id: number }>(
      `select c.id, c.numero, c.cliente_id from casos c join clientes cl on cl.id = c.cliente_id
        where cl.inscricao_nacional = '52998224725' order by c.id limit 1`,
    );
    return rows[0]!;
  }

  it('ties waiting documents to a case in the journey transaction, lists them, and keeps them from deletion', async () => {
    const enviados = (
      await enviar('cadastro', [
        { nome: 'rg.pdf', conteudo: pdf() },
        { nome: 'cnh.pdf', conteudo: pdf() },
      ])
    ).json<{ documentos: { id: string }[] }>().documentos;
    const caso = await casoDaMaria();
    const documentos = servico();

    // A missing or foreign id ties nothing, and the journey's transaction fails with it.
    await expect(
      t.database.db.transaction((tx) =>
        documentos.vincularAoCaso(tx, {
          clienteId: caso.cliente_id,
          fluxo: 'cadastro',
          ids: [enviados[0]!.id, '00000000-0000-4000-8000-000000000000'],
          casoId: caso.id,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400, mensagem: 'Todos os arquivos são obrigatórios.' });
    await expect(
      t.database.db.transaction((tx) =>
        documentos.vincularAoCaso(tx, {
          clienteId: caso.cliente_id,
          fluxo: 'devolucao',
          ids: [enviados[0]!.id],
          casoId: caso.id,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });

    await t.database.db.transaction((tx) =>
      documentos.vincularAoCaso(tx, {
        clienteId: caso.cliente_id,
        fluxo: 'cadastro',
        ids: enviados.map((d) => d.id),
        casoId: caso.id,
      }),
    );
    const lista = await t.get(`/casos/${caso.numero}/documentos`, maria.access_token);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toMatchObject({
      documentos: [
        // In the order they arrived; by name within the same instant.
        { id: enviados[1]!.id, nome: 'cnh.pdf', numeroCaso: caso.numero },
        { id: enviados[0]!.id, nome: 'rg.pdf', numeroCaso: caso.numero },
      ],
    });
    expect((await baixar(enviados[0]!.id)).statusCode).toBe(200);
    expect((await apagar(enviados[0]!.id)).statusCode).toBe(409);
    // Claimed documents free the flow's places.
    expect(await documentos.limparOrfaos()).toBe(0);

    expect((await t.get(`/casos/${caso.numero}/documentos`, ana)).statusCode).toBe(404);
    expect((await t.get(`/casos/99999999/documentos`, maria.access_token)).json()).toEqual({
      mensagem: 'Caso não encontrado.',
    });
  });

  it('lets the owner delete a document still waiting for a case', async () => {
    const [doc] = (await enviar('cadastro', [{ nome: 'errado.pdf', conteudo: pdf() }])).json<{
      documentos: { id: string }[];
    }>().documentos;
    expect((await apagar(doc!.id, ana)).statusCode).toBe(404);
    expect(await guardados()).toHaveLength(1);
    expect((await apagar(doc!.id)).statusCode).toBe(204);
    expect(await guardados()).toEqual([]);
    expect((await baixar(doc!.id)).statusCode).toBe(404);
    expect((await apagar(doc!.id)).statusCode).toBe(404);
  });

  it('deletes, by the clean-up job, what no case claimed within 24 hours, and only that', async () => {
    const antigo = (await enviar('cadastro', [{ nome: 'antigo.pdf', conteudo: pdf() }])).json<{
      documentos: { id: string }[];
    }>().documentos[0]!;
    const vinculado = (await enviar('cadastro', [{ nome: 'vinculado.pdf', conteudo: pdf() }])).json<{
      documentos: { id: string }[];
    }>().documentos[0]!;
    const caso = await casoDaMaria();
    await t.database.db.transaction((tx) =>
      servico().vincularAoCaso(tx, {
        clienteId: caso.cliente_id,
        fluxo: 'cadastro',
        ids: [vinculado.id],
        casoId: caso.id,
      }),
    );
    t.avancar(23 * 3_600_000);
    maria = await t.login(MARIA);
    const recente = (await enviar('cadastro', [{ nome: 'recente.pdf', conteudo: pdf() }])).json<{
      documentos: { id: string }[];
    }>().documentos[0]!;

    await t.app.trabalhos.enfileirar(FILA_DE_LIMPEZA, {});
    expect(await t.app.trabalhos.executarPendentes()).toBe(1);
    expect(await guardados()).toHaveLength(3);

    t.avancar(1 * 3_600_000 + 1_000);
    maria = await t.login(MARIA);
    await t.app.trabalhos.enfileirar(FILA_DE_LIMPEZA, {});
    expect(await t.app.trabalhos.executarPendentes()).toBe(1);
    expect(await guardados()).toHaveLength(2);
    expect((await baixar(antigo.id)).statusCode).toBe(404);
    expect((await baixar(vinculado.id)).statusCode).toBe(200);
    expect((await baixar(recente.id)).statusCode).toBe(200);
  });
});

/**
 * The S3-compatible storage adapter (S3_URL) against a local S3 server the test starts on a free port, and the
 * documents module on top of it, as with the disk adapter.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECALHOS, createTestApp, MARIA, PREFIX } from '../../test/test-app.ts';
import { createArmazenamentoS3, lerS3Url } from './armazenamento-s3.ts';

let pasta: string;
let servidor: S3rver;
let url: string;

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: pasta,
    configureBuckets: [{ name: 'documentos' }],
  });
  const { port } = await servidor.run();
  // s3rver's own credentials: it checks every request's signature with them.
  url = `http://S3RVER:S3RVER@127.0.0.1:${port}/documentos`;
});
afterAll(async () => {
  await servidor.close();
  await rm(pasta, { recursive: true, force: true });
});

/**
 * Every key the bucket holds, read off s3rver's folder (its bucket listing disagrees with the SDK's signature of
 * the bucket's path). Parts of an unfinished multipart upload are not objects: s3rver does not implement
 * AbortMultipartUpload, which lib-storage sends on failure (S3 and MinIO drop the parts then).
 */
async function noBucket(): Promise<string[]> {
  const bucket = path.join(pasta, 'documentos');
  const arquivos = await readdir(bucket, { recursive: true, withFileTypes: true });
  return arquivos
    .filter((a) => a.isFile() && a.name.endsWith('._S3rver_object'))
    .map((a) => path.relative(bucket, path.join(a.parentPath, a.name)).slice(0, -'._S3rver_object'.length));
}

const chave = (extensao = 'bin') => `documentos/${crypto.randomUUID()}.${extensao}`;

describe('createArmazenamentoS3', () => {
  it('writes a buffer and a stream larger than a part, reads them whole or streamed, deletes them', async () => {
    const s3 = createArmazenamentoS3(url);
    const pequeno = chave('webp');
    await s3.gravar(pequeno, Buffer.from('foto'));
    expect((await s3.ler(pequeno))?.toString()).toBe('foto');

    // 7 MB in 64 KB chunks: a multipart upload of two parts, never held whole.
    const conteudo = randomBytes(7 * 1024 * 1024);
    const grande = chave();
    const pedacos = Array.from({ length: conteudo.length / 65_536 }, (_, i) =>
      conteudo.subarray(i * 65_536, (i + 1) * 65_536),
    );
    await s3.gravar(grande, Readable.from(pedacos));
    const lido: Buffer[] = [];
    for await (const p of (await s3.abrir(grande))!) lido.push(p as Buffer);
    expect(Buffer.concat(lido).equals(conteudo)).toBe(true);

    await s3.apagar(grande);
    await s3.apagar(grande);
    expect(await s3.ler(grande)).toBeNull();
    expect(await s3.abrir(grande)).toBeNull();
    await s3.apagar(pequeno);
    expect(await noBucket()).toEqual([]);
  });

  it('leaves nothing under the key when the stream fails mid-way, and refuses a key it did not make', async () => {
    const s3 = createArmazenamentoS3(url);
    async function* quebra() {
      yield randomBytes(6 * 1024 * 1024);
      throw new Error('cliente desconectou');
    }
    await expect(s3.gravar(chave(), Readable.from(quebra()))).rejects.toThrow();
    expect(await noBucket()).toEqual([]);
    await expect(s3.gravar('../fora.bin', Buffer.from('x'))).rejects.toThrow('chave de arquivo inválida');
  });

  it('reads S3_URL, naming the variable and never the secret when it is wrong', () => {
    expect(
      lerS3Url('https://AKIA%2B1:se%2Fgredo@s3.sa-east-1.amazonaws.com/portal?region=sa-east-1'),
    ).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      bucket: 'portal',
      region: 'sa-east-1',
      credenciais: { accessKeyId: 'AKIA+1', secretAccessKey: 'se/gredo' },
    });
    for (const errada of [
      's3://k:s@host/b',
      'http://host/bucket',
      'http://k:segredo@host/',
      'http://k:segredo@host/a/b',
      'nada',
    ])
      expect(() => lerS3Url(errada)).toThrow(/^S3_URL inválida/);
    expect(() => lerS3Url('http://k:segredo@host/')).not.toThrow(/segredo/);
  });
});

describe('documents on S3', () => {
  it('stores an upload in the bucket, serves it back, and keeps nothing of a forged one', async () => {
    const t = await createTestApp({ s3Url: url });
    try {
      const { access_token } = await t.login(MARIA);
      const enviar = (nome: string, conteudo: Buffer) => {
        const fronteira = '----s3';
        return t.app.inject({
          method: 'POST',
          url: `${PREFIX}/fluxos/cadastro/documentos`,
          headers: {
            ...CABECALHOS,
            access_token,
            'content-type': `multipart/form-data; boundary=${fronteira}`,
          },
          payload: Buffer.concat([
            Buffer.from(
              `--${fronteira}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\n` +
                `Content-Type: application/pdf\r\n\r\n`,
            ),
            conteudo,
            Buffer.from(`\r\n--${fronteira}--\r\n`),
          ]),
        });
      };
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100_000)]);
      const res = await enviar('rg.pdf', pdf);
      expect(res.statusCode).toBe(201);
      const [documento] = res.json<{ documentos: { id: string }[] }>().documentos;
      expect(await noBucket()).toEqual([`documentos/${documento!.id}.bin`]);
      const baixado = await t.get(`/documentos/${documento!.id}`, access_token);
      expect(baixado.rawPayload.equals(pdf)).toBe(true);

      const forjado = await enviar('cnh.pdf', Buffer.concat([Buffer.from('MZ'), randomBytes(10_000)]));
      expect(forjado.statusCode).toBe(400);
      expect(await noBucket()).toEqual([`documentos/${documento!.id}.bin`]);

      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `${PREFIX}/documentos/${documento!.id}`,
            headers: { ...CABECALHOS, access_token },
          })
        ).statusCode,
      ).toBe(204);
      expect(await noBucket()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { exigirChaveValida, type Armazenamento } from './armazenamento.ts';

/** What S3_URL says: `http(s)://KEY:SECRET@host[:port]/bucket[?region=…]`. */
export interface DestinoS3 {
  endpoint: string;
  bucket: string;
  region: string;
  credenciais: { accessKeyId: string; secretAccessKey: string };
}

/** Reads S3_URL; the message names the variable, never the secret. */
export function lerS3Url(valor: string): DestinoS3 {
  let url: URL;
  try {
    url = new URL(valor);
  } catch {
    throw new Error('S3_URL inválida: use http(s)://CHAVE:SEGREDO@servidor/bucket.');
  }
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !url.username ||
    !url.password ||
    !bucket ||
    bucket.includes('/')
  )
    throw new Error('S3_URL inválida: use http(s)://CHAVE:SEGREDO@servidor/bucket.');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    credenciais: {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    },
  };
}

/** Parts of a multipart upload: S3's minimum. One in flight per upload, so a stream is never held whole. */
const TAMANHO_DA_PARTE = 5 * 1024 * 1024;

/**
 * S3-compatible adapter (AWS S3, MinIO, Ceph…), path-style addressing. A stream goes up through lib-storage's
 * `Upload`: one PutObject when it fits in a part, a multipart upload otherwise, aborted (nothing left) on failure.
 */
export function createArmazenamentoS3(s3Url: string): Armazenamento {
  const destino = lerS3Url(s3Url);
  const cliente = new S3Client({
    endpoint: destino.endpoint,
    region: destino.region,
    credentials: destino.credenciais,
    forcePathStyle: true,
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload, in aws-chunked
    // encoding) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objeto = (chave: string) => ({ Bucket: destino.bucket, Key: exigirChaveValida(chave) });

  async function obter(chave: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await cliente.send(new GetObjectCommand(objeto(chave)));
    } catch (erro) {
      if (erro instanceof NoSuchKey || (erro as { name?: string }).name === 'NoSuchKey') return null;
      throw erro;
    }
  }

  return {
    async gravar(chave, conteudo) {
      await new Upload({
        client: cliente,
        params: { ...objeto(chave), Body: conteudo },
        partSize: TAMANHO_DA_PARTE,
        queueSize: 1,
        leavePartsOnError: false,
      }).done();
    },
    async ler(chave) {
      const resposta = await obter(chave);
      return resposta?.Body ? Buffer.from(await resposta.Body.transformToByteArray()) : null;
    },
    async abrir(chave) {
      const resposta = await obter(chave);
      return (resposta?.Body as Readable | undefined) ?? null;
    },
    async apagar(chave) {
      await cliente.send(new DeleteObjectCommand(objeto(chave)));
    },
  };
}

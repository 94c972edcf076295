import multipart from '@fastify/multipart';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arquivoBlobBodySchema,
  arquivoIdParamsSchema,
  arquivoSchema,
  bytesDoBase64,
  categoriaArquivoSchema,
  erroSchema,
  MENSAGENS_FOTO,
  tamanhoDoBase64,
  TAMANHO_MAXIMO_FOTO_BYTES,
} from '@portal/domain';
import { requisicaoInvalida } from '../../core/erros.ts';
import type { ArquivosService } from './arquivos.service.ts';

const tags = ['arquivos'];
const security = [{ accessToken: [] }];
const erros = { 400: erroSchema, 401: erroSchema };

/** The multipart file, already read into memory by the plugin (at most TAMANHO_MAXIMO_FOTO_BYTES). */
const arquivoMultipartSchema = z
  .custom<Buffer>((v) => Buffer.isBuffer(v), { error: MENSAGENS_FOTO.vazia })
  .meta({ type: 'string', format: 'binary' });

/** The WebP bytes (a Buffer is sent as is: fastify never serializes it). */
const fotoBinariaSchema = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary' });

/** base64 grows 4/3: the JSON body may hold a full-size photo plus the field names. */
const LIMITE_CORPO_BLOB = Math.ceil((TAMANHO_MAXIMO_FOTO_BYTES * 4) / 3) + 64 * 1024;

export const arquivosRoutes =
  (arquivos: ArquivosService, autenticar: preHandlerAsyncHookHandler): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      // Whatever the field order, `file` and `category` arrive in the body and the zod schema checks both.
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: TAMANHO_MAXIMO_FOTO_BYTES, files: 1, fields: 4, parts: 5 },
      async onFile(parte) {
        try {
          (parte as unknown as { value: Buffer }).value = await parte.toBuffer();
        } catch (erro) {
          if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw requisicaoInvalida(MENSAGENS_FOTO.grande);
          throw erro;
        }
      },
    });

    app.post(
      '/arquivos/v2',
      {
        // Before the body is read: an anonymous caller never makes us buffer megabytes.
        onRequest: autenticar,
        schema: {
          tags,
          security,
          summary: 'Envia uma foto (multipart: file, category)',
          consumes: ['multipart/form-data'],
          body: z.object({
            file: arquivoMultipartSchema,
            category: categoriaArquivoSchema.default('foto-cota'),
          }),
          response: { 201: arquivoSchema, ...erros },
        },
      },
      async (request, reply) => {
        const arquivo = await arquivos.enviar(request.sessao, request.body.file, request.body.category);
        return reply.code(201).send(arquivo);
      },
    );

    app.post(
      '/arquivos/blob',
      {
        // Before the body is read: an anonymous caller never makes us buffer megabytes.
        onRequest: autenticar,
        bodyLimit: LIMITE_CORPO_BLOB,
        schema: {
          tags,
          security,
          summary: 'Envia uma foto em base64',
          body: arquivoBlobBodySchema,
          response: { 201: arquivoSchema, ...erros },
        },
      },
      async (request, reply) => {
        const { base64, category } = request.body;
        // Refused by its size before decoding: an oversized text never becomes a second copy in memory.
        if (tamanhoDoBase64(base64) > TAMANHO_MAXIMO_FOTO_BYTES)
          throw requisicaoInvalida(MENSAGENS_FOTO.grande);
        const bytes = bytesDoBase64(base64);
        if (!bytes) throw requisicaoInvalida(MENSAGENS_FOTO.base64);
        const arquivo = await arquivos.enviar(request.sessao, Buffer.from(bytes), category);
        return reply.code(201).send(arquivo);
      },
    );

    /**
     * Served without the access token: an <img> cannot send that header, and a token must never travel in a
     * URL. The id is the capability instead: a random v4 uuid (122 bits) handed only to its owner, never
     * listed anywhere. The bytes are our own re-encoded WebP, sent with their exact type, nosniff and inline,
     * and cached privately for good (the content behind an id never changes).
     */
    app.get(
      '/arquivos/:id',
      {
        schema: {
          tags,
          summary: 'Uma foto enviada, pelo seu identificador',
          params: arquivoIdParamsSchema,
          response: { 200: fotoBinariaSchema, 404: erroSchema },
        },
      },
      async (request, reply) => {
        const { mime, conteudo } = await arquivos.ler(request.params.id);
        return reply
          .type(mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="foto-${request.params.id}.webp"`)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          .send(conteudo);
      },
    );
  };

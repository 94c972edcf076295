import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  bytesDoBase64,
  fotoMultipartSchema,
  MENSAGEM_TEXTO_INVALIDO,
  MENSAGENS_FOTO,
  perfilOperacoes,
  tamanhoDoBase64,
  TAMANHO_MAXIMO_FOTO_BYTES,
  textoInvalido,
} from '@portal/domain';
import { requisicaoInvalida } from '../../core/erros.ts';
import { rota } from '../../core/rotas.ts';
import type { ArquivosService } from './arquivos.service.ts';
import type { PerfilService } from './perfil.service.ts';

/** base64 grows 4/3: the JSON body may hold a full-size photo plus the field names. */
const LIMITE_CORPO_BLOB = Math.ceil((TAMANHO_MAXIMO_FOTO_BYTES * 4) / 3) + 64 * 1024;

/**
 * The photo uploads, in their own context: the multipart parser is theirs only. The session is checked in
 * `onRequest` (core/rotas.ts), so an anonymous caller never makes us buffer megabytes.
 */
const envios = (arquivos: ArquivosService) => async (app: FastifyInstance) => {
  await app.register(multipart, {
    // Whatever the field order, `file` and `category` arrive in the body, checked by fotoMultipartSchema.
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: TAMANHO_MAXIMO_FOTO_BYTES, files: 1, fields: 4, parts: 5 },
    async onFile(parte) {
      // The file's name is text like any field (plugins/borda.ts checks the others).
      if (textoInvalido(parte.filename)) throw requisicaoInvalida(MENSAGEM_TEXTO_INVALIDO);
      try {
        (parte as unknown as { value: Buffer }).value = await parte.toBuffer();
      } catch (erro) {
        if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw requisicaoInvalida(MENSAGENS_FOTO.grande);
        throw erro;
      }
    },
  });

  rota(app, perfilOperacoes.enviarFoto, async (p) => {
    // Multipart is not declared in the catalogue (the web sends a FormData): its fields are checked here.
    const campos = fotoMultipartSchema.safeParse(p.body);
    if (!campos.success) throw requisicaoInvalida(campos.error.issues[0]?.message ?? MENSAGENS_FOTO.vazia);
    const { file, category } = campos.data;
    return arquivos.enviar(p.sessao, Buffer.from(file.buffer, file.byteOffset, file.byteLength), category);
  });

  rota(
    app,
    perfilOperacoes.enviarFotoBase64,
    async (p) => {
      const { base64, category } = p.body;
      // Refused by its size before decoding: an oversized text never becomes a second copy in memory.
      if (tamanhoDoBase64(base64) > TAMANHO_MAXIMO_FOTO_BYTES)
        throw requisicaoInvalida(MENSAGENS_FOTO.grande);
      const bytes = bytesDoBase64(base64);
      if (!bytes) throw requisicaoInvalida(MENSAGENS_FOTO.base64);
      return arquivos.enviar(p.sessao, Buffer.from(bytes), category);
    },
    { bodyLimit: LIMITE_CORPO_BLOB },
  );
};

/** Quota nickname and photo, the customer's preferences, the service rating and photos (spec §7 "Users"). */
export const perfilModule =
  (deps: { perfil: PerfilService; arquivos: ArquivosService }) => async (app: FastifyInstance) => {
    const { perfil, arquivos } = deps;
    rota(app, perfilOperacoes.preferenciasDaCota, (p) => perfil.preferenciasDaCota(p.sessao, p.cota, p.body));
    rota(app, perfilOperacoes.preferencias, (p) => perfil.preferencias(p.sessao, p.params.id));
    rota(app, perfilOperacoes.alterarPreferencias, (p) =>
      perfil.alterarPreferencias(p.sessao, p.params.id, p.body),
    );
    rota(app, perfilOperacoes.avaliar, (p) => perfil.avaliar(p.sessao, p.body));

    await app.register(envios(arquivos));

    /**
     * Served without the access token (see the operation). The bytes are our own re-encoded WebP, sent with
     * their exact type, nosniff and inline, and cached privately for good (the content behind an id never
     * changes).
     */
    rota(app, perfilOperacoes.foto, async (p, reply) => {
      const { mime, conteudo } = await arquivos.ler(p.params.id);
      return reply
        .type(mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="foto-${p.params.id}.webp"`)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .send(conteudo);
    });
  };

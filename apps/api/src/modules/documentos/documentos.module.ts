import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  documentosOperacoes,
  LIMITES_DE_DOCUMENTO,
  MENSAGEM_TEXTO_INVALIDO,
  MENSAGENS_ENVIO_DOCUMENTO,
  textoInvalido,
  type FluxoDeDocumento,
} from '@portal/domain';
import { requisicaoInvalida } from '../../core/erros.ts';
import { rota } from '../../core/rotas.ts';
import type { ArquivoRecebido, DocumentosService } from './documentos.service.ts';

/** Form fields besides the files are ignored; a few are tolerated (a FormData may carry a label). */
const CAMPOS_TOLERADOS = 4;

/**
 * The request's file parts, one at a time and still streaming, within the flow's limits: busboy stops a file one
 * byte past the flow's size (the service's counter refuses it) and refuses the part after the flow's count.
 */
async function* arquivosDoPedido(
  pedido: FastifyRequest,
  fluxo: FluxoDeDocumento,
): AsyncGenerator<ArquivoRecebido> {
  const limites = LIMITES_DE_DOCUMENTO[fluxo];
  if (!pedido.isMultipart()) throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios);
  try {
    for await (const parte of pedido.files({
      limits: {
        fileSize: limites.tamanhoMaximoBytes + 1,
        files: limites.quantidadeMaxima,
        fields: CAMPOS_TOLERADOS,
        parts: limites.quantidadeMaxima + CAMPOS_TOLERADOS,
      },
      throwFileSizeLimit: false,
    })) {
      // The file's name is text like any field (plugins/borda.ts checks the others).
      if (textoInvalido(parte.filename)) throw requisicaoInvalida(MENSAGEM_TEXTO_INVALIDO);
      yield { nome: parte.filename, conteudo: parte.file };
    }
  } catch (erro) {
    const codigo = (erro as { code?: string }).code;
    if (codigo === 'FST_FILES_LIMIT' || codigo === 'FST_PARTS_LIMIT')
      throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.quantidade(limites.quantidadeMaxima));
    if (codigo === 'FST_FIELDS_LIMIT') throw requisicaoInvalida(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios);
    throw erro;
  }
}

/** `attachment` with the customer's file name, ASCII fallback plus RFC 5987 for accents. */
function disposicao(nome: string): string {
  const ascii =
    nome
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento';
  // RFC 5987's attr-char excludes ' ( ) * too, which encodeURIComponent leaves as they are.
  const estendido = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${estendido}`;
}

/**
 * A stored file as an answer: its sniffed type, a safe download name, never cached (personal data), never
 * rendered by the browser as a page of ours.
 */
function enviarArquivo(
  reply: FastifyReply,
  { documento, conteudo }: { documento: { tipo: string; tamanho: number; nome: string }; conteudo: Readable },
) {
  return reply
    .type(documento.tipo)
    .header('content-length', documento.tamanho)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', disposicao(documento.nome))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(conteudo);
}

/** Upload to a flow, download and deletion by the owner, and a case's documents (ADR 0022). */
export const documentosModule = (deps: { documentos: DocumentosService }) => async (app: FastifyInstance) => {
  const { documentos } = deps;
  // The multipart parser in this module's context only; limits are set per flow by each request.
  await app.register(multipart);

  // No limit of its own beyond the API's per IP: a full flow refuses a file before storing a byte of it.
  rota(app, documentosOperacoes.enviar, async (p) => ({
    documentos: await documentos.receber(p.sessao, p.params.fluxo, arquivosDoPedido(p, p.params.fluxo)),
  }));

  /** Streamed from the store with its sniffed type, never rendered by the browser as a page of ours. */
  rota(app, documentosOperacoes.baixar, async (p, reply) =>
    enviarArquivo(reply, await documentos.abrir(p.sessao, p.params.id)),
  );

  rota(app, documentosOperacoes.apagar, (p) => documentos.apagar(p.sessao, p.params.id));
  rota(app, documentosOperacoes.doCaso, async (p) => ({
    documentos: await documentos.doCaso(p.sessao, p.params.caseNumber),
  }));

  // ——— Back-office: the analyst reads the documents of the case being decided ———

  rota(app, documentosOperacoes.doCasoOperador, async (p) => ({
    documentos: await documentos.doCasoOperador(p.params.caseNumber, p.operador.parceiroId),
  }));
  rota(app, documentosOperacoes.enviarLaudo, (p) =>
    documentos.receberDoOperador(
      p.operador,
      p.params.caseNumber,
      'laudo-vistoria',
      arquivosDoPedido(p, 'laudo-vistoria'),
    ),
  );
  rota(app, documentosOperacoes.baixarOperador, async (p, reply) =>
    enviarArquivo(reply, await documentos.abrirOperador(p.operador, p.params.caseNumber, p.params.id)),
  );
};

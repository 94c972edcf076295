import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MENSAGEM_TEXTO_INVALIDO } from '@portal/domain';
import { HttpError, MENSAGEM_NAO_ENCONTRADO } from '../core/erros.ts';
import { erroDoBanco } from '../core/erros-do-banco.ts';

const MENSAGEM_ERRO_SISTEMA = 'Erro no sistema, tente novamente mais tarde';

/** Fastify's own refusals, by code: each answered in Portuguese, never with its English text or its code. */
const POR_CODIGO: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'O endereço pedido contém caracteres inválidos.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'O endereço pedido é longo demais.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Requisição inválida.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio; envie os dados em JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'O corpo da requisição não é um JSON válido.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não aceito por este endereço.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'O tamanho declarado não confere com o conteúdo enviado.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O conteúdo enviado é grande demais.'],
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: [400, 'Informe o tipo do conteúdo enviado (Content-Type).'],
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Envie o arquivo como formulário (multipart/form-data).'],
  FST_PARTS_LIMIT: [413, 'O formulário enviado tem partes demais.'],
  FST_FILES_LIMIT: [413, 'Envie um arquivo por vez.'],
  FST_FIELDS_LIMIT: [413, 'O formulário enviado tem campos demais.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'O arquivo enviado é grande demais.'],
  FST_PROTO_VIOLATION: [400, 'O formulário enviado tem um campo inválido.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Um campo do formulário não é um JSON válido.'],
  FST_MP_PREMATURE_CLOSE: [400, 'O envio foi interrompido antes do fim. Tente novamente.'],
};

/** Any other 4xx, by status (a plugin's error whose code is not listed above). */
const POR_STATUS: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: MENSAGEM_NAO_ENCONTRADO,
  405: 'Este endereço não aceita este método.',
  406: 'Formato de resposta não disponível.',
  408: 'A requisição demorou demais para chegar. Tente novamente.',
  409: 'Esta ação conflita com outra já feita. Atualize a página.',
  411: 'Informe o tamanho do conteúdo enviado.',
  413: 'O conteúdo enviado é grande demais.',
  414: 'O endereço pedido é longo demais.',
  415: 'Tipo de conteúdo não aceito por este endereço.',
  429: 'Muitas requisições. Aguarde um instante e tente novamente.',
  431: 'Os cabeçalhos da requisição são grandes demais.',
};

/**
 * Errors of a malformed multipart body come from busboy as plain `Error`s, without a status: "Unexpected end of
 * form", "Malformed part header", "Multipart: Boundary not found"… They are the client's bytes, not our fault.
 */
const ERRO_DE_MULTIPART = /multipart|unexpected end of|part header|boundary|malformed/i;

/**
 * PostgreSQL refusing what a request brought or collided with. Class 22 ("data exception": a number beyond its
 * column, a string too long) and 54000 (an index row too large) are values the operation's schema should have
 * refused; 23503 on insert names a row that does not exist; 23505 and 23514 are a constraint that held against
 * a concurrent or repeated request (the "exactly one" rules live in the schema). Each keeps its transaction
 * rolled back and answers 4xx instead of 500; the log says which rule the schema lacks.
 */
const RECUSA_DO_BANCO: Record<string, [number, string]> = {
  '22001': [400, 'Um dos campos excede o tamanho aceito.'],
  '22003': [400, 'Um dos números enviados está fora do intervalo aceito.'],
  '22007': [400, 'Uma das datas enviadas é inválida.'],
  '22008': [400, 'Uma das datas enviadas está fora do intervalo aceito.'],
  '22021': [400, MENSAGEM_TEXTO_INVALIDO],
  '22P02': [400, 'Um dos valores enviados tem formato inválido.'],
  '54000': [400, 'Um dos campos excede o tamanho aceito.'],
  '23503': [404, MENSAGEM_NAO_ENCONTRADO],
  '23505': [409, 'Esta ação já foi feita ou conflita com outra feita ao mesmo tempo. Atualize e confira.'],
  '23514': [409, 'Esta ação não é possível na situação atual. Atualize e confira.'],
  '40001': [409, 'Outra ação sobre os mesmos dados terminou antes. Tente novamente.'],
  '40P01': [409, 'Outra ação sobre os mesmos dados terminou antes. Tente novamente.'],
};

function recusaDoBanco(error: unknown): [number, string] | undefined {
  const banco = erroDoBanco(error);
  if (!banco) return undefined;
  // A row still referenced (a delete) is a conflict; a reference to a missing row (an insert) names nothing.
  if (banco.code === '23503' && !banco.detail?.includes('is not present')) {
    return [409, 'Este registro está em uso e não pode ser removido.'];
  }
  return RECUSA_DO_BANCO[banco.code];
}

/** Status and Portuguese text of a refusal that did not come from our code, or `undefined` for a real fault. */
function respostaDoFramework(error: FastifyError, request?: FastifyRequest): [number, string] | undefined {
  const doBanco = recusaDoBanco(error);
  if (doBanco) {
    request?.log.warn(
      { err: error },
      'recusado pelo banco: falta uma regra no esquema ou no serviço da operação',
    );
    return doBanco;
  }
  const porCodigo = error.code ? POR_CODIGO[error.code] : undefined;
  if (porCodigo) return porCodigo;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return [error.statusCode, POR_STATUS[error.statusCode] ?? POR_STATUS[400]!];
  }
  const multipart = String(request?.headers['content-type'] ?? '').startsWith('multipart/');
  if (multipart && !error.statusCode && ERRO_DE_MULTIPART.test(error.message)) {
    return [400, 'O formulário enviado está incompleto ou malformado.'];
  }
  return undefined;
}

/** Every failure answers `{ mensagem }` in Portuguese; no stack trace, code or internal detail reaches a client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ mensagem: error.mensagem });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Schemas carry Portuguese messages; zod's own fall back to its pt locale (see @portal/domain). A malformed
      // path parameter (`/cotas/0x10`, an id beyond any row) is refused as such, 400, whose it would be.
      return reply.code(400).send({ mensagem: error.validation[0]?.message ?? 'Dados inválidos.' });
    }
    const resposta = respostaDoFramework(error, request);
    if (resposta) return reply.code(resposta[0]).send({ mensagem: resposta[1] });
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send({ mensagem: MENSAGEM_ERRO_SISTEMA });
  });
}

/**
 * Fastify options for what fails before a route is found (the router's `frameworkErrors`) and for what Node's
 * HTTP parser refuses before Fastify sees a request (`clientErrorHandler`): malformed HTTP, headers too large,
 * a request too slow to arrive. Node's and Fastify's defaults answer English JSON with a `code`.
 */
export const opcoesDeErro = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const [status, mensagem] = respostaDoFramework(error) ?? [400, POR_STATUS[400]!];
    void reply.code(status).send({ mensagem });
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const mensagem = status === 400 ? 'Requisição HTTP malformada.' : POR_STATUS[status]!;
    const corpo = JSON.stringify({ mensagem });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(corpo)}\r\nConnection: close\r\n\r\n${corpo}`,
      );
    }
    socket.destroy(error);
  },
};

import { type ErrorBody } from '@sisacte/contracts/common/page';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, INTERNAL_ERROR_MESSAGE } from '../lib/http-errors';
import { CLIENT_DATA_ERRORS, CONCURRENCY_ERRORS, databaseError } from '../lib/db-errors';
import { unencapsulated } from '../lib/plugin';

const NOT_FOUND_MESSAGE = 'Recurso não encontrado';
const INVALID_DATA_MESSAGE = 'Dados inválidos';

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'O corpo da requisição não é um JSON válido' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'O corpo da requisição está vazio' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'O corpo da requisição é grande demais' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado (use application/json)' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Tamanho do corpo da requisição inválido' },
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autenticado',
  403: 'Acesso negado',
  404: NOT_FOUND_MESSAGE,
  405: 'Método não permitido',
  406: 'Formato de resposta não disponível',
  413: 'O corpo da requisição é grande demais',
  415: 'Tipo de conteúdo não suportado',
  429: 'Muitas requisições. Aguarde e tente novamente.',
};

const PARTS: Record<string, string> = {
  body: 'Corpo da requisição',
  querystring: 'Parâmetros da consulta',
  params: 'Parâmetros do caminho',
  headers: 'Cabeçalhos',
};

/** The longest path parameter the router takes (a list of up to 200 ids fits). */
export const MAX_PATH_PARAM_LENGTH = 2_100;

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'Endereço inválido: um trecho do caminho não está codificado corretamente' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'Endereço longo demais' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: STATUS_MESSAGES[400]! },
};

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a badly encoded path, an over-long
 * parameter) leave in the `{message, messages}` shape like every other, without echoing the address.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code] ?? { status: 400, message: STATUS_MESSAGES[400]! };
  request.log.info({ status: known.status }, 'request refused');
  void reply.code(known.status).send({ message: known.message, messages: [known.message] } satisfies ErrorBody);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers over its limit, such as a
 * very long address, or a malformed request) gets the usual Portuguese `{message, messages}` and the
 * connection closes, instead of Node's English "Request Header Fields Too Large" or "Client Error".
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: import('node:net').Socket) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const message = tooLarge ? 'Endereço ou cabeçalhos longos demais' : 'Requisição malformada';
  const body = JSON.stringify({ message, messages: [message] } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Retry-After of a 429 that states no wait of its own (limits kept elsewhere than @fastify/rate-limit or tooManyRequests). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The one error handler: every error leaves as `{message, messages}`, in Portuguese, without internals. */
export const errorsPlugin = unencapsulated('sisacte-errors', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Status only: 4xx messages can quote what the user sent (names, CPF) — personal data stays out of logs.
    else request.log.info({ status }, 'request refused');
    // A download that failed before its first byte (an export whose query the database refused) had
    // already named its file type: the error leaves as JSON, like every other.
    reply.removeHeader('content-type').removeHeader('content-disposition');
    // Every 429 says when to try again: the limit's own wait (set by @fastify/rate-limit or carried by the error), or the default.
    if (status === 429 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(error instanceof HttpError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : DEFAULT_RETRY_AFTER_SECONDS));
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: NOT_FOUND_MESSAGE,
      messages: [`${request.method} ${shortPath(request.url)} não existe`],
    } satisfies ErrorBody),
  );
});

/** The path of a request, without its query, cut at 120 characters (a 404 never echoes a whole long address). */
function shortPath(url: string): string {
  const path = url.split('?')[0]!;
  return path.length > 120 ? `${path.slice(0, 120)}…` : path;
}

function describe(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = PARTS[error.validationContext ?? 'body'] ?? 'Requisição';
    const lines = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${issue.message}` : `${part}: ${issue.message}`;
    });
    const messages = [...new Set(lines)];
    return { status: 400, body: { message: messages[0] ?? INVALID_DATA_MESSAGE, messages } };
  }

  const dbCode = databaseError(error)?.code ?? '';
  const collision = CONCURRENCY_ERRORS[dbCode];
  if (collision) return { status: 409, body: { message: collision, messages: [collision] } };
  const dataProblem = CLIENT_DATA_ERRORS[dbCode];
  if (dataProblem) return { status: 400, body: { message: INVALID_DATA_MESSAGE, messages: [dataProblem] } };

  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, messages: [known.message] } };

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;
    return { status, body: { message, messages: [message] } };
  }
  return { status: status >= 500 && status < 600 ? status : 500, body: { message: INTERNAL_ERROR_MESSAGE, messages: [] } };
}

import { type ErrorBody } from '@sisacte/contracts/common/page';

/**
 * An error whose message is meant for the user (Portuguese). The error handler answers it
 * as `{message, messages}` with its status; anything else becomes a 500 without details.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly messages: string[];
  /** A 429's wait before another try, in seconds: its Retry-After header (the error handler sends it). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    messages?: string[],
  ) {
    super(message);
    this.messages = messages ?? [message];
  }

  toBody(): ErrorBody {
    return { message: this.message, messages: this.messages };
  }
}

/** 400 with one line per problem; the first line is also the summary. */
export function badRequest(first: string, ...more: string[]): HttpError {
  return new HttpError(400, first, [first, ...more]);
}

/**
 * 429 with `message`, to be tried again after `retryAfterMs` (sent as Retry-After, in whole seconds,
 * at least 1); without it the error handler sends its default wait.
 */
export function tooManyRequests(message: string, retryAfterMs?: number): HttpError {
  const error = new HttpError(429, message);
  if (retryAfterMs !== undefined) error.retryAfterSeconds = retryAfterSecondsOf(retryAfterMs);
  return error;
}

/** Milliseconds to wait as Retry-After's whole seconds, rounded up, at least 1. */
export function retryAfterSecondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

const UNAUTHENTICATED_MESSAGE = 'Não autenticado';
const FORBIDDEN_MESSAGE = 'Acesso negado';
export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor';

export function unauthorized(detail = 'Faça login para continuar'): HttpError {
  return new HttpError(401, UNAUTHENTICATED_MESSAGE, [detail]);
}

export function forbidden(detail = 'Você não tem permissão para esta operação'): HttpError {
  return new HttpError(403, FORBIDDEN_MESSAGE, [detail]);
}

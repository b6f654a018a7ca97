import { withRetryAfter } from '@sisacte/contracts/common/retry-after';

/** A failed API call, normalised: always a Portuguese message and the list of messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly messages: string[] = [message],
    /** A 429's Retry-After, in seconds: the message already says when to try again. */
    readonly retryAfterSeconds?: number,
    /** A 5xx's trace id (the server's X-Request-Id): the message already ends with 'código do erro: …'. */
    readonly traceId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique a sua conexão e tente novamente.';

/**
 * Builds an ApiError from a response body `{message, messages[]}` (or anything else). A 429 with
 * `retryAfterSeconds` (its Retry-After) says when to try again ('… Tente novamente em 5 minutos.')
 * instead of the vague 'Aguarde alguns minutos'. A 5xx says its trace id (the body's `traceId`, else the
 * X-Request-Id given as `requestId`): '… (código do erro: 3f9a1c2b4d5e6f70)'.
 */
export function toApiError(status: number, body: unknown, retryAfterSeconds?: number, requestId?: string | null): ApiError {
  const b = (body ?? {}) as { message?: unknown; messages?: unknown; traceId?: unknown };
  let messages = Array.isArray(b.messages) ? b.messages.filter((m): m is string => typeof m === 'string') : [];
  let message =
    typeof b.message === 'string' && b.message
      ? b.message
      : (messages[0] ?? (status >= 500 ? 'Erro interno do servidor' : status === 429 ? 'Muitas requisições. Aguarde e tente novamente.' : `Erro ${status}`));
  const wait = status === 429 ? retryAfterSeconds : undefined;
  if (wait !== undefined) {
    const original = message;
    message = withRetryAfter(original, wait);
    messages = messages.map((m) => (m === original ? message : m));
  }
  // A server failure names its request, so that the person's report leads to the log line.
  const traceId = status >= 500 ? traceIdOf(b.traceId) ?? traceIdOf(requestId) : undefined;
  if (traceId) {
    const original = message;
    message = `${original} (código do erro: ${traceId})`;
    messages = messages.length ? messages.map((m) => (m === original ? message : m)) : [message];
    if (!messages.includes(message)) messages = [...messages, `Código do erro: ${traceId}`];
  }
  return new ApiError(message, status, messages.length ? messages : [message], wait, traceId);
}

/** A trace id as the server makes them (or a proxy in front): short, no spaces. */
const traceIdOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(value) ? value : undefined;

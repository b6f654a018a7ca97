import { withRetryAfter } from '@sisacte/contracts/common/retry-after';

/** A failed API call, normalised: always a Portuguese message and the list of messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly messages: string[] = [message],
    /** A 429's Retry-After, in seconds: the message already says when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique a sua conexão e tente novamente.';

/**
 * Builds an ApiError from a response body `{message, messages[]}` (or anything else). A 429 with
 * `retryAfterSeconds` (its Retry-After) says when to try again ('… Tente novamente em 5 minutos.')
 * instead of the vague 'Aguarde alguns minutos'.
 */
export function toApiError(status: number, body: unknown, retryAfterSeconds?: number): ApiError {
  const b = (body ?? {}) as { message?: unknown; messages?: unknown };
  let messages = Array.isArray(b.messages) ? b.messages.filter((m): m is string => typeof m === 'string') : [];
  let message =
    typeof b.message === 'string' && b.message
      ? b.message
      : (messages[0] ?? (status >= 500 ? 'Erro interno do servidor' : status === 429 ? 'Muitas requisições.' : `Erro ${status}`));
  const wait = status === 429 ? retryAfterSeconds : undefined;
  if (wait !== undefined) {
    const original = message;
    message = withRetryAfter(original, wait);
    messages = messages.map((m) => (m === original ? message : m));
  }
  return new ApiError(message, status, messages.length ? messages : [message], wait);
}

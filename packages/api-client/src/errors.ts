/** A failed API call, normalised: always a Portuguese message and the list of messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly messages: string[] = [message],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique a sua conexão e tente novamente.';

/** Builds an ApiError from a response body `{message, messages[]}` (or anything else). */
export function toApiError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { message?: unknown; messages?: unknown };
  const messages = Array.isArray(b.messages) ? b.messages.filter((m): m is string => typeof m === 'string') : [];
  const message =
    typeof b.message === 'string' && b.message
      ? b.message
      : (messages[0] ?? (status >= 500 ? 'Erro interno do servidor' : `Erro ${status}`));
  return new ApiError(message, status, messages.length ? messages : [message]);
}

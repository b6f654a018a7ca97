/** A server message without its field path ('checkout: A data…' → 'A data…'): the form already shows which field. */
export const readableMessage = (message: string) => message.replace(/^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*: (?=\S)/, '');

/** A refusal in one line: the server's messages side by side, or the error's own message. */
export function refusalText(error: unknown): string {
  const e = error as { messages?: string[]; message?: string };
  return e.messages?.join(' ') || e.message || 'Erro inesperado';
}

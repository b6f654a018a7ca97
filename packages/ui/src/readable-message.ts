/** A server message without its field path ('checkout: A data…' → 'A data…'): the form already shows which field. */
export const readableMessage = (message: string) => message.replace(/^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*: (?=\S)/, '');

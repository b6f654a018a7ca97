/** The driver error under drizzle's wrapper (which adds the SQL and its parameters), if any. */
export function databaseError(error: unknown): { code: string; constraint?: string; table?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, table } = e as { code?: unknown; constraint?: unknown; table?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        table: typeof table === 'string' ? table : undefined,
      };
    }
  }
  return undefined;
}

/** True for PostgreSQL's unique_violation (23505), also when drizzle wraps the driver error. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseError(error)?.code === '23505';
}

/**
 * SQLSTATEs caused by what the client sent rather than by a bug: a NUL or invalid character,
 * a date or number out of range, a value too long, a row that another request just removed.
 * Validation should catch them first; these turn the rest into a 400 instead of a 500.
 */
export const CLIENT_DATA_ERRORS: Record<string, string> = {
  '22021': 'Há caracteres inválidos nos dados enviados',
  '22P05': 'Há caracteres inválidos nos dados enviados',
  '22007': 'Há uma data inválida nos dados enviados',
  '22008': 'Há uma data fora do intervalo aceito nos dados enviados',
  '22003': 'Há um número fora do intervalo aceito nos dados enviados',
  '22001': 'Há um valor longo demais nos dados enviados',
  '23503': 'Um registro relacionado não existe mais; recarregue a página e tente de novo',
};

/**
 * SQLSTATEs of two requests colliding (a deadlock, a serialization failure): nothing was written,
 * and the same request sent again normally succeeds. They leave as 409 with this message.
 */
export const CONCURRENCY_ERRORS: Record<string, string> = {
  '40P01': 'Outra alteração dos mesmos dados aconteceu ao mesmo tempo e nada foi gravado; tente de novo',
  '40001': 'Outra alteração dos mesmos dados aconteceu ao mesmo tempo e nada foi gravado; tente de novo',
};

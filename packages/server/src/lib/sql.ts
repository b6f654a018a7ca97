import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Escapes LIKE wildcards so that user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column` contains `text`, ignoring case and accents ("jose" finds "José").
 * Backed by a trigram index on f_unaccent(lower(column)) (see migrations).
 */
export function containsIgnoringAccents(column: SQLWrapper, text: string): SQL {
  return sql`f_unaccent(lower(${column})) LIKE '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`;
}

/**
 * Sort key for people's text: case and accents ignored, so that "Álvaro" comes before "Beto"
 * (both engines use the C collation, which would put it after "Zé").
 */
export function textSortKey(column: SQLWrapper): SQL {
  return sql`f_unaccent(lower(${column}))`;
}

import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Escapes LIKE wildcards so that user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column` contains `text`, ignoring case and accents ("jose" finds "José").
 * Backed by a trigram index on f_unaccent(lower(column)) (see migrations).
 */
export function containsIgnoringAccents(column: SQLWrapper, text: string): SQL {
  return keyContains(textSortKey(column), text);
}

/** A folded key (a `*_key` column, already lower case and unaccented, or textSortKey of a column) contains `text`, case and accents ignored. */
export function keyContains(key: SQLWrapper, text: string): SQL {
  return sql`${key} LIKE '%' || ${textSortKey(escapeLike(text))} || '%'`;
}

/** Every word of `text` is in the folded `key` ("maria silva" finds "Maria da Silva"); undefined when there are no words. */
export function keyContainsEveryWord(key: SQLWrapper, text: string | undefined): SQL | undefined {
  const words = text?.split(/\s+/).filter(Boolean) ?? [];
  return and(...words.map((word) => keyContains(key, word)));
}

/** `column` equals `text`, case and accents ignored (the unique indexes on f_unaccent(lower(column)) compare the same way). */
export function equalsIgnoringAccents(column: SQLWrapper, text: string): SQL {
  return sql`${textSortKey(column)} = ${textSortKey(text)}`;
}

/**
 * Sort key for people's text: case and accents ignored, so that "Álvaro" comes before "Beto"
 * (both engines use the C collation, which would put it after "Zé").
 */
export function textSortKey(column: SQLWrapper | string): SQL {
  return sql`f_unaccent(lower(${column}))`;
}

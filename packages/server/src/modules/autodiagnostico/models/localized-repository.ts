import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A model's text in `language`: the translation kept in the row's `traducoes` under the column's
 * name (`{"es": {"enunciado": "…"}}`), or the Portuguese text when there is none. Portuguese reads the
 * column itself.
 */
export function inLanguage(column: PgColumn, translations: PgColumn, language: ContentLanguage): SQL<string> {
  if (language === 'pt') return sql<string>`${column}`;
  return sql<string>`coalesce(nullif(${translations} -> ${language}::text ->> ${column.name}::text, ''), ${column})`;
}

/** Whether the row has `column` translated into `language` (Portuguese: always). */
export function isTranslated(column: PgColumn, translations: PgColumn, language: ContentLanguage): SQL<boolean> {
  if (language === 'pt') return sql<boolean>`true`;
  return sql<boolean>`coalesce(${translations} -> ${language}::text ->> ${column.name}::text, '') <> ''`;
}

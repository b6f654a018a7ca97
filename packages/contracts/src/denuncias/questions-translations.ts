import { z } from 'zod';

/*
 * Texts the staff write (the complaint questionnaire, the self-diagnosis models) in the languages of
 * the public pages. Portuguese is the text itself; each other language is a translation beside it,
 * kept as `traducoes: { es: { enunciado: '…' }, … }` (the field names are the Portuguese ones). A
 * field without a translation is shown in Portuguese, and the answer says so (`idioma: 'pt'`).
 * The self-diagnosis models use the same shape (autodiagnostico/models.ts).
 */

/** The public pages' languages, Portuguese first (the default). */
export const CONTENT_LANGUAGES = ['pt', 'es', 'en', 'fr', 'ht'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** The languages a text may be translated into. */
export const TRANSLATION_LANGUAGES = ['es', 'en', 'fr', 'ht'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Each language by its own name (as the public picker shows it). */
export const LANGUAGE_OWN_NAMES: Readonly<Record<ContentLanguage, string>> = {
  pt: 'Português',
  es: 'Español',
  en: 'English',
  fr: 'Français',
  ht: 'Kreyòl ayisyen',
};
/** Each translation language in Portuguese (the staff's editor). */
export const LANGUAGE_NAMES_PT: Readonly<Record<TranslationLanguage, string>> = {
  es: 'Espanhol',
  en: 'Inglês',
  fr: 'Francês',
  ht: 'Crioulo haitiano',
};

export const isContentLanguage = (value: unknown): value is ContentLanguage => typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);

/** The longest language tag read (a BCP 47 tag fits in 35 characters); a longer one names no language. */
const MAX_LANGUAGE_TAG_LENGTH = 35;

/**
 * The public pages' language a tag names, the one rule of every public route's `?lang=` and Accept-Language entries:
 * case-insensitive, region and script dropped ('ES', 'es-AR', 'es-419', 'pt_BR' → es, es, es, pt); of a repeated
 * `?lang` the first value counts. Null for anything else (unknown, blank, over-long), which the caller treats as absent.
 */
export function contentLanguageOf(tag: unknown): ContentLanguage | null {
  const first = Array.isArray(tag) ? (tag as unknown[])[0] : tag;
  if (typeof first !== 'string' || first.length > MAX_LANGUAGE_TAG_LENGTH) return null;
  const base = first.trim().toLowerCase().split(/[-_]/)[0];
  return isContentLanguage(base) ? base : null;
}

/**
 * The `lang` parameter of a public route's address: any text, or a list when repeated (the first value counts), never a
 * reason to refuse the request; what it names is read with `contentLanguageOf`.
 */
export const languageQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .describe('Idioma da página: pt, es, en, fr ou ht, sem distinção de maiúsculas e sem a região (es-AR → es); repetido, vale o primeiro; outro valor, português');

/** `{ es?: { field: text }, en?: …, fr?: …, ht?: … }`. */
export type Translations<F extends string> = Partial<Record<TranslationLanguage, Partial<Record<F, string>>>>;

/**
 * The translations of an item's fields, each with its Portuguese limit (the same as the Portuguese
 * text's). Blank texts are dropped, so a field cleared in the editor falls back to Portuguese again.
 */
export function translationsSchema<F extends string>(fields: Readonly<Record<F, { label: string; max: number }>>) {
  const shape = Object.fromEntries(
    (Object.entries(fields) as [F, { label: string; max: number }][]).map(([field, { label, max }]) => [
      field,
      z
        .string({ error: `${label}: a tradução deve ser um texto` })
        .trim()
        .max(max, `${label}: a tradução deve ter no máximo ${max} caracteres`)
        .nullish(),
    ]),
  ) as Record<F, z.ZodOptional<z.ZodNullable<z.ZodString>>>;
  const known = Object.keys(fields).join(', ');
  const language = z
    .strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Campo de tradução desconhecido: use ${known}` : 'Traduções de um idioma devem ser um objeto') })
    .optional();
  return z
    .strictObject(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, language])) as Record<TranslationLanguage, typeof language>, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? 'Idioma de tradução desconhecido: use es, en, fr ou ht' : 'Traduções devem ser um objeto por idioma (es, en, fr, ht)'),
    })
    .optional()
    .nullable()
    .transform((value) => cleanTranslations<F>(value as Translations<F> | null | undefined));
}

/** Translations as stored and read back (staff): only the fields and languages that have a text. */
export function storedTranslationsSchema<F extends string>(fields: Readonly<Record<F, unknown>>) {
  const language = z.object(Object.fromEntries(Object.keys(fields).map((f) => [f, z.string().optional()])) as Record<F, z.ZodOptional<z.ZodString>>).optional();
  return z.object(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, language])) as Record<TranslationLanguage, typeof language>);
}

/** The translations without blank texts or empty languages (what is stored). */
export function cleanTranslations<F extends string>(value: Translations<F> | null | undefined): Translations<F> {
  const out: Translations<F> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const fields = value?.[language];
    if (!fields) continue;
    const kept = Object.fromEntries(Object.entries(fields).filter(([, text]) => typeof text === 'string' && text.trim() !== '').map(([k, text]) => [k, (text as string).trim()])) as Partial<Record<F, string>>;
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}

/** The text of `field` in `language` (or Portuguese), and the language it is actually written in. */
export function inLanguage<F extends string>(portuguese: string, translations: Translations<F> | null | undefined, field: F, language: ContentLanguage): { text: string; idioma: ContentLanguage } {
  if (language === 'pt') return { text: portuguese, idioma: 'pt' };
  const text = translations?.[language]?.[field];
  return text ? { text, idioma: language } : { text: portuguese, idioma: 'pt' };
}

/** The schema of the language a public answer's text is in (`idioma`). */
export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES);

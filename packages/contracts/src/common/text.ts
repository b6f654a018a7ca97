/**
 * The one rule for every text the API takes (bodies, query strings, path parameters), applied by the
 * server before validation:
 * - a lone UTF-16 surrogate (half of an emoji, as a client that cuts a text leaves it) becomes U+FFFD;
 * - bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) are removed,
 *   so that no name, title or file name shows reversed ('a\u202Eexe.txt' reads 'atxt.exe');
 * - a NUL character is refused (TEXT_NUL_MESSAGE), as the database would.
 * Passwords are compared, never shown: they keep their bidi controls (a lone surrogate is U+FFFD in their
 * hash anyway).
 */

/** The 400 of a text holding a NUL character. */
export const TEXT_NUL_MESSAGE = 'Há caracteres inválidos nos dados enviados';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
/** Any character either replacement looks at (a well-formed emoji too): most texts skip both. */
const SUSPECT = /[\uD800-\uDFFF\u202A-\u202E\u2066-\u2069]/;

/** `text` with its lone surrogates replaced by U+FFFD and, unless `keepBidi`, its bidi controls removed. */
export function cleanText(text: string, { keepBidi = false }: { keepBidi?: boolean } = {}): string {
  if (!SUSPECT.test(text)) return text;
  const wellFormed = text.replace(LONE_SURROGATE, '\uFFFD');
  return keepBidi ? wellFormed : wellFormed.replace(BIDI_CONTROL, '');
}

/** True when `text` holds a NUL character (refused with TEXT_NUL_MESSAGE). */
export const hasNul = (text: string): boolean => text.includes('\u0000');

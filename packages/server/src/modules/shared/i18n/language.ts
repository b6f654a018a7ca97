import { type ContentLanguage, contentLanguageOf } from '@sisacte/contracts/denuncias/questions-translations';
import type { FastifyRequest } from 'fastify';

/** A public page's language: Portuguese or one the pages also speak (es, en, fr, ht). */
export type RequestLanguage = ContentLanguage;

/** Accept-Language entries read at most (a longer list is a browser's whole preference list, or noise). */
const MAX_ACCEPT_LANGUAGE_ENTRIES = 20;

/**
 * The language an Accept-Language header asks for, among the public pages' ('es-VE,es;q=0.9' → es, 'EN' → en,
 * 'es-419' → es), by preference; Portuguese when none of them is asked for (or the header is missing).
 */
export function languageOf(header: string | string[] | undefined): RequestLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .slice(0, MAX_ACCEPT_LANGUAGE_ENTRIES)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: contentLanguageOf(tag.trim()), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((l) => l.language !== null)?.language ?? 'pt';
}

/**
 * The language the request's address names (`?lang=`, read from the raw address, which every public route accepts
 * beside its own parameters): the first `lang` when repeated; null when absent or naming no page language.
 */
export function addressLanguage(request: FastifyRequest): RequestLanguage | null {
  const queryAt = request.url.indexOf('?');
  if (queryAt < 0) return null;
  return contentLanguageOf(new URLSearchParams(request.url.slice(queryAt + 1)).get('lang'));
}

/**
 * The one language rule of the public routes, for their content and their messages alike: the address's `?lang=`,
 * else Accept-Language, else Portuguese. Case-insensitive, region dropped ('ES', 'es-AR', 'es-419' → es); a repeated
 * `?lang` counts by its first value; an unknown or over-long one is ignored (never a 400).
 */
export function requestLanguage(request: FastifyRequest): RequestLanguage {
  return addressLanguage(request) ?? languageOf(request.headers['accept-language']);
}

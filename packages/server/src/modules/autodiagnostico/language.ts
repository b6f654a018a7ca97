import { type ContentLanguage, isContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../shared/i18n';

/**
 * The language of a public self-diagnosis answer: the address's `?lang=` (read from the raw address,
 * which every route accepts beside its own parameters), else Accept-Language, else Portuguese.
 */
export function publicLanguage(request: FastifyRequest): ContentLanguage {
  const queryAt = request.url.indexOf('?');
  const lang = queryAt >= 0 ? new URLSearchParams(request.url.slice(queryAt + 1)).get('lang') : null;
  return isContentLanguage(lang) ? lang : languageOf(request.headers['accept-language']);
}

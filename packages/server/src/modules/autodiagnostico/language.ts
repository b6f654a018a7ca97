import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../shared/i18n';

/**
 * The language of a public self-diagnosis answer: the public routes' one rule (`?lang=`, else Accept-Language, else
 * Portuguese; case-insensitive, region dropped), the same its refusals are translated by.
 */
export function publicLanguage(request: FastifyRequest): ContentLanguage {
  return requestLanguage(request);
}

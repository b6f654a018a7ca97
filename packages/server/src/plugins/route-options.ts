import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { BEARER_SECURITY, errorResponses } from '../lib/route-schemas';
import { requireAnyRole } from './auth';

type RouteSchema = Omit<FastifySchema, 'response'> & { response: Record<number, unknown> };

function withErrors<S extends RouteSchema>(schema: S, codes: number[]): S['response'] {
  return { ...schema.response, ...errorResponses(...codes) } as S['response'];
}

/**
 * Options builder for the routes of one staff area: every route it makes refuses anonymous callers (401)
 * and callers without one of `roles` (403), carries the area's OpenAPI tag and the bearer requirement,
 * and documents 400/401/403 (plus the codes passed) beside its own responses.
 *
 *   const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: cadastros');
 *   app.get(WELCOMED_API.one, route('Um cadastro', { params, response: { 200: welcomedSchema } }, 404), handler);
 */
export function staffRoute(roles: string | readonly string[], tag: string) {
  const onRequest = requireAnyRole(typeof roles === 'string' ? [roles] : roles);
  const tags = [tag];
  return function route<S extends RouteSchema>(summary: string, schema: S, ...moreErrors: number[]) {
    const response = withErrors(schema, [400, 401, 403, ...moreErrors]);
    return { onRequest, schema: { ...schema, tags, summary, security: BEARER_SECURITY, response } };
  };
}

/**
 * Options builder for public routes (no login) of one area: the OpenAPI tag, the route config (its rate
 * limit, for example) and the error codes it documents (`errors`, plus the codes passed to each route).
 */
export function publicRoute(tag: string, config: FastifyContextConfig, errors: number[]) {
  const tags = [tag];
  return function route<S extends RouteSchema>(summary: string, schema: S, ...moreErrors: number[]) {
    return { config, schema: { ...schema, tags, summary, response: withErrors(schema, [...errors, ...moreErrors]) } };
  };
}

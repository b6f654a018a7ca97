import type { FastifyServerOptions } from 'fastify';

/**
 * pino options for the API. Requests are logged by path only: query strings carry personal
 * data (name and CPF filters, the captcha payload), and nothing of a request's headers or body
 * is logged.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}

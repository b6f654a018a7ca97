import type { FastifyLoggerOptions } from 'fastify';
import { databaseError } from './db-errors';

/**
 * pino options for the API. Requests are logged by path only: query strings carry personal
 * data (name and CPF filters, the captcha payload), and nothing of a request's headers or body
 * is logged. Database errors are logged by SQLSTATE, constraint and table: their messages, the
 * SQL parameters drizzle attaches and the driver's `detail` can all quote personal data.
 */
export function loggerOptions(level: string): FastifyLoggerOptions {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
      err: (error: Error & { code?: unknown }) => {
        const db = databaseError(error);
        if (db) {
          // the stack's first line repeats the message, so it is left out too
          return { type: error.name, ...db, message: 'erro do banco de dados (detalhes omitidos: podem conter dados pessoais)', stack: '' };
        }
        return { type: error.name, message: error.message, code: error.code, stack: error.stack ?? '' };
      },
    },
  };
}

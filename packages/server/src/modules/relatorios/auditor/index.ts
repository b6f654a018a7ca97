import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RelatoriosConfig } from '../config';
import { createHttpAuditor } from './http';
import { auditorStandInRoutes } from './local-standin/routes';
import type { AuditorProvider } from './provider';

export * from './provider';

/** Where the local stand-in answers when AUDITOR_URL is unset (only our API can call it: it wants its token). */
export const STANDIN_PREFIX = '/api/auditor-local';

/**
 * The configured auditor: the real service at AUDITOR_URL, or (unset) the local stand-in mounted in
 * this app under STANDIN_PREFIX and called through the same HTTP adapter, in-process.
 */
export async function createAuditor(app: FastifyInstance, config: RelatoriosConfig): Promise<AuditorProvider> {
  if (config.auditorUrl) {
    return createHttpAuditor({ baseUrl: config.auditorUrl, timeoutMs: config.auditorTimeoutMs, token: config.auditorToken });
  }
  const token = randomBytes(24).toString('hex');
  await app.register(auditorStandInRoutes, { prefix: STANDIN_PREFIX, token });
  const inProcess: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
  return createHttpAuditor({ baseUrl: `http://stand-in${STANDIN_PREFIX}`, timeoutMs: config.auditorTimeoutMs, token, fetch: inProcess, name: 'local-standin' });
}

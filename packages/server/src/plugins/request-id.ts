import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { unencapsulated } from '../lib/plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy in front may hand over (nginx's $request_id: 32 hex digits). */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Random bytes drawn 4 KB at a time (512 ids): one call to the system's generator per 512 requests, not one each. */
const POOL_SIZE = 4096;
const ID_BYTES = 8;
const pool = Buffer.alloc(POOL_SIZE);
let next = POOL_SIZE;

/** 16 random hex digits. */
function randomId(): string {
  if (next + ID_BYTES > POOL_SIZE) {
    randomFillSync(pool);
    next = 0;
  }
  const id = pool.toString('hex', next, next + ID_BYTES);
  next += ID_BYTES;
  return id;
}

/**
 * Fastify's `genReqId`: each request's trace id, logged with every line of the request (`reqId`). Behind a
 * trusted proxy, the id it sends in X-Request-Id is kept, so its access log and ours name the same request;
 * otherwise 16 random hex digits, short enough to read out from an error screen.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const forwarded = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomId();
  };
}

/**
 * Every answer names its request in X-Request-Id, and a 5xx JSON body carries it as `traceId`, so that a
 * user's 'código do erro' leads to the log line. Register before compression (it reads the body as text).
 */
export const requestIdPlugin = unencapsulated('sisacte-request-id', async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, reply.statusCode < 500 ? payload : withTraceId(payload, String(reply.getHeader('content-type') ?? ''), request.id));
  });
});

/** A 5xx JSON object body with its request's id added as `traceId`; any other body as it is. */
function withTraceId(payload: unknown, contentType: string, id: string): unknown {
  if (typeof payload !== 'string' || !contentType.includes('json')) return payload;
  try {
    const body = JSON.parse(payload) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
    return JSON.stringify({ ...body, traceId: id });
  } catch {
    return payload;
  }
}

import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * An answer that many requests share as the same object in memory (the public questionnaire in one language,
 * the states of a country, the municipalities of a look-up), sent without doing the same work on every
 * request: checked against the route's schema and written as JSON once, and gzipped once, then kept as long
 * as the object itself (a WeakMap on it; a new questionnaire version or an expired place answer is a new
 * object). A route returns `sharedAnswer(request, reply, schema, value)` instead of the object; the answer is
 * byte for byte what the route's serializer and the compression plugin would have sent (same fields, same
 * gzip settings through `gzipAnswer`). The public complaint page asks for all three on every visit.
 */
interface Prepared {
  json: string;
  /** Made on first use by a client that accepts gzip; null when the answer is too short to compress. */
  gzip?: Buffer | null;
}

const prepared = new WeakMap<object, Prepared>();

/** Answers under this size go uncompressed, as the compression plugin's threshold leaves them. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Dynamic answers are compressed in the request up to this size, with deflate's small blocks (see app.ts,
 * where the compression plugin is registered with it).
 */
export const SMALL_ANSWER_BYTES = 64 * 1024;
const SMALL_GZIP = { level: 6, windowBits: 13, memLevel: 6 } as const;

/** gzip of an answer: up to SMALL_ANSWER_BYTES with an 8 KB window and a 16 KB hash, larger ones with zlib's defaults. */
export const gzipAnswer = (payload: Buffer): Buffer => gzipSync(payload, payload.length <= SMALL_ANSWER_BYTES ? SMALL_GZIP : {});

/** Whether Accept-Encoding admits gzip (named or `*`, without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  const present = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (present.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase() || v.trim() === '*')) return;
  reply.header('vary', present ? `${present}, ${name}` : name);
}

/** Sends `value` as JSON, gzipped when the client accepts it; the handler returns what this returns. */
export function sharedAnswer<S extends z.ZodType, R extends FastifyReply>(request: FastifyRequest, reply: R, schema: S, value: z.input<S> & object): R {
  return reply.send(payload(request, reply, schema, value)) as R;
}

function payload(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType, value: object): string | Buffer {
  let answer = prepared.get(value);
  if (!answer) {
    answer = { json: JSON.stringify(schema.parse(value)) };
    prepared.set(value, answer);
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  addVary(reply, 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return answer.json;
  if (answer.gzip === undefined) {
    const bytes = Buffer.from(answer.json);
    answer.gzip = bytes.length < COMPRESS_THRESHOLD_BYTES ? null : gzipAnswer(bytes);
  }
  if (answer.gzip === null) return answer.json;
  reply.header('content-encoding', 'gzip');
  return answer.gzip;
}

/**
 * A page whose items are JSON text already (the statement wrote them, see the people list): the page's other
 * fields (`fields`, without `content`) written around them. The route's schema documents the answer; the
 * items' statement is held to it by its tests, since the serializer does not see them.
 */
export function sendPageJson<R extends FastifyReply>(reply: R, items: string, fields: Record<string, unknown>): R {
  const rest = JSON.stringify(fields);
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(rest === '{}' ? `{"content":${items}}` : `{"content":${items},${rest.slice(1)}`) as R;
}

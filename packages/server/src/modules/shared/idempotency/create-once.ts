import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_CONFLICT_MESSAGE,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAY_HEADER,
} from '@sisacte/contracts/common/idempotency';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Database, withTransaction } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { currentUser } from '../../../plugins/auth';
import { claimKey, findRequest, saveAnswer, type StoredRequest } from './repository';

function requestKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID_MESSAGE);
  return key;
}

function replay(reply: FastifyReply, stored: StoredRequest, hash: string) {
  if (stored.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_CONFLICT_MESSAGE);
  return reply.code(stored.statusCode).header(IDEMPOTENT_REPLAY_HEADER, 'true').send(stored.response);
}

/**
 * Answers a staff POST that creates a record, so that a retry never creates a twin. Without an
 * Idempotency-Key it simply runs `create`. With one, `create` runs in a transaction that also stores
 * the key, a digest of the request (route, parameters, body) and the answer; a later request with
 * the same key and user gets that answer again (marked Idempotent-Replayed), and the same key with
 * a different request is refused (422). The key is taken first in the transaction, so a concurrent
 * twin waits for it, fails on the key, is rolled back whole and answers with the first one's result.
 */
export async function createOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  create: (db: Database) => Promise<T>,
  status = 201,
): Promise<FastifyReply> {
  const db = request.server.db;
  const key = requestKey(request);
  if (!key) return reply.code(status).send(await create(db));

  const userId = currentUser(request).id;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = createHash('sha256')
    .update(JSON.stringify({ route, params: request.params, query: request.query, body: request.body }))
    .digest('hex');
  const earlier = await findRequest(db, userId, key);
  if (earlier) return replay(reply, earlier, hash);
  try {
    const result = await withTransaction(db, async (tx) => {
      await claimKey(tx, { userId, key, route, requestHash: hash, statusCode: status });
      const created = await create(tx);
      await saveAnswer(tx, userId, key, JSON.parse(JSON.stringify(created ?? null)) as unknown);
      return created;
    });
    return reply.code(status).send(result);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const twin = await findRequest(db, userId, key);
    if (!twin) throw error;
    return replay(reply, twin, hash);
  }
}

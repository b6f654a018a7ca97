import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { idempotentRequests } from '../../../db/schema';

/** How long a key answers again; older rows are deleted as new ones arrive. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export type StoredRequest = typeof idempotentRequests.$inferSelect;

export async function findRequest(db: DbOrTx, userId: number, key: string): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select()
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, userId),
        eq(idempotentRequests.key, key),
        sql`${idempotentRequests.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
      ),
    );
  return row;
}

/**
 * Takes a key at the start of the transaction that creates the record (a concurrent twin waits on it,
 * then fails on the primary key), and drops expired keys.
 */
export async function claimKey(db: DbOrTx, row: Omit<typeof idempotentRequests.$inferInsert, 'response'>): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`));
  await db.insert(idempotentRequests).values({ ...row, response: null });
}

/** Keeps the answer given to a claimed key, in the same transaction. */
export async function saveAnswer(db: DbOrTx, userId: number, key: string, response: unknown): Promise<void> {
  await db
    .update(idempotentRequests)
    .set({ response })
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
}

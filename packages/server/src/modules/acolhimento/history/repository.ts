import { type WelcomedHistoryEntry } from '@sisacte/contracts/acolhimento/welcomed-history';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users, welcomedHistory, type StoredHistoryChange } from '../../../db/schema';
import { iso, ref } from '../shared/person-columns';

/** A person's history: one entry per write that matters (who, when, readable from → to). */

export async function insertHistory(
  tx: DbOrTx,
  entry: { welcomedId: number; authorId: number; action: WelcomedHistoryEntry['action']; changes: StoredHistoryChange[] },
): Promise<void> {
  await tx.insert(welcomedHistory).values(entry);
}

export async function listHistory(db: DbOrTx, welcomedId: number): Promise<WelcomedHistoryEntry[]> {
  const rows = await db
    .select({
      id: welcomedHistory.id,
      createdAt: welcomedHistory.createdAt,
      authorId: welcomedHistory.authorId,
      authorName: users.name,
      action: welcomedHistory.action,
      changes: welcomedHistory.changes,
    })
    .from(welcomedHistory)
    .leftJoin(users, eq(users.id, welcomedHistory.authorId))
    .where(eq(welcomedHistory.welcomedId, welcomedId))
    .orderBy(desc(welcomedHistory.createdAt), desc(welcomedHistory.id));
  return rows.map((r) => ({
    id: r.id,
    created_at: iso(r.createdAt),
    author: ref(r.authorId, { id: r.authorId!, name: r.authorName ?? '' }),
    action: r.action as WelcomedHistoryEntry['action'],
    changes: r.changes,
  }));
}

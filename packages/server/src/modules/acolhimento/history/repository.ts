import { type HistoryEvent, type WelcomedHistoryEntry } from '@sisacte/contracts/acolhimento/welcomed-history';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users, welcomedHistory, type StoredHistoryChange } from '../../../db/schema';
import { iso, ref } from '../shared/repository/person-columns';

/** A person's history: one entry per write that matters (who, when, what happened, readable from → to). */

// The `event` column (migrations/0017_welcomed_history_events.sql) is named here: the shared schema mirror predates it.
const eventColumn = sql<string | null>`${welcomedHistory}.event`;

export async function insertHistory(
  tx: DbOrTx,
  entry: { welcomedId: number; authorId: number; action: WelcomedHistoryEntry['action']; changes: StoredHistoryChange[]; event?: HistoryEvent },
): Promise<void> {
  const { event, ...row } = entry;
  if (!event) {
    await tx.insert(welcomedHistory).values(row);
    return;
  }
  await tx.execute(
    sql`INSERT INTO ${welcomedHistory} (welcomed_id, author_id, action, changes, event)
        VALUES (${row.welcomedId}, ${row.authorId}, ${row.action}, ${JSON.stringify(row.changes)}::jsonb, ${event})`,
  );
}

/** A change to one of the person's records (a stay, a referral, a visit…): an 'update' of the person, with its `event`. */
export const insertRecordChange = (tx: DbOrTx, welcomedId: number, authorId: number, event: HistoryEvent, changes: StoredHistoryChange[]) =>
  insertHistory(tx, { welcomedId, authorId, action: 'update', event, changes });

export async function listHistory(db: DbOrTx, welcomedId: number): Promise<WelcomedHistoryEntry[]> {
  const rows = await db
    .select({
      id: welcomedHistory.id,
      createdAt: welcomedHistory.createdAt,
      authorId: welcomedHistory.authorId,
      authorName: users.name,
      action: welcomedHistory.action,
      event: eventColumn,
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
    event: r.event,
    changes: r.changes,
  }));
}

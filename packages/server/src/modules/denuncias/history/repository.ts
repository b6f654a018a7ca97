import type { ComplaintHistoryAction, ComplaintHistoryEntry } from '@sisacte/contracts/denuncias/complaint-history';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { complaintHistory, type StoredComplaintChange, users } from '../../../db/schema';

/** One line of a complaint's history, written in the transaction of the change it records. */
export async function recordHistory(
  tx: DbOrTx,
  entry: { complaintId: number; authorId: number | null; action: ComplaintHistoryAction; descricao: string; changes?: StoredComplaintChange[] },
): Promise<void> {
  await tx.insert(complaintHistory).values({
    complaintId: entry.complaintId,
    authorId: entry.authorId,
    action: entry.action,
    descricao: entry.descricao.slice(0, 500),
    changes: entry.changes ?? [],
  });
}

/** GET /api/denuncias/historico/{id}: newest first. */
export async function historyOf(db: DbOrTx, complaintId: number): Promise<ComplaintHistoryEntry[]> {
  const rows = await db
    .select({
      id: complaintHistory.id,
      createdAt: complaintHistory.createdAt,
      authorId: complaintHistory.authorId,
      authorName: users.name,
      action: complaintHistory.action,
      descricao: complaintHistory.descricao,
      changes: complaintHistory.changes,
    })
    .from(complaintHistory)
    .leftJoin(users, eq(users.id, complaintHistory.authorId))
    .where(eq(complaintHistory.complaintId, complaintId))
    .orderBy(desc(complaintHistory.id));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    author: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
    action: r.action as ComplaintHistoryAction,
    descricao: r.descricao,
    changes: r.changes,
  }));
}

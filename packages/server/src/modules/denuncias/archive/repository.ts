import type { ArchiveRequest, ArchiveStatus, ArchiveType } from '@sisacte/contracts/notificacoes/archive-requests';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { archiveRequests, users } from '../../../db/schema';

const deciders = alias(users, 'deciders');

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      id: archiveRequests.id,
      tipo: archiveRequests.tipo,
      status: archiveRequests.status,
      complaintId: archiveRequests.complaintId,
      titulo: archiveRequests.titulo,
      justificativa: archiveRequests.justificativa,
      authorId: archiveRequests.authorId,
      authorName: users.name,
      authorUsername: users.username,
      createdAt: archiveRequests.createdAt,
      decidedBy: archiveRequests.decidedBy,
      deciderName: deciders.name,
      decidedAt: archiveRequests.decidedAt,
    })
    .from(archiveRequests)
    .leftJoin(users, eq(users.id, archiveRequests.authorId))
    .leftJoin(deciders, eq(deciders.id, archiveRequests.decidedBy));

type Row = Awaited<ReturnType<typeof selectRequests>>[number];

const toRequest = (r: Row): ArchiveRequest => ({
  id: r.id,
  tipo: r.tipo as ArchiveType,
  status: r.status as ArchiveStatus,
  src_id: r.complaintId,
  conteudo: { titulo: r.titulo, justificativaAuditor: r.justificativa },
  created_by: r.authorUsername,
  author: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
  created_at: r.createdAt.toISOString(),
  decided_by: r.decidedBy === null ? null : { id: r.decidedBy, name: r.deciderName ?? '' },
  decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
});

export async function findRequest(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<ArchiveRequest | null> {
  if (options.forUpdate) await db.select({ id: archiveRequests.id }).from(archiveRequests).where(eq(archiveRequests.id, id)).for('update');
  const [row] = await selectRequests(db).where(eq(archiveRequests.id, id));
  return row ? toRequest(row) : null;
}

export async function lastRequest(db: DbOrTx, complaintId: number, tipo: ArchiveType): Promise<ArchiveRequest | null> {
  const [row] = await selectRequests(db)
    .where(and(eq(archiveRequests.complaintId, complaintId), eq(archiveRequests.tipo, tipo)))
    .orderBy(desc(archiveRequests.id))
    .limit(1);
  return row ? toRequest(row) : null;
}

/** Every request of the complaint, newest first (the profile's tab). */
export async function requestsOf(db: DbOrTx, complaintId: number): Promise<ArchiveRequest[]> {
  const rows = await selectRequests(db).where(eq(archiveRequests.complaintId, complaintId)).orderBy(desc(archiveRequests.id));
  return rows.map(toRequest);
}

export async function pendingOf(db: DbOrTx, complaintId: number): Promise<boolean> {
  const rows = await db
    .select({ id: archiveRequests.id })
    .from(archiveRequests)
    .where(and(eq(archiveRequests.complaintId, complaintId), eq(archiveRequests.status, 'Em avaliação')))
    .limit(1);
  return rows.length > 0;
}

export async function insertRequest(
  tx: DbOrTx,
  data: { complaintId: number; tipo: ArchiveType; titulo: string; justificativa: string; authorId: number; decided: ArchiveStatus | null },
): Promise<number> {
  const [row] = await tx
    .insert(archiveRequests)
    .values({
      complaintId: data.complaintId,
      tipo: data.tipo,
      titulo: data.titulo,
      justificativa: data.justificativa,
      authorId: data.authorId,
      status: data.decided ?? 'Em avaliação',
      decidedBy: data.decided ? data.authorId : null,
      decidedAt: data.decided ? sql`now()` : null,
    })
    .returning({ id: archiveRequests.id });
  return row!.id;
}

export async function decide(tx: DbOrTx, id: number, status: ArchiveStatus, deciderId: number): Promise<void> {
  await tx.update(archiveRequests).set({ status, decidedBy: deciderId, decidedAt: sql`now()` }).where(eq(archiveRequests.id, id));
}

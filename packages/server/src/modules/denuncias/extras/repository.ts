import type { Extra } from '@sisacte/contracts/denuncias/extras';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { complaintExtras, users } from '../../../db/schema';

const selectExtras = (db: DbOrTx) =>
  db
    .select({
      id: complaintExtras.id,
      titulo: complaintExtras.titulo,
      texto: complaintExtras.texto,
      complaintId: complaintExtras.complaintId,
      authorId: complaintExtras.authorId,
      authorName: users.name,
      authorUsername: users.username,
      createdAt: complaintExtras.createdAt,
    })
    .from(complaintExtras)
    .leftJoin(users, eq(users.id, complaintExtras.authorId));

type Row = Awaited<ReturnType<typeof selectExtras>>[number];

const toExtra = (r: Row): Extra => ({
  id: r.id,
  titulo: r.titulo,
  texto: r.texto,
  demandaComplemento: r.complaintId,
  author: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
  created_by: r.authorUsername,
  created_at: r.createdAt.toISOString(),
});

/** The complaint's extras, newest first. */
export async function extrasOf(db: DbOrTx, complaintId: number): Promise<Extra[]> {
  const rows = await selectExtras(db).where(eq(complaintExtras.complaintId, complaintId)).orderBy(desc(complaintExtras.id));
  return rows.map(toExtra);
}

export async function insertExtra(tx: DbOrTx, data: { complaintId: number; titulo: string; texto: string; authorId: number }): Promise<Extra> {
  const [row] = await tx.insert(complaintExtras).values(data).returning({ id: complaintExtras.id });
  const [extra] = await selectExtras(tx).where(eq(complaintExtras.id, row!.id));
  return toExtra(extra!);
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complaints } from '../../db/schema';

/** Whether complaint `id` exists. */
export async function complaintExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id))).length > 0;
}

/** Complaint `id`'s protocol number; undefined when it does not exist. */
export async function protocolNumberOf(db: DbOrTx, id: number): Promise<string | undefined> {
  const [complaint] = await db.select({ numerodemanda: complaints.numerodemanda }).from(complaints).where(eq(complaints.id, id));
  return complaint?.numerodemanda;
}

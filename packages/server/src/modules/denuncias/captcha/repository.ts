import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { captchaUsed } from '../../../db/schema';

// Spent solutions are read and written with the complaint's own statements (complaints/repository.ts).

/** Forgets the spent solutions whose challenge has expired: they can no longer be replayed anyway. */
export async function purgeExpiredCaptchas(db: DbOrTx): Promise<void> {
  await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, new Date()));
}

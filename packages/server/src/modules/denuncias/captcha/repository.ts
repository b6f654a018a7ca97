import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { captchaUsed } from '../../../db/schema';

/** Whether a solution with this signature was already spent. */
export async function isCaptchaSpent(db: DbOrTx, signature: string): Promise<boolean> {
  const rows = await db.select({ s: captchaUsed.signature }).from(captchaUsed).where(eq(captchaUsed.signature, signature)).limit(1);
  return rows.length > 0;
}

/**
 * Records a spent solution until it expires, purging the expired ones first (they can no longer be
 * replayed). A concurrent use of the same solution fails here with a unique violation.
 */
export async function recordSpentCaptcha(tx: DbOrTx, spent: { signature: string; expiresAt: Date }): Promise<void> {
  await tx.delete(captchaUsed).where(lt(captchaUsed.expiresAt, new Date()));
  await tx.insert(captchaUsed).values({ signature: spent.signature, expiresAt: spent.expiresAt });
}

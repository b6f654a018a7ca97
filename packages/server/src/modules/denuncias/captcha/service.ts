import { CAPTCHA_EXPIRED_MESSAGE, CAPTCHA_INVALID_MESSAGE, CAPTCHA_MISSING_MESSAGE, CAPTCHA_REUSED_MESSAGE } from '@sisacte/contracts/denuncias/captcha';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { isCaptchaSpent, recordSpentCaptcha } from './repository';

/** A challenge lives 10 minutes; its solution is accepted once within that time. */
const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface CaptchaOptions {
  hmacKey: string;
  /** Proof-of-work difficulty (ALTCHA maxnumber). */
  maxNumber: number;
}

/** A verified, not yet spent solution: spend it (in the transaction that uses it) with `spendCaptcha`. */
export interface VerifiedCaptcha {
  signature: string;
  expiresAt: Date;
}

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /** Checks the ALTCHA payload (base64 JSON) and that it was not spent; throws a Portuguese 400 otherwise. */
  verify(db: DbOrTx, payload: string | undefined): Promise<VerifiedCaptcha>;
}

export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  return {
    challenge: () =>
      createChallenge({
        hmacKey: options.hmacKey,
        maxnumber: options.maxNumber,
        expires: new Date(Date.now() + CAPTCHA_TTL_MS),
      }),
    async verify(db, payload) {
      if (!payload || !payload.trim()) throw badRequest(CAPTCHA_MISSING_MESSAGE);
      let decoded: { signature?: unknown; salt?: unknown } | null = null;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
      } catch {
        throw badRequest(CAPTCHA_INVALID_MESSAGE);
      }
      if (!decoded || typeof decoded.signature !== 'string' || typeof decoded.salt !== 'string' || decoded.signature.length > 128) {
        throw badRequest(CAPTCHA_INVALID_MESSAGE);
      }
      const valid = await verifySolution(payload, options.hmacKey, false).catch(() => false);
      if (!valid) throw badRequest(CAPTCHA_INVALID_MESSAGE);
      // The expiry travels inside the signed salt, so it cannot be changed by the client.
      const expires = Number(extractParams(decoded as never).expires);
      if (!Number.isFinite(expires)) throw badRequest(CAPTCHA_INVALID_MESSAGE);
      const expiresAt = new Date(expires * 1000);
      if (expiresAt.getTime() < Date.now()) throw badRequest(CAPTCHA_EXPIRED_MESSAGE);
      const signature = decoded.signature;
      if (await isCaptchaSpent(db, signature)) throw badRequest(CAPTCHA_REUSED_MESSAGE);
      return { signature, expiresAt };
    },
  };
}

/** Marks the solution as spent; a concurrent use of the same solution fails here with a unique violation. */
export async function spendCaptcha(tx: DbOrTx, captcha: VerifiedCaptcha): Promise<void> {
  await recordSpentCaptcha(tx, captcha);
}

export const captchaReused = () => badRequest(CAPTCHA_REUSED_MESSAGE);

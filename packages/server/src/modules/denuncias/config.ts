import { randomBytes } from 'node:crypto';

/** Complaints: captcha (ALTCHA) and the public rate limits. */
export interface DenunciasConfig {
  /** HMAC key that signs ALTCHA challenges and seals receipt codes (the same on every instance). */
  altchaHmacKey: string;
  /**
   * Server secret under which receipt codes are kept (HMAC-SHA-256, complaints/receipt.ts); the
   * same on every instance and never changed, or the receipts given under the old one stop working.
   * Absent: derived from `altchaHmacKey`.
   */
  receiptHmacKey?: string | undefined;
  /** Proof-of-work difficulty: the solver tries up to this many numbers (about half on average). */
  altchaMaxNumber: number;
  /** Complaints accepted (stored) per client address per 10 minutes; refused submissions do not count. */
  complaintsPerIp: number;
  /** Follow-up lookups per IP address per 10 minutes. */
  followUpsPerIp: number;
  /**
   * QUESTIONNAIRE_CACHE_SECONDS: how long the public questionnaire is answered from memory without reading its
   * version, while the instance hears its NOTIFYs (questions/cache.ts); 0: the version is read on every request
   * (behind a pooler in transaction mode, where NOTIFYs never arrive).
   */
  questionnaireCacheSeconds: number;
}

/** The production difficulty and limits, used when nothing else is configured. */
export const DENUNCIAS_DEFAULTS: Readonly<Omit<DenunciasConfig, 'altchaHmacKey'>> = {
  altchaMaxNumber: 50_000,
  complaintsPerIp: 30,
  followUpsPerIp: 20,
  questionnaireCacheSeconds: 30,
};

/** Settings when the app is built without them (tests): a random key per app, the production difficulty and limits. */
export function defaultDenunciasConfig(): DenunciasConfig {
  return { altchaHmacKey: randomBytes(32).toString('base64url'), ...DENUNCIAS_DEFAULTS };
}

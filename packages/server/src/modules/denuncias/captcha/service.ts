import { CAPTCHA_EXPIRED_MESSAGE, CAPTCHA_INVALID_MESSAGE, CAPTCHA_MISSING_MESSAGE, CAPTCHA_REUSED_MESSAGE } from '@sisacte/contracts/denuncias/captcha';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../../lib/http-errors';

/** A challenge lives 10 minutes; its solution is accepted once within that time. */
const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export interface CaptchaOptions {
  hmacKey: string;
  /** Proof-of-work difficulty (ALTCHA maxnumber). */
  maxNumber: number;
}

/**
 * A solution whose proof of work, signature and expiry are right. Whether it was already spent is
 * read from `captcha_used` with the complaint's other checks, and it is spent (a row there, unique
 * by signature) in the statement that stores the complaint (complaints/repository.ts).
 */
export interface VerifiedCaptcha {
  signature: string;
  expiresAt: Date;
}

/** An ALTCHA challenge, as the widget takes it. */
export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What the widget sends back (base64 JSON), unchecked. */
interface Solution {
  algorithm?: unknown;
  challenge?: unknown;
  number?: unknown;
  salt?: unknown;
  signature?: unknown;
}

export interface CaptchaService {
  challenge(): Challenge;
  /** Checks the ALTCHA payload (base64 JSON) without the database; throws a Portuguese 400 when it is missing, wrong or expired. */
  check(payload: string | undefined): Promise<VerifiedCaptcha>;
}

/**
 * ALTCHA's proof of work, made and checked with node:crypto, synchronously: the same challenges and
 * checks as altcha-lib's createChallenge and verifySolution (which the widget and the tests use),
 * without WebCrypto's promises, a key import per call and its thread pool round trips.
 *
 * A challenge: salt = 12 random bytes in hex + `?expires=<unix seconds>&`, a secret number in
 * 1…maxnumber, challenge = SHA-256(salt + number) in hex, signature = HMAC-SHA-256(key, challenge).
 * A solution is right when it finds that number again and the signature is the server's.
 */
export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
  const sign = (challenge: string) => createHmac('sha256', options.hmacKey).update(challenge, 'utf8').digest('hex');
  const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  return {
    challenge() {
      const expires = Math.floor((Date.now() + CAPTCHA_TTL_MS) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&`;
      const challenge = sha256Hex(salt + randomInt(1, options.maxNumber + 1));
      return { algorithm: 'SHA-256', challenge, maxnumber: options.maxNumber, salt, signature: sign(challenge) };
    },
    async check(payload) {
      if (!payload || !payload.trim()) throw badRequest(CAPTCHA_MISSING_MESSAGE);
      let decoded: Solution | null = null;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Solution | null;
      } catch {
        throw badRequest(CAPTCHA_INVALID_MESSAGE);
      }
      if (!decoded || typeof decoded.signature !== 'string' || typeof decoded.salt !== 'string' || decoded.signature.length > 128) {
        throw badRequest(CAPTCHA_INVALID_MESSAGE);
      }
      const { algorithm = 'SHA-256', number, challenge } = decoded;
      if (typeof algorithm !== 'string' || algorithm.toUpperCase() !== 'SHA-256') throw badRequest(CAPTCHA_INVALID_MESSAGE);
      if ((typeof number !== 'number' && typeof number !== 'string') || typeof challenge !== 'string') throw badRequest(CAPTCHA_INVALID_MESSAGE);
      const salt = decoded.salt.endsWith('&') ? decoded.salt : `${decoded.salt}&`;
      const expected = sha256Hex(`${salt}${number}`);
      if (!sameHex(expected, challenge) || !sameHex(sign(expected), decoded.signature)) throw badRequest(CAPTCHA_INVALID_MESSAGE);
      // The expiry travels inside the signed salt, so it cannot be changed by the client.
      const expires = Number(new URLSearchParams(decoded.salt.split('?')[1] ?? '').get('expires') ?? undefined);
      if (!Number.isFinite(expires)) throw badRequest(CAPTCHA_INVALID_MESSAGE);
      const expiresAt = new Date(expires * 1000);
      if (expiresAt.getTime() < Date.now()) throw badRequest(CAPTCHA_EXPIRED_MESSAGE);
      return { signature: decoded.signature, expiresAt };
    },
  };
}

export const captchaReused = () => badRequest(CAPTCHA_REUSED_MESSAGE);

import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';

/** Crockford base32: no I, L, O, U, so that a code read aloud or copied by hand stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A receipt code like K7QM-4XPD-9TNR: 60 random bits. */
export function newReceiptCode(): string {
  let out = '';
  for (let i = 0; i < 12; i++) {
    if (i > 0 && i % 4 === 0) out += '-';
    out += ALPHABET[randomInt(ALPHABET.length)];
  }
  return out;
}

/** What a person may type: lower case, spaces, no dashes, O for 0, I/L for 1. */
export function normalizeReceiptCode(input: string): string {
  const chars = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return chars.length === 12 ? `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}` : chars;
}

/**
 * The receipt code is kept (for 24 h, in the idempotency row) only sealed with AES-256-GCM under a
 * key derived from the server's captcha HMAC key, so that a retried submission can show it again.
 */
export function createReceiptSealer(secret: string) {
  const key = createHash('sha256').update(`idempotency-receipt:${secret}`).digest();
  return {
    seal(code: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
    },
    open(sealed: string): string | null {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type ReceiptSealer = ReturnType<typeof createReceiptSealer>;

import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

const KEYED_PREFIX = '$hmac-sha256$';
const SALT_BYTES = 16;
const MAC_BYTES = 32;

/**
 * How receipt codes are kept: HMAC-SHA-256 under a server key, with a random salt per complaint,
 * stored as `$hmac-sha256$<salt>$<mac>` (base64url); compared in constant time.
 *
 * Why not argon2id (what receipts used before migration 0008): a receipt code is 60 random bits
 * made by the server, not a password a person chose, so there is no small dictionary to slow down.
 * The only offline attack is on a stolen database, and without the key (which is never in the
 * database nor in its backups) not a single guess can be checked; with the key too, each complaint
 * still needs ~2^59 HMACs (the salt stops one guess being tried against every complaint at once).
 * Online guessing is bounded by the follow-up limit per address. argon2id cost 10–18 ms of CPU per
 * complaint and capped the server near 70 complaints per second; the HMAC costs microseconds.
 *
 * Receipts given before are argon2id hashes: `isKeyed` tells them apart, the caller checks them
 * with argon2 and stores the keyed form after a successful follow-up.
 */
export function createReceiptHasher(secret: string) {
  // A key of its own, derived from the server secret (so never the same as the captcha's or the sealer's).
  const key = createHmac('sha256', secret).update('sisacte:receipt-code:v1').digest();
  const mac = (salt: Buffer, code: string) => createHmac('sha256', key).update(salt).update(code, 'utf8').digest();
  const dummySalt = randomBytes(SALT_BYTES);
  const dummyMac = randomBytes(MAC_BYTES);
  const parse = (stored: string): { salt: Buffer; mac: Buffer } | null => {
    if (!stored.startsWith(KEYED_PREFIX)) return null;
    const [salt, digest, ...rest] = stored.slice(KEYED_PREFIX.length).split('$');
    if (!salt || !digest || rest.length > 0) return null;
    const parsed = { salt: Buffer.from(salt, 'base64url'), mac: Buffer.from(digest, 'base64url') };
    return parsed.salt.length === SALT_BYTES && parsed.mac.length === MAC_BYTES ? parsed : null;
  };
  return {
    /** The keyed hash of a normalized receipt code, to store. */
    hash(code: string): string {
      const salt = randomBytes(SALT_BYTES);
      return `${KEYED_PREFIX}${salt.toString('base64url')}$${mac(salt, code).toString('base64url')}`;
    },
    /** Whether a stored hash is of this form (otherwise: an argon2id hash of an older receipt). */
    isKeyed: (stored: string): boolean => stored.startsWith(KEYED_PREFIX),
    /** Whether `code` is the receipt code of `stored`; false for a malformed hash. */
    verify(stored: string, code: string): boolean {
      const parsed = parse(stored);
      if (!parsed) return false;
      return timingSafeEqual(mac(parsed.salt, code), parsed.mac);
    },
    /** The same work as `verify`, for an unknown protocol number. */
    verifyDummy(code: string): void {
      timingSafeEqual(mac(dummySalt, code), dummyMac);
    },
  };
}
export type ReceiptHasher = ReturnType<typeof createReceiptHasher>;

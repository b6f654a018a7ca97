import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { estimatorFrom, type PasswordEstimator, type PasswordOwner, type ZxcvbnModules } from '@sisacte/contracts/auth/password-strength';
import { badRequest } from './http-errors';

// The native argon2 binding is loaded on the first hash or check, not at start (about 10 MB).
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** argon2id cost. Production uses the library defaults; tests lower them to stay fast. */
export interface PasswordHashCost {
  memoryCost?: number;
  timeCost?: number;
  parallelism?: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Does the work of a real check against a throwaway hash, so that unknown users take as long as wrong passwords. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordHashCost = {}): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const check = async (passwordHash: string, password: string) => {
    try {
      return await (await loadArgon2()).verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never authenticates
    }
  };
  return {
    hash: async (password) => (await loadArgon2()).hash(password, cost),
    verify: check,
    verifyDummy: async (password) => {
      dummyHash ??= loadArgon2().then((a) => a.hash(randomBytes(24).toString('base64url'), cost));
      await check(await dummyHash, password);
    },
  };
}

let estimator: PasswordEstimator | undefined;

/**
 * The staff forms' estimator (contracts/auth/password-strength.ts), so that the server's verdict is
 * the meter's. Loaded on the first password set, synchronously; its dictionaries are about 1 MB (some 35 MB
 * of the process once loaded), never loaded otherwise. The start-up check of ADMIN_PASSWORD loads them in a
 * thread of its own (admin-password.ts).
 */
export function passwordEstimator(): PasswordEstimator {
  if (!estimator) {
    const load = createRequire(import.meta.url);
    estimator = estimatorFrom({
      core: load('@zxcvbn-ts/core') as ZxcvbnModules['core'],
      common: load('@zxcvbn-ts/language-common') as ZxcvbnModules['common'],
      ptBr: load('@zxcvbn-ts/language-pt-br') as ZxcvbnModules['ptBr'],
    });
  }
  return estimator;
}

/** Why `password` is refused for `owner` ('Senha fraca: …'), or null when it is strong enough. */
export function weakPasswordReason(password: string, owner: PasswordOwner): string | null {
  return passwordEstimator()(password, owner).message;
}

/** 400 'Senha fraca: …' unless `password` is strong enough for `owner` (checked before hashing: nothing is written). */
export function requireStrongPassword(password: string, owner: PasswordOwner): void {
  const reason = weakPasswordReason(password, owner);
  if (reason) throw badRequest(reason);
}

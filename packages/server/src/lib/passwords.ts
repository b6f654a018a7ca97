import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

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
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never authenticates
    }
  };
  return {
    hash: (password) => hash(password, cost),
    verify: check,
    verifyDummy: async (password) => {
      dummyHash ??= hash(randomBytes(24).toString('base64url'), cost);
      await check(await dummyHash, password);
    },
  };
}

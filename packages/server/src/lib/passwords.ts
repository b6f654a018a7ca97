import { randomBytes } from 'node:crypto';

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

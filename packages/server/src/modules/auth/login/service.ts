import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, type LoginRequest, type LoginResponse } from '@sisacte/contracts/auth/session';
import type { Database } from '../../../db/client';
import { HttpError, tooManyRequests } from '../../../lib/http-errors';
import type { PasswordHasher } from '../../../lib/passwords';
import type { TokenService } from '../../../lib/tokens';
import type { LoginRateLimitConfig } from '../config';
import type { DbOrTx } from '../../../db/client';
import type { AuthUser } from '../../../plugins/auth';
import { findLoginUser, insertSession } from '../users/repository';
import type { LoginAttemptLimiter } from './attempt-limiter';

export interface LoginDeps {
  db: Database;
  passwords: PasswordHasher;
  tokens: TokenService;
  limiter: LoginAttemptLimiter;
  limits: Required<Omit<LoginRateLimitConfig, 'perIpPerMinute' | 'perUserWindowMs'>>;
}

/** 429 of the login; `retryAfterMs`, when known, is sent as Retry-After (else the error handler's default). */
export const loginRateLimited = (retryAfterMs?: number) => tooManyRequests(LOGIN_RATE_LIMITED_MESSAGE, retryAfterMs);

export const pairKey = (username: string, address: string) => `pair:${username}\n${address}`;
export const addressKey = (address: string) => `addr:${address}`;
export const usernameKey = (username: string) => `user:${username}`;

/**
 * 429 when the (username, address) pair or the address has failed too often, with the wait until
 * both let a try through again as Retry-After. Answers the pair's failures.
 */
export async function refuseWhenBlocked({ limiter, limits }: Pick<LoginDeps, 'limiter' | 'limits'>, pair: string, address: string): Promise<number> {
  const counted = [
    { key: pair, max: limits.perUserFailures },
    { key: addressKey(address), max: limits.perAddressFailures },
  ];
  const failures = await Promise.all(counted.map(({ key }) => limiter.failures(key)));
  const blocked = counted.filter(({ max }, i) => (failures[i] ?? 0) >= max);
  if (blocked.length === 0) return failures[0] ?? 0;
  const waits = await Promise.all(blocked.map(({ key, max }) => limiter.waitMs(key, max)));
  throw loginRateLimited(Math.max(...waits));
}

/** The wait before a failed answer for a username with `failures` failures from all addresses. */
export function failureDelayMs(failures: number, limits: LoginDeps['limits']): number {
  const over = failures - limits.perUserFailures;
  if (over <= 0) return 0;
  return Math.min(limits.slowdownBaseMs * 2 ** Math.min(over - 1, 30), limits.slowdownMaxMs);
}

/**
 * Unknown user and wrong password answer alike, with the same message and about the same time.
 * Failures block the (username, address) pair and the address, never the username itself, so a
 * stranger cannot lock the owner out: the right password from an address that has not failed always
 * gets in at once. A username failing from many addresses is slowed instead (failed answers only).
 */
export async function login(deps: LoginDeps, credentials: LoginRequest, address: string): Promise<LoginResponse> {
  const { limiter, limits } = deps;
  const username = credentials.username.toLowerCase();
  const pair = pairKey(username, address);
  const pairFailures = await refuseWhenBlocked(deps, pair, address);

  const user = await findLoginUser(deps.db, credentials.username);
  let valid = false;
  if (user) valid = await deps.passwords.verify(user.passwordHash, credentials.password);
  else await deps.passwords.verifyDummy(credentials.password);

  if (!user || !valid) {
    const [, , usernameFailures] = await Promise.all([
      limiter.recordFailure(pair),
      limiter.recordFailure(addressKey(address)),
      limiter.recordFailure(usernameKey(username)),
    ]);
    const delay = failureDelayMs(usernameFailures, limits);
    if (delay > 0) await sleep(delay);
    throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  }
  if (pairFailures > 0) await limiter.reset(pair);
  return openSession(deps, user);
}

/** A row lives a little past its token (signed just after), so that it is never purged before the token expires. */
const SESSION_ROW_MARGIN_MS = 60_000;

/** A new session of the user (a login, a password change): its row, and a token that names it. */
export async function openSession(
  deps: { db: DbOrTx; tokens: TokenService },
  user: AuthUser & { tokenVersion: number },
): Promise<LoginResponse> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + deps.tokens.ttlSeconds * 1000 + SESSION_ROW_MARGIN_MS);
  await insertSession(deps.db, { id: sessionId, userId: user.id, expiresAt });
  const { id, username, name, roles, tokenVersion } = user;
  const { token, expiresIn } = await deps.tokens.sign({ id, username, name, roles, tokenVersion, sessionId });
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn };
}

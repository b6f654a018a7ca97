import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, type LoginRequest, type LoginResponse } from '@sisacte/contracts/auth/session';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import type { PasswordHasher } from '../../../lib/passwords';
import type { TokenService } from '../../../lib/tokens';
import { findLoginUser } from '../users/repository';
import type { LoginAttemptLimiter } from './attempt-limiter';

export interface LoginDeps {
  db: Database;
  passwords: PasswordHasher;
  tokens: TokenService;
  limiter: LoginAttemptLimiter;
}

export const loginRateLimited = () => new HttpError(429, LOGIN_RATE_LIMITED_MESSAGE);

/** Unknown user and wrong password answer alike, with the same message and about the same time. */
export async function login(deps: LoginDeps, credentials: LoginRequest): Promise<LoginResponse> {
  const key = credentials.username.toLowerCase();
  if (await deps.limiter.isBlocked(key)) throw loginRateLimited();

  const user = await findLoginUser(deps.db, credentials.username);
  let valid = false;
  if (user) valid = await deps.passwords.verify(user.passwordHash, credentials.password);
  else await deps.passwords.verifyDummy(credentials.password);

  if (!user || !valid) {
    await deps.limiter.recordFailure(key);
    throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  }
  await deps.limiter.reset(key);
  const { token, expiresIn } = await deps.tokens.sign(user);
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn };
}

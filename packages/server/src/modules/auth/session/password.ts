import { CURRENT_PASSWORD_WRONG_MESSAGE, type LoginResponse, type PasswordChange, SAME_PASSWORD_MESSAGE } from '@sisacte/contracts/auth/session';
import { type Database, withTransaction } from '../../../db/client';
import { badRequest, unauthorized } from '../../../lib/http-errors';
import { type PasswordHasher, requireStrongPassword } from '../../../lib/passwords';
import type { TokenService } from '../../../lib/tokens';
import type { AuthUser } from '../../../plugins/auth';
import type { LoginAttemptLimiter } from '../login/attempt-limiter';
import { addressKey, type LoginDeps, openSession, pairKey, refuseWhenBlocked, usernameKey } from '../login/service';
import { changePassword, findPasswordOwner } from '../users/repository';

export interface PasswordChangeDeps {
  db: Database;
  passwords: PasswordHasher;
  tokens: TokenService;
  limiter: LoginAttemptLimiter;
  limits: LoginDeps['limits'];
}

/**
 * The caller's own new password. The current one is asked, and wrong guesses count as failed logins
 * of the same username and address (a stolen session cannot be used to find the password). The new
 * one must be strong for this user (the forms' rule) and differ from the current one. Every session
 * of the user ends, this one too; the answer is a new token, so the caller goes on.
 */
export async function changeOwnPassword(deps: PasswordChangeDeps, user: AuthUser, input: PasswordChange, address: string): Promise<LoginResponse> {
  const { limiter } = deps;
  const username = user.username.toLowerCase();
  const pair = pairKey(username, address);
  const pairFailures = await refuseWhenBlocked(deps, pair, address);

  const owner = await findPasswordOwner(deps.db, user.id);
  if (!owner) throw unauthorized('Usuário inexistente ou desativado. Faça login novamente.');
  if (!(await deps.passwords.verify(owner.passwordHash, input.currentPassword))) {
    await Promise.all([limiter.recordFailure(pair), limiter.recordFailure(addressKey(address)), limiter.recordFailure(usernameKey(username))]);
    throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  if (pairFailures > 0) await limiter.reset(pair);
  if (input.newPassword === input.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE);
  requireStrongPassword(input.newPassword, owner);

  // Hashing happens before the transaction: PGlite's only connection must not wait on anything but the database.
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const tokenVersion = await withTransaction(deps.db, (tx) => changePassword(tx, user.id, passwordHash));
  if (tokenVersion === null) throw unauthorized('Usuário inexistente ou desativado. Faça login novamente.');
  return openSession(deps, { ...user, tokenVersion });
}

import { grants } from '@sisacte/contracts/auth/roles';
import type { TokenClaims } from '@sisacte/contracts/auth/session';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors';
import { unencapsulated } from '../lib/plugin';
import type { PasswordHasher } from '../lib/passwords';
import type { TokenService } from '../lib/tokens';

/** Who is calling: what the route guards need. */
export interface AuthUser {
  id: number;
  username: string;
  name: string;
  roles: string[];
}

/**
 * Who a valid token belongs to, asked on every authenticated request: roles and the session version
 * come from the database, so that a removed role, a deleted user or ended sessions stop working at
 * once, on every instance. The auth module implements it: a primary-key lookup whose answers an
 * instance keeps only while the database tells it of every change to them (LISTEN/NOTIFY).
 */
export interface UserDirectory {
  /**
   * The active user with this id, the names of their roles, their session version and whether the
   * token's own session (`sessionId`, when it has one) is still open; null when deleted or deactivated.
   */
  findActiveUser(id: number, sessionId?: string): Promise<(AuthUser & { tokenVersion: number; sessionOpen: boolean }) | null>;
  /**
   * After this instance changed users, roles or sessions: forgets what it kept of `userId`'s checks
   * (everyone's when absent) at once, before the database's NOTIFY arrives. Absent: nothing is kept.
   */
  forget?(userId?: number): void;
  /** Calls `listener` after each invalidation (a user's id, or null for everyone); returns the function that stops it. */
  onForget?(listener: (userId: number | null) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    passwords: PasswordHasher;
    /** Where the session check reads users (see UserDirectory). */
    userDirectory: UserDirectory;
    /** onRequest hook: 401 unless the request carries a valid token of an active user; sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The claims of the token `authenticate` checked (its session id and version), null before or without one. */
    tokenClaims: TokenClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export interface AuthPluginOptions {
  tokens: TokenService;
  passwords: PasswordHasher;
  users: UserDirectory;
}

export const authPlugin = unencapsulated<AuthPluginOptions>('sisacte-auth', async (app, opts) => {
  app.decorate('tokens', opts.tokens);
  app.decorate('passwords', opts.passwords);
  app.decorate('userDirectory', opts.users);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenClaims', null);
  const verify = verifiedTokens(opts.tokens);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.user) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized();

    const claims = await verify(token);
    if (!claims) throw unauthorized('Sessão inválida ou expirada. Faça login novamente.');

    const found = await opts.users.findActiveUser(claims.username_id, claims.sid);
    if (!found) throw unauthorized('Usuário inexistente ou desativado. Faça login novamente.');
    // A token from before a password change or "Encerrar sessões" carries an older version; a
    // logged-out session is gone (a token without a session id answers to the version only).
    if (claims.tv !== found.tokenVersion || (claims.sid !== undefined && !found.sessionOpen)) throw unauthorized('Sessão encerrada. Faça login novamente.');
    // Written field by field: an object rest (`{ tokenVersion, ...user }`) is a runtime call in V8, ~1 µs a request.
    request.user = { id: found.id, username: found.username, name: found.name, roles: found.roles };
    request.tokenClaims = claims;
  });
});

/** Tokens whose signature was checked, kept at most this many (the oldest go first): ~0.5 KB each. */
const VERIFIED_TOKENS_KEPT = 5000;

/**
 * The claims of a valid token, or null. A token's signature is checked once (~0.3 ms of WebCrypto on
 * every request otherwise); the same token string then returns the same claims until its `exp`,
 * judged as the library judges it. Only the signature is remembered here: the session version and
 * the roles come from the UserDirectory on every request.
 */
function verifiedTokens(tokens: TokenService): (token: string) => Promise<TokenClaims | null> {
  const verified = new Map<string, TokenClaims>();
  return async (token) => {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) {
      if (known.exp > now) return known;
      verified.delete(token);
      return null;
    }
    const claims = await tokens.verify(token).catch(() => null);
    if (!claims) return null;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

/** onRequest hook: 401 without a valid token, 403 unless the user holds `role` (the administrator holds every role). */
export function requireRole(role: string): onRequestAsyncHookHandler {
  return requireAnyRole([role]);
}

/** onRequest hook: 401 without a valid token, 403 unless the user holds one of `roles`. */
export function requireAnyRole(roles: readonly string[]): onRequestAsyncHookHandler {
  return async function guard(request, reply) {
    await request.server.authenticate(request, reply);
    const held = request.user?.roles;
    if (!roles.some((role) => grants(held, role))) throw forbidden();
  };
}

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

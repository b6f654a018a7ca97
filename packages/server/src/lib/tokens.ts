import { type TokenClaims, tokenClaimsSchema } from '@sisacte/contracts/auth/session';

// jose is loaded on the first token signed or checked, not at start.
let jose: typeof import('jose') | undefined;
const loadJose = async () => (jose ??= await import('jose'));

export interface TokenSubject {
  id: number;
  username: string;
  name: string;
  roles: string[];
  /** The user's session version (0 until their sessions are first ended); a token is valid only while it matches. */
  tokenVersion?: number;
  /** This login's session (claim `sid`), which logging out ends alone; a token without one answers to `tokenVersion` only. */
  sessionId?: string;
}

export interface SignedToken {
  token: string;
  expiresIn: number;
}

export interface TokenService {
  /** How long a token lives from its signing. */
  readonly ttlSeconds: number;
  sign(subject: TokenSubject): Promise<SignedToken>;
  /** The claims of a valid token; throws for a bad signature, a malformed token or one past its `exp`. */
  verify(token: string): Promise<TokenClaims>;
}

const ALGORITHM = 'HS256';

export function createTokenService(options: { secret: string; ttlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  return {
    ttlSeconds: options.ttlSeconds,
    async sign(subject) {
      const now = Math.floor(Date.now() / 1000);
      const { SignJWT } = jose ?? (await loadJose());
      const token = await new SignJWT({
        roles: subject.roles,
        name: subject.name,
        username_id: subject.id,
        tv: subject.tokenVersion ?? 0,
        ...(subject.sessionId ? { sid: subject.sessionId } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.username)
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key);
      return { token, expiresIn: options.ttlSeconds };
    },
    async verify(token) {
      const { jwtVerify } = jose ?? (await loadJose());
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      return tokenClaimsSchema.parse(payload);
    },
  };
}

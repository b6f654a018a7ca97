import { SignJWT } from 'jose';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { on } from '@sisacte/event-bus';
import { currentSession, hasRole, isExpired, useSession, userFromToken } from './index';

const key = new TextEncoder().encode('x'.repeat(32));
const token = (claims: Record<string, unknown>, exp: number) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(key);
const nowSec = () => Math.floor(Date.now() / 1000);

describe('session store', () => {
  afterEach(() => useSession.getState().signOut());

  it('keeps a valid token, decodes its claims and announces the change', async () => {
    const seen: unknown[] = [];
    const off = on('session:changed', (d) => seen.push(d.user?.username ?? null));
    const jwt = await token({ roles: [ROLES.ACOLHIMENTO], name: 'Maria', username_id: 7, sub: 'maria' }, nowSec() + 60);
    expect(useSession.getState().signIn(jwt)).toBe(true);
    off();
    expect(currentSession()?.user).toMatchObject({ id: 7, username: 'maria', name: 'Maria' });
    expect(JSON.parse(sessionStorage.getItem('sisacte.session') ?? '{}').state.token).toBe(jwt);
    expect(seen).toEqual(['maria']);
  });

  it('refuses an expired or malformed token', async () => {
    const expired = await token({ roles: [], name: 'X', username_id: 1, sub: 'x' }, nowSec() - 5);
    expect(useSession.getState().signIn(expired)).toBe(false);
    expect(useSession.getState().signIn('not-a-jwt')).toBe(false);
    expect(userFromToken('a.b.c')).toBeNull();
    expect(currentSession()).toBeNull();
  });

  it('checks roles, the administrator holding all of them', () => {
    const base = { id: 1, username: 'u', name: 'U', exp: nowSec() + 60 };
    expect(hasRole(ROLES.ACOLHIMENTO, { ...base, roles: [ROLES.ACOLHIMENTO] })).toBe(true);
    expect(hasRole(ROLES.ADMIN, { ...base, roles: [ROLES.ACOLHIMENTO] })).toBe(false);
    expect(hasRole(ROLES.DENUNCIAS, { ...base, roles: [ROLES.ADMIN] })).toBe(true);
    expect(hasRole(ROLES.DENUNCIAS, null)).toBe(false);
    expect(isExpired({ ...base, roles: [], exp: nowSec() - 1 })).toBe(true);
  });
});

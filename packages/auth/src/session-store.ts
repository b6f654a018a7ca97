import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { decodeJwt } from 'jose';
import { grants } from '@sisacte/contracts/auth/roles';
import { emit, on, type SessionUser } from '@sisacte/event-bus';

/** sessionStorage key of the session: configurable (`__SISACTE_CONFIG__.sessionKey`), 'sisacte.session' by default. */
const SESSION_STORAGE_KEY =
  (globalThis as { __SISACTE_CONFIG__?: { sessionKey?: string } }).__SISACTE_CONFIG__?.sessionKey ?? 'sisacte.session';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Stores a token just returned by POST /authenticate. Returns false if it is unusable. */
  signIn: (token: string) => boolean;
  signOut: () => void;
}

/** Reads the claims we rely on; null for a malformed token or one without them. */
export function userFromToken(token: string): SessionUser | null {
  try {
    const claims = decodeJwt(token);
    const { exp, roles, name, username_id, sub } = claims as Record<string, unknown>;
    if (typeof exp !== 'number' || !Array.isArray(roles) || typeof username_id !== 'number') return null;
    return {
      id: username_id,
      username: typeof sub === 'string' ? sub : '',
      name: typeof name === 'string' ? name : '',
      roles: roles.filter((r): r is string => typeof r === 'string'),
      exp,
    };
  } catch {
    return null;
  }
}

export function isExpired(user: SessionUser | null, now = Date.now()): boolean {
  return !user || user.exp * 1000 <= now;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      signIn: (token) => {
        const user = userFromToken(token);
        if (!user || isExpired(user)) return false;
        set({ token, user });
        emit('session:changed', { user });
        return true;
      },
      signOut: () => {
        set({ token: null, user: null });
        emit('session:changed', { user: null });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

// Another copy of this store (a remote built against another version) changed the session:
// re-read sessionStorage so that every copy agrees.
on('session:changed', ({ user }) => {
  const current = useSession.getState().user;
  if ((current?.username ?? null) !== (user?.username ?? null) || current?.exp !== user?.exp) {
    void useSession.persist.rehydrate();
  }
});

/** The current session if it is present and not expired. */
export function currentSession(): { token: string; user: SessionUser } | null {
  const { token, user } = useSession.getState();
  if (!token || !user || isExpired(user)) return null;
  return { token, user };
}

export function hasRole(role: string, user: SessionUser | null = useSession.getState().user): boolean {
  return !!user && grants(user.roles, role);
}

/** React hook: the logged-in user (null when absent or expired). */
export function useCurrentUser(): SessionUser | null {
  const user = useSession((s) => s.user);
  return isExpired(user) ? null : user;
}

import { useEffect, useState } from 'react';
import { http } from '@sisacte/api-client';
import { SESSION_API } from '@sisacte/contracts/auth/session';

const verified = new Set<string>();

/** A token the server has just issued to this page (a password change's new session) needs no check. */
export function trustIssuedToken(token: string): void {
  verified.add(token);
}

/**
 * The browser can read the token's claims but not check its signature, so the shell asks the
 * server once per token (GET /api/session). A tampered or revoked token gets a 401 there, and the
 * api client then clears the session (the login page opens, saying so). Returns true once the token
 * is known good.
 */
export function useVerifiedSession(token: string | null): boolean {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!token || verified.has(token)) return;
    let cancelled = false;
    http
      .get(SESSION_API.session)
      .then(() => {
        verified.add(token);
        if (!cancelled) setTick((t) => t + 1);
      })
      .catch(() => undefined); // 401/403 already ended the session; a network error keeps the spinner
    return () => {
      cancelled = true;
    };
  }, [token]);
  return !!token && verified.has(token);
}

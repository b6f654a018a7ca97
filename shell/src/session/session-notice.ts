/**
 * Why the login page is shown, when a session ended under the user's feet (another tab's 'Encerrar
 * sessões', a password change elsewhere, the token's expiry): kept for this tab (sessionStorage) from
 * the moment it ends until the login page has shown it and is left.
 */
const KEY = 'sisacte:session-notice';

export type SessionNotice = 'ended' | 'expired';

export const SESSION_NOTICE_TEXT: Readonly<Record<SessionNotice, string>> = {
  ended: 'Sua sessão foi encerrada. Entre novamente.',
  expired: 'Sua sessão expirou. Entre novamente.',
};

export function leaveSessionNotice(notice: SessionNotice): void {
  try {
    sessionStorage.setItem(KEY, notice);
  } catch {
    // no storage (private mode): the login page opens without the notice
  }
}

export function readSessionNotice(): SessionNotice | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === 'ended' || value === 'expired' ? value : null;
  } catch {
    return null;
  }
}

export function clearSessionNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

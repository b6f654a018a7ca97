import { remoteForPath } from '@sisacte/contracts/shell/remotes';

/**
 * The staff page a visitor without a session asked for. The spec sends such a visitor home; the
 * address is kept for this tab (sessionStorage), so that logging in from there opens it (a link to
 * a complaint in an e-mail, a bookmark) instead of the staff's start. Taken once.
 */
const KEY = 'sisacte:requested-page';

/** A path of this site (not `//host/…`) under /admin/ that a remote serves. */
const isStaffPage = (path: string) => path.startsWith('/admin/') && !!remoteForPath(new URL(path, 'http://x').pathname);

export function rememberRequestedPage(path: string): void {
  try {
    if (isStaffPage(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // no storage (private mode): the login opens the staff's start
  }
}

/** The page to open after login, if one was asked for in this tab and is still a staff page; forgotten once read. */
export function takeRequestedPage(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isStaffPage(path) ? path : null;
  } catch {
    return null;
  }
}

import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser, useSession } from '@sisacte/auth';
import { emit, on } from '@sisacte/event-bus';
import { isPublicPath, remoteForPath } from '@sisacte/contracts/shell/remotes';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { AdminLayout, FrameStyles } from '../layout/admin-layout';
import { spinnerProps } from '../layout/frame-styles';
import { PublicLayout } from '../layout/public-layout';
import { rememberRequestedPage } from './requested-page';
import { readSessionNotice } from './session-notice';
import { StaffHome } from './staff-home';
import { useVerifiedSession } from './use-verified-session';

/** How long the gate waits for the logout listener's navigation before going home by itself. */
const ENDED_FALLBACK_MS = 1000;

/**
 * /admin/*: the full shell for a valid session; the public frame for the open paths;
 * home for everything else (missing, expired or tampered token; unknown path).
 * /admin itself is the staff's start, which picks the user's first screen.
 */
export function AdminGate() {
  const { pathname, search } = useLocation();
  const user = useCurrentUser();
  const token = useSession((s) => s.token);
  const verified = useVerifiedSession(user ? token : null);
  const navigate = useNavigate();
  // A session that ends while this page is open (logout, a 401, expiry): the logout listener takes the
  // user where the reason says (home after 'Sair', the login page with a notice otherwise); home if
  // nothing told it (the session cleared without a logout event).
  const [hadUser, setHadUser] = useState(user !== null);
  // Whether a logout event told the listener where to go. Its navigation is a transition: this page stays on
  // screen until the next one is drawn, which on a slow phone can take longer than the fallback waits, and the
  // fallback would then overrule it (home instead of the login page saying why).
  const toldWhereToGo = useRef(false);
  useEffect(() => {
    if (!user) return;
    setHadUser(true);
    toldWhereToGo.current = false;
  }, [user]);
  const endedHere = !user && hadUser;
  useEffect(
    () =>
      on('session:logout', () => {
        toldWhereToGo.current = true;
      }),
    [],
  );
  useEffect(() => {
    if (!endedHere) return;
    const timer = setTimeout(() => {
      if (!toldWhereToGo.current) navigate('/', { replace: true });
    }, ENDED_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [endedHere, navigate]);

  useEffect(() => {
    if (!user) return;
    // End the session the moment the token expires, even if the user does nothing.
    const ms = user.exp * 1000 - Date.now();
    const timer = setTimeout(() => emit('session:logout', { reason: 'expired' }), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [user]);

  if (endedHere) return null;
  const staffHome = pathname.replace(/\/+$/, '') === SCREENS.staffHome;
  if (!staffHome && !remoteForPath(pathname)) return <Navigate to="/" replace />;
  if (user && !verified) {
    return (
      <div className="sa-center sa-page-center">
        <FrameStyles />
        <div {...spinnerProps('Verificando a sessão')} />
      </div>
    );
  }
  if (user) return staffHome ? <StaffHome user={user} /> : <AdminLayout user={user} />;
  if (isPublicPath(pathname)) return <PublicLayout />;
  // Without a session: home, as the spec says; a login from there opens this page (requested-page.ts). But a session
  // that ended under the user's feet (its notice still waiting) goes to the login page that says so, also when the
  // page was reloaded before the logout listener's navigation there was drawn.
  if (!user) rememberRequestedPage(pathname + search);
  return <Navigate to={readSessionNotice() ? SCREENS.login : '/'} replace />;
}

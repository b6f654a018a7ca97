import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { on } from '@sisacte/event-bus';
import { useSession } from '@sisacte/auth';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { rememberRequestedPage } from './requested-page';
import { leaveSessionNotice } from './session-notice';

/**
 * Ends the session wherever the request to end it comes from (the 'Sair' button, the token's
 * expiry, a 401/403 from the API, a remote) and clears it. When the user chose to leave, the server
 * is told too, so that this session's token cannot be used again (the HTTP client loads then: the
 * public home does not need it), and the browser goes home. When the session ended under the user's
 * feet (a 401: ended from another tab or by an administrator; or expired), the login page opens
 * saying so, and logging in there brings the user back to the page they were on.
 */
export function LogoutListener() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(pathname + search);
  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);
  useEffect(
    () =>
      on('session:logout', ({ reason }) => {
        const { token } = useSession.getState();
        if (reason === 'user' && token) void import('./end-server-session').then(({ endServerSession }) => endServerSession(token));
        useSession.getState().signOut();
        if (reason === 'unauthorized' || reason === 'expired') {
          rememberRequestedPage(here.current);
          leaveSessionNotice(reason === 'expired' ? 'expired' : 'ended');
          navigate(SCREENS.login, { replace: true });
        } else {
          navigate('/', { replace: true });
        }
      }),
    [navigate],
  );
  return null;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { on } from '@sisacte/event-bus';
import { useSession } from '@sisacte/auth';

/**
 * Ends the session wherever the request to end it comes from (the 'Sair' button, the token's
 * expiry, a 401/403 from the API, a remote): clears it and goes home. When the user chose to
 * leave, the server is told too, so the token cannot be used again (the HTTP client loads then:
 * the public home does not need it).
 */
export function LogoutListener() {
  const navigate = useNavigate();
  useEffect(
    () =>
      on('session:logout', ({ reason }) => {
        const { token } = useSession.getState();
        if (reason === 'user' && token) void import('./end-server-session').then(({ endServerSession }) => endServerSession(token));
        useSession.getState().signOut();
        navigate('/', { replace: true });
      }),
    [navigate],
  );
  return null;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { on } from '@sisacte/event-bus';
import { useSession } from '@sisacte/auth';

/**
 * Ends the session wherever the request to end it comes from (the 'Sair' button, the token's
 * expiry, a 401/403 from the API, a remote): clears it and goes home.
 */
export function LogoutListener() {
  const navigate = useNavigate();
  useEffect(
    () =>
      on('session:logout', () => {
        useSession.getState().signOut();
        navigate('/', { replace: true });
      }),
    [navigate],
  );
  return null;
}

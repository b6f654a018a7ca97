import { useCallback, useEffect, useRef } from 'react';

/**
 * For requests a person starts from a handler (a page of results, a search): `begin()` numbers the
 * request and returns `isLatest`, true while no later request has begun and the screen is still
 * there. An answer that arrives after a newer one was asked for is dropped, so an older, slower page
 * never replaces the one the person went to last.
 */
export function useLatestRequest(): () => () => boolean {
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  return useCallback(() => {
    latest.current += 1;
    const ticket = latest.current;
    return () => ticket === latest.current;
  }, []);
}

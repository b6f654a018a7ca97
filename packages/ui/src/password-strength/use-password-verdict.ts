import { useEffect, useMemo, useState } from 'react';
import {
  loadPasswordEstimator,
  type PasswordEstimator,
  type PasswordOwner,
  type PasswordVerdict,
} from '@sisacte/contracts/auth/password-strength';

/**
 * The verdict of the server's own rule on `password` for `owner`, as the user types; null while the
 * password is empty or the dictionaries are still loading. They load (a chunk of their own, about
 * 1 MB) on the first character typed, so a screen that shows the field but where nobody types a
 * password never downloads them.
 */
export function usePasswordVerdict(password: string, owner: PasswordOwner = {}): PasswordVerdict | null {
  const [estimate, setEstimate] = useState<PasswordEstimator | null>(null);
  const wanted = password.length > 0;
  useEffect(() => {
    if (!wanted || estimate) return;
    let live = true;
    loadPasswordEstimator()
      .then((loaded) => live && setEstimate(() => loaded))
      .catch(() => undefined); // no meter; the server still judges on save
    return () => {
      live = false;
    };
  }, [wanted, estimate]);
  const { username, name, email } = owner;
  return useMemo(
    () => (estimate && password ? estimate(password, { username, name, email }) : null),
    [estimate, password, username, name, email],
  );
}

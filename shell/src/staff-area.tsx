import { useEffect } from 'react';
import { AdminGate } from './session/admin-gate';
import { LogoutListener } from './session/logout-listener';
import { ensureRemotesStarted } from './remotes/start-remotes';

/**
 * Everything under /admin, loaded on demand (bootstrap.tsx): the frame (plain HTML and CSS), the remote loader
 * and single-spa. The remote on screen brings its own antd; the public home loads none of this.
 */
export function StaffArea() {
  // Reads /remotes.json, registers the remotes and starts single-spa, once per page.
  useEffect(() => void ensureRemotesStarted(), []);
  return (
    <>
      <LogoutListener />
      <AdminGate />
    </>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { VERSIONS_SCREEN } from '@sisacte/contracts/release-health/rules';
import { AdminGate } from './session/admin-gate';
import { LogoutListener } from './session/logout-listener';
import { ensureRemotesStarted } from './remotes/start-remotes';

// The shell's own 'Versões' screen (no remote), loaded when first opened.
const VersionsArea = lazy(() => import('./release-health/versions-area').then((m) => ({ default: m.VersionsArea })));

/**
 * Everything under /admin, loaded on demand (bootstrap.tsx): the frame (plain HTML and CSS), the remote loader
 * and single-spa. The remote on screen brings its own antd; the public home loads none of this.
 */
export function StaffArea() {
  const { pathname } = useLocation();
  // Reads /remotes.json, registers the remotes and starts single-spa, once per page.
  useEffect(() => void ensureRemotesStarted(), []);
  return (
    <>
      <LogoutListener />
      {pathname.replace(/\/+$/, '') === VERSIONS_SCREEN ? (
        <Suspense fallback={null}>
          <VersionsArea />
        </Suspense>
      ) : (
        <AdminGate />
      )}
    </>
  );
}

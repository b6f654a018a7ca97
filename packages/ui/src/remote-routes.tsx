import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchesPrefix, REMOTE_ROUTE_PREFIXES, type RemoteName } from '@sisacte/contracts/shell/remotes';

export interface RemoteRoute {
  path: string;
  element: ReactNode;
}

/**
 * A remote's router on the shared browser history. Unknown paths inside the remote's own
 * prefixes go home; paths outside them are someone else's (the remote is about
 * to be unmounted by single-spa), so it renders nothing instead of redirecting.
 */
export function RemoteRoutes({ remote, routes }: { remote: RemoteName; routes: RemoteRoute[] }) {
  return (
    <BrowserRouter>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route path="*" element={<UnknownPath remote={remote} />} />
      </Routes>
    </BrowserRouter>
  );
}

function UnknownPath({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const mine = REMOTE_ROUTE_PREFIXES[remote].some((p) => matchesPrefix(pathname, p));
  return mine ? <Navigate to="/" replace /> : null;
}

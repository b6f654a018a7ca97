import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@sisacte/auth';
import { grants } from '@sisacte/contracts/auth/roles';
import { matchesPrefix, REMOTE_ROUTE_PREFIXES, type RemoteName } from '@sisacte/contracts/shell/remotes';
import { AccessDenied } from './access-denied';

export interface RemoteRoute {
  path: string;
  element: ReactNode;
  /**
   * The role the screen needs: the same name as its menu entry and as the server's check on the
   * endpoints it calls. `null` only for the screens open to everyone (the public complaint wizard
   * and follow-up, the self-diagnosis).
   */
  role: string | null;
}

/** A screen loaded when first opened (React.lazy); a `key` mounts it afresh when one component serves two routes (new and edit). */
export const onDemand = (Page: ComponentType, key?: string) => (
  <Suspense fallback={null}>
    <Page key={key} />
  </Suspense>
);

/** The list, 'new' and 'edit' screens of an entity family, loaded when opened, each needing `role`. */
export function familyRoutes(paths: { list: string; create: string; edit: string }, List: ComponentType, Form: ComponentType, role: string): RemoteRoute[] {
  return [
    { path: paths.list, element: onDemand(List), role },
    { path: paths.create, element: onDemand(Form, 'new'), role },
    { path: paths.edit, element: onDemand(Form, 'edit'), role },
  ];
}

/**
 * A remote's router on the shared browser history. A screen whose role the user lacks shows
 * 'Acesso negado' instead of mounting (so it never calls an API that would answer 403 and end
 * the session). Unknown paths inside the remote's own prefixes go home; paths outside them are
 * someone else's (the remote is about to be unmounted by single-spa), so it renders nothing.
 */
export function RemoteRoutes({ remote, routes }: { remote: RemoteName; routes: RemoteRoute[] }) {
  return (
    <BrowserRouter>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={<Guarded role={r.role}>{r.element}</Guarded>} />
        ))}
        <Route path="*" element={<UnknownPath remote={remote} />} />
      </Routes>
    </BrowserRouter>
  );
}

function Guarded({ role, children }: { role: string | null; children: ReactNode }) {
  const user = useCurrentUser();
  if (role === null || grants(user?.roles, role)) return children;
  return <AccessDenied role={role} />;
}

function UnknownPath({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const mine = REMOTE_ROUTE_PREFIXES[remote].some((p) => matchesPrefix(pathname, p));
  return mine ? <Navigate to="/" replace /> : null;
}

import { lazy, type ReactNode } from 'react';
import { useCurrentUser } from '@sisacte/auth';
import { grants } from '@sisacte/contracts/auth/roles';

// antd comes with the screen itself; the denial, which needs it too, only when shown.
const StaffDenied = lazy(() => import('./staff-denied'));

/** A staff screen: 'Acesso negado' without the role (so it never calls an API that would answer 403). */
export default function StaffOnly({ role, children }: { role: string; children: ReactNode }) {
  const user = useCurrentUser();
  if (grants(user?.roles, role)) return children;
  return <StaffDenied role={role} />;
}

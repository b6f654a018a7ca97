import { useEffect, useState } from 'react';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import type { SessionUser } from '@sisacte/auth';
import { listOrganizations } from './api';

/** The organizations a logged-in creator may attach to the complaint (none for the public). */
export function useCreatorOrganizations(user: SessionUser | null): Organization[] {
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  useEffect(() => {
    if (user) listOrganizations().then(setOrganizations, () => setOrganizations([]));
  }, [user]);
  return organizations;
}

import type { ReactNode } from 'react';
import { hasRole, useCurrentUser } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { AccessDenied } from '@sisacte/ui';

/**
 * Who opens the people list and a person's screen: case workers (Acolhimento), who also edit, and the
 * data-protection officer, who only reads them (for the 'Acessos' tab and the LGPD actions). The same
 * roles as the server's check on the list and on one person; every other call of these screens is
 * Acolhimento's, and a 403 ends the session, so a reader never makes one.
 */
export const WELCOMED_READERS = [ROLES.ACOLHIMENTO, ROLES.ENCARREGADO_DADOS] as const;

export interface WelcomedAccess {
  /** Lists and opens people (either role). */
  reads: boolean;
  /** Creates, edits, trashes, exports and sees every tab (Acolhimento; the administrator holds it). */
  edits: boolean;
}

/** What the logged-in user may do with the people of the register. */
export function useWelcomedAccess(): WelcomedAccess {
  const user = useCurrentUser();
  const edits = hasRole(ROLES.ACOLHIMENTO, user);
  return { edits, reads: edits || WELCOMED_READERS.some((role) => hasRole(role, user)) };
}

/** The person screens' guard: a user with neither role gets 'Acesso negado' and the screen calls nothing. */
export function WelcomedReadersOnly({ children }: { children: ReactNode }) {
  const { reads } = useWelcomedAccess();
  return reads ? children : <AccessDenied role={ROLES.ACOLHIMENTO} />;
}

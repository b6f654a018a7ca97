import { ROLES } from '@sisacte/contracts/auth/roles';
import type { RemoteRoute } from '@sisacte/ui';

/**
 * Route table of mf-painel (/admin/painel), for holders of the Painel role (others see 'Acesso
 * negado'; the shell lands them on their own first screen after login). The dashboard arrives with
 * its own issue; until then /admin/painel is matched so it is not treated as unknown, and the
 * content area stays empty inside the complete shell.
 */
export const routes: RemoteRoute[] = [{ path: '/admin/painel', element: null, role: ROLES.PAINEL }];

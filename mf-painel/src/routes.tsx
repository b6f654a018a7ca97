import type { RemoteRoute } from '@sisacte/ui';

/**
 * Route table of mf-painel (/admin/painel). The dashboard arrives with its own issue;
 * until then /admin/painel (the landing page after login) is matched so it is not treated as
 * unknown, and the content area stays empty inside the complete shell.
 */
export const routes: RemoteRoute[] = [{ path: '/admin/painel', element: null }];

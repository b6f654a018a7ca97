import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

/**
 * Route table of mf-painel. /admin/painel (admin.painel) is the landing page after login; it has
 * sections for three roles (Painel or Acolhimento: the shelter panels; Denuncias: the complaint
 * section), more than a route's one role can say, so the route is `role: null` and the page checks
 * them itself with `SECTION_ROLES` (shared/sections.ts): the same lists as the menu entry's role and
 * anyOf and as the server's check on each panel's calls. A user without any of them gets 'Acesso
 * negado' and the page calls nothing.
 */
export const routes: RemoteRoute[] = [{ path: SCREENS.painel, element: <DashboardPage />, role: null }];

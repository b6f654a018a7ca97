import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { DashboardPage } from './features/dashboard/dashboard-page';

/**
 * Route table of mf-painel. /admin/painel (admin.painel) is the landing page after login; it has
 * sections for three roles (Acolhimento or Painel: the shelter panels; Denuncias: the complaint
 * section), so the screen checks them itself (`role: null` here) and shows 'Acesso negado' to a user
 * without any of them. The server checks the same role on every panel's call.
 */
export const routes: RemoteRoute[] = [{ path: SCREENS.painel, element: <DashboardPage />, role: null }];

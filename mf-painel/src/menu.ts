import { ROLES } from '@sisacte/contracts/auth/roles';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/**
 * Sidebar entries of mf-painel. A menu entry names one role: the dashboard's (Painel). Holders of
 * Acolhimento or Denuncias without it still land on the dashboard after login (staff-home).
 */
export const menu: MenuEntry[] = [{ key: 'painel', label: 'Painel', path: SCREENS.painel, role: ROLES.PAINEL, group: 'painel', order: 1, icon: 'DashboardOutlined' }];

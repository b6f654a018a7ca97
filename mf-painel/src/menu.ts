import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { DASHBOARD_ROLES } from './shared/sections';

const [main, ...others] = DASHBOARD_ROLES;

/**
 * Sidebar entries of mf-painel. The dashboard is the landing page of holders of Painel, Acolhimento or
 * Denuncias, so its entry shows to each of them: `role` is Painel (what a shell that predates `anyOf`
 * reads), `anyOf` the two others.
 */
export const menu: MenuEntry[] = [
  { key: 'painel', label: 'Painel', path: SCREENS.painel, role: main, anyOf: others, group: 'painel', order: 1, icon: 'DashboardOutlined' },
];

import { ROLES } from '@sisacte/contracts/auth/roles';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** Sidebar entries of mf-relatorios: the inspection reports. */
export const menu: MenuEntry[] = [
  { key: 'relatorios', label: 'Relatórios', path: SCREENS.reports.list, role: ROLES.RELATORIOS, group: 'fiscalizacao', order: 1, icon: 'FileTextOutlined' },
];

import { ROLES } from '@sisacte/contracts/auth/roles';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** Sidebar entries of mf-acolhimento, one per screen it has. */
export const menu: MenuEntry[] = [
  { key: 'cadastros', label: 'Cadastros', path: SCREENS.welcomed.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 1, icon: 'UserOutlined' },
  { key: 'estadias', label: 'Estadias', path: SCREENS.stays.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 2, icon: 'HomeOutlined' },
  { key: 'usuarios', label: 'Usuários', path: SCREENS.users.list, role: ROLES.ADMIN, group: 'configuracoes', order: 1, icon: 'TeamOutlined' },
];

import { PATHS, ROLES, type MenuEntry } from '@sisacte/contracts';

/** Sidebar entries of mf-acolhimento, one per screen it has. */
export const menu: MenuEntry[] = [
  { key: 'usuarios', label: 'Usuários', path: PATHS.users, role: ROLES.ADMIN, group: 'configuracoes', order: 1, icon: 'TeamOutlined' },
];

import { PATHS, ROLES, type MenuEntry } from '@sisacte/contracts';

/** Sidebar entries of mf-acolhimento, one per screen it has. */
export const menu: MenuEntry[] = [
  { key: 'cadastros', label: 'Cadastros', path: '/admin/cadastros', role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 1, icon: 'UserOutlined' },
  { key: 'usuarios', label: 'Usuários', path: PATHS.users, role: ROLES.ADMIN, group: 'configuracoes', order: 1, icon: 'TeamOutlined' },
];

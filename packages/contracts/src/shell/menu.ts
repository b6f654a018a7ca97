import { grants } from '../auth/roles';

/**
 * A sidebar entry contributed by a remote (exposed as `<remote>/menu`).
 * Entries with the same `group` are shown together under that group's title.
 */
export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  /**
   * Role needed to see the item (and to use the screen: the server checks the same role). A shell
   * released before `anyOf` existed reads only this one, so it names the screen's main role.
   */
  role: string;
  /**
   * Further roles that also show the item, for a screen that serves several (the dashboard: Painel,
   * Acolhimento, Denuncias). Optional, so menus and shells of either age keep working: an older shell
   * ignores it and shows the item to holders of `role` only.
   */
  anyOf?: readonly string[];
  group: MenuGroupKey;
  /** Position inside the group. */
  order: number;
  /** antd icon name from @ant-design/icons, resolved by the shell. */
  icon?: string;
}

export const MENU_GROUPS = {
  painel: { title: 'Painel', order: 0, icon: 'DashboardOutlined' },
  denuncias: { title: 'Denúncias', order: 1, icon: 'AlertOutlined' },
  fiscalizacao: { title: 'Fiscalização', order: 2, icon: 'AuditOutlined' },
  acolhimento: { title: 'Acolhimento', order: 3, icon: 'HomeOutlined' },
  autodiagnostico: { title: 'Autodiagnóstico', order: 4, icon: 'CheckSquareOutlined' },
  configuracoes: { title: 'Configurações', order: 9, icon: 'SettingOutlined' },
} as const;
export type MenuGroupKey = keyof typeof MENU_GROUPS;

/** Every role that shows `entry`: its `role`, then those of `anyOf`, each once. */
export function menuEntryRoles(entry: Pick<MenuEntry, 'role' | 'anyOf'>): string[] {
  return [...new Set([entry.role, ...(entry.anyOf ?? [])])];
}

/** True when a user with `roles` sees `entry` (one of its roles is enough; the administrator sees all). */
export function canSeeMenuEntry(entry: Pick<MenuEntry, 'role' | 'anyOf'>, roles: readonly string[] | undefined | null): boolean {
  return menuEntryRoles(entry).some((role) => grants(roles, role));
}

/**
 * A sidebar entry contributed by a remote (exposed as `<remote>/menu`).
 * Entries with the same `group` are shown together under that group's title.
 */
export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  /** Role needed to see the item (and to use the screen: the server checks the same role). */
  role: string;
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

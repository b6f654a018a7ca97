/** Paths of the case-management screens (under /admin). */
export const WELCOMED_PATHS = {
  list: '/admin/cadastros',
  create: '/admin/cadastros/cadastrar',
  edit: (id: number | string, tab?: WelcomedTab) => `/admin/cadastros/${id}${tab && tab !== 'info' ? `?tab=${tab}` : ''}`,
  /** Built by the next case-management issue. */
  checkin: (welcomedId: number | string) => `/admin/estadias/checkin?welcomed_id=${welcomedId}`,
  /** Built by the next case-management issue. */
  newForwarding: (welcomedId: number | string) => `/admin/encaminhamentos/cadastrar?welcomed_id=${welcomedId}`,
  /** Monitorings of one person; built by a later issue. */
  monitors: (welcomedId: number | string) => `/admin/monitoramentos/${welcomedId}`,
} as const;

/** Tabs of the person's screen, in the address as ?tab= ('parents' opens the family tab). */
export const WELCOMED_TABS = ['info', 'parents', 'history'] as const;
export type WelcomedTab = (typeof WELCOMED_TABS)[number];

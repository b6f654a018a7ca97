import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** Tabs of the person's screen, in the address as ?tab= ('parents' opens the family tab). */
export const WELCOMED_TABS = ['info', 'parents', 'history'] as const;
export type WelcomedTab = (typeof WELCOMED_TABS)[number];

/** Links to the case-management screens, filled from their one definition (SCREENS). */
export const WELCOMED_PATHS = {
  list: SCREENS.welcomed.list,
  create: SCREENS.welcomed.create,
  edit: (id: number | string, tab?: WelcomedTab) =>
    fillPath(SCREENS.welcomed.edit, { welcomed_id: id }) + (tab && tab !== 'info' ? `?tab=${tab}` : ''),
  /** Built by the next case-management issue. */
  checkin: (welcomedId: number | string) => `${SCREENS.stays.checkin}?welcomed_id=${welcomedId}`,
  /** Built by the next case-management issue. */
  newForwarding: (welcomedId: number | string) => `${SCREENS.forwardings.create}?welcomed_id=${welcomedId}`,
  /** Monitorings of one person; built by a later issue. */
  monitors: (welcomedId: number | string) => fillPath(SCREENS.monitors.ofPerson, { welcomed_id: welcomedId }),
} as const;

export const USER_PATHS = {
  list: SCREENS.users.list,
  create: SCREENS.users.create,
  edit: (id: number | string) => fillPath(SCREENS.users.edit, { usuario_id: id }),
} as const;

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
} as const;

export const STAY_PATHS = {
  list: SCREENS.stays.list,
  /** The check-in, with the person filled in and kept when given. */
  checkin: (welcomedId?: number | string) => SCREENS.stays.checkin + (welcomedId ? `?welcomed_id=${welcomedId}` : ''),
  checkout: (id: number | string) => fillPath(SCREENS.stays.checkout, { stay_id: id }),
  edit: (id: number | string) => fillPath(SCREENS.stays.edit, { stay_id: id }),
} as const;

/*
 * No link points to a screen that does not exist yet: the new referral (SCREENS.forwardings.create)
 * and a person's monitorings (SCREENS.monitors.ofPerson) get their links here, and their buttons,
 * when those screens ship.
 */

export const USER_PATHS = {
  list: SCREENS.users.list,
  create: SCREENS.users.create,
  edit: (id: number | string) => fillPath(SCREENS.users.edit, { usuario_id: id }),
} as const;

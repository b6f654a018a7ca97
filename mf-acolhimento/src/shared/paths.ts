import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { familyPaths } from '@sisacte/ui';

/** Tabs of the person's screen, in the address as ?tab= ('parents' opens the family tab; 'access' is for administrators and the data-protection officer). */
export const WELCOMED_TABS = ['info', 'parents', 'history', 'trajectory', 'files', 'access'] as const;
export type WelcomedTab = (typeof WELCOMED_TABS)[number];

/** Links to the case-management screens, filled from their one definition (SCREENS). */
export const WELCOMED_PATHS = familyPaths(SCREENS.welcomed, WELCOMED_TABS);

export const STAY_PATHS = {
  list: SCREENS.stays.list,
  /** The check-in, with the person filled in and kept when given. */
  checkin: (welcomedId?: number | string) => SCREENS.stays.checkin + (welcomedId ? `?welcomed_id=${welcomedId}` : ''),
  checkout: (id: number | string) => fillPath(SCREENS.stays.checkout, { stay_id: id }),
  edit: (id: number | string) => fillPath(SCREENS.stays.edit, { stay_id: id }),
} as const;

export const FORWARDING_TYPE_PATHS = familyPaths(SCREENS.forwardingTypes);

export const FORWARDING_PATHS = {
  ...familyPaths(SCREENS.forwardings),
  /** A new referral, with the person filled in and kept when given. */
  create: (welcomedId?: number | string) => SCREENS.forwardings.create + (welcomedId ? `?welcomed_id=${welcomedId}` : ''),
} as const;

export const MONITOR_PATHS = {
  list: SCREENS.monitors.list,
  ofPerson: (welcomedId: number | string) => fillPath(SCREENS.monitors.ofPerson, { welcomed_id: welcomedId }),
  create: (welcomedId: number | string) => fillPath(SCREENS.monitors.create, { welcomed_id: welcomedId }),
  edit: (id: number | string, welcomedId: number | string) => fillPath(SCREENS.monitors.edit, { monitor_id: id, welcomed_id: welcomedId }),
} as const;

export const USER_PATHS = familyPaths(SCREENS.users);

import { type MenuEntry } from '@sisacte/contracts/shell/menu';

/** Sidebar entries of mf-autodiagnostico: one per screen actually built (none yet). */
export const menu: MenuEntry[] = [];

import type { MenuEntry } from '@sisacte/contracts';

/** Sidebar entries of mf-autodiagnostico: one per screen actually built (none yet). */
export const menu: MenuEntry[] = [];

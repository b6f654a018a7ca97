import { type MenuEntry } from '@sisacte/contracts/shell/menu';

/** Sidebar entries of mf-relatorios: one per screen actually built (none yet). */
export const menu: MenuEntry[] = [];

import { type MenuEntry } from '@sisacte/contracts/shell/menu';

/** Sidebar entries of mf-painel: none until the dashboard screen exists. */
export const menu: MenuEntry[] = [];

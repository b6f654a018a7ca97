import { create } from 'zustand';
import { emit } from '@sisacte/event-bus';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { REMOTE_NAMES, type RemoteName } from '@sisacte/contracts/shell/remotes';
import { ROLES } from '@sisacte/contracts/auth/role-names';
import { VERSIONS_SCREEN } from '@sisacte/contracts/release-health/rules';
import { loadMenu } from './remote-registry';

/** The screens the shell draws itself (they work while a remote is broken), under the key 'shell'. */
export const SHELL_MENU: MenuEntry[] = [
  { key: 'versoes', label: 'Versões', path: VERSIONS_SCREEN, role: ROLES.ADMIN, group: 'configuracoes', order: 90, icon: 'AppstoreOutlined' },
];

interface MenuState {
  byRemote: Partial<Record<RemoteName | 'shell', MenuEntry[]>>;
  /** Every remote's menu has answered (or failed): the landing page can be chosen. */
  ready: boolean;
  load: (remote: RemoteName) => Promise<void>;
  /** Loads every remote's menu; `ready` once all have answered. */
  loadAll: () => Promise<void>;
}

/** Sidebar entries contributed by the remotes (their `./menu` expose), and the shell's own. */
export const useMenuStore = create<MenuState>()((set, get) => ({
  byRemote: { shell: SHELL_MENU },
  ready: false,
  load: async (remote) => {
    try {
      const entries = await loadMenu(remote);
      set((s) => ({ byRemote: { ...s.byRemote, [remote]: entries } }));
    } catch (error) {
      emit('remote:error', { remote, phase: 'menu', message: (error as Error).message });
    }
  },
  loadAll: async () => {
    await Promise.all(REMOTE_NAMES.map((remote) => get().load(remote)));
    set({ ready: true });
  },
}));

import { create } from 'zustand';
import { emit } from '@sisacte/event-bus';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { type RemoteName } from '@sisacte/contracts/shell/remotes';
import { loadMenu } from './remote-registry';

interface MenuState {
  byRemote: Partial<Record<RemoteName, MenuEntry[]>>;
  load: (remote: RemoteName) => Promise<void>;
}

/** Sidebar entries contributed by the remotes (their `./menu` expose). */
export const useMenuStore = create<MenuState>()((set) => ({
  byRemote: {},
  load: async (remote) => {
    try {
      const entries = await loadMenu(remote);
      set((s) => ({ byRemote: { ...s.byRemote, [remote]: entries } }));
    } catch (error) {
      emit('remote:error', { remote, phase: 'menu', message: (error as Error).message });
    }
  },
}));

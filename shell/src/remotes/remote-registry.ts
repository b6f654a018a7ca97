import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { MENU_GROUPS, type MenuEntry } from '@sisacte/contracts/shell/menu';
import { REMOTE_NAMES, type RemoteName } from '@sisacte/contracts/shell/remotes';

/** One entry of /remotes.json, written by `pnpm release` / `pnpm rollback`. */
interface RemoteEntry {
  version: string;
  manifest: string;
  /**
   * The sidebar entries of that version (published in its manifest, copied here by the release tools), so
   * the sidebar needs no remote code. Absent for versions released before menus were published: the shell
   * then loads the remote's './menu' expose.
   */
  menu?: MenuEntry[];
}
type RemotesMap = Partial<Record<RemoteName, RemoteEntry>>;

/** MF container names are identifiers: 'mf-painel' → 'mf_painel' (same rule as packages/mf-build). */
const federationName = (remote: string) => remote.replace(/-/g, '_');

/** Reads the live versions. Never cached: a release or rollback takes effect on the next load. */
export async function fetchRemotes(): Promise<RemotesMap> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const all = (await response.json()) as Record<string, RemoteEntry>;
  const known: RemotesMap = {};
  for (const name of REMOTE_NAMES) {
    const entry = all[name];
    if (!entry?.manifest) continue;
    const { menu, ...rest } = entry;
    known[name] = Array.isArray(menu) ? { ...rest, menu: menu.flatMap(readMenuEntry) } : rest;
  }
  return known;
}

/**
 * One published sidebar entry as this shell can use it, or nothing. An entry without its fields, or of
 * a group this shell does not know yet, is left out (never breaks the sidebar); a malformed `anyOf` is
 * dropped, so the entry shows to holders of its `role`, as a shell that predates `anyOf` would show it.
 */
const readMenuEntry = (entry: unknown): MenuEntry[] => {
  const e = entry as Partial<Record<keyof MenuEntry, unknown>> | null;
  const usable =
    !!e &&
    typeof e.key === 'string' &&
    typeof e.label === 'string' &&
    typeof e.path === 'string' &&
    typeof e.role === 'string' &&
    typeof e.group === 'string' &&
    Object.hasOwn(MENU_GROUPS, e.group);
  if (!usable) return [];
  const { anyOf, ...rest } = e as MenuEntry;
  const rolesOk = Array.isArray(anyOf) && anyOf.every((role) => typeof role === 'string' && role !== '');
  return [rolesOk ? { ...rest, anyOf } : rest];
};

let live: RemotesMap = {};

/** The version of a remote this page loads (as /remotes.json said when read), null when it is not published. */
export const liveVersionOf = (remote: RemoteName): string | null => live[remote]?.version ?? null;

export function registerAll(map: RemotesMap) {
  live = map;
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name: federationName(name), entry: entry.manifest })),
  );
}

/**
 * Forgets what the MF runtime cached for one remote (including a failed manifest) and
 * registers the live entry again, re-read from /remotes.json.
 */
export async function refreshRemote(remote: RemoteName): Promise<void> {
  const map = await fetchRemotes();
  const entry = map[remote];
  if (!entry) throw new Error(`${remote} não está publicado`);
  live = { ...live, [remote]: entry };
  const bust = `${entry.manifest}${entry.manifest.includes('?') ? '&' : '?'}t=${Date.now()}`;
  registerRemotes([{ name: federationName(remote), entry: bust }], { force: true });
}

export async function loadLifecycles(remote: RemoteName): Promise<LifeCycles> {
  if (!live[remote]) throw new Error(`${remote} não está publicado`);
  const mod = await loadRemote<{ default?: LifeCycles } & LifeCycles>(`${federationName(remote)}/app`);
  const lifecycles = mod?.default ?? mod;
  if (!lifecycles?.mount) throw new Error(`${remote}/app não exporta ciclos de vida single-spa`);
  return lifecycles;
}

/** A remote's sidebar entries: from /remotes.json when its release published them, else from its './menu' expose. */
export async function loadMenu(remote: RemoteName): Promise<MenuEntry[]> {
  const entry = live[remote];
  if (!entry) return [];
  if (entry.menu) return entry.menu;
  const mod = await loadRemote<{ menu?: MenuEntry[] }>(`${federationName(remote)}/menu`);
  return mod?.menu ?? [];
}

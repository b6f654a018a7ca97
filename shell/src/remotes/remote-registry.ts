import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { REMOTE_NAMES, type RemoteName } from '@sisacte/contracts/shell/remotes';

/** One entry of /remotes.json, written by `pnpm release` / `pnpm rollback`. */
interface RemoteEntry {
  version: string;
  manifest: string;
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
  for (const name of REMOTE_NAMES) if (all[name]?.manifest) known[name] = all[name];
  return known;
}

let live: RemotesMap = {};

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

export async function loadMenu(remote: RemoteName): Promise<MenuEntry[]> {
  if (!live[remote]) return [];
  const mod = await loadRemote<{ menu?: MenuEntry[] }>(`${federationName(remote)}/menu`);
  return mod?.menu ?? [];
}

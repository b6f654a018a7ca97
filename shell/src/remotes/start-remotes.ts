import { registerApplication, start } from 'single-spa';
import { isPublicPath, matchesPrefix, REMOTE_NAMES, REMOTE_ROUTE_PREFIXES, type RemoteName } from '@sisacte/contracts/shell/remotes';
import { currentSession } from '@sisacte/auth';
import { emit } from '@sisacte/event-bus';
import { startReleaseHealthReporter } from '../release-health/reporter';
import { fetchRemotes, liveVersionOf, registerAll } from './remote-registry';
import { resilientApp } from './resilient-app';
import { useMenuStore } from './menu-store';

/**
 * The persistent node the remotes render into. The layout attaches it to its content
 * area; it exists before the layout does, so single-spa can mount at any moment.
 */
export const remoteHost = document.createElement('div');
remoteHost.className = 'remote-host';

function hostFor(remote: RemoteName, kind: 'app' | 'fallback'): HTMLElement {
  const id = `remote-${kind}-${remote}`;
  let el = remoteHost.querySelector<HTMLElement>(`#${id}`);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.dataset.remote = remote;
    remoteHost.appendChild(el);
  }
  return el;
}

const isActive = (remote: RemoteName) => (location: Location) =>
  REMOTE_ROUTE_PREFIXES[remote].some((p) => matchesPrefix(location.pathname, p)) &&
  (currentSession() !== null || isPublicPath(location.pathname));

let started: Promise<void> | null = null;

/** Starts the remotes unless this page already did: the back office calls it when it first opens. */
export function ensureRemotesStarted(): Promise<void> {
  return started ?? startRemotes();
}

/**
 * Reads /remotes.json, registers every remote with MF and single-spa, and starts routing. Registering loads
 * nothing: a remote's manifest and code load only when single-spa mounts it, on one of its routes; the
 * sidebar comes from the menus /remotes.json publishes.
 */
export function startRemotes(): Promise<void> {
  started = registerAndStart();
  return started;
}

async function registerAndStart(): Promise<void> {
  try {
    registerAll(await fetchRemotes());
  } catch (error) {
    // No registry: every remote shows its fallback; the shell itself still works.
    registerAll({});
    emit('remote:error', { remote: 'remotes.json', phase: 'load', message: (error as Error).message });
  }
  // Each remote's load failures, errors and screen load times, per live version (before routing starts).
  startReleaseHealthReporter({ liveVersion: liveVersionOf, token: () => currentSession()?.token ?? null });
  for (const remote of REMOTE_NAMES) {
    registerApplication<{ domElementGetter: () => HTMLElement }>({
      name: remote,
      app: async () => resilientApp(remote, () => hostFor(remote, 'fallback')),
      activeWhen: isActive(remote),
      customProps: { domElementGetter: () => hostFor(remote, 'app') },
    });
  }
  start({ urlRerouteOnly: true });
  if (currentSession()) void loadMenus();
}

/** Loads every remote's sidebar entries, published in /remotes.json (after login, or at start with a session). */
export async function loadMenus(): Promise<void> {
  await ensureRemotesStarted();
  return useMenuStore.getState().loadAll();
}

import { on } from '@sisacte/event-bus';
import {
  anonymousMayReport,
  MAX_REPORTS_PER_BATCH,
  MAX_SCREEN_LOAD_MS,
  RELEASE_HEALTH_API,
  routePatternOf,
  type ReportKind,
} from '@sisacte/contracts/release-health/rules';
import { isPublicPath, REMOTE_NAMES, REMOTE_ROUTE_PREFIXES, remoteForPath, type RemoteName } from '@sisacte/contracts/shell/remotes';

/** One report as the server takes it: the remote, its live version, the route pattern, what happened. */
export interface Report {
  remote: RemoteName;
  version: string;
  route: string;
  kind: ReportKind;
  durationMs?: number;
}

export interface ReporterOptions {
  /** The live version of a remote in this page (/remotes.json as read), null when it is not published. */
  liveVersion: (remote: RemoteName) => string | null;
  /** The session's token, null for an anonymous visitor. */
  token: () => string | null;
  /** Sends one batch (default: fetch keepalive, else navigator.sendBeacon). */
  send?: (body: string, token: string | null) => void;
  /** A batch with a failure or an error leaves this long after it (or at once when full, or when the page is hidden). */
  flushAfterMs?: number;
  /**
   * A batch of screen loads alone leaves this long after its first one (or sooner, with a failure, when full or
   * when the page is hidden): a timing is not urgent, and a request a few seconds after each screen would be one
   * more request in every visit (a staff member's first visit has 20 at most).
   */
  timingsFlushAfterMs?: number;
}

/** The tab's random id: made once per tab (sessionStorage), never the user. */
const TAB_KEY = 'sisacte.release-health.tab';
export function tabId(): string {
  try {
    const kept = sessionStorage.getItem(TAB_KEY);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
    const made = randomHex();
    sessionStorage.setItem(TAB_KEY, made);
    return made;
  } catch {
    return randomHex();
  }
}
const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Where a batch goes: fetch keepalive (it outlives the page and carries the token), else a beacon (no token). */
function sendBatch(body: string, token: string | null) {
  const url = RELEASE_HEALTH_API.reports;
  try {
    if (typeof fetch === 'function') {
      void fetch(url, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      }).catch(() => undefined);
      return;
    }
    if (!token) navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
  } catch {
    // Reporting never disturbs the page.
  }
}

/** The route a report names for the current address: its pattern, else the remote's own prefix. */
function routeFor(remote: RemoteName, pathname: string): string {
  const pattern = routePatternOf(pathname);
  return pattern && remoteForPath(pathname) === remote ? pattern : REMOTE_ROUTE_PREFIXES[remote][0]!;
}

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * Reports how the remotes do in this tab, per remote and live version, without personal data: a remote
 * that fails to load, an error inside one (the remote-error event), an unhandled rejection on a staff
 * page, and each screen's load time (from the navigation to the screen drawn, by the remote or its
 * fallback). Tagged with the route pattern only. Batched (failures within seconds, timings alone within a minute or
 * when the page is hidden); sent with fetch keepalive. An anonymous
 * visitor's tab sends only load failures of the complaint form. Answers the function that stops it.
 */
export function startReleaseHealthReporter(options: ReporterOptions): () => void {
  const send = options.send ?? sendBatch;
  const flushAfterMs = options.flushAfterMs ?? 3000;
  const timingsFlushAfterMs = options.timingsFlushAfterMs ?? 60_000;
  let queue: Report[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** When the pending batch leaves (performance.now()), Infinity when none is pending. */
  let due = Infinity;

  /** The batch leaves within `ms`: the sooner of this and what was planned. */
  const flushWithin = (ms: number) => {
    const at = performance.now() + ms;
    if (at >= due) return;
    if (timer) clearTimeout(timer);
    due = at;
    timer = setTimeout(flush, ms);
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    due = Infinity;
    while (queue.length) {
      const reports = queue.slice(0, MAX_REPORTS_PER_BATCH);
      queue = queue.slice(MAX_REPORTS_PER_BATCH);
      send(JSON.stringify({ session: tabId(), reports }), options.token());
    }
  };

  const add = (remote: RemoteName, kind: ReportKind, durationMs?: number) => {
    const version = options.liveVersion(remote);
    if (!version) return;
    const report: Report = { remote, version, route: routeFor(remote, location.pathname), kind, ...(durationMs !== undefined ? { durationMs } : {}) };
    if (!options.token() && !anonymousMayReport(report)) return;
    queue.push(report);
    if (queue.length >= MAX_REPORTS_PER_BATCH) flush();
    else flushWithin(kind === 'screen-load' ? timingsFlushAfterMs : flushAfterMs);
  };

  const offError = on('remote:error', ({ remote, phase }) => {
    if (!isRemote(remote)) return;
    add(remote, phase === 'load' || phase === 'menu' ? 'load-failure' : 'error');
  });

  const onRejection = () => {
    const remote = remoteForPath(location.pathname);
    if (remote && options.token() && !isPublicPath(location.pathname)) add(remote, 'unhandled-rejection');
  };

  // Screen loads: single-spa's routing events frame each navigation (and the page's first one, which
  // started with the page itself when the page was opened at this address).
  const openedAt = (() => {
    try {
      const entry = performance.getEntriesByType?.('navigation')[0];
      return entry ? new URL(entry.name).pathname : null;
    } catch {
      return null;
    }
  })();
  let started: number | null = null;
  let first = true;
  let shown: string | null = null;
  const onBeforeRouting = () => {
    started ??= first && openedAt === location.pathname ? 0 : performance.now();
  };
  const onRouted = () => {
    const begin = started ?? performance.now();
    started = null;
    first = false;
    const remote = remoteForPath(location.pathname);
    if (!remote) {
      shown = null;
      return;
    }
    const screen = `${remote} ${routeFor(remote, location.pathname)}`;
    if (screen === shown) return; // the same screen (a filter in the query): not a new load
    shown = screen;
    add(remote, 'screen-load', Math.min(MAX_SCREEN_LOAD_MS, Math.max(0, Math.round(performance.now() - begin))));
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('single-spa:routing-event', onRouted);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    flush();
    offError();
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    window.removeEventListener('single-spa:routing-event', onRouted);
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

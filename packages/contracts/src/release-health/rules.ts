import { REMOTE_NAMES, REMOTE_ROUTE_PREFIXES, matchesPrefix, type RemoteName } from '../shell/remotes';
import { SCREENS } from '../shell/screens';

/*
 * Release health: what browsers report about each remote's live version, without personal data. The
 * rules here have no zod, so the shell's reporter (on every staff page) loads only them.
 *
 * A report names a remote, its version, the route PATTERN of the screen (`/admin/cadastros/:welcomed_id`,
 * never the address with its ids, its query or a name in it) and what happened; a batch names the tab
 * it came from by a random id made in that tab (not the user, not the browser: a new tab, a new id).
 * A logged-in batch counts under its login session instead, which the server derives from the token.
 */

export const RELEASE_HEALTH_API = {
  /** POST: a batch of reports (sendBeacon / fetch keepalive). 204. */
  reports: '/api/release-health/reports',
  /** GET: per remote and version, since it went live: sessions, load failures, sessions with a failure or error per 1,000, p75. */
  summary: '/api/release-health/summary',
  /** GET: every remote's live version, its versions and its release history. */
  releases: '/api/release-health/releases',
  /** POST {version, expectedLive}: puts that version live (rollback or forward), as `pnpm rollback` does. */
  live: '/api/release-health/releases/:remote',
} as const;

/** The 'Versões' screen: drawn by the shell itself, so it works while a remote is broken. */
export const VERSIONS_SCREEN = '/admin/versoes';

export const REPORT_KINDS = ['load-failure', 'error', 'unhandled-rejection', 'screen-load'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Reports in one batch, at most. */
export const MAX_REPORTS_PER_BATCH = 50;
/** A screen load's duration is cut at this (a tab left loading overnight says nothing more). */
export const MAX_SCREEN_LOAD_MS = 10 * 60 * 1000;
export const MAX_ROUTE_LENGTH = 120;
/** The tab's id: 128 random bits in hex. */
export const SESSION_KEY_PATTERN = /^[0-9a-f]{32}$/;
/** Versions as the release tools name them (`<UTC timestamp>-<content hash>`, or any copy's name). */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Every screen pattern the contracts know (SCREENS, flattened). */
export const SCREEN_PATTERNS: readonly string[] = (() => {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(SCREENS);
  return [...new Set(out)];
})();

/** A route a report may name: a known screen pattern, or a remote's route prefix (with `/*` for a screen under it). */
const KNOWN_ROUTES: ReadonlySet<string> = new Set([
  ...SCREEN_PATTERNS,
  ...Object.values(REMOTE_ROUTE_PREFIXES).flatMap((prefixes) => prefixes.flatMap((p) => [p, `${p}/*`])),
]);

/** A segment of a pattern: a word, or a `:parameter`; never digits alone (an id). */
const SEGMENT = /^(?::[a-z_]+|[a-z][a-z0-9-]*|\*)$/;

/**
 * Why `route` may not be stored as a report's route, or null when it may: only patterns pass (no query,
 * no '?', no id, nothing outside the screens this release of the contracts knows or the remotes' prefixes).
 */
export function routePatternProblem(route: string): string | null {
  if (route.length > MAX_ROUTE_LENGTH) return `tem mais de ${MAX_ROUTE_LENGTH} caracteres`;
  if (/[?#&=%\s]/.test(route)) return 'não pode ter consulta (?), fragmento ou espaços: mande o padrão da rota';
  const segments = route.split('/');
  if (segments[0] !== '' || segments.length < 2) return 'deve começar com /';
  if (segments.slice(1).some((s) => /^\d+$/.test(s))) return 'não pode ter ids: mande o padrão da rota (como /admin/cadastros/:welcomed_id)';
  if (!(route === '/' || segments.slice(1).every((s) => SEGMENT.test(s)))) return 'não é um padrão de rota';
  if (!KNOWN_ROUTES.has(route)) return 'não é uma rota conhecida das telas';
  return null;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route pattern of an address's path, for a report: the screen pattern it matches (the one with the
 * most fixed segments), else its remote's prefix with `/*`, else null. Never the address itself.
 */
export function routePatternOf(pathname: string): string | null {
  const parts = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  let best: { pattern: string; fixed: number } | null = null;
  for (const pattern of SCREEN_PATTERNS) {
    const want = segmentsOf(pattern);
    if (want.length !== parts.length) continue;
    let fixed = 0;
    const fits = want.every((seg, i) => {
      if (seg.startsWith(':')) return parts[i] !== '';
      if (seg === parts[i]) fixed += 1;
      return seg === parts[i];
    });
    if (fits && (!best || fixed > best.fixed)) best = { pattern, fixed };
  }
  if (best) return best.pattern;
  const path = `/${parts.join('/')}`;
  for (const remote of REMOTE_NAMES) {
    const prefix = REMOTE_ROUTE_PREFIXES[remote].find((p) => matchesPrefix(path, p));
    if (prefix) return path === prefix ? prefix : `${prefix}/*`;
  }
  return null;
}

/** The public complaint form: the one place where anonymous visitors' reports are taken (load failures only). */
export const PUBLIC_REPORT_REMOTE: RemoteName = 'mf-denuncias';
export const PUBLIC_REPORT_ROUTES: readonly string[] = [SCREENS.publicComplaint.create, SCREENS.complaints.create];

/** Whether an anonymous visitor may send this report: a load failure of the complaint form, which must be known first. */
export const anonymousMayReport = (report: { remote: string; route: string; kind: ReportKind }) =>
  report.kind === 'load-failure' && report.remote === PUBLIC_REPORT_REMOTE && PUBLIC_REPORT_ROUTES.includes(report.route);

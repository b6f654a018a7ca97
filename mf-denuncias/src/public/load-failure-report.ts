/*
 * The standalone complaint page's one report to release health (issue 35): when its own code fails to load, it says
 * which version of this remote failed, so the 'Versões' screen shows a broken release of the public form first (an
 * anonymous report is shown, never counted by the automatic guard: anyone could send one). Nothing about the visitor: a random id for this one report, the route's pattern, never the address.
 *
 * The shell's reporter (shell/src/release-health) does the same for the staff pages; it is not on this page, which
 * loads no shell code. The names below are the contracts' (`@sisacte/contracts/release-health/rules`), written here so
 * that the page's first file carries no contracts code; load-failure-report.test.ts checks they agree.
 */

export const LOAD_FAILURE_REPORT = {
  endpoint: '/api/release-health/reports',
  remote: 'mf-denuncias',
  /** The only page whose anonymous visitors may report (the follow-up page does not). */
  route: '/denunciar',
} as const;

type LiveRemotes = Record<string, { version?: unknown } | undefined>;

const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Reports that this page's code failed to load, under the live version of the remote (/remotes.json, the file the
 * releases write). Never throws and never waits: reporting must not disturb a page that is already failing.
 */
export function reportLoadFailure(pathname: string = location.pathname): Promise<void> {
  if (pathname !== LOAD_FAILURE_REPORT.route) return Promise.resolve();
  return fetch('/remotes.json', { cache: 'no-cache' })
    .then((response): Promise<LiveRemotes> | LiveRemotes => (response.ok ? (response.json() as Promise<LiveRemotes>) : {}))
    .then(async (live) => {
      const version = live[LOAD_FAILURE_REPORT.remote]?.version;
      if (typeof version !== 'string') return;
      await fetch(LOAD_FAILURE_REPORT.endpoint, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: randomHex(), reports: [{ remote: LOAD_FAILURE_REPORT.remote, version, route: LOAD_FAILURE_REPORT.route, kind: 'load-failure' }] }),
      });
    })
    .catch(() => undefined);
}

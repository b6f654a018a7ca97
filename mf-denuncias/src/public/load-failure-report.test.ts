import { anonymousMayReport, PUBLIC_REPORT_REMOTE, RELEASE_HEALTH_API, SESSION_KEY_PATTERN } from '@sisacte/contracts/release-health/rules';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { LOAD_FAILURE_REPORT, reportLoadFailure } from './load-failure-report';

const calls: { url: string; init?: RequestInit }[] = [];
let remotes: unknown = { 'mf-denuncias': { version: '20261128-150142.177-628a1653', manifest: '/x' } };

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === '/remotes.json') return { ok: true, json: async () => remotes } as Response;
    return { ok: true, status: 204 } as Response;
  }) as unknown as typeof fetch;
});

describe("the public complaint page's load-failure report", () => {
  it('names what the contracts name: the endpoint, the remote and the one public route', () => {
    expect(LOAD_FAILURE_REPORT).toEqual({ endpoint: RELEASE_HEALTH_API.reports, remote: PUBLIC_REPORT_REMOTE, route: SCREENS.publicComplaint.create });
  });

  it('sends one anonymous report under the live version, with nothing of the visitor or the address', async () => {
    await reportLoadFailure('/denunciar');
    expect(calls.map((c) => c.url)).toEqual(['/remotes.json', RELEASE_HEALTH_API.reports]);
    const sent = calls[1]!;
    expect(sent.init).toMatchObject({ method: 'POST', keepalive: true });
    expect((sent.init!.headers as Record<string, string>).authorization).toBeUndefined();
    const body = JSON.parse(String(sent.init!.body));
    expect(body.session).toMatch(SESSION_KEY_PATTERN);
    expect(body.reports).toEqual([{ remote: 'mf-denuncias', version: '20261128-150142.177-628a1653', route: '/denunciar', kind: 'load-failure' }]);
    // the server takes it from an anonymous visitor
    expect(body.reports.every(anonymousMayReport)).toBe(true);
  });

  it('reports nothing from the follow-up page, nor when the live version is unknown, and never throws', async () => {
    await reportLoadFailure('/denunciar/acompanhar');
    expect(calls).toHaveLength(0);
    remotes = {};
    await reportLoadFailure('/denunciar');
    expect(calls.map((c) => c.url)).toEqual(['/remotes.json']);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(reportLoadFailure('/denunciar')).resolves.toBeUndefined();
  });
});

import { emit } from '@sisacte/event-bus';
import { startReleaseHealthReporter, tabId, type Report } from './reporter';

const VERSIONS: Record<string, string> = { 'mf-acolhimento': '20261102-000000.000-aaaaaaaa', 'mf-denuncias': '20261101-000000.000-bbbbbbbb' };

let sent: { body: { session: string; reports: Report[] }; token: string | null }[];
let token: string | null;
let stop: () => void;

function start() {
  stop = startReleaseHealthReporter({
    liveVersion: (remote) => VERSIONS[remote] ?? null,
    token: () => token,
    send: (body, t) => sent.push({ body: JSON.parse(body), token: t }),
    flushAfterMs: 1000,
    timingsFlushAfterMs: 10_000,
  });
}

/** A navigation as single-spa frames it: before, the app changes, after. */
function navigate(path: string, work: () => void = () => undefined) {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  work();
  window.dispatchEvent(new Event('single-spa:routing-event'));
}

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  token = 'token-da-sessao';
  sessionStorage.clear();
  start();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});
const reports = () => sent.flatMap((s) => s.body.reports);

describe('the release-health reporter', () => {
  it('reports each screen load with the route pattern only, never the ids or the query', () => {
    navigate('/admin/cadastros/1234?nome=Maria%20Sigilosa&tab=history');
    navigate('/admin/cadastros/1234?tab=parents'); // the same screen: not a new load
    navigate('/admin/cadastros');
    jest.advanceTimersByTime(10_000);
    expect(reports()).toEqual([
      { remote: 'mf-acolhimento', version: VERSIONS['mf-acolhimento'], route: '/admin/cadastros/:welcomed_id', kind: 'screen-load', durationMs: expect.any(Number) },
      { remote: 'mf-acolhimento', version: VERSIONS['mf-acolhimento'], route: '/admin/cadastros', kind: 'screen-load', durationMs: expect.any(Number) },
    ]);
    // the report's session is random hex, which may hold '1234' by chance: checked for its shape, the rest for leaks
    const text = JSON.stringify(sent).replace(/"session":"([0-9a-f]{32})"/g, '"session":"…"');
    expect(text).toContain('"session":"…"');
    expect(text).not.toMatch(/1234|Maria|Sigilosa|nome=|\?/);
    expect(sent[0]!.token).toBe('token-da-sessao');
  });

  it('an address no screen pattern knows is reported by its remote’s prefix', () => {
    navigate('/admin/cadastros/1234/algo/maria');
    jest.advanceTimersByTime(10_000);
    expect(reports()[0]!.route).toBe('/admin/cadastros/*');
  });

  it('turns the remote-error event into load failures and errors, tagged with the live version', () => {
    navigate('/admin/cadastros/77', () => emit('remote:error', { remote: 'mf-acolhimento', phase: 'mount', message: 'quebrou para Maria' }));
    emit('remote:error', { remote: 'mf-acolhimento', phase: 'load', message: 'chunk 404' });
    emit('remote:error', { remote: 'remotes.json', phase: 'load', message: 'HTTP 500' }); // not a remote: not reported
    emit('remote:error', { remote: 'mf-relatorios', phase: 'load', message: 'x' }); // not published here: nothing to tag
    jest.advanceTimersByTime(1000);
    expect(reports().map((r) => [r.remote, r.kind, r.route])).toEqual([
      ['mf-acolhimento', 'error', '/admin/cadastros/:welcomed_id'],
      ['mf-acolhimento', 'screen-load', '/admin/cadastros/:welcomed_id'],
      ['mf-acolhimento', 'load-failure', '/admin/cadastros/:welcomed_id'],
    ]);
    expect(JSON.stringify(sent)).not.toContain('Maria');
  });

  it('reports an unhandled rejection on a staff page, against the remote on screen', () => {
    navigate('/admin/cadastros');
    window.dispatchEvent(new Event('unhandledrejection'));
    jest.advanceTimersByTime(1000);
    expect(reports().map((r) => r.kind)).toEqual(['screen-load', 'unhandled-rejection']);
  });

  it('batches: one request for what happened within the delay, at once when the page is hidden', () => {
    navigate('/admin/cadastros');
    navigate('/admin/estadias');
    expect(sent).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.reports).toHaveLength(2);
    expect(sent[0]!.body.session).toMatch(/^[0-9a-f]{32}$/);
    // the same tab keeps its id; it is not the user
    expect(tabId()).toBe(sent[0]!.body.session);
  });

  it('screen loads alone wait longer; a failure takes them along within its own delay', () => {
    navigate('/admin/cadastros');
    jest.advanceTimersByTime(9_999);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    navigate('/admin/estadias');
    jest.advanceTimersByTime(2000);
    emit('remote:error', { remote: 'mf-acolhimento', phase: 'mount', message: 'x' });
    jest.advanceTimersByTime(999);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.reports.map((r) => r.kind)).toEqual(['screen-load', 'error']);
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });

  it("an anonymous visitor's tab sends only the complaint form's load failures", () => {
    token = null;
    navigate('/admin/denuncias/novo', () => emit('remote:error', { remote: 'mf-denuncias', phase: 'mount', message: 'x' }));
    emit('remote:error', { remote: 'mf-denuncias', phase: 'load', message: 'x' });
    navigate('/admin/autodiagnostico');
    window.dispatchEvent(new Event('unhandledrejection'));
    jest.advanceTimersByTime(1000);
    expect(reports()).toEqual([{ remote: 'mf-denuncias', version: VERSIONS['mf-denuncias'], route: '/admin/denuncias/novo', kind: 'load-failure' }]);
    expect(sent[0]!.token).toBeNull();
  });

  it('a screen of the shell itself is no remote’s load', () => {
    navigate('/admin/versoes');
    jest.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
  });
});

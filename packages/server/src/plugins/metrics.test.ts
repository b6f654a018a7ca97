import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { MIGRATIONS_DIR } from '../db/migrate';
import { Histogram, type Metric, Registry } from 'prom-client';
import { testDatabases, useTestApp, useTestUsers } from '../test/helpers';
import { RequestHistogram } from './metrics';

jest.setTimeout(120_000);

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reader of the Prometheus text exposition format (0.0.4): every line is a `# HELP`, a `# TYPE`
 * of a known type, or a sample `name{label="value",…} number` whose family was typed before; label values
 * are escaped as the format says. Throws on anything else.
 */
function parsePrometheus(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const sample = new RegExp(`^(${NAME})(?:\\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*",?)*)\\})? (\\S+)(?: -?\\d+)?$`);
  if (!text.endsWith('\n')) throw new Error('the text must end with a new line');
  for (const line of text.split('\n').slice(0, -1)) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(comment[3]!)) throw new Error(`bad type: ${line}`);
        if (types.has(comment[2]!)) throw new Error(`typed twice: ${comment[2]}`);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const m = sample.exec(line);
    if (!m) throw new Error(`not a sample: ${line}`);
    const value = Number(m[3] === '+Inf' ? Infinity : m[3] === '-Inf' ? -Infinity : m[3]);
    if (Number.isNaN(value) && m[3] !== 'NaN') throw new Error(`bad value: ${line}`);
    const family = [...types.keys()].find((f) => m[1] === f || (['histogram', 'summary'].includes(types.get(f)!) && /^(_bucket|_sum|_count)$/.test(m[1]!.slice(f.length)) && m[1]!.startsWith(f)));
    if (!family) throw new Error(`sample before its TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value });
  }
  return { types, samples };
}

describe('the Prometheus reader of these tests', () => {
  it('refuses what is not the text format', () => {
    expect(() => parsePrometheus('# TYPE a counter\na 1\n')).not.toThrow();
    expect(() => parsePrometheus('a 1\n')).toThrow('before its TYPE');
    expect(() => parsePrometheus('# TYPE a counter\na{b=c} 1\n')).toThrow('not a sample');
    expect(() => parsePrometheus('# TYPE a counter\na one\n')).toThrow('bad value');
    expect(() => parsePrometheus('# TYPE a counter\na 1')).toThrow('new line');
  });
});

describe.each(testDatabases())('metrics and readiness on %s', (engine) => {
  const registry = mkdtempSync(join(tmpdir(), 'sisacte-metrics-registry-'));
  const version = '20261101-000000.000-aaaaaaaa';
  mkdirSync(join(registry, 'mf-painel', version), { recursive: true });
  writeFileSync(join(registry, 'mf-painel', version, 'release.json'), '{}');
  writeFileSync(join(registry, 'remotes.json'), JSON.stringify({ 'mf-painel': { version, manifest: 'x' } }));
  afterAll(() => rmSync(registry, { recursive: true, force: true }));
  const ctx = useTestApp(engine, { metrics: { token: 'token-das-metricas-de-teste' }, releaseHealth: { registryDir: registry } });
  const users = useTestUsers(ctx, { staff: [ROLES.PAINEL] });
  const scrape = (token?: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('401 without the token or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('outro-token')).statusCode).toBe(401);
    expect((await scrape('token-das-metricas-de-teste-e-mais')).statusCode).toBe(401);
  });

  it("writes a value it has not got as the text format's NaN: two scrapes closer than the event loop's sampling", async () => {
    await scrape('token-das-metricas-de-teste');
    const res = await scrape('token-das-metricas-de-teste');
    expect(res.body).not.toMatch(/ Nan$/m);
    expect(() => parsePrometheus(res.body)).not.toThrow();
  });

  it('answers valid Prometheus text with requests by route pattern, the database, the event loop, STOMP and release health', async () => {
    await ctx().app.inject({ method: 'GET', url: '/api/health' });
    await ctx().app.inject({ method: 'GET', url: '/api/users/12345', headers: users.staff.headers });
    const sent = await ctx().app.inject({
      method: 'POST',
      url: '/api/release-health/reports',
      headers: users.staff.headers,
      payload: { session: 'b'.repeat(32), reports: [{ remote: 'mf-painel', version, route: '/admin/painel', kind: 'screen-load', durationMs: 1200 }, { remote: 'mf-painel', version, route: '/admin/painel', kind: 'error' }] },
    });
    expect(sent.statusCode).toBe(204);

    const res = await scrape('token-das-metricas-de-teste');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parsePrometheus(res.body);
    const find = (name: string, labels: Record<string, string> = {}) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(types.get('sisacte_http_request_duration_seconds')).toBe('histogram');
    expect(find('sisacte_http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status: '200' })[0]?.value).toBeGreaterThanOrEqual(1);
    // the pattern, never the address
    expect(find('sisacte_http_request_duration_seconds_count', { route: '/api/users/:id', status: '403' })).toHaveLength(1);
    // (a sample's value, e.g. a CPU time, may hold the digits by chance: only the labels are checked)
    expect(res.body).not.toContain('/api/users/12345');
    expect(samples.filter((s) => Object.values(s.labels).some((v) => v.includes('12345')))).toEqual([]);
    expect(find('sisacte_db_wait_seconds', { engine })[0]!.value).toBeGreaterThanOrEqual(0);
    if (engine === 'postgresql') expect(find('sisacte_db_pool_connections', { state: 'total' })[0]!.value).toBeGreaterThanOrEqual(1);
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(find('sisacte_stomp_connections')[0]!.value).toBe(0);
    expect(find('sisacte_release_health_reports_total', { remote: 'mf-painel', version, kind: 'error' })[0]!.value).toBe(1);
    expect(find('sisacte_release_health_screen_load_seconds_count', { remote: 'mf-painel', version })[0]!.value).toBe(1);
  });

  it('is ready once the migrations ran and the database answers', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe('without a metrics token, and with a migration not yet run', () => {
  const migrations = mkdtempSync(join(tmpdir(), 'sisacte-migrations-'));
  cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
  writeFileSync(join(migrations, '9999_ainda_nao.sql'), 'SELECT 1;');
  afterAll(() => rmSync(migrations, { recursive: true, force: true }));
  const ctx = useTestApp('pglite', { metrics: { token: null, migrationsDir: migrations } });

  it('GET /api/metrics does not exist (404)', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
  });

  it('not ready (503) while a migration is pending; alive all the same', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Migrações do banco de dados pendentes');
    expect((await ctx().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('RequestHistogram', () => {
  it("writes what prom-client's Histogram writes for the same observations, and is emptied by the registry's reset", async () => {
    const bounds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
    const theirs = new Registry();
    const reference = new Histogram({ name: 'h', help: 'ajuda', labelNames: ['method', 'route', 'status'], buckets: bounds, registers: [theirs] });
    const ours = new Registry();
    const kept = new RequestHistogram('h', 'ajuda', bounds);
    ours.registerMetric(kept as unknown as Metric);
    const seen: [string, string, number, number][] = [
      ['GET', '/api/welcomeds', 200, 0.004],
      ['GET', '/api/welcomeds', 200, 0.005],
      ['GET', '/api/welcomeds', 200, 0.0051],
      ['GET', '/api/welcomeds', 200, 12],
      ['POST', '/api/denuncias', 201, 0.3],
      ['GET', 'not_found', 404, 0],
    ];
    for (const [method, route, status, seconds] of seen) {
      reference.observe({ method, route, status: String(status) }, seconds);
      kept.observe(method, route, status, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    ours.resetMetrics();
    expect(await ours.metrics()).toBe('# HELP h ajuda\n# TYPE h histogram\n');
  });
});

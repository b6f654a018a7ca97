import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { VersionHealth } from '@sisacte/contracts/release-health/reports';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { queryRows } from '../../db/client';
import { bearer, testDatabases, useTestApp, useTestUsers, type TestApp } from '../../test/helpers';
import { purgeReleaseHealth } from './index';
import { fakeRegistry, menuOf, tabId } from './test-support';

jest.setTimeout(120_000);

const REPORTS = '/api/release-health/reports';
const SUMMARY = '/api/release-health/summary';
const RELEASES = '/api/release-health/releases';
const live = (remote: string) => `/api/release-health/releases/${remote}`;

const remotesIn = (dir: string) => JSON.parse(readFileSync(join(dir, 'remotes.json'), 'utf8'));
const historyIn = (dir: string) =>
  existsSync(join(dir, '.history.jsonl'))
    ? readFileSync(join(dir, '.history.jsonl'), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l))
    : [];

describe.each(testDatabases())('release health on %s', (engine) => {
  const registry = fakeRegistry({
    'mf-painel': ['20261101-000000.000-aaaaaaaa', '20261102-000000.000-bbbbbbbb'],
    'mf-denuncias': ['20261101-000000.000-cccccccc', '20261102-000000.000-c0c0c0c0'],
    'mf-relatorios': ['20261101-000000.000-dddddddd', '20261102-000000.000-eeeeeeee'],
    'mf-acolhimento': ['20261101-000000.000-ffffffff', '20261102-000000.000-99999999'],
    'mf-autodiagnostico': ['20261101-000000.000-12121212', '20261102-000000.000-34343434'],
  });
  const [painelOld, painelNew] = ['20261101-000000.000-aaaaaaaa', '20261102-000000.000-bbbbbbbb'];
  const [denunciasOld, denuncias] = ['20261101-000000.000-cccccccc', '20261102-000000.000-c0c0c0c0'];
  afterAll(() => rmSync(registry, { recursive: true, force: true }));

  const ctx = useTestApp(engine, {
    releaseHealth: {
      registryDir: registry,
      guards: {
        'mf-relatorios': { maxErrorsPer1000: 200, firstSessions: 5 },
        'mf-denuncias': { maxErrorsPer1000: 50, firstSessions: 3 },
        'mf-autodiagnostico': { maxErrorsPer1000: 200, firstSessions: 5 },
      },
    },
  });
  const users = useTestUsers(ctx, {
    admin: { roles: [ROLES.ADMIN], name: 'Maria Sigilosa Administradora', username: 'maria.sigilosa' },
    staff: { roles: [ROLES.PAINEL, ROLES.ACOLHIMENTO], name: 'José Sigiloso Servidor', username: 'jose.sigiloso' },
    painelOnly: [ROLES.PAINEL],
  });
  /** `n` login sessions of users holding `roles` (each user logged in once). */
  const sessionsOf = async (n: number, roles: string[]) => Promise.all(Array.from({ length: n }, () => t().userWith(roles)));
  const t = (): TestApp => ctx();
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: REPORTS, payload: payload as InjectOptions['payload'], headers });
  const rows = () => queryRows<Record<string, unknown>>(t().handle.db, sql`SELECT * FROM release_health_reports ORDER BY id`);
  const screenLoad = (route: string, durationMs: number, version = painelNew) => ({ remote: 'mf-painel', version, route, kind: 'screen-load', durationMs });

  const LOGIN_KEY = /^s[0-9a-f]{31}$/;
  const VISITOR_KEY = /^v[0-9a-f]{31}$/;

  describe('POST reports', () => {
    it('takes a logged-in tab’s batch: 204, stored as sent under a key of its login session, without who sent it', async () => {
      const res = await send(
        {
          session: tabId(1),
          reports: [
            screenLoad('/admin/painel', 800),
            { remote: 'mf-acolhimento', version: '20261102-000000.000-99999999', route: '/admin/cadastros/:welcomed_id', kind: 'error' },
            { remote: 'mf-acolhimento', version: '20261102-000000.000-99999999', route: '/admin/cadastros/*', kind: 'unhandled-rejection' },
          ],
        },
        users.staff.headers,
      );
      expect(res.statusCode).toBe(204);
      const stored = await rows();
      expect(stored.map((r) => [r.remote, r.route, r.kind, r.duration_ms])).toEqual([
        ['mf-painel', '/admin/painel', 'screen-load', 800],
        ['mf-acolhimento', '/admin/cadastros/:welcomed_id', 'error', null],
        ['mf-acolhimento', '/admin/cadastros/*', 'unhandled-rejection', null],
      ]);
      // the login's key, not the tab's id: another tab of the same login counts as the same session
      const key = String(stored[0]!.session_key);
      expect(key).toMatch(LOGIN_KEY);
      expect(stored.every((r) => r.session_key === key)).toBe(true);
      expect(key).not.toContain(tabId(1).slice(0, 31));
      await send({ session: tabId(99), reports: [screenLoad('/admin/painel', 700)] }, users.staff.headers);
      expect((await rows()).at(-1)!.session_key).toBe(key);
    });

    it('drops what a user reports about a remote their roles do not open (a Painel-only user about mf-acolhimento), keeps the rest', async () => {
      const before = await t().count('release_health_reports');
      const aco = { remote: 'mf-acolhimento', version: '20261102-000000.000-99999999', route: '/admin/cadastros', kind: 'screen-load', durationMs: 600_000 };
      const alone = await send({ session: tabId(5), reports: [aco, { ...aco, kind: 'error', durationMs: undefined }] }, users.painelOnly.headers);
      expect(alone.statusCode).toBe(204);
      expect(await t().count('release_health_reports')).toBe(before);
      // their own remote, and a public screen of another (anyone may open the complaint form), are kept
      const mixed = await send(
        {
          session: tabId(5),
          reports: [aco, screenLoad('/admin/painel', 100), { remote: 'mf-denuncias', version: denuncias, route: '/admin/denuncias/novo', kind: 'screen-load', durationMs: 90 }],
        },
        users.painelOnly.headers,
      );
      expect(mixed.statusCode).toBe(204);
      expect((await rows()).slice(before).map((r) => r.remote)).toEqual(['mf-painel', 'mf-denuncias']);
      expect(await t().count('release_health_reports', `remote = 'mf-acolhimento' AND duration_ms = 600000`)).toBe(0);
    });

    it('refuses anonymous callers (401) except load failures of the public complaint form, and a bad token always', async () => {
      const before = await t().count('release_health_reports');
      expect((await send({ session: tabId(2), reports: [screenLoad('/admin/painel', 100)] })).statusCode).toBe(401);
      const mixed = await send({
        session: tabId(2),
        reports: [
          { remote: 'mf-denuncias', version: denuncias, route: '/denunciar', kind: 'load-failure' },
          { remote: 'mf-denuncias', version: denuncias, route: '/denunciar', kind: 'error' },
        ],
      });
      expect(mixed.statusCode).toBe(401);
      const otherRoute = await send({ session: tabId(2), reports: [{ remote: 'mf-denuncias', version: denuncias, route: '/admin/denuncias', kind: 'load-failure' }] });
      expect(otherRoute.statusCode).toBe(401);
      const badToken = await send({ session: tabId(2), reports: [screenLoad('/admin/painel', 100)] }, bearer('nao-e-um-token'));
      expect(badToken.statusCode).toBe(401);
      expect(await t().count('release_health_reports')).toBe(before);

      const publicForm = await send({
        session: tabId(2),
        reports: [
          { remote: 'mf-denuncias', version: denuncias, route: '/denunciar', kind: 'load-failure' },
          { remote: 'mf-denuncias', version: denuncias, route: '/admin/denuncias/novo', kind: 'load-failure' },
        ],
      });
      expect(publicForm.statusCode).toBe(204);
      expect(await t().count('release_health_reports')).toBe(before + 2);
      expect((await rows()).at(-1)!.session_key).toMatch(VISITOR_KEY);
    });

    it.each([
      ['an id in the route', { route: '/admin/cadastros/42' }, 'route: não pode ter ids'],
      ['a query string', { route: '/admin/cadastros?nome=Maria' }, 'route: não pode ter consulta'],
      ['a bare question mark', { route: '/admin/cadastros?' }, 'route: não pode ter consulta'],
      ['a name in the route', { route: '/admin/cadastros/maria-sigilosa' }, 'route: não é uma rota conhecida das telas'],
      ['an upper-case name', { route: '/admin/cadastros/Maria' }, 'route: não é um padrão de rota'],
      ['a full address', { route: 'http://localhost/admin/painel' }, 'route: deve começar com /'],
      ['an over-long route', { route: `/admin/${'a'.repeat(130)}` }, 'route: tem mais de 120 caracteres'],
      ['an unknown remote', { remote: 'mf-outro' }, 'reports.0.remote: módulo desconhecido'],
      ['an unknown kind', { kind: 'crash' }, 'kind: use load-failure, error, unhandled-rejection, screen-load'],
      ['a screen load without its time', { durationMs: undefined }, 'durationMs: obrigatório num screen-load'],
      ['a negative time', { durationMs: -1 }, 'durationMs: não pode ser negativo'],
      ['a fractional time', { durationMs: 1.5 }, 'reports.0.durationMs: inteiro'],
      ['an error message (never stored)', { kind: 'error', durationMs: undefined, message: 'Maria Sigilosa não encontrada' }, 'Chave inválida: "message"'],
      ['a version that is not a version', { version: '../../etc' }, 'reports.0.version: versão inválida'],
    ])('400 for %s, nothing written', async (_what, change, message) => {
      const before = await t().count('release_health_reports');
      const report = { ...screenLoad('/admin/painel', 100), ...change } as Record<string, unknown>;
      if ('durationMs' in change && change.durationMs === undefined) delete report.durationMs;
      const res = await send({ session: tabId(3), reports: [report] }, users.staff.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.join(' | ')).toContain(message);
      // the field is named once: "reports.0.remote: módulo desconhecido", never "remote: remote: …"
      for (const line of res.json().messages as string[]) expect(line).not.toMatch(/(\w+): \1:/);
      expect(await t().count('release_health_reports')).toBe(before);
    });

    it('400 for a bad tab id, an empty or oversized batch, or a version not in the registry; nothing written', async () => {
      const before = await t().count('release_health_reports');
      const cases: [unknown, string][] = [
        [{ session: 'maria.sigilosa', reports: [screenLoad('/admin/painel', 1)] }, 'session: identificador de aba inválido'],
        [{ session: tabId(4), reports: [] }, 'reports: ao menos um relato'],
        [{ session: tabId(4), reports: Array.from({ length: 51 }, () => screenLoad('/admin/painel', 1)) }, 'reports: no máximo 50 por envio'],
        [{ session: tabId(4), reports: [screenLoad('/admin/painel', 1, '20991231-000000.000-00000000')] }, 'version: mf-painel não tem a versão 20991231-000000.000-00000000'],
        [{ session: tabId(4), reports: [screenLoad('/admin/painel', 1)], user: 'maria.sigilosa' }, 'Chave inválida: "user"'],
      ];
      for (const [payload, message] of cases) {
        const res = await send(payload, users.staff.headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().messages.join(' | ')).toContain(message);
        for (const line of res.json().messages as string[]) expect(line).not.toMatch(/(\w+): \1:/);
      }
      const huge = await send({ session: tabId(4), reports: [screenLoad(`/admin/painel`, 1)], pad: 'x'.repeat(40_000) }, users.staff.headers);
      expect(huge.statusCode).toBe(413);
      expect(await t().count('release_health_reports')).toBe(before);
    });

    it('stored rows carry no user name or username, no id from an address and no query', async () => {
      const text = JSON.stringify(await rows());
      for (const personal of [users.admin.name, users.staff.name, users.admin.username, users.staff.username, 'Maria', 'Sigilos']) expect(text).not.toContain(personal);
      for (const row of await rows()) {
        expect(Object.keys(row).sort()).toEqual(['duration_ms', 'id', 'kind', 'received_at', 'remote', 'route', 'session_key', 'version']);
        expect(String(row.route)).not.toMatch(/[?&=#]|\/\d+(\/|$)/);
        expect(String(row.session_key)).toMatch(/^[sv][0-9a-f]{31}$/);
      }
    });
  });

  describe('GET summary', () => {
    it('401 anonymous, 403 without the administrator role', async () => {
      expect((await t().app.inject({ method: 'GET', url: SUMMARY })).statusCode).toBe(401);
      expect((await t().app.inject({ method: 'GET', url: SUMMARY, headers: users.staff.headers })).statusCode).toBe(403);
    });

    it('per version: login sessions, screen loads, load failures, sessions with a problem per 1,000 and the p75 load time', async () => {
      const [other] = await sessionsOf(1, [ROLES.PAINEL]);
      await send(
        { session: tabId(10), reports: [screenLoad('/admin/painel', 100, painelOld), screenLoad('/admin/painel', 200, painelOld), screenLoad('/admin/painel', 300, painelOld), screenLoad('/admin/painel', 400, painelOld)] },
        other!.headers,
      );
      await send(
        {
          session: tabId(11),
          reports: [
            { remote: 'mf-painel', version: painelOld, route: '/admin/painel', kind: 'error' },
            { remote: 'mf-painel', version: painelOld, route: '/admin/painel', kind: 'load-failure' },
          ],
        },
        users.admin.headers,
      );
      const res = await t().app.inject({ method: 'GET', url: `${SUMMARY}?remote=mf-painel`, headers: users.admin.headers });
      expect(res.statusCode).toBe(200);
      const old = res.json().find((v: { version: string }) => v.version === painelOld);
      // two login sessions, one of which had a problem (an error and a load failure count it once)
      expect(old).toMatchObject({ remote: 'mf-painel', sessions: 2, screenLoads: 4, loadFailures: 1, errors: 1, errorsPer1000: 500, p75Ms: 325 });
      expect(res.json().every((v: { remote: string }) => v.remote === 'mf-painel')).toBe(true);
      expect((await t().app.inject({ method: 'GET', url: `${SUMMARY}?remote=mf-outro`, headers: users.admin.headers })).statusCode).toBe(400);
    });
  });

  describe('releases and putting a version live', () => {
    it('401 anonymous, 403 without the administrator role; nothing changes', async () => {
      const before = readFileSync(join(registry, 'remotes.json'), 'utf8');
      expect((await t().app.inject({ method: 'GET', url: RELEASES })).statusCode).toBe(401);
      expect((await t().app.inject({ method: 'GET', url: RELEASES, headers: users.staff.headers })).statusCode).toBe(403);
      const payload = { version: painelOld };
      expect((await t().app.inject({ method: 'POST', url: live('mf-painel'), payload })).statusCode).toBe(401);
      expect((await t().app.inject({ method: 'POST', url: live('mf-painel'), payload, headers: users.staff.headers })).statusCode).toBe(403);
      expect(readFileSync(join(registry, 'remotes.json'), 'utf8')).toBe(before);
    });

    it('lists each remote’s live version, its versions and its guard', async () => {
      const res = await t().app.inject({ method: 'GET', url: RELEASES, headers: users.admin.headers });
      expect(res.statusCode).toBe(200);
      const painel = res.json().remotes.find((r: { remote: string }) => r.remote === 'mf-painel');
      expect(painel).toMatchObject({
        live: painelNew,
        versions: [
          { version: painelOld, live: false, releasedAt: '2026-11-01T12:00:00.000Z' },
          { version: painelNew, live: true },
        ],
        guard: null,
      });
      expect(res.json().writable).toBe(true);
      expect(res.json().remotes.find((r: { remote: string }) => r.remote === 'mf-relatorios').guard).toEqual({ maxErrorsPer1000: 200, firstSessions: 5 });
    });

    it('rolls back under the registry lock, swapping remotes.json whole with the version’s menu, and writes who did it', async () => {
      const lock = join(registry, 'remotes.json.lock');
      writeFileSync(lock, '');
      const pending = t().app.inject({ method: 'POST', url: live('mf-painel'), payload: { version: painelOld, expectedLive: painelNew }, headers: users.admin.headers });
      await new Promise((r) => setTimeout(r, 400));
      // held by someone else (a release running): nothing changed yet
      expect(remotesIn(registry)['mf-painel'].version).toBe(painelNew);
      rmSync(lock);
      const res = await pending;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ live: painelOld });
      const remotes = remotesIn(registry);
      expect(remotes['mf-painel']).toEqual({ version: painelOld, manifest: `/registry/mf-painel/${painelOld}/mf-manifest.json`, menu: menuOf('mf-painel', painelOld) });
      expect(remotes['mf-denuncias'].version).toBe(denuncias); // no other remote touched
      expect(readdirSync(registry).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
      expect(historyIn(registry).at(-1)).toMatchObject({ remote: 'mf-painel', action: 'rollback', from: painelNew, to: painelOld, who: 'Maria Sigilosa Administradora' });
      expect(res.json().history[0]).toMatchObject({ action: 'rollback', to: painelOld });

      // and forward again
      const forward = await t().app.inject({ method: 'POST', url: live('mf-painel'), payload: { version: painelNew, expectedLive: painelOld }, headers: users.admin.headers });
      expect(forward.statusCode).toBe(200);
      expect(remotesIn(registry)['mf-painel'].version).toBe(painelNew);
      expect(historyIn(registry).at(-1)).toMatchObject({ action: 'forward', from: painelOld, to: painelNew });
    });

    it('409 when another version went live meanwhile, 404 for a version not in the registry, 400 for a bad one; nothing changes', async () => {
      const before = readFileSync(join(registry, 'remotes.json'), 'utf8');
      const lines = historyIn(registry).length;
      const stale = await t().app.inject({ method: 'POST', url: live('mf-painel'), payload: { version: painelOld, expectedLive: painelOld }, headers: users.admin.headers });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain('Outra versão de mf-painel foi posta no ar');
      const missing = await t().app.inject({ method: 'POST', url: live('mf-painel'), payload: { version: '20991231-000000.000-00000000' }, headers: users.admin.headers });
      expect(missing.statusCode).toBe(404);
      const hostile = await t().app.inject({ method: 'POST', url: live('mf-painel'), payload: { version: '../mf-denuncias/x' }, headers: users.admin.headers });
      expect(hostile.statusCode).toBe(400);
      expect((await t().app.inject({ method: 'POST', url: live('mf-outro'), payload: { version: painelOld }, headers: users.admin.headers })).statusCode).toBe(400);
      expect(readFileSync(join(registry, 'remotes.json'), 'utf8')).toBe(before);
      expect(historyIn(registry)).toHaveLength(lines);
    });
  });

  describe('the automatic guard', () => {
    const [relOld, relNew] = ['20261101-000000.000-dddddddd', '20261102-000000.000-eeeeeeee'];
    const rel = (kind: string, extra: object = {}) => ({ remote: 'mf-relatorios', version: relNew, route: '/admin/relatorios/list', kind, ...extra });

    it('waits for the first N login sessions, then rolls a version back when the share with a problem passes the limit, once, saying why', async () => {
      const [s1, s2, s3, s4, s5, s6] = await sessionsOf(6, [ROLES.RELATORIOS]);
      await send({ session: tabId(20), reports: [rel('error'), rel('screen-load', { durationMs: 50 }), rel('error')] }, s1!.headers);
      await send({ session: tabId(20), reports: [rel('screen-load', { durationMs: 50 })] }, s2!.headers);
      await send({ session: tabId(20), reports: [rel('screen-load', { durationMs: 50 })] }, s3!.headers);
      await send({ session: tabId(20), reports: [rel('screen-load', { durationMs: 50 })] }, s4!.headers);
      expect(remotesIn(registry)['mf-relatorios'].version).toBe(relNew); // 4 sessions of 5: not judged yet
      await send({ session: tabId(21), reports: [rel('screen-load', { durationMs: 50 }), rel('unhandled-rejection')] }, s5!.headers);
      expect(remotesIn(registry)['mf-relatorios'].version).toBe(relOld);
      const entry = historyIn(registry).at(-1);
      expect(entry).toMatchObject({ remote: 'mf-relatorios', action: 'guard', from: relNew, to: relOld, who: 'guarda automática' });
      expect(entry.reason).toBe('400 sessões com falha ou erro por 1.000 nas primeiras 5 (limite: 200)');
      // the number on the 'Versões' screen is the one the guard acted on
      const summary = await t().app.inject({ method: 'GET', url: `${SUMMARY}?remote=mf-relatorios`, headers: users.admin.headers });
      expect(summary.json().find((v: { version: string }) => v.version === relNew)).toMatchObject({ sessions: 5, errors: 3, errorsPer1000: 400 });

      // someone puts it live again on purpose: the guard does not fight them
      await t().app.inject({ method: 'POST', url: live('mf-relatorios'), payload: { version: relNew }, headers: users.admin.headers });
      await send({ session: tabId(22), reports: [rel('error')] }, s6!.headers);
      expect(remotesIn(registry)['mf-relatorios'].version).toBe(relNew);
    });

    it('an anonymous flood of load failures of the complaint form is kept and shown, but does not roll a healthy version back', async () => {
      const failure = { remote: 'mf-denuncias', version: denuncias, route: '/denunciar', kind: 'load-failure' };
      const before = await t().count('release_health_reports', `version = '${denuncias}' AND kind = 'load-failure'`);
      for (const tab of [30, 31]) expect((await send({ session: tabId(tab), reports: Array.from({ length: 50 }, () => failure) })).statusCode).toBe(204);
      for (const staff of await sessionsOf(3, [ROLES.DENUNCIAS])) {
        expect((await send({ session: tabId(32), reports: [{ remote: 'mf-denuncias', version: denuncias, route: '/admin/denuncias', kind: 'screen-load', durationMs: 300 }] }, staff.headers)).statusCode).toBe(204);
      }
      expect(remotesIn(registry)['mf-denuncias'].version).toBe(denuncias);
      expect(historyIn(registry).some((h) => h.remote === 'mf-denuncias' && h.action === 'guard')).toBe(false);
      const health = (await t().app.inject({ method: 'GET', url: `${SUMMARY}?remote=mf-denuncias`, headers: users.admin.headers })).json();
      const mine = health.find((v: { version: string }) => v.version === denuncias);
      expect(mine.loadFailures).toBe(before + 100);
      expect(mine.errorsPer1000).toBe(0);
      expect(mine.sessions).toBeLessThanOrEqual(4); // login sessions only: the visitors' tab ids add none
      expect(await t().count('release_health_reports', `version = '${denuncias}' AND kind = 'load-failure' AND session_key LIKE 'v%'`)).toBe(before + 100);
      expect(denunciasOld).not.toBe(denuncias);
    });

    it('clean screen loads from one login do not fill the window: errors from several sessions still roll the version back', async () => {
      const [autoOld, autoNew] = ['20261101-000000.000-12121212', '20261102-000000.000-34343434'];
      const auto = (kind: string, extra: object = {}) => ({ remote: 'mf-autodiagnostico', version: autoNew, route: '/admin/autodiagnostico/*', kind, ...extra });
      const [attacker, ...others] = await sessionsOf(5, [ROLES.AUTODIAGNOSTICO]);
      // 20 fake clean loads, from as many "tabs" as it likes, then 50 errors: still one session
      for (let tab = 40; tab < 44; tab++) {
        expect((await send({ session: tabId(tab), reports: Array.from({ length: 5 }, () => auto('screen-load', { durationMs: 10 })) }, attacker!.headers)).statusCode).toBe(204);
      }
      expect(remotesIn(registry)['mf-autodiagnostico'].version).toBe(autoNew);
      for (const other of others) await send({ session: tabId(45), reports: [auto('screen-load', { durationMs: 900 }), auto('error')] }, other.headers);
      expect(remotesIn(registry)['mf-autodiagnostico'].version).toBe(autoOld);
      expect(historyIn(registry).at(-1).reason).toBe('800 sessões com falha ou erro por 1.000 nas primeiras 5 (limite: 200)');
    });

    it('a rate is never above 1,000 per 1,000: one session’s many errors count once', async () => {
      const [one] = await sessionsOf(1, [ROLES.PAINEL]);
      const error = { remote: 'mf-painel', version: painelNew, route: '/admin/painel', kind: 'error' };
      await send({ session: tabId(50), reports: [screenLoad('/admin/painel', 10), ...Array.from({ length: 49 }, () => error)] }, one!.headers);
      await send({ session: tabId(51), reports: Array.from({ length: 50 }, () => error) }, one!.headers);
      const health = (await t().app.inject({ method: 'GET', url: SUMMARY, headers: users.admin.headers })).json() as VersionHealth[];
      const painel = health.find((v) => v.remote === 'mf-painel' && v.version === painelNew)!;
      expect(painel.errors).toBeGreaterThan(painel.screenLoads); // errors per screen load would pass 1,000
      expect(painel.errorsPer1000).toBeLessThanOrEqual(1000);
      for (const v of health) if (v.errorsPer1000 !== null) expect(v.errorsPer1000).toBeLessThanOrEqual(1000);
    });

    it('is off for a remote without a guard, and the registry’s guard file turns it on without a restart', async () => {
      const [acoOld, acoNew] = ['20261101-000000.000-ffffffff', '20261102-000000.000-99999999'];
      const aco = (kind: string, extra: object = {}) => ({ remote: 'mf-acolhimento', version: acoNew, route: '/admin/cadastros', kind, ...extra });
      const [a1, a2, a3] = await sessionsOf(3, [ROLES.ACOLHIMENTO]);
      await send({ session: tabId(30), reports: [aco('error'), aco('screen-load', { durationMs: 10 })] }, a1!.headers);
      await send({ session: tabId(30), reports: [aco('screen-load', { durationMs: 10 })] }, a2!.headers);
      expect(remotesIn(registry)['mf-acolhimento'].version).toBe(acoNew);
      writeFileSync(join(registry, '.release-guard.json'), JSON.stringify({ 'mf-acolhimento': '100/3' }));
      try {
        await send({ session: tabId(30), reports: [aco('screen-load', { durationMs: 10 })] }, a3!.headers);
        expect(remotesIn(registry)['mf-acolhimento'].version).toBe(acoOld);
      } finally {
        rmSync(join(registry, '.release-guard.json'));
      }
    });
  });

  it('the retention: reports older than 30 days are deleted, newer ones kept', async () => {
    await t().handle.db.execute(sql`UPDATE release_health_reports SET received_at = now() - interval '31 days' WHERE version = ${painelOld} AND kind = 'screen-load'`);
    await t().handle.db.execute(sql`UPDATE release_health_reports SET received_at = now() - interval '29 days' WHERE version = ${painelOld} AND kind <> 'screen-load'`);
    const total = await t().count('release_health_reports');
    expect(await purgeReleaseHealth(t().handle.db, 30)).toBe(4);
    expect(await t().count('release_health_reports')).toBe(total - 4);
    expect(await t().count('release_health_reports', `version = '${painelOld}'`)).toBe(2);
    expect(await purgeReleaseHealth(t().handle.db, 30)).toBe(0);
  });
});

describe('release health reports are rate-limited per address', () => {
  const registry = fakeRegistry({ 'mf-painel': ['20261101-000000.000-aaaaaaaa'] });
  afterAll(() => rmSync(registry, { recursive: true, force: true }));
  const ctx = useTestApp('pglite', { releaseHealth: { registryDir: registry, batchesPerMinute: 2 } });
  const users = useTestUsers(ctx, { staff: [ROLES.PAINEL] });

  it('429 with Retry-After past the limit, in Portuguese', async () => {
    const payload = { session: tabId(1), reports: [{ remote: 'mf-painel', version: '20261101-000000.000-aaaaaaaa', route: '/admin/painel', kind: 'screen-load', durationMs: 10 }] };
    const post = (ip: string) => ctx().app.inject({ method: 'POST', url: REPORTS, payload, headers: users.staff.headers, remoteAddress: ip });
    expect((await post('198.51.100.7')).statusCode).toBe(204);
    expect((await post('198.51.100.7')).statusCode).toBe(204);
    const refused = await post('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Relatos demais deste endereço. Aguarde um minuto.');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post('198.51.100.8')).statusCode).toBe(204);
  });
});

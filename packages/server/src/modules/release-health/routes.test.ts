import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';
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
    'mf-denuncias': ['20261101-000000.000-cccccccc'],
    'mf-relatorios': ['20261101-000000.000-dddddddd', '20261102-000000.000-eeeeeeee'],
    'mf-acolhimento': ['20261101-000000.000-ffffffff', '20261102-000000.000-99999999'],
  });
  const [painelOld, painelNew] = ['20261101-000000.000-aaaaaaaa', '20261102-000000.000-bbbbbbbb'];
  const denuncias = '20261101-000000.000-cccccccc';
  afterAll(() => rmSync(registry, { recursive: true, force: true }));

  const ctx = useTestApp(engine, {
    releaseHealth: { registryDir: registry, guards: { 'mf-relatorios': { maxErrorsPer1000: 200, firstLoads: 5 } } },
  });
  const users = useTestUsers(ctx, {
    admin: { roles: [ROLES.ADMIN], name: 'Maria Sigilosa Administradora', username: 'maria.sigilosa' },
    staff: { roles: [ROLES.DENUNCIAS], name: 'José Sigiloso Servidor', username: 'jose.sigiloso' },
  });
  const t = (): TestApp => ctx();
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: REPORTS, payload: payload as InjectOptions['payload'], headers });
  const rows = () => queryRows<Record<string, unknown>>(t().handle.db, sql`SELECT * FROM release_health_reports ORDER BY id`);
  const screenLoad = (route: string, durationMs: number, version = painelNew) => ({ remote: 'mf-painel', version, route, kind: 'screen-load', durationMs });

  describe('POST reports', () => {
    it('takes a logged-in tab’s batch: 204, stored as sent, without who sent it', async () => {
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
      expect((await rows()).map((r) => [r.remote, r.route, r.kind, r.duration_ms, r.session_key])).toEqual([
        ['mf-painel', '/admin/painel', 'screen-load', 800, tabId(1)],
        ['mf-acolhimento', '/admin/cadastros/:welcomed_id', 'error', null, tabId(1)],
        ['mf-acolhimento', '/admin/cadastros/*', 'unhandled-rejection', null, tabId(1)],
      ]);
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
    });

    it.each([
      ['an id in the route', { route: '/admin/cadastros/42' }, 'route: não pode ter ids'],
      ['a query string', { route: '/admin/cadastros?nome=Maria' }, 'route: não pode ter consulta'],
      ['a bare question mark', { route: '/admin/cadastros?' }, 'route: não pode ter consulta'],
      ['a name in the route', { route: '/admin/cadastros/maria-sigilosa' }, 'route: não é uma rota conhecida das telas'],
      ['an upper-case name', { route: '/admin/cadastros/Maria' }, 'route: não é um padrão de rota'],
      ['a full address', { route: 'http://localhost/admin/painel' }, 'route: deve começar com /'],
      ['an over-long route', { route: `/admin/${'a'.repeat(130)}` }, 'route: tem mais de 120 caracteres'],
      ['an unknown remote', { remote: 'mf-outro' }, 'remote: módulo desconhecido'],
      ['an unknown kind', { kind: 'crash' }, 'kind: use load-failure, error, unhandled-rejection, screen-load'],
      ['a screen load without its time', { durationMs: undefined }, 'durationMs: obrigatório num screen-load'],
      ['a negative time', { durationMs: -1 }, 'durationMs: não pode ser negativo'],
      ['an error message (never stored)', { kind: 'error', durationMs: undefined, message: 'Maria Sigilosa não encontrada' }, 'Chave inválida: "message"'],
      ['a version that is not a version', { version: '../../etc' }, 'version: versão inválida'],
    ])('400 for %s, nothing written', async (_what, change, message) => {
      const before = await t().count('release_health_reports');
      const report = { ...screenLoad('/admin/painel', 100), ...change } as Record<string, unknown>;
      if ('durationMs' in change && change.durationMs === undefined) delete report.durationMs;
      const res = await send({ session: tabId(3), reports: [report] }, users.staff.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.join(' | ')).toContain(message);
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
        expect(String(row.session_key)).toMatch(/^[0-9a-f]{32}$/);
      }
    });
  });

  describe('GET summary', () => {
    it('401 anonymous, 403 without the administrator role', async () => {
      expect((await t().app.inject({ method: 'GET', url: SUMMARY })).statusCode).toBe(401);
      expect((await t().app.inject({ method: 'GET', url: SUMMARY, headers: users.staff.headers })).statusCode).toBe(403);
    });

    it('per version: sessions, screen loads, load failures, errors per 1,000 loads and the p75 load time', async () => {
      await send(
        { session: tabId(10), reports: [screenLoad('/admin/painel', 100, painelOld), screenLoad('/admin/painel', 200, painelOld), screenLoad('/admin/painel', 300, painelOld), screenLoad('/admin/painel', 400, painelOld)] },
        users.admin.headers,
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
      expect(old).toMatchObject({ remote: 'mf-painel', sessions: 2, screenLoads: 4, loadFailures: 1, errors: 1, errorsPer1000: 250, p75Ms: 325 });
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
      expect(res.json().remotes.find((r: { remote: string }) => r.remote === 'mf-relatorios').guard).toEqual({ maxErrorsPer1000: 200, firstLoads: 5 });
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

    it('waits for the first N loads, then rolls a version back when its rate passes the limit, once, saying why', async () => {
      await send({ session: tabId(20), reports: [rel('error'), rel('screen-load', { durationMs: 50 }), rel('error'), rel('screen-load', { durationMs: 50 })] }, users.staff.headers);
      expect(remotesIn(registry)['mf-relatorios'].version).toBe(relNew); // 2 loads of 5: not judged yet
      await send({ session: tabId(21), reports: [rel('screen-load', { durationMs: 50 }), rel('screen-load', { durationMs: 50 }), rel('screen-load', { durationMs: 50 })] }, users.staff.headers);
      expect(remotesIn(registry)['mf-relatorios'].version).toBe(relOld);
      const entry = historyIn(registry).at(-1);
      expect(entry).toMatchObject({ remote: 'mf-relatorios', action: 'guard', from: relNew, to: relOld, who: 'guarda automática' });
      expect(entry.reason).toBe('400 falhas e erros por 1.000 carregamentos nos primeiros 5 (limite: 200)');

      // someone puts it live again on purpose: the guard does not fight them
      await t().app.inject({ method: 'POST', url: live('mf-relatorios'), payload: { version: relNew }, headers: users.admin.headers });
      await send({ session: tabId(22), reports: [rel('error')] }, users.staff.headers);
      expect(remotesIn(registry)['mf-relatorios'].version).toBe(relNew);
    });

    it('is off for a remote without a guard, and the registry’s guard file turns it on without a restart', async () => {
      const [acoOld, acoNew] = ['20261101-000000.000-ffffffff', '20261102-000000.000-99999999'];
      const aco = (kind: string, extra: object = {}) => ({ remote: 'mf-acolhimento', version: acoNew, route: '/admin/cadastros', kind, ...extra });
      await send({ session: tabId(30), reports: [aco('error'), aco('screen-load', { durationMs: 10 }), aco('screen-load', { durationMs: 10 })] }, users.staff.headers);
      expect(remotesIn(registry)['mf-acolhimento'].version).toBe(acoNew);
      writeFileSync(join(registry, '.release-guard.json'), JSON.stringify({ 'mf-acolhimento': '100/3' }));
      try {
        await send({ session: tabId(30), reports: [aco('screen-load', { durationMs: 10 })] }, users.staff.headers);
        expect(remotesIn(registry)['mf-acolhimento'].version).toBe(acoOld);
      } finally {
        rmSync(join(registry, '.release-guard.json'));
      }
    });
  });

  it('the retention: reports older than 30 days are deleted, newer ones kept', async () => {
    await t().handle.db.execute(sql`UPDATE release_health_reports SET received_at = now() - interval '31 days' WHERE session_key = ${tabId(10)}`);
    await t().handle.db.execute(sql`UPDATE release_health_reports SET received_at = now() - interval '29 days' WHERE session_key = ${tabId(11)}`);
    const total = await t().count('release_health_reports');
    expect(await purgeReleaseHealth(t().handle.db, 30)).toBe(4);
    expect(await t().count('release_health_reports')).toBe(total - 4);
    expect(await t().count('release_health_reports', `session_key = '${tabId(11)}'`)).toBe(2);
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

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, showSidebarEntry } from './support';
import { RELEASE_HEALTH_API } from '@sisacte/contracts/release-health/rules';

/**
 * What a first visit costs: every request of a cold page load (empty cache), and the gzipped size of its
 * JavaScript, as the complaint page's budget is checked (mf-denuncias/e2e). And each screen asks for each resource
 * once: on the same visits, no API request is sent twice — same method, same address (query included), same body.
 * A screen that needs fresh data asks after something changed (a filter, a save), never twice on one visit.
 *
 * The staff's first visit is the login: `/login`, the form, and the landing dashboard with its charts drawn. It,
 * and a first visit to every staff screen of the sidebar (the menus the remotes publish in /remotes.json), have a
 * target of at most 20 requests and 500 KB of gzipped JavaScript. A visit not there yet is held at what it reaches
 * today (NOT_YET: its own limits, printed beside the target), so that it only gets lighter; take it out of
 * NOT_YET when it reaches the target. `pnpm bench lighthouse --visits-only` measures the same visits; to see what
 * a visit is made of: FIRST_VISIT_SCRIPTS=/tmp/visits.json (below) and
 * `node deploy/tools/bundle-breakdown.mjs /tmp/visits.json`.
 */
const KB = 1024;
const STAFF_REQUEST_TARGET = 20;
const STAFF_GZIP_TARGET = 500 * KB;
const HOME_GZIP_LIMIT = 120 * KB;
const HOME_REQUEST_LIMIT = 8;
const LOGIN_VISIT = '/login → /admin/painel';

/** Visits over the target today, with what they may not exceed until they reach it (requests, gzipped bytes). */
const NOT_YET: Record<string, { requests: number; gzip: number }> = {
  // Empty since 2026-11-29: every staff screen reached the target. What keeps the heavy ones light: the contracts'
  // unused schemas are dropped from every build (mf-build's pure-declarations-loader.cjs); the lists take their
  // paths, fixed lists and messages from the contracts' files without zod (`*-rules.ts` beside each contract file);
  // what lies below the fold loads when scrolled to (the complaint map, the operations list under the calendar,
  // the dashboard's lower panels); the archived complaints' map opens on demand.
};

const limitsOf = (visit: string) => NOT_YET[visit] ?? { requests: STAFF_REQUEST_TARGET, gzip: STAFF_GZIP_TARGET };

/** Markers of development builds: React DOM's nesting and key warnings, React Router's dev warnings. */
const DEVELOPMENT_BUILD = [
  { name: 'React DOM', marker: 'In HTML, %s cannot be a child of' },
  { name: 'React DOM', marker: 'Each child in a list should have a unique' },
  { name: 'React Router', marker: 'You rendered descendant' },
  { name: 'React Router', marker: 'Hey developer' },
];

interface Visit {
  requests: string[];
  scripts: { path: string; body: Buffer }[];
  gzip: number;
}

/** Records every request and every script body of a page from now on. */
function record(page: Page) {
  const requests: string[] = [];
  const scripts: { path: string; body: Buffer }[] = [];
  const api: string[] = [];
  // The release-health report (telemetry, issue 35) is not part of what the visit loads: a screen's timing leaves a
  // minute later or when the tab is hidden (shell/src/release-health/reporter.ts), a failure's seconds after it.
  // `pnpm bench lighthouse --visits-only` counts every request, the report's included.
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname !== RELEASE_HEALTH_API.reports) requests.push(url.pathname);
    if (url.pathname.startsWith('/api/') || url.pathname === '/authenticate') api.push(`${r.method()} ${url.pathname}${url.search}${r.postData() ? ` ${r.postData()}` : ''}`);
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ path: new URL(r.url()).pathname, body: await r.body().catch(() => Buffer.alloc(0)) });
  });
  return {
    requests,
    scripts,
    done: (): Visit => ({ requests: [...requests], scripts: [...scripts], gzip: scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0) }),
    /** The API requests sent more than once, with how many times. */
    repeated: () => {
      const times = new Map<string, number>();
      for (const key of api) times.set(key, (times.get(key) ?? 0) + 1);
      return [...times].filter(([, n]) => n > 1).map(([key, n]) => `${n}× ${key}`);
    },
  };
}

const load = () => loadavg()[0]!.toFixed(2);

/**
 * With FIRST_VISIT_SCRIPTS=<file>, the scripts each visit loaded are written there (visited path → script URL
 * paths), for `node deploy/tools/bundle-breakdown.mjs <file>` to say what they are made of.
 */
function keepScripts(path: string, visit: Visit) {
  const file = process.env.FIRST_VISIT_SCRIPTS;
  if (!file) return;
  // Merged into what the file holds: a failed test restarts the worker, and the next test must not lose the earlier visits.
  const visits = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
  visits[path] = visit.scripts.map((s) => s.path);
  writeFileSync(file, JSON.stringify(visits, null, 2));
}
const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} KB`;

/** A logged-in administrator's session, carried into fresh browser contexts (cold cache, same session). */
async function staffSession(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page);
  const session = await page.evaluate(() => sessionStorage.getItem('sisacte.session'));
  await context.close();
  return session!;
}

async function coldStaffPage(browser: Browser, session: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('sisacte.session')) sessionStorage.setItem('sisacte.session', value);
  }, session);
  return { context, page: await context.newPage() };
}

/**
 * How long after a page opens its requests are counted: past the real-time client's start (1 s after the frame
 * opens, REALTIME_START_DELAY_MS in shell/src/notifications), its connection and the bell's one list that follows it.
 */
const REALTIME_SETTLED_MS = 3_500;

/**
 * Until what the screen's data brought is drawn: the network idle, no skeleton left (or only what waits to be
 * scrolled to), past the bell's list, idle again.
 */
async function settled(page: Page, since: number) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-skeleton').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(Math.max(0, since + REALTIME_SETTLED_MS - Date.now()));
  await page.waitForLoadState('networkidle');
}

/** Prints the visit's figures beside the target and holds them to the visit's limits. */
function check(name: string, { requests, scripts, gzip }: Visit) {
  const limits = limitsOf(name);
  const held = NOT_YET[name] ? `ainda acima da meta: limite do teste ${limits.requests} pedidos, ${kb(limits.gzip)}` : 'na meta';
  console.log(`${name}: ${requests.length} pedidos (alvo ≤ ${STAFF_REQUEST_TARGET}), ${scripts.length} scripts, ${kb(gzip)} de JS gzip (alvo ≤ ${kb(STAFF_GZIP_TARGET)}); ${held}; carga ${load()}`);
  expect.soft(requests.length, `${name}: pedidos`).toBeLessThanOrEqual(limits.requests);
  expect.soft(gzip, `${name}: JS gzip`).toBeLessThanOrEqual(limits.gzip);
}

test("the staff's first visit, from /login to the landing dashboard with its charts drawn, in at most 20 requests and 500 KB, each resource asked for once", async ({ page }) => {
  const visit = record(page);
  await login(page);
  const since = Date.now();
  await expect(page.getByRole('heading', { name: 'Painel', exact: true })).toBeVisible();
  // The charts on screen are drawn (SVG inside each panel's image); the panels below the fold load when scrolled to.
  await expect(page.locator('main [role="img"] svg').first()).toBeVisible({ timeout: 30_000 });
  await settled(page, since);
  const done = visit.done();
  keepScripts(LOGIN_VISIT, done);
  check(LOGIN_VISIT, done);
  expect(visit.repeated(), 'pedidos repetidos na visita ao painel').toEqual([]);
});

test('a first visit to every staff screen of the sidebar loads only the remote that owns it, within the budget, asking for each resource once', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, { menu?: { path: string }[] }>;
  const screens = Object.entries(remotes).flatMap(([remote, r]) => (r.menu ?? []).map((entry) => ({ path: entry.path, remote })));
  expect(screens.length).toBeGreaterThan(10);
  const session = await staffSession(browser);
  for (const screen of screens) {
    const { context, page } = await coldStaffPage(browser, session);
    const visit = record(page);
    const since = Date.now();
    await page.goto(screen.path);
    // The remote has drawn the screen: its title, a heading in the content.
    await expect(page.locator('main :is(h1, h2, h3, h4)').first()).toBeVisible({ timeout: 30_000 });
    await settled(page, since);
    const done = visit.done();
    keepScripts(screen.path, done);
    check(screen.path, done);
    expect.soft(visit.repeated(), `pedidos repetidos em ${screen.path}`).toEqual([]);

    // Only the owning remote: no other remote's manifest or code, and no remote's './menu' expose.
    const registry = done.requests.filter((p) => p.startsWith('/registry/'));
    expect(registry.filter((p) => !p.startsWith(`/registry/${screen.remote}/`)), screen.path).toEqual([]);
    expect(registry.filter((p) => p.includes('federation_expose_menu')), screen.path).toEqual([]);
    await context.close();
  }
  // ...while the sidebar shows the entries every remote publishes (here, those of both areas).
  const { context, page } = await coldStaffPage(browser, session);
  await page.goto('/admin/cadastros');
  for (const [group, entry] of [['Configurações', 'Usuários'], ['Denúncias', 'Questionário'], ['Acolhimento', 'Cadastros']]) await showSidebarEntry(page, group!, entry!);
  await context.close();
});

test('the public home loads no antd and no back-office code, and underlines its links in running text', async ({ page }) => {
  const visit = record(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trabalho digno, sem exploração' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const done = visit.done();
  keepScripts('/', done);
  const { requests, scripts, gzip } = done;
  console.log(`/: ${requests.length} pedidos, ${scripts.length} scripts, ${kb(gzip)} de JS gzip (limite ${kb(HOME_GZIP_LIMIT)}); carga ${load()}`);
  expect(gzip).toBeLessThanOrEqual(HOME_GZIP_LIMIT);
  expect(requests.length).toBeLessThanOrEqual(HOME_REQUEST_LIMIT);
  // Nothing of the back office: no remote, no registry, no API call, no antd component styles.
  expect(requests.filter((p) => p.startsWith('/registry/') || p.startsWith('/api/') || p === '/remotes.json')).toEqual([]);
  for (const s of scripts) expect(s.body.includes('ant-btn'), s.path).toBe(false);

  const links = page.locator('main a:not(.home-button)');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine), (await link.textContent()) ?? undefined).toContain('underline');
  }
});

test('every page is served with production builds of React and React Router, and API answers compressed', async ({ browser }) => {
  const session = await staffSession(browser);
  const pages = [
    { path: '/', ready: (p: Page) => expect(p.getByRole('heading', { name: 'Trabalho digno, sem exploração' })).toBeVisible() },
    { path: '/denunciar', ready: (p: Page) => expect(p.getByText(/1\. Estabelecimento/).first()).toBeVisible() },
    { path: '/admin/cadastros', ready: (p: Page) => expect(p.getByRole('heading', { name: 'Cadastros', exact: true })).toBeVisible() },
  ];
  for (const { path, ready } of pages) {
    const { context, page } = await coldStaffPage(browser, session);
    const visit = record(page);
    const questions = path === '/denunciar' ? page.waitForResponse((r) => r.url().includes('/api/questoes/list')) : null;
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const { scripts } = visit.done();
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const { name, marker } of DEVELOPMENT_BUILD) {
      expect(scripts.filter((s) => s.body.includes(marker)).map((s) => s.path), `${name}: build de desenvolvimento em ${path}`).toEqual([]);
    }
    if (questions) expect((await questions).headers()['content-encoding'], '/api/questoes/list comprimido').toMatch(/^(br|gzip)$/);
    await context.close();
  }
});

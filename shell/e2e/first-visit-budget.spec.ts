import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, showSidebarEntry } from './support';

/**
 * What a first visit costs: every request of a cold page load (empty cache), and the
 * gzipped size of its JavaScript, as the complaint page's budget is checked (mf-denuncias/e2e).
 *
 * The staff's first visit to a list screen: the target is at most 20 requests and 500 KB of gzipped
 * JavaScript. The screens that reach it are held there (one or more per remote that does); the others are held
 * at what they reach today (their own limit), or only measured and printed while their remote's team works on
 * them, each figure beside the target. What is left is in packages/server/bench/README.md; to see what a visit
 * is made of: FIRST_VISIT_SCRIPTS=/tmp/visits.json (below) and `node deploy/tools/bundle-breakdown.mjs /tmp/visits.json`.
 */
const KB = 1024;
const STAFF_REQUEST_TARGET = 20;
const STAFF_GZIP_TARGET = 500 * KB;
const STAFF_GZIP_LIMIT = STAFF_GZIP_TARGET;
const HOME_GZIP_LIMIT = 120 * KB;
const HOME_REQUEST_LIMIT = 8;

interface ListScreen {
  path: string;
  remote: string;
  heading: string;
  /** The gzipped JavaScript allowed: the target, or (not there yet) what the screen reaches today; null: only measured. */
  gzipLimit: number | null;
}

/** The list screens of the back office, with the remote that owns each: every remote with a back-office list. */
const LIST_SCREENS: ListScreen[] = [
  { path: '/admin/cadastros', remote: 'mf-acolhimento', heading: 'Cadastros', gzipLimit: STAFF_GZIP_LIMIT },
  { path: '/admin/configuracoes/usuarios', remote: 'mf-acolhimento', heading: 'Usuários', gzipLimit: STAFF_GZIP_LIMIT },
  { path: '/admin/relatorios/list', remote: 'mf-relatorios', heading: 'Relatórios', gzipLimit: STAFF_GZIP_LIMIT },
  // The date filters load their calendar on approach (LazyDateField), not with the screen.
  { path: '/admin/estadias', remote: 'mf-acolhimento', heading: 'Estadias', gzipLimit: STAFF_GZIP_LIMIT },
  { path: '/admin/cursos', remote: 'mf-acolhimento', heading: 'Cursos', gzipLimit: STAFF_GZIP_LIMIT },
  // Its date filters also load their calendar on approach.
  { path: '/admin/indicadores/list', remote: 'mf-denuncias', heading: 'Indicadores', gzipLimit: STAFF_GZIP_LIMIT },
  // Its points map loads when scrolled to (below the table at this width) and its filter fields when the box opens.
  { path: '/admin/denuncias', remote: 'mf-denuncias', heading: 'Denúncias', gzipLimit: STAFF_GZIP_LIMIT },
  // antd's core once, not three times (the providers in the screen's file, the role check without antd).
  { path: '/admin/autodiagnostico/modelos', remote: 'mf-autodiagnostico', heading: 'Modelos de autodiagnóstico', gzipLimit: STAFF_GZIP_LIMIT },
];

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
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ path: new URL(r.url()).pathname, body: await r.body().catch(() => Buffer.alloc(0)) });
  });
  return {
    requests,
    scripts,
    done: (): Visit => ({ requests: [...requests], scripts: [...scripts], gzip: scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0) }),
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

test('a staff first visit to a list screen loads only the remote that owns it, in at most 20 requests', async ({ browser }) => {
  test.setTimeout(360_000);
  const session = await staffSession(browser);
  for (const screen of LIST_SCREENS) {
    const { context, page } = await coldStaffPage(browser, session);
    const visit = record(page);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const done = visit.done();
    keepScripts(screen.path, done);
    const { requests, scripts, gzip } = done;
    const limit = screen.gzipLimit === null ? 'só medido' : `limite do teste ${kb(screen.gzipLimit)}`;
    console.log(
      `${screen.path}: ${requests.length} pedidos (alvo ≤ ${STAFF_REQUEST_TARGET}), ${scripts.length} scripts, ${kb(gzip)} de JS gzip (alvo ≤ ${kb(STAFF_GZIP_TARGET)}, ${limit}); carga ${load()}`,
    );
    if (screen.gzipLimit !== null) {
      expect.soft(requests.length, screen.path).toBeLessThanOrEqual(STAFF_REQUEST_TARGET);
      expect.soft(gzip, screen.path).toBeLessThanOrEqual(screen.gzipLimit);
    }

    // Only the owning remote: no other remote's manifest or code, and no remote's './menu' expose.
    const registry = requests.filter((p) => p.startsWith('/registry/'));
    expect(registry.filter((p) => !p.startsWith(`/registry/${screen.remote}/`))).toEqual([]);
    expect(registry.filter((p) => p.includes('federation_expose_menu'))).toEqual([]);
    // ...while the sidebar shows the entries every remote publishes (here, those of both areas).
    for (const [group, entry] of [['Configurações', 'Usuários'], ['Denúncias', 'Questionário'], ['Acolhimento', 'Cadastros']]) await showSidebarEntry(page, group!, entry!);
    await context.close();
  }
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

import { expect, test, type Page, type Request } from '@playwright/test';
import { login } from './support';

/**
 * Each screen asks for each resource once: on a visit to every staff screen of the sidebar (the menus the
 * remotes publish in /remotes.json), and on the landing dashboard reached through the login form, no API
 * request is sent twice — same method, same address (query included), same body. A screen that needs fresh
 * data asks after something changed (a filter, a save), never twice for the same thing on one visit.
 */

/** How long after a page opens its requests are counted: past the real-time client's start and its first answers. */
const REALTIME_SETTLED_MS = 4_500;

/**
 * Known and still open (issue 31): the bell lists its notifications when the frame opens and again when its
 * real-time client first connects, so that nothing published between the two is missed. Two lists, never
 * more; a catch-up request of its own would end it. Anything else repeated fails.
 */
const KNOWN_TWICE = [/^GET \/api\/historico\?/];

interface Sent {
  key: string;
  at: number;
}

/** Every API request of `page` from now on, as 'METHOD /api/path?query body'. */
function recordApi(page: Page) {
  const sent: Sent[] = [];
  const started = Date.now();
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/authenticate') return;
    sent.push({ key: `${r.method()} ${url.pathname}${url.search}${r.postData() ? ` ${r.postData()}` : ''}`, at: Date.now() - started });
  });
  return {
    /** The requests sent more than once, with how many times and when (ms after the visit started). */
    duplicates: () => {
      const seen = new Map<string, number[]>();
      for (const s of sent) seen.set(s.key, [...(seen.get(s.key) ?? []), s.at]);
      return [...seen]
        .filter(([key, times]) => times.length > (KNOWN_TWICE.some((known) => known.test(key)) ? 2 : 1))
        .map(([key, times]) => `${times.length}× ${key} (aos ${times.join(', ')} ms)`);
    },
    count: () => sent.length,
  };
}

/**
 * Waits until the screen has drawn what its data brought: the network idle, no skeleton left (but what loads
 * only when scrolled to keeps its own), and the network idle again, for requests sent after the first answers.
 */
async function settled(page: Page, since = Date.now()) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('.ant-skeleton').length === 0, null, { timeout: 10_000 }).catch(() => undefined);
  // The shell's real-time client starts 3 s after the frame opens (REALTIME_START_DELAY_MS): what it asks for counts too.
  await page.waitForTimeout(Math.max(500, since + REALTIME_SETTLED_MS - Date.now()));
  await page.waitForLoadState('networkidle');
}

test('the landing dashboard, reached through the login form, asks for each resource once', async ({ page }) => {
  const api = recordApi(page);
  await login(page);
  await settled(page, Date.now());
  console.log(`/login → /admin/painel: ${api.count()} pedidos à API`);
  expect(api.duplicates(), 'pedidos repetidos na visita ao painel').toEqual([]);
});

test('every staff screen of the sidebar asks for each resource once per visit', async ({ page, request }) => {
  test.setTimeout(360_000);
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, { menu?: { path: string }[] }>;
  const screens = [...new Set(Object.values(remotes).flatMap((r) => (r.menu ?? []).map((entry) => entry.path)))];
  expect(screens.length).toBeGreaterThan(10);
  await login(page);
  await settled(page);
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    // A fresh page load, so that each visit stands alone (the session stays in the tab).
    const api = recordApi(page);
    const since = Date.now();
    await page.goto(screen);
    await settled(page, since);
    const duplicates = api.duplicates();
    console.log(`${screen}: ${api.count()} pedidos à API${duplicates.length ? `; repetidos: ${duplicates.join('; ')}` : ''}`);
    if (duplicates.length) found[screen] = duplicates;
    page.removeAllListeners('request');
  }
  expect(found, 'pedidos repetidos numa mesma visita').toEqual({});
});

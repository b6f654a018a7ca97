import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_HEALTH_API } from '@sisacte/contracts/release-health/rules';
import type { VersionHealth } from '@sisacte/contracts/release-health/reports';
import { apiHeaders, login, openFromSidebar, registryDir, shot } from './support';

/*
 * Release health end to end: a broken version of a remote (it throws while mounting) is put live, its
 * screen is opened a few times, the 'Versões' screen shows its error rate above the previous version's,
 * 'Reverter para esta versão' puts the previous one back and the screen works again; with the guard on,
 * the rollback happens by itself once enough login sessions met the broken version (it counts sessions,
 * each once, not page loads).
 */

const FALLBACK = 'Não foi possível carregar este módulo';
const remotes = () => JSON.parse(fs.readFileSync(path.join(registryDir(), 'remotes.json'), 'utf8'));
const history = () =>
  fs
    .readFileSync(path.join(registryDir(), '.history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
const tool = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [`deploy/tools/${script}.mjs`, ...args], {
    env: { ...process.env, REGISTRY_DIR: registryDir() },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/**
 * A copy of `remote`'s live version whose single-spa `mount` rejects, as a release with a bug on mount
 * would: the copy's exposed app chunk is patched (no webpack run), its precompressed twins removed so the
 * patched file is what is served. Answers the good (live) version and the broken one (named after it, so
 * it sorts as newer).
 */
function brokenCopy(remote: string): { good: string; broken: string } {
  const good = remotes()[remote].version as string;
  const broken = `${good}-quebrada`;
  const from = path.join(registryDir(), remote, good);
  const to = path.join(registryDir(), remote, broken);
  if (!fs.existsSync(to)) {
    fs.cpSync(from, to, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(to, 'mf-manifest.json'), 'utf8'));
    const app = manifest.exposes.find((e: { name: string }) => e.name === 'app');
    const chunk = path.join(to, app.assets.js.sync[0]);
    const code = fs.readFileSync(chunk, 'utf8');
    const exports = /(\w+)\.d\((\w+),\{bootstrap:\(\)=>([\w$]+),default:\(\)=>([\w$]+),mount:\(\)=>([\w$]+),unmount:\(\)=>([\w$]+)\}\)/;
    expect(exports.test(code), `the lifecycle exports of ${chunk}`).toBe(true);
    const fail = 'function(){return Promise.reject(new Error("versão quebrada de teste"))}';
    fs.writeFileSync(chunk, code.replace(exports, `$1.d($2,{bootstrap:()=>$3,default:()=>({bootstrap:$3,mount:${fail},unmount:$6}),mount:()=>${fail},unmount:()=>$6})`));
    for (const twin of ['.br', '.gz']) fs.rmSync(chunk + twin, { force: true });
    fs.writeFileSync(path.join(to, 'release.json'), JSON.stringify({ contentHash: 'quebrada', releasedAt: new Date().toISOString() }));
  }
  return { good, broken };
}

/** Opens `url` `times` times, each a new page load, and waits each time for what `shown` finds. */
async function openTimes(page: Page, url: string, times: number, shown: (page: Page) => Locator) {
  for (let i = 0; i < times; i++) {
    await page.goto(url);
    await expect(shown(page)).toBeVisible();
  }
}
const fallbackShown = (page: Page) => page.getByText(FALLBACK);
const painelShown = (page: Page) => page.getByRole('heading', { name: 'Painel', exact: true });

/** Waits until the server has a version's reports (the last page's batch leaves on its way out). */
async function waitForHealth(page: Page, remote: string, version: string, has: (h: VersionHealth) => boolean) {
  const headers = await apiHeaders(page.request);
  await expect
    .poll(async () => {
      const all = (await (await page.request.get(`${RELEASE_HEALTH_API.summary}?remote=${remote}`, { headers })).json()) as VersionHealth[];
      const mine = all.find((h) => h.version === version);
      return !!mine && has(mine);
    })
    .toBe(true);
}

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
const versionRow = (page: Page, title: string, version: string) =>
  card(page, title).getByRole('row').filter({ has: page.getByText(version, { exact: true }) });

test("a broken release shows in 'Versões' above the previous one; 'Reverter para esta versão' brings the screen back", async ({ page }) => {
  test.setTimeout(240_000);
  const { good, broken } = brokenCopy('mf-painel');
  try {
    await login(page);
    const who = (await page.getByTestId('user-name').textContent())!.trim();
    // the good version, opened a few times
    await openTimes(page, '/admin/painel', 2, painelShown);

    tool('rollback', 'mf-painel', broken);
    await openTimes(page, '/admin/painel', 3, fallbackShown);
    await page.goto('/admin/versoes');
    await waitForHealth(page, 'mf-painel', broken, (h) => h.errors >= 3 && h.screenLoads >= 3);
    await waitForHealth(page, 'mf-painel', good, (h) => h.screenLoads >= 2);

    // from the sidebar, as an administrator finds it
    await page.goto('/admin/painel');
    await openFromSidebar(page, 'Configurações', 'Versões', /\/admin\/versoes$/);
    await expect(page.getByRole('heading', { name: 'Versões' })).toBeVisible();
    const brokenRow = versionRow(page, 'Painel (mf-painel)', broken);
    const goodRow = versionRow(page, 'Painel (mf-painel)', good);
    await expect(brokenRow.getByText('No ar')).toBeVisible();
    await expect(goodRow.getByText('Anterior')).toBeVisible();
    // sessions with a failure or error per 1,000: the one session that met the broken version did. The good one's
    // rate is lower but not always 0: the other specs on this server open the dashboard at the same time (a fresh-clone
    // run counted 2 failed sessions of 7 on it), so only the broken one is held to its figure.
    await expect(brokenRow.getByRole('cell', { name: '1.000', exact: true })).toBeVisible();
    await expect(goodRow.getByRole('cell', { name: '1.000', exact: true })).toHaveCount(0);
    await shot(page, 'versoes-versao-quebrada');

    await goodRow.getByRole('button', { name: 'Reverter para esta versão' }).click();
    const confirm = page.getByRole('dialog', { name: `Reverter Painel para a versão ${good}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Reverter', exact: true }).click();
    await expect(page.getByText(`Painel: versão ${good} no ar.`)).toBeVisible();
    await expect(goodRow.getByText('No ar')).toBeVisible();

    // what pnpm rollback does: remotes.json points at it, with its menu, and the history says who
    expect(remotes()['mf-painel'].version).toBe(good);
    expect(remotes()['mf-painel'].menu?.length).toBeGreaterThan(0);
    expect(history().at(-1)).toMatchObject({ remote: 'mf-painel', action: 'rollback', from: broken, to: good, who });
    expect(tool('releases', 'mf-painel')).toContain(`* ${good}`);

    await page.goto('/admin/painel');
    await expect(page.getByRole('heading', { name: 'Painel', exact: true })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  } finally {
    if (remotes()['mf-painel'].version !== good) tool('rollback', 'mf-painel', good);
  }
});

test('with the guard on, a broken release is rolled back by itself, and the screen says so', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const guardFile = path.join(registryDir(), '.release-guard.json');
  const { good, broken } = brokenCopy('mf-relatorios');
  // more than 500 per 1,000 of a new version's first 3 login sessions had a load failure or an error
  fs.writeFileSync(guardFile, JSON.stringify({ 'mf-relatorios': '500/3' }));
  const browsers: BrowserContext[] = [];
  try {
    tool('rollback', 'mf-relatorios', broken);
    // three logins open the broken screen: the guard counts each login session once, however often it reloads
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      browsers.push(context);
      const other = await context.newPage();
      await login(other);
      await openTimes(other, '/admin/relatorios/list', 1, fallbackShown);
      // leaving the page sends its batch (fetch keepalive); the context stays open until the end
      await other.goto('/admin/versoes');
    }
    await login(page);
    await page.goto('/admin/versoes');
    await expect.poll(() => remotes()['mf-relatorios'].version).toBe(good);
    expect(history().at(-1)).toMatchObject({ remote: 'mf-relatorios', action: 'guard', from: broken, to: good, who: 'guarda automática' });

    await page.reload();
    const relatorios = card(page, 'Relatórios (mf-relatorios)');
    await expect(relatorios.getByText('Revertida automaticamente')).toBeVisible();
    await expect(relatorios.getByText(new RegExp(`tirou do ar a versão ${broken} e voltou para ${good}`))).toBeVisible();
    await expect(versionRow(page, 'Relatórios (mf-relatorios)', good).getByText('No ar')).toBeVisible();
    await shot(page, 'versoes-guarda');

    await page.goto('/admin/relatorios/list');
    await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  } finally {
    await Promise.all(browsers.map((context) => context.close()));
    fs.rmSync(guardFile, { force: true });
    if (remotes()['mf-relatorios'].version !== good) tool('rollback', 'mf-relatorios', good);
  }
});

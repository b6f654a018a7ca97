import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { login, registryDir, showSidebarEntry, sidebar, sidebarEntry } from './support';

const remotes = () => JSON.parse(fs.readFileSync(path.join(registryDir(), 'remotes.json'), 'utf8'));
const tool = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [`deploy/tools/${script}.mjs`, ...args], {
    env: { ...process.env, REGISTRY_DIR: registryDir() },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** Registry paths of the remote files the page requested. */
function trackRegistry(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/registry/')) seen.push(pathname);
  });
  return seen;
}

test('one copy of React and react-dom, shared from the shell with the remotes; antd bundled per app, not shared whole', async ({ page }) => {
  await login(page);
  await page.goto('/admin/configuracoes/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  const shared = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; useIn?: string[] };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: number; from: string[]; useIn: string[]; registered: number }> = {};
    for (const pkg of ['react', 'react-dom', 'antd']) {
      const loaded = new Map<string, Entry>();
      let registered = 0;
      for (const host of Object.values(scopes))
        for (const scope of Object.values(host))
          for (const [version, entry] of Object.entries(scope[pkg] ?? {})) {
            registered += 1;
            if (entry.loaded) loaded.set(`${version}@${entry.from}`, entry);
          }
      result[pkg] = {
        versions: loaded.size,
        from: [...loaded.values()].map((e) => e.from),
        useIn: [...new Set([...loaded.values()].flatMap((e) => e.useIn ?? []))],
        registered,
      };
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom']) {
    expect(shared[pkg]!.versions, pkg).toBe(1);
    expect(shared[pkg]!.from, pkg).toEqual(['shell']);
  }
  expect(shared.react!.useIn).toContain('mf_acolhimento');
  // antd is tree-shaken into each app (its state lives in each React root's providers): nobody shares it whole.
  expect(shared.antd!.registered).toBe(0);
});

test('a remote whose manifest is missing shows the fallback; the shell keeps working; retry recovers', async ({ page }) => {
  const live = remotes()['mf-acolhimento'];
  const manifest = path.join(registryDir(), 'mf-acolhimento', live.version, 'mf-manifest.json');
  fs.renameSync(manifest, `${manifest}.hidden`);
  try {
    await login(page);
    await page.goto('/admin/configuracoes/usuarios');
    await expect(page.getByText('Não foi possível carregar este módulo')).toBeVisible();
    await expect(page.getByText('O módulo Acolhimento está indisponível no momento.')).toBeVisible();
    // the shell is alive: top bar, navigation to another remote, logout button
    await expect(page.getByTestId('user-name')).toBeVisible();
    await page.goto('/admin/painel');
    await expect(page.getByText('Não foi possível carregar este módulo')).toHaveCount(0);
    await page.goto('/admin/configuracoes/usuarios');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Não foi possível carregar este módulo')).toBeVisible();
  } finally {
    fs.renameSync(`${manifest}.hidden`, manifest);
  }
  // The retry clicked while the manifest was hidden may still be running (the button loading) and then find it
  // back: retry only while the fallback is still there and not already retrying.
  const fallback = page.getByText('Não foi possível carregar este módulo');
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    if ((await fallback.isVisible()) && !/ant-btn-loading/.test((await retry.getAttribute('class', { timeout: 1_000 }).catch(() => '')) ?? '')) {
      await retry.click({ timeout: 5_000 });
    }
    await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(fallback).toHaveCount(0);
  // and its sidebar entry comes back
  await expect(sidebar(page).getByText('Usuários')).toBeVisible();
});

test('pnpm release twice, then pnpm rollback: the browser loads the earlier version of that remote only', async ({ page }) => {
  // Both releases publish the remote as the product build (deploy/tools/build.mjs) just built it, with the
  // same buildApp that `pnpm release` runs: a webpack run here would test webpack, not the registry, and take
  // minutes while the rest of npm test shares the cores.
  test.setTimeout(180_000);
  const before = remotes();
  tool('release', 'mf-painel', '--no-build');
  const first = remotes()['mf-painel'].version;
  tool('release', 'mf-painel', '--no-build');
  const second = remotes()['mf-painel'].version;
  expect(second).not.toBe(first);
  expect(tool('releases', 'mf-painel')).toContain(`* ${second}`);

  // every other remote is untouched
  for (const name of ['mf-acolhimento', 'mf-denuncias', 'mf-relatorios', 'mf-autodiagnostico'])
    expect(remotes()[name]).toEqual(before[name]);

  await login(page);
  let seen = trackRegistry(page);
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect.poll(() => seen.some((p) => p.startsWith(`/registry/mf-painel/${second}/`))).toBe(true);
  // The dashboard loads later chunks (its complaint section, its charts) as its data arrives: on a busy
  // machine one was still asked for as the next page loaded, and counted as that page's. Leave the page
  // before the rollback, so that nothing of it can ask for anything afterwards.
  const address = page.url();
  await page.goto('about:blank');

  tool('rollback', 'mf-painel');
  expect(remotes()['mf-painel'].version).toBe(first);
  expect(tool('releases', 'mf-painel')).toContain(`* ${first}`);
  const response = await page.request.get('/remotes.json');
  expect(response.headers()['cache-control']).toContain('no-cache');

  seen = trackRegistry(page);
  await page.goto(address);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect.poll(() => seen.some((p) => p.startsWith(`/registry/mf-painel/${first}/`))).toBe(true);
  expect(seen.filter((p) => p.startsWith(`/registry/mf-painel/${second}/`))).toEqual([]);
  // Only the remote on screen loads; the sidebar still shows the other remotes' groups and entries, from remotes.json.
  expect(seen.filter((p) => !p.startsWith('/registry/mf-painel/'))).toEqual([]);
  await showSidebarEntry(page, 'Configurações', 'Usuários');
  expect(seen.filter((p) => !p.startsWith('/registry/mf-painel/'))).toEqual([]);

  // registry files are immutable-cached
  const asset = await page.request.get(`/registry/mf-painel/${first}/remoteEntry.js`);
  expect(asset.headers()['cache-control']).toContain('immutable');

  // rollback to a named version
  tool('rollback', 'mf-painel', second);
  expect(remotes()['mf-painel'].version).toBe(second);
});

test("a remote's release brings its new menu entry without a shell rebuild, and a rollback takes it back", async ({ page }) => {
  const live = remotes()['mf-acolhimento'].version;
  // A version of mf-acolhimento that publishes one more sidebar entry (as a release whose menu.ts gained a screen).
  const next = `${live}-menu`;
  const dir = (v: string) => path.join(registryDir(), 'mf-acolhimento', v);
  fs.cpSync(dir(live), dir(next), { recursive: true });
  const manifestFile = path.join(dir(next), 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.menu.push({ key: 'estadias', label: 'Estadias (teste)', path: '/admin/estadias', role: 'role.api.SisActe.Acolhimento', group: 'acolhimento', order: 2 });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  try {
    tool('rollback', 'mf-acolhimento', next);
    expect(remotes()['mf-acolhimento'].menu.map((e: { label: string }) => e.label)).toContain('Estadias (teste)');

    await login(page);
    const seen = trackRegistry(page);
    await page.goto('/admin/painel');
    // the dashboard's group is the open one: Acolhimento's is opened
    await showSidebarEntry(page, 'Acolhimento', 'Estadias (teste)');
    expect(seen.filter((p) => p.startsWith('/registry/mf-acolhimento/'))).toEqual([]);

    tool('rollback', 'mf-acolhimento', live);
    await page.reload();
    await showSidebarEntry(page, 'Acolhimento', 'Cadastros');
    await expect(sidebarEntry(page, 'Acolhimento', 'Estadias (teste)')).toHaveCount(0);
  } finally {
    tool('rollback', 'mf-acolhimento', live);
  }
});

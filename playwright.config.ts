import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests against what `npm start` serves (built shell + registry + API in one
 * process), each on a fresh embedded database and a private copy of the registry, so that the
 * release/rollback tests never touch deploy/registry. Build first: `node deploy/tools/build.mjs`.
 *
 * One build, several servers: the spec files are split into groups (GROUPS), each group runs one
 * file at a time against its own server (its own data and registry), and the groups run side by
 * side — a release in one group never changes what another loads. A browser test spends much of
 * its time waiting (animations, the network going idle, a server answering), so on two cores one
 * more group than cores fills the waits; more than that only makes every test slower. Keep the
 * groups about the same length: when one runs alone at the end, move a file to another group.
 * `E2E_SERVERS=1` runs every file against one server, one at a time.
 */
const basePort = Number(process.env.E2E_PORT ?? 8090);
const single = process.env.E2E_SERVERS === '1';

/**
 * Each group's spec files (`ignore`: files of its folders that another group runs, to even out their lengths).
 * Measured lengths (the sum of a group's tests, fresh-clone npm test, 2026-11-29): acolhimento 284 s, denúncias
 * 309 s, shell 314 s.
 */
const MOVED = { toDenuncias: 'mf-acolhimento/e2e/users.spec.ts' };
const GROUPS: { name: string; files: string[]; ignore?: string[] }[] = [
  { name: 'e2e-acolhimento', files: ['mf-acolhimento/e2e/**/*.spec.ts'], ignore: [MOVED.toDenuncias] },
  {
    name: 'e2e-denuncias',
    files: ['mf-denuncias/e2e/**/*.spec.ts', 'mf-painel/e2e/**/*.spec.ts', 'mf-relatorios/e2e/**/*.spec.ts', 'mf-autodiagnostico/e2e/**/*.spec.ts', MOVED.toDenuncias],
  },
  { name: 'e2e-shell', files: ['shell/e2e/**/*.spec.ts'] },
];
const ALL = GROUPS.flatMap((g) => g.files);

interface Server {
  name: string;
  files: string[];
  ignore?: string[];
  port: number;
  registryDir: string;
  dataDir: string;
}
/**
 * Directories made once, in the main process, and handed to the workers (which load this file
 * again) through the environment; a caller's own E2E_REGISTRY_DIR / E2E_DATA_DIR are kept.
 */
const dirFor = (variable: string, prefix: string) =>
  (process.env[variable] ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
const servers: Server[] = (single ? [{ name: 'e2e', files: ALL }] : GROUPS).map((group, i) => {
  const suffix = i === 0 ? '' : `_${i + 1}`;
  return {
    ...group,
    port: basePort + i,
    registryDir: dirFor(`E2E_REGISTRY_DIR${suffix}`, 'sisacte-e2e-registry-'),
    dataDir: dirFor(`E2E_DATA_DIR${suffix}`, 'sisacte-e2e-data-'),
  };
});

export default defineConfig({
  testMatch: ALL,
  fullyParallel: false,
  workers: servers.length,
  // No retry: a test waits for the condition it needs, never for a time, so a failure is a finding.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test's own time: generous, since on a slow 2-core machine three servers and three browsers share the cores.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The browser asks for less motion, which the product honours (AppProviders turns antd's animations off):
    // no click lands on a dialog still zooming in, and nothing waits for an animation to end.
    reducedMotion: 'reduce',
    // Recording a trace (a screencast and a DOM snapshot at every action) about doubles what a test costs
    // the cores, and is thrown away when the test passes: record it on demand (E2E_TRACE=1) to debug a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: servers.map((server) => ({
    name: server.name,
    // One file at a time per server: the files of a group share its database and registry.
    workers: 1,
    testMatch: server.files,
    testIgnore: server.ignore,
    // Read by the specs that release and roll back remotes (shell/e2e/support.ts registryDir).
    metadata: { registryDir: server.registryDir },
    use: { baseURL: `http://localhost:${server.port}` },
  })),
  webServer: servers.map((server) => ({
    command: 'node deploy/tools/e2e-server.mjs',
    url: `http://localhost:${server.port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(server.port),
      E2E_REGISTRY_DIR: server.registryDir,
      E2E_DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      // every test logs in; the production limit (20 per minute per IP) would throttle the suite
      LOGIN_RATE_LIMIT_IP: '1000',
      // several complaints per test run from one address; an easy captcha keeps the browser's proof of work quick
      COMPLAINT_RATE_LIMIT_IP: '1000',
      ALTCHA_MAX_NUMBER: '1000',
    },
  })),
});

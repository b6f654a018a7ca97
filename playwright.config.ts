import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests against what `npm start` serves (built shell + registry + API in one
 * process), on a fresh embedded database and a private copy of the registry, so that the
 * release/rollback tests never touch deploy/registry. Build first: `node deploy/tools/build.mjs`.
 */
const port = Number(process.env.E2E_PORT ?? 8090);
process.env.E2E_REGISTRY_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sisacte-e2e-registry-'));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sisacte-e2e-data-'));

export default defineConfig({
  testMatch: ['shell/e2e/**/*.spec.ts', 'mf-*/e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node deploy/tools/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      E2E_REGISTRY_DIR: process.env.E2E_REGISTRY_DIR,
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // every test logs in; the production limit (20 per minute per IP) would throttle the suite
      LOGIN_RATE_LIMIT_IP: '1000',
      // several complaints per test run from one address; an easy captcha keeps the browser's proof of work quick
      COMPLAINT_RATE_LIMIT_IP: '1000',
      ALTCHA_MAX_NUMBER: '1000',
    },
  },
});

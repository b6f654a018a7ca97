#!/usr/bin/env node
// npm test: every test of the workspace. Installs, type-checks, lints, runs jest (units,
// components, server on PGlite and — when one answers — on PostgreSQL), runs two API instances
// behind Debian's nginx on PostgreSQL (multi-instance-e2e.mjs), builds what `npm start` serves,
// and runs Playwright against it in Debian's Chromium.
import { pnpm, run, fail } from './lib.mjs';

const step = async (title, fn) => {
  const t = Date.now();
  console.log(`\n▶ ${title}`);
  await fn();
  console.log(`✔ ${title} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
};
const bin = (name, args) => pnpm(['exec', name, ...args]);

try {
  await step('instalação', () => pnpm(['install', '--frozen-lockfile', '--reporter=silent']));
  await step('tipos (tsc)', () => bin('tsc', ['-p', 'tsconfig.json']));
  await step('lint (eslint)', () => bin('eslint', ['.', '--max-warnings=0']));
  // Two workers: with --ci jest would take one core of two (13.5 min in band, 7.3 min on two, 2026-11-23).
  await step('jest (unidades, componentes, servidor)', () => bin('jest', ['--ci', '--maxWorkers=2']));
  await step('duas instâncias da API atrás do nginx, no PostgreSQL', () => run(process.execPath, ['deploy/tools/multi-instance-e2e.mjs']));
  await step('build (shell + remotes publicados)', () => run(process.execPath, ['deploy/tools/build.mjs']));
  await step('playwright (ponta a ponta)', () => bin('playwright', ['test']));
} catch (error) {
  fail(error.message);
}

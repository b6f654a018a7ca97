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
  // tsc and eslint each use about one core: side by side on the two.
  await step('tipos (tsc) e lint (eslint)', () =>
    Promise.all([bin('tsc', ['-p', 'tsconfig.json']), bin('eslint', ['.', '--max-warnings=0'])]),
  );
  // Two workers: with --ci jest would take one core of two (13.5 min in band, 7.3 min on two, 2026-11-23).
  await step('jest (unidades, componentes, servidor)', () => bin('jest', ['--ci', '--maxWorkers=2']));
  // The two-instance run mostly waits on the network; the build fills the cores meanwhile.
  await step('duas instâncias da API atrás do nginx (PostgreSQL) e build (shell + remotes publicados)', () =>
    Promise.all([run(process.execPath, ['deploy/tools/multi-instance-e2e.mjs']), run(process.execPath, ['deploy/tools/build.mjs'])]),
  );
  await step('playwright (ponta a ponta)', () => bin('playwright', ['test']));
} catch (error) {
  fail(error.message);
}

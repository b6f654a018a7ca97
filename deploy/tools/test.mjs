#!/usr/bin/env node
// npm test: every test of the workspace. Installs, type-checks, lints, runs jest (units,
// components, server on PGlite and — when one answers — on PostgreSQL), runs two API instances
// behind Debian's nginx on PostgreSQL (multi-instance-e2e.mjs), builds what `npm start` serves,
// and runs Playwright against it in Debian's Chromium. Prints the total time at the end.
//
// Two lines of work share the cores after the install: the checks (tsc beside eslint, then jest)
// and the product (the build, then the two-instance run). Each keeps the cores busy only part of the
// time (one process finishing alone, a build's last app, the two-instance run waiting on the network),
// so side by side they fill each other's gaps. Playwright runs last and alone: it needs the build,
// and its browsers get the cores to themselves, so no test waits on another tool's work.
// A failing step does not stop the steps that do not need it: one run reports every failure.
import { pnpm, run } from './lib.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const minutes = (since) => {
  const s = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

const failures = [];
/** Runs a step; answers whether it passed (a failure is recorded and reported at the end). */
const step = async (title, fn) => {
  const t = Date.now();
  console.log(`\n▶ ${title}`);
  try {
    await fn();
    console.log(`✔ ${title} (${seconds(t)}; ${minutes(started)} desde o início)`);
    return true;
  } catch (error) {
    console.error(`✖ ${title} (${seconds(t)}): ${error.message}`);
    failures.push(title);
    return false;
  }
};
const bin = (name, args) => pnpm(['exec', name, ...args]);

if (await step('instalação', () => pnpm(['install', '--frozen-lockfile', '--reporter=silent']))) {
  const checks = async () => {
    // tsc and eslint each use about one core.
    await step('tipos (tsc) e lint (eslint)', () =>
      Promise.all([bin('tsc', ['-p', 'tsconfig.json']), bin('eslint', ['.', '--max-warnings=0'])]),
    );
    // Two workers: with --ci jest would take one core of two.
    await step('jest (unidades, componentes, servidor)', () => bin('jest', ['--ci', '--maxWorkers=2']));
  };
  const product = async () => {
    if (!(await step('build (servidor, shell e remotes publicados)', () => run(process.execPath, ['deploy/tools/build.mjs'])))) return false;
    // The server just compiled: the two instances run it as deployed.
    await step('duas instâncias da API atrás do nginx (PostgreSQL)', () =>
      run(process.execPath, ['deploy/tools/multi-instance-e2e.mjs'], { env: { ...process.env, E2E_COMPILED: '1' } }),
    );
    return true;
  };
  const [, built] = await Promise.all([checks(), product()]);
  if (built) await step('playwright (ponta a ponta)', () => bin('playwright', ['test']));
}

console.log(`\n${failures.length ? '✖' : '✔'} npm test ${failures.length ? 'falhou' : 'passou'} em ${minutes(started)}`);
if (failures.length) {
  console.error(`Falharam: ${failures.join('; ')}`);
  process.exit(1);
}

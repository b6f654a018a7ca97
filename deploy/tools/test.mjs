#!/usr/bin/env node
// npm test: every test of the workspace. Installs, type-checks, lints, runs jest (units,
// components, server on PGlite and — when one answers — on PostgreSQL), runs two API instances
// behind Debian's nginx on PostgreSQL (multi-instance-e2e.mjs), builds what `npm start` serves,
// and runs Playwright against it in Debian's Chromium. Prints the total time at the end.
//
// The build runs beside the checks (tsc beside eslint, then jest, then the two-instance run); Playwright
// runs after both, alone on the cores (why: the comment above its call).
// A failing step does not stop the steps that do not need it: one run reports every failure.
import path from 'node:path';
import { ROOT, pnpm, run } from './lib.mjs';

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
  const built = step('build (servidor, shell e remotes publicados)', () => run(process.execPath, ['deploy/tools/build.mjs']));
  const checks = async () => {
    // tsc and eslint each use about one core.
    await step('tipos (tsc) e lint (eslint)', () =>
      Promise.all([bin('tsc', ['-p', 'tsconfig.json']), bin('eslint', ['.', '--max-warnings=0'])]),
    );
    // Three workers on two cores: with --ci jest would take one core of two, and with two the cores were a sixth idle
    // (a server test file waits on its databases, on timers, on child processes): 506 → 445 s, all the tests, alone
    // on the machine. Its workers inherit --single-threaded-gc: V8's parallel garbage collector spreads each
    // collection over helper threads, which on two busy cores only contend (about a tenth of jest's time, measured
    // on the server and component tests).
    await step('jest (unidades, componentes, servidor)', () =>
      run(process.execPath, ['--single-threaded-gc', path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--ci', '--maxWorkers=3']),
    );
    // The server the build compiled: the two instances run it as deployed.
    if (await built) {
      await step('duas instâncias da API atrás do nginx (PostgreSQL)', () =>
        run(process.execPath, ['deploy/tools/multi-instance-e2e.mjs'], { env: { ...process.env, E2E_COMPILED: '1' } }),
      );
    }
  };
  const browsers = async () => {
    if (await built) await step('playwright (ponta a ponta)', () => bin('playwright', ['test']));
  };
  // Playwright starts once jest is done: run side by side on this 2-core machine, Chromium (which raises
  // its own threads' priority when it can) starved jest's component tests past their timeouts (a 180 s test
  // failed in a fresh-clone run). The build still runs beside the type-check and jest.
  await checks();
  await browsers();
}

console.log(`\n${failures.length ? '✖' : '✔'} npm test ${failures.length ? 'falhou' : 'passou'} em ${minutes(started)}`);
if (failures.length) {
  console.error(`Falharam: ${failures.join('; ')}`);
  process.exit(1);
}

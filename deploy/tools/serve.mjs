#!/usr/bin/env node
// Serves what is already built (no install, no build): the API, the shell and the registry,
// from one process. `npm start` calls this after installing and building. The API runs compiled
// (packages/server/dist/main.js, made by deploy/tools/build.mjs); tsx is for development and tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, fail } from './lib.mjs';

export const SERVER_ENTRY = 'packages/server/dist/main.js';
/**
 * Node's flags for the compiled server, everywhere it runs (npm start, the e2e server, the
 * benchmarks, the API image's CMD): packages/server/node-flags.json. A young generation of 8 MB per
 * semi-space instead of 16 keeps the idle process and an export's peak smaller (RSS counts the
 * semi-spaces once touched) without slowing the lists (bench people). A WebAssembly tiering budget
 * ten times V8's default lets the embedded database's PostgreSQL run longer on its baseline code
 * before a function is optimised: a populated PGlite's start no longer waits for the optimising of
 * functions run only while starting, and the really hot ones are still optimised (bench server and
 * bench intake print both effects). One V8 platform thread instead of one per core: the threads that
 * compile and collect beside the main thread keep (in glibc's arenas) what the start used, 35–55 MB of
 * the embedded default's idle memory (bench server), and their work is little on a small machine.
 */
export const SERVER_NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/server/node-flags.json'), 'utf8'));

export function serveBuilt() {
  if (!fs.existsSync(path.join(ROOT, SERVER_ENTRY))) fail(`Servidor não compilado (${SERVER_ENTRY}): rode \`node deploy/tools/build.mjs\` antes.`);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { WEB_DIR: 'shell/dist', REGISTRY_DIR: 'deploy/registry', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) serveBuilt();

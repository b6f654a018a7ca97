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
 * benchmarks, the two instances behind nginx, the API image's CMD): packages/server/node-flags.json. A young generation of 8 MB per
 * semi-space instead of 16 keeps the idle process and an export's peak smaller (RSS counts the
 * semi-spaces once touched) without slowing the lists (bench people). A WebAssembly tiering budget
 * ten times V8's default lets the embedded database's PostgreSQL run longer on its baseline code
 * before a function is optimised: a populated PGlite's start no longer waits for the optimising of
 * functions run only while starting, and the really hot ones are still optimised (bench server and
 * bench intake print both effects). One V8 platform thread instead of one per core: the threads that
 * compile and collect beside the main thread keep (in glibc's arenas) what the start used, 35–55 MB of
 * the embedded default's idle memory (bench server), and their work is little on a small machine.
 * No allocation-site pretenuring: V8 saw the objects of some allocation sites survive while the app was built
 * (zod's parsing, among others) and then put every request's objects from those sites straight into the old
 * generation, where they died: under the list bench a full mark of the ~37 MB heap every ~2 s (gone with the flag;
 * --trace-gc), an export's peak 181 → 146 MB, the loaded embedded default's 287 → 263–274 MB, a populated PGlite's
 * first 200 0.95 → 0.82 s, the API's CPU per public visit 1.58 → 1.45 ms (bench server, people and intake, 2026-11-30).
 */
export const SERVER_NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/server/node-flags.json'), 'utf8'));
/**
 * The compiled server's environment, everywhere it runs (as its flags; the API image sets it with ENV):
 * packages/server/node-env.json, under what the caller's environment says. MALLOC_MMAP_THRESHOLD_=32768: glibc gives
 * each block of 32 KB or more its own mapping, returned to the system when freed. The optimising compiler's thread
 * builds a large PostgreSQL function (the embedded database's WebAssembly) from tens of megabytes of 32 KB blocks;
 * in a thread's arena, under glibc's own threshold (which rises to 32 MB as large blocks are freed), those pages
 * stayed with the process, 40 MB or not depending on when the compiling fell: the embedded default's idle memory was
 * 246–288 MB from one start to the next, and is 215–222 MB with this (bench server). It costs the start about 60 ms.
 */
export const SERVER_ENV = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/server/node-env.json'), 'utf8'));

export function serveBuilt() {
  if (!fs.existsSync(path.join(ROOT, SERVER_ENTRY))) fail(`Servidor não compilado (${SERVER_ENTRY}): rode \`node deploy/tools/build.mjs\` antes.`);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...SERVER_ENV, WEB_DIR: 'shell/dist', REGISTRY_DIR: 'deploy/registry', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) serveBuilt();

#!/usr/bin/env node
// npm start: install, build, and serve everything from one process on http://localhost:8080
// (PORT overrides it), on the embedded PGlite database with demo data unless DATABASE_URL is set.
import { pnpm, run, fail } from './lib.mjs';
import { serveBuilt } from './serve.mjs';

try {
  await pnpm(['install', '--frozen-lockfile', '--reporter=silent']);
  await run(process.execPath, ['deploy/tools/build.mjs']);
} catch (error) {
  fail(error.message);
}
serveBuilt();

#!/usr/bin/env node
// Serves what is already built (no install, no build): the API, the shell and the registry,
// from one process. `npm start` calls this after installing and building. The API runs compiled
// (packages/server/dist/main.js, made by deploy/tools/build.mjs); tsx is for development and tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, fail } from './lib.mjs';

export const SERVER_ENTRY = 'packages/server/dist/main.js';

export function serveBuilt() {
  if (!fs.existsSync(path.join(ROOT, SERVER_ENTRY))) fail(`Servidor não compilado (${SERVER_ENTRY}): rode \`node deploy/tools/build.mjs\` antes.`);
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { WEB_DIR: 'shell/dist', REGISTRY_DIR: 'deploy/registry', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) serveBuilt();

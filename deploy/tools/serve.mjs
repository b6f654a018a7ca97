#!/usr/bin/env node
// Serves what is already built (no install, no build): the API, the shell and the registry,
// from one process. `npm start` calls this after installing and building.
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

export function serveBuilt() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { WEB_DIR: 'shell/dist', REGISTRY_DIR: 'deploy/registry', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) serveBuilt();

// The production server as benchmarks run it: compiled by packages/server/build.mjs (what `npm start`
// and the API image run), started as `node packages/server/dist/main.js` in its own process (so its
// memory is measured alone) with the deployment's node flags and LOG_LEVEL=info, on a free port, ready
// once /api/health answers 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SERVER = resolve(import.meta.dirname, '..');
const ROOT = resolve(SERVER, '../..');
export const COMPILED_ENTRY = 'packages/server/dist/main.js';
/**
 * Node's flags for the compiled server, as npm start and the API image run it (deploy/tools/serve.mjs), and then
 * BENCH_NODE_FLAGS (space-separated), to measure a candidate flag before it goes into node-flags.json.
 */
/** The compiled server's environment as npm start and the API image give it (deploy/tools/serve.mjs), under the bench's own. */
export const SERVER_ENV = JSON.parse(readFileSync(join(ROOT, 'packages/server/node-env.json'), 'utf8')) as Record<string, string>;
export const SERVER_NODE_FLAGS = [
  ...(JSON.parse(readFileSync(join(ROOT, 'packages/server/node-flags.json'), 'utf8')) as string[]),
  ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
];

/**
 * Compiles the server as `npm start` does (never measure a stale dist/). BENCH_NO_BUILD=1 measures the dist/ that
 * is there (said on the output), for a working tree whose sources do not build at the moment.
 */
export async function buildCompiledServer(): Promise<void> {
  if (process.env.BENCH_NO_BUILD === '1') {
    console.log('BENCH_NO_BUILD=1: o servidor compilado que já está em packages/server/dist, sem compilar de novo');
    return;
  }
  const { buildServer } = (await import(join(SERVER, 'build.mjs'))) as { buildServer: (o?: { quiet?: boolean }) => Promise<void> };
  await buildServer({ quiet: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/** Status of GET /api/health, or 0 when nothing answers yet. */
export function healthStatus(port: number): Promise<number> {
  return new Promise((resolveStatus) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    });
    req.on('error', () => resolveStatus(0));
    req.setTimeout(5000, () => req.destroy());
  });
}

export interface CompiledServer {
  child: ChildProcess;
  base: string;
  /** What the server wrote so far (stdout and stderr), for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server with `env` on top of the benchmark's environment (HOST and PORT are set here;
 * LOG_LEVEL=info unless `env` says otherwise: every deployment logs each request) and waits for its first 200
 * on /api/health. `nodeArgs` go before the server's own flags (a CPU profile, say).
 */
export async function startCompiledServer(env: Record<string, string>, giveUpMs = 60_000, nodeArgs: string[] = []): Promise<CompiledServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_NODE_FLAGS, COMPILED_ENTRY], {
    cwd: ROOT,
    env: { ...SERVER_ENV, ...process.env, LOG_LEVEL: 'info', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last chunks of what it wrote (the request log flows through here: kept cheaply, read only on failure).
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    chunks.push(chunk);
    kept += chunk.length;
    while (kept > 20_000 && chunks.length > 1) kept -= chunks.shift()!.length;
  };
  const output = () => Buffer.concat(chunks).toString();
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((done) => child.once('exit', (code) => ((exited = code), done())));
  const stop = async () => {
    if (exited === undefined) child.kill('SIGTERM');
    await exit;
  };
  const t0 = performance.now();
  for (;;) {
    if (exited !== undefined) throw new Error(`the server exited (${exited}) before answering:\n${output()}`);
    if ((await healthStatus(port)) === 200) break;
    if (performance.now() - t0 > giveUpMs) {
      await stop();
      throw new Error(`no 200 on /api/health after ${giveUpMs / 1000} s:\n${output()}`);
    }
    await sleep(20);
  }
  return { child, base: `http://127.0.0.1:${port}`, output, stop };
}

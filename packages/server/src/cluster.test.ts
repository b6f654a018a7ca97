import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_PG_URL_ENV } from './test/global-setup';
import { createTestDatabase, type TestDatabase } from './test/helpers';

// API_WORKERS=2: the real entry (src/main.ts through tsx) as a process tree on PostgreSQL.

const SERVER_DIR = join(__dirname, '..');
const onPostgres = process.env[TEST_PG_URL_ENV] ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Pids of the API workers of the primary `pid` (its children running main.ts: tsx may add an esbuild service of its own). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.ts')) found.push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return found.sort((a, b) => a - b);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => T | Promise<T>, ms = 60_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

onPostgres('API_WORKERS=2 on PostgreSQL', () => {
  let db: TestDatabase;
  let server: ChildProcess | undefined;
  let output = '';
  const folders: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgresql');
  });
  afterAll(async () => {
    const left = server?.pid ? childrenOf(server.pid) : [];
    if (server?.exitCode === null) server.kill('SIGKILL');
    for (const pid of left) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await db?.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('gives up with exit 1 when the workers cannot start (a database that refuses connections)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sisacte-cluster-'));
    folders.push(folder);
    const failing = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...serverEnv(folder, await freePort()), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nada' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    failing.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    failing.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => failing.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(said).toContain('Cannot keep the server up: 6 workers stopped within 60 s');
    expect(childrenOf(failing.pid!)).toEqual([]);
  }, 180_000);

  it('serves one port from two worker processes, replaces a worker that dies, and closes them all on SIGTERM', async () => {
    const port = await freePort();
    const folder = mkdtempSync(join(tmpdir(), 'sisacte-cluster-'));
    folders.push(folder);
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...serverEnv(folder, port), DATABASE_URL: connectionString(db) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const primary = server.pid!;
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));

    // The address is printed once, by the primary, when both workers listen.
    await until('the banner', () => output.includes(`SisActe: http://127.0.0.1:${port}`), 90_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    expect(output).toContain('Banco de dados: PostgreSQL; 2 processos');
    expect(output.match(/SisActe: http/g)).toHaveLength(1);
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);

    // A new connection each time (a kept-alive one to a worker that is killed below would be reset).
    const health = () =>
      new Promise<number>((resolve, reject) => {
        const req = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.setTimeout(5000, () => req.destroy(new Error(`no answer in 5 s; server output:\n${output}`)));
      });
    for (let i = 0; i < 10; i++) expect(await health()).toBe(200);

    // A worker that dies is replaced; the port answers meanwhile.
    process.kill(workers[0]!, 'SIGKILL');
    // Once the primary knows (a connection handed to the dead worker before that is lost, as with any
    // process that dies), the other worker answers while the replacement starts.
    await until('the primary to notice', () => output.includes(`API worker ${workers[0]} stopped (SIGKILL)`));
    expect(await health()).toBe(200);
    const replaced = await until('a new worker', () => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(workers[0]!) ? now : null;
    });
    expect(replaced).toContain(workers[1]);
    const newcomer = replaced.find((pid) => pid !== workers[1])!;
    await until('the new worker listening', () => output.includes(`API worker ${newcomer} listening, in place of ${workers[0]}.`));
    expect(await health()).toBe(200);

    // SIGTERM to the primary closes every worker, then the primary, with 0.
    server.kill('SIGTERM');
    const giveUp = new AbortController();
    const code = await Promise.race([exited, sleep(20_000, undefined, { signal: giveUp.signal }).then(() => `still running after 20 s:\n${output}`)]);
    giveUp.abort();
    expect(code).toBe(0);
    await until('the workers gone', () => replaced.every((pid) => !alive(pid)), 20_000);
  }, 180_000);
});

/** The server's environment with two workers, its folders in `folder`. */
function serverEnv(folder: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    ADMIN_PASSWORD: 'jabuticaba-azul-voando',
    API_WORKERS: '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIR: join(folder, 'web'),
    REGISTRY_DIR: join(folder, 'registry'),
    DATA_DIR: join(folder, 'data'),
  };
}

/** The connection string of the test database behind `db` (its pool's). */
function connectionString(db: TestDatabase): string {
  return (db.handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
}

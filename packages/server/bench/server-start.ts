/**
 * `pnpm bench server`: the production server's start-up and idle memory.
 *
 * Compiles the server (packages/server/build.mjs, as `npm start` does) and starts it the way
 * `npm start` and the API image do — `node packages/server/dist/main.js`, one process, with
 * WEB_DIR/REGISTRY_DIR as deploy/tools/serve.mjs sets them — several times on each database:
 *   - PostgreSQL, populated (database sisacte_bench_start on BENCH_DATABASE_URL, dropped,
 *     re-created and prepared by a first start that is reported but has no target):
 *     first 200 on /api/health ≤ 1 s after the process is spawned, idle RSS ≤ 120 MB;
 *   - PGlite, populated (a data folder prepared by a first start): first 200 ≤ 1 s;
 *   - PGlite, empty (a new data folder each time: migrations, reference data, demo seed): first
 *     200 ≤ 4 s;
 *   - PGlite, the default's memory: idle RSS of the populated folder ≤ 250 MB; then, with 100,000 people
 *     added to it (the `pglite` bench's rows), its idle RSS, and its peak RSS while PEOPLE_CLIENTS clients
 *     list people for PEOPLE_SECONDS (GET /api/welcomeds unfiltered, by name, gender, age, nationality, as the
 *     people list asks, logged in through POST /authenticate) ≤ 300 MB; the list's p95 is printed beside it.
 * Time to first 200 counts from spawn() to the first 200 of /api/health (which asks the database),
 * polled every 10 ms; the server's CPU time until then (all its threads) is printed beside it, a
 * figure a busy machine changes far less than the time. Idle RSS is VmRSS from /proc/<pid>/status
 * IDLE_SECONDS after that 200, with no request in between. A case's figure is the median of its
 * runs (each run is printed with --verbose). Prints a table with the machine's load average at each
 * case; exits 1 when a target is missed.
 *
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Flags: --runs=N (starts per case, default 3), --tsx (run the sources through tsx instead, to
 *        compare; the targets are the compiled server's), --only=postgresql|pglite (repeatable),
 *        --verbose (every run).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseUrl, withPgClient } from '../src/test/pg-admin';
import { addPeople, BENCH_JWT_SECRET, cpuMs, loginToken, flagValue, loadavg, percentile, printVerdict, recreateDatabase } from './bench-kit';
import { buildCompiledServer, COMPILED_ENTRY, freePort, healthStatus, SERVER_ENV, SERVER_NODE_FLAGS } from './compiled-server';

const ROOT = resolve(import.meta.dirname, '../../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sisacte_bench_start';
const JWT_SECRET = BENCH_JWT_SECRET;

const argv = process.argv.slice(2);
const flag = (name: string) => flagValue(argv, name);
const RUNS = Math.max(1, Number(flag('runs') ?? 3));
const TSX = argv.includes('--tsx');
const VERBOSE = argv.includes('--verbose');
const ONLY = argv.filter((a) => a.startsWith('--only=')).map((a) => a.split('=')[1]);
const wants = (engine: 'postgresql' | 'pglite') => ONLY.length === 0 || ONLY.includes(engine);

const TARGET_FIRST_200_MS = 1000;
const TARGET_EMPTY_PGLITE_MS = 4000;
const TARGET_IDLE_RSS_MB = 120;
const TARGET_PGLITE_IDLE_RSS_MB = 250;
const TARGET_PGLITE_LOADED_RSS_MB = 300;
const PEOPLE = 100_000;
const PEOPLE_CLIENTS = 8;
const PEOPLE_SECONDS = 20;
/** How long after the first 200 the idle RSS is read. */
const IDLE_SECONDS = 5;
const GIVE_UP_MS = 60_000;

const ENTRY = TSX ? ['--import', 'tsx', 'packages/server/src/main.ts'] : [...SERVER_NODE_FLAGS, COMPILED_ENTRY];

const load1 = () => Number(loadavg().split(' ')[0]);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}

interface Start {
  ms: number;
  /** CPU time of the server (every thread: V8 compiles WebAssembly and optimises in the background) until its first 200. */
  cpuMs: number;
  rss: number;
  load: number;
  log: string;
}

/**
 * Spawns the server, waits for its first 200 on /api/health, reads its idle RSS, then runs `meanwhile`
 * (given the server's address and pid), and stops it.
 */
async function start(env: Record<string, string>, { idle = true, meanwhile }: { idle?: boolean; meanwhile?: (base: string, pid: number) => Promise<void> } = {}): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ENTRY, {
    cwd: ROOT,
    env: {
      ...SERVER_ENV,
      ...process.env,
      WEB_DIR: 'shell/dist',
      REGISTRY_DIR: 'deploy/registry',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // The request log flows through here: only the last of it is kept.
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 100_000) log = log.slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((done) => child.once('exit', (code) => ((exited = code), done())));
  try {
    let ms = 0;
    let cpuTime = 0;
    for (;;) {
      if (exited !== undefined) throw new Error(`the server exited (${exited}) before answering:\n${log}`);
      const status = await healthStatus(port);
      if (status === 200) {
        ms = performance.now() - t0;
        cpuTime = cpuMs(child.pid!);
        break;
      }
      if (performance.now() - t0 > GIVE_UP_MS) throw new Error(`no 200 on /api/health after ${GIVE_UP_MS / 1000} s (last: ${status}):\n${log}`);
      await sleep(10);
    }
    const load = load1();
    if (idle) await sleep(IDLE_SECONDS * 1000);
    const rss = rssMb(child.pid!);
    await meanwhile?.(`http://127.0.0.1:${port}`, child.pid!);
    return { ms, cpuMs: cpuTime, rss, load, log: log.slice(-20_000) };
  } finally {
    if (exited === undefined) child.kill('SIGTERM');
    await exit;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Row {
  name: string;
  runs: Start[];
  /** What the row measures: the time to the first 200, or the idle RSS. */
  measure: 'ms' | 'MB';
  target: string;
  ok: boolean | null;
}

const valueOf = (row: Row, start: Start) => (row.measure === 'ms' ? start.ms : start.rss);

function report(name: string, runs: Start[]) {
  if (!VERBOSE) return;
  for (const [i, r] of runs.entries()) {
    console.log(`  ${name} #${i + 1}: ${r.ms.toFixed(0)} ms (CPU ${r.cpuMs.toFixed(0)} ms), RSS ${r.rss.toFixed(0)} MB, carga ${r.load.toFixed(2)}`);
  }
}

async function postgresql(rows: Row[]) {
  await recreateDatabase(ADMIN_URL, DB_NAME);
  try {
    const env = { DATABASE_URL: databaseUrl(ADMIN_URL, DB_NAME), JWT_SECRET, ADMIN_PASSWORD: 'ondas-do-mar-no-bench' };
    const first = await start(env, { idle: false });
    rows.push({ name: 'PostgreSQL vazio: 1º 200 (migrações, dados de referência)', runs: [first], measure: 'ms', target: '—', ok: null });
    const runs: Start[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await start(env));
    report('PostgreSQL', runs);
    const ms = median(runs.map((r) => r.ms));
    const rss = median(runs.map((r) => r.rss));
    rows.push({
      name: 'PostgreSQL populado: 1º 200 em /api/health',
      runs,
      measure: 'ms',
      target: `≤ ${TARGET_FIRST_200_MS} ms`,
      ok: ms <= TARGET_FIRST_200_MS,
    });
    rows.push({
      name: `PostgreSQL: RSS ocioso (${IDLE_SECONDS} s após o 1º 200)`,
      runs,
      measure: 'MB',
      target: `≤ ${TARGET_IDLE_RSS_MB} MB`,
      ok: rss <= TARGET_IDLE_RSS_MB,
    });
  } finally {
    await withPgClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
  }
}

async function pglite(rows: Row[]) {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sisacte-bench-start-'));
    dirs.push(dir);
    return dir;
  };
  try {
    const empty: Start[] = [];
    for (let i = 0; i < RUNS; i++) empty.push(await start({ DATA_DIR: fresh() }));
    report('PGlite vazio', empty);
    rows.push({
      name: 'PGlite vazio: 1º 200 (migrações, dados de referência, demo)',
      runs: empty,
      measure: 'ms',
      target: `≤ ${TARGET_EMPTY_PGLITE_MS} ms`,
      ok: median(empty.map((r) => r.ms)) <= TARGET_EMPTY_PGLITE_MS,
    });
    const populated = dirs[0]!;
    const runs: Start[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await start({ DATA_DIR: populated }));
    report('PGlite populado', runs);
    rows.push({
      name: 'PGlite populado: 1º 200 em /api/health',
      runs,
      measure: 'ms',
      target: `≤ ${TARGET_FIRST_200_MS} ms`,
      ok: median(runs.map((r) => r.ms)) <= TARGET_FIRST_200_MS,
    });
    rows.push({
      name: `PGlite populado: RSS ocioso (${IDLE_SECONDS} s após o 1º 200)`,
      runs,
      measure: 'MB',
      target: `≤ ${TARGET_PGLITE_IDLE_RSS_MB} MB`,
      ok: median(runs.map((r) => r.rss)) <= TARGET_PGLITE_IDLE_RSS_MB,
    });
    await addPeople(join(populated, 'pglite'), PEOPLE);
    let loaded: Load | undefined;
    const withPeople = await start({ DATA_DIR: populated }, { meanwhile: async (base, pid) => void (loaded = await listPeople(base, pid)) });
    rows.push({
      name: `PGlite com ${PEOPLE.toLocaleString('pt-BR')} pessoas: RSS ocioso`,
      runs: [withPeople],
      measure: 'MB',
      target: `≤ ${TARGET_PGLITE_IDLE_RSS_MB} MB`,
      ok: withPeople.rss <= TARGET_PGLITE_IDLE_RSS_MB,
    });
    rows.push({
      name: `PGlite com ${PEOPLE.toLocaleString('pt-BR')} pessoas: RSS máximo com ${PEOPLE_CLIENTS} clientes na lista por ${PEOPLE_SECONDS} s`,
      runs: [{ ...withPeople, rss: loaded!.peakRss }],
      measure: 'MB',
      target: `≤ ${TARGET_PGLITE_LOADED_RSS_MB} MB`,
      ok: loaded!.peakRss <= TARGET_PGLITE_LOADED_RSS_MB,
    });
    console.log(
      `PGlite com ${PEOPLE.toLocaleString('pt-BR')} pessoas, lista sob carga: ${loaded!.requests} pedidos (${(loaded!.requests / PEOPLE_SECONDS).toFixed(0)}/s), ` +
        `p50 ${loaded!.p50.toFixed(1)} ms, p95 ${loaded!.p95.toFixed(1)} ms, RSS máximo ${loaded!.peakRss.toFixed(0)} MB; carga ${loadavg()}`,
    );
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

interface Load {
  requests: number;
  p50: number;
  p95: number;
  peakRss: number;
}

/** PEOPLE_CLIENTS clients list people back to back for PEOPLE_SECONDS, logged in as the demo administrator; RSS read every 100 ms. */
async function listPeople(base: string, pid: number): Promise<Load> {
  const token = await loginToken(base);
  const queries = ['', 'name=maria', 'name=silva&gender=Feminino', 'age_min=30&age_max=50', 'nacionality=5', 'gender=Masculino&civil_status=Casado', 'name=jo', 'page=20'];
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 100);
  const times: number[] = [];
  const until = performance.now() + PEOPLE_SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: PEOPLE_CLIENTS }, async (_, client) => {
        for (let i = client; performance.now() < until; i += PEOPLE_CLIENTS) {
          const t0 = performance.now();
          const res = await fetch(`${base}/api/welcomeds?${queries[i % queries.length]}`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`/api/welcomeds answered ${res.status}`);
          times.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  peakRss = Math.max(peakRss, rssMb(pid));
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), peakRss };
}

function printTable(rows: Row[]) {
  const header = ['caso', 'inícios', 'mediana', 'máx', 'CPU até o 200', 'carga 1 min', 'meta', 'ok'];
  const body = rows.map((r) => {
    const values = r.runs.map((s) => valueOf(r, s));
    return [
      r.name,
      String(r.runs.length),
      `${median(values).toFixed(0)} ${r.measure}`,
      `${Math.max(...values).toFixed(0)} ${r.measure}`,
      `${median(r.runs.map((s) => s.cpuMs)).toFixed(0)} ms`,
      median(r.runs.map((s) => s.load)).toFixed(2),
      r.target,
      r.ok === null ? '—' : r.ok ? 'sim' : 'NÃO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 6 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
  const rss = rows.filter((r) => r.measure === 'ms' && r.ok !== null);
  console.log(`\nRSS ${IDLE_SECONDS} s após o 1º 200: ${rss.map((r) => `${r.name.split(':')[0]} ${median(r.runs.map((s) => s.rss)).toFixed(0)} MB`).join('; ')}`);
}

async function main() {
  if (TSX) {
    console.log('Servidor: fontes TypeScript via tsx (comparação; as metas são as do servidor compilado)');
  } else {
    // The build `npm start` runs; never a stale dist.
    await buildCompiledServer();
    if (!existsSync(join(ROOT, COMPILED_ENTRY))) throw new Error(`the build did not produce ${COMPILED_ENTRY}`);
    console.log(`Servidor: compilado (node ${SERVER_NODE_FLAGS.join(' ')} packages/server/dist/main.js), LOG_LEVEL=info`);
  }
  console.log(`Carga da máquina no início (loadavg 1/5/15 min): ${loadavg()}; núcleos: ${availableParallelism()}; ${RUNS} início(s) por caso`);
  const rows: Row[] = [];
  if (wants('postgresql')) await postgresql(rows);
  if (wants('pglite')) await pglite(rows);
  printTable(rows);
  console.log(`\nCarga da máquina no fim (loadavg 1/5/15 min): ${loadavg()}; núcleos: ${availableParallelism()}`);
  printVerdict(rows.filter((r) => r.ok === false).map((r) => r.name));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

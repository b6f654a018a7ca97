/**
 * The people list against its own SQL, measured side by side.
 *
 * Called by `pnpm bench people` (on its seeded database and its compiled API in a child process), or alone
 * (the compiled API, one process) on a database that `pnpm bench people --keep` left behind:
 *   npx tsx bench/list-throughput.ts [--db=sisacte_bench] [--seconds=6]
 *
 * 1. Round trips: an app built in this process, on the same database, answers each list path of a
 *    mix once cold (fresh app) and once warm, while every statement sent to PostgreSQL is recorded
 *    (text, parameters, driver options): the statements per request, cold and warm, are printed,
 *    with the target ≤ 2 warm.
 * 2. Throughput, at concurrency 20 for a few seconds each, one after the other, each side warmed
 *    until its rate settles: the API over HTTP (keep-alive, the token of the bench user; a load client as lean as
 *    wrk's, bench-kit's keepAliveClient, whose CPU on the same two cores is a measuring error), then the
 *    same warm statements of the same paths sent straight through `pg` (a pool of the API's own size,
 *    DATABASE_POOL_SIZE: 5 on 2 cores, of which the API lends one to LISTEN) — the statements of one request in order, as the API sends them. Prints both rates
 *    and the ratio of the API in one process (the default deployment), target ≥ 70 %; and, beside
 *    them, the API in API_WORKERS processes when `bench people` starts more, and the API's rate when
 *    asked for compression as a browser asks (the ratio compares uncompressed answers with pg's rows), and through
 *    Node's own HTTP client (the bench's until 2026-12-01, which took twice the CPU); and
 *    the reference, in the same turns: the same statements behind a bare Fastify route with the API's request
 *    log and nothing else (reference-server.mjs), what the stack alone allows on this machine. Each side's CPU per
 *    request is printed beside (the server's process, the list database's backends and this process, from /proc:
 *    see CpuShare), with what a server would spend if the requests came from another machine.
 * 3. Deep pages at concurrency 20: page 1,000 and the last page the paginator offers (of the whole
 *    list and of one filter) and the deepest page served of the whole list, p95 ≤ 50 ms; a page the
 *    API refuses with its limit message counts as answered (see deepPages).
 * Every target row carries the load average read when it was measured.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { buildApp } from '../src/app';
import { defaultPoolConnections } from '../src/config';
import { integer } from '../src/lib/config-error';
import { AUTH_CACHE_SECONDS_DEFAULT } from '../src/modules/auth';
import { openDatabase } from '../src/db/client';
import { MAX_LIST_OFFSET } from '../src/modules/acolhimento';
import { withPgClient } from '../src/test/pg-admin';
import { apiEnv, backendCpu, BENCH_JWT_SECRET, BROWSER_ACCEPT_ENCODING, type BenchRow, benchUserToken, cpuBetween, cpuMs, flagValue, keepAliveClient, loadavg, withQuery } from './bench-kit';
import { buildCompiledServer, SERVER_NODE_FLAGS, startCompiledServer } from './compiled-server';

export const TARGET_ROUND_TRIPS = 2;
export const TARGET_RATIO = 0.7;
export const TARGET_DEEP_P95_MS = 50;
const CONCURRENCY = 20;
/** Turns of each side in a throughput case (see throughput). */
const ROUNDS = 3;
/**
 * The API's pool (DATABASE_POOL_SIZE when set, which the measured server inherits; else its default for one process on
 * this machine): PostgreSQL sees the same number of connections on every side, the reference's included.
 */
const PG_POOL_SIZE = integer(process.env, 'DATABASE_POOL_SIZE', defaultPoolConnections(), 3, 1000);

export interface ListBenchOptions {
  /** The API under test (a child process) and a token it accepts. */
  base: string;
  token: string;
  /** The secret the API signs with and the database it runs on (the in-process capture uses both). */
  jwtSecret: string;
  dbUrl: string;
  /** Named sets of list paths (`/api/welcomeds?...`); each is a throughput case. */
  mixes: [string, string[]][];
  /** Seconds per throughput run and side (default 6). */
  seconds?: number;
  verbose?: boolean;
  /** Processes behind `base` (API_WORKERS), named in the throughput rows. */
  processes?: number;
  /** The same API in one process: its rate is measured after `base`'s and printed beside it, without a target. */
  oneProcessBase?: string;
  /** The process of the API in one process (`oneProcessBase`, else `base`): its CPU per request is printed (see CpuShare). */
  apiPid?: number | undefined;
}

/** The load average when a case started and when it ended: at concurrency 20 the bench itself adds up to ~10 to the 1-minute figure. */
const withLoad = (note: string, before: string) => `${note}; carga ${before} → ${loadavg()}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

// ---------------------------------------------------------------- capturing the statements

interface Statement {
  /** The driver's query config as the API passes it: the text alone, or an object (text, name, rowMode, type parsers) as drizzle builds it. */
  config: pg.QueryConfig | string;
  values: unknown[] | undefined;
}

interface Captured {
  /** Warm statements of each path, in the order the API sent them. */
  statements: Map<string, Statement[]>;
  cold: number[];
  warm: number[];
}

/**
 * Builds the app in this process on `dbUrl`, and records every statement each path sends: the
 * first answer of a path on a fresh app (cold: nothing cached), then a second one (warm).
 */
async function capture(options: ListBenchOptions, paths: string[]): Promise<Captured> {
  const handle = await openDatabase({ databaseUrl: options.dbUrl });
  const app = await buildApp({
    db: handle,
    jwtSecret: options.jwtSecret,
    tokenTtlSeconds: 3600,
    // As the measured server (which inherits this environment): with its session checks kept or not.
    authCacheSeconds: integer(process.env, 'AUTH_CACHE_SECONDS', AUTH_CACHE_SECONDS_DEFAULT, 0, 3600),
    loginRateLimit: { perIpPerMinute: 1000, perUserFailures: 5, perUserWindowMs: 60_000 },
  });
  const proto = pg.Pool.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let sink: Statement[] | null = null;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    if (sink && config && (typeof config === 'object' || typeof config === 'string')) {
      sink.push({ config: config as Statement['config'], values: (values ?? (config as pg.QueryConfig).values) as unknown[] | undefined });
    }
    return original.apply(this, args);
  };
  const statements = new Map<string, Statement[]>();
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    const answer = async (url: string) => {
      const recorded: Statement[] = [];
      sink = recorded;
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${options.token}` } });
      sink = null;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode} in the capture: ${res.body.slice(0, 200)}`);
      return recorded;
    };
    for (const path of paths) cold.push((await answer(path)).length);
    for (const path of paths) {
      const recorded = await answer(path);
      warm.push(recorded.length);
      statements.set(path, recorded);
    }
  } finally {
    proto.query = original;
    await app.close();
    await handle.close();
  }
  return { statements, cold, warm };
}

// ---------------------------------------------------------------- load generation

interface Run {
  count: number;
  seconds: number;
  latencies: number[];
  failures: string[];
}

/** `concurrency` workers call `job(i)` for each index `take()` hands out, until it hands out none. */
async function runWorkers(concurrency: number, take: () => number | undefined, job: (i: number) => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = take(); i !== undefined; i = take()) {
        const start = performance.now();
        try {
          await job(i);
          latencies.push(performance.now() - start);
        } catch (error) {
          if (failures.length < 5) failures.push(String(error));
        }
      }
    }),
  );
  return { count: latencies.length, seconds: (performance.now() - t0) / 1000, latencies: latencies.sort((a, b) => a - b), failures };
}

/** `concurrency` workers call `job(i)` back to back for `seconds`. */
function closedLoop(concurrency: number, seconds: number, job: (i: number) => Promise<void>): Promise<Run> {
  let next = 0;
  const end = performance.now() + seconds * 1000;
  return runWorkers(concurrency, () => (performance.now() < end ? next++ : undefined), job);
}

/** `concurrency` workers share `total` calls of `job(i)`. */
function fixedCount(concurrency: number, total: number, job: (i: number) => Promise<void>): Promise<Run> {
  let next = 0;
  return runWorkers(concurrency, () => (next < total ? next++ : undefined), job);
}

const rate = (run: Run) => run.count / run.seconds;

/** Runs one after the other taken as one: their requests and their time summed. */
function merged(runs: Run[]): Run {
  return {
    count: runs.reduce((n, r) => n + r.count, 0),
    seconds: runs.reduce((n, r) => n + r.seconds, 0),
    latencies: runs.flatMap((r) => r.latencies).sort((a, b) => a - b),
    failures: runs.flatMap((r) => r.failures).slice(0, 5),
  };
}

/**
 * Where the machine's CPU went in one side's turns, in ms: the server's process (the API's, the reference's; none
 * on pg's side), the list database's PostgreSQL backends (a server on this machine: from /proc), and this process,
 * the bench's own clients (HTTP, or `pg` on pg's side). On a 2-core machine the three share the cores, so a side's
 * rate follows its sum: the ratio is read from these figures.
 */
interface CpuShare {
  server: number;
  postgres: number;
  client: number;
  requests: number;
}

const noCpu = (): CpuShare => ({ server: 0, postgres: 0, client: 0, requests: 0 });

/** `run()` with the CPU it took added to `share` (`pid`: the server's process, if any). */
async function withCpu(share: CpuShare, pid: number | undefined, adminUrl: string, database: string, run: () => Promise<Run>): Promise<Run> {
  const server0 = pid ? cpuMs(pid) : 0;
  const postgres0 = await backendCpu(adminUrl, database);
  const client0 = process.cpuUsage();
  const result = await run();
  const client = process.cpuUsage(client0);
  share.server += pid ? cpuMs(pid) - server0 : 0;
  share.postgres += cpuBetween(postgres0, await backendCpu(adminUrl, database));
  share.client += (client.user + client.system) / 1000;
  share.requests += result.count;
  return result;
}

/** A side's CPU per request in µs, as `server + PostgreSQL + bench = total` (the server left out on pg's side). */
function cpuPerRequest(share: CpuShare, serverName: string | null): string {
  const us = (ms: number) => ((ms * 1000) / Math.max(1, share.requests)).toFixed(0);
  const parts = [...(serverName ? [`${serverName} ${us(share.server)}`] : []), `PostgreSQL ${us(share.postgres)}`, `bench ${us(share.client)}`];
  return `${parts.join(' + ')} = ${us(share.server + share.postgres + share.client)} µs`;
}

/**
 * Each side's CPU per request, and what a server would spend with its requests coming from another machine: the API
 * and PostgreSQL, against PostgreSQL and `pg` (pg's client is the application there; the bench's HTTP client is not).
 */
function cpuNote(cpu: { api: CpuShare; pg: CpuShare; reference: CpuShare }): string {
  const perRequest = (ms: number, share: CpuShare) => ms / Math.max(1, share.requests);
  const apiServer = perRequest(cpu.api.server + cpu.api.postgres, cpu.api);
  const pgServer = perRequest(cpu.pg.postgres + cpu.pg.client, cpu.pg);
  return (
    `CPU por pedido: API ${cpuPerRequest(cpu.api, 'processo')}, pg ${cpuPerRequest(cpu.pg, null)}, referência ${cpuPerRequest(cpu.reference, 'processo')}; ` +
    `sem o cliente HTTP do bench (pedidos vindos de outra máquina) ${(apiServer * 1000).toFixed(0)} contra ${(pgServer * 1000).toFixed(0)} µs = ${((pgServer / apiServer) * 100).toFixed(0)} %`
  );
}

/** Runs `job` at full concurrency in 2 s windows until two windows in a row differ by less than 5 % (at least 3, at most 12 windows). */
async function warmUp(job: (i: number) => Promise<void>): Promise<void> {
  let previous = 0;
  let settled = 0;
  for (let window = 0; window < 12 && settled < 2; window++) {
    const run = await closedLoop(CONCURRENCY, 2, job);
    const rate = run.count / run.seconds;
    settled = window >= 1 && Math.abs(rate - previous) <= 0.05 * previous ? settled + 1 : 0;
    previous = rate;
  }
}

/** The API through Node's own client (informative): its run, a turn of pg right after it, and that client's CPU per request (this process's). */
interface NodeClientRun {
  run: Run;
  pg: Run;
  clientUs: number;
}

interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * The load client of every side over HTTP (the API, the reference): bench-kit's keepAliveClient, as lean as wrk, so
 * that the two cores go to the server rather than to the client; `compressed`: asks for compression as a browser does.
 */
function httpClient(base: string, token: string, compressed = false) {
  return keepAliveClient(base, { authorization: `Bearer ${token}`, ...(compressed ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {}) });
}

/**
 * Node's own client (`http.get`, a keep-alive agent, the body read as text), the bench's load client until
 * 2026-12-01: the API's rate through it is printed beside the ratio, without a target (it spent 145 µs of the two
 * cores per request against the lean client's ~60).
 */
function nodeHttpClient(base: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const headers = { authorization: `Bearer ${token}` };
  const get = (path: string) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const req = http.get(base + path, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

// ---------------------------------------------------------------- the reference

/**
 * reference-server.mjs on `captured`'s statements (a child process, the server's node flags): the same statements
 * behind a bare Fastify route with the API's request log, nothing else. Its rate is printed beside the ratio.
 */
async function startReference(captured: Captured, dbUrl: string): Promise<{ base: string; pid: number | undefined; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'list-reference-'));
  const file = join(dir, 'statements.json');
  const plain = Object.fromEntries([...captured.statements].map(([path, list]) => [path, list.map(({ config, values }) => (typeof config === 'string' ? { text: config, values } : { text: config.text, values, name: config.name, rowMode: (config as { rowMode?: string }).rowMode }))]));
  writeFileSync(file, JSON.stringify(plain));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(import.meta.dirname, 'reference-server.mjs'), file, dbUrl, String(PG_POOL_SIZE)], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.resume(); // its log, read and dropped as a log driver would take it
  let said = '';
  const port = await new Promise<number>((ready, failed) => {
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const found = /listening (\d+)/.exec(said);
      if (found) ready(Number(found[1]));
    });
    child.once('exit', (code) => failed(new Error(`reference-server.mjs exited (${code}): ${said}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- the cases

/** `api`: one process, in turns with `direct` (`rounds`: the ratio of each turn); `many`: the API in `processes` processes, when the bench started more. */
function throughputRows(name: string, captured: Captured, api: Run, direct: Run, reference: Run, browserLike: Run, viaNodeClient: NodeClientRun, paths: number, loadBefore: string, processes: number, many: Run | null, rounds: number[], cpu: { api: CpuShare; pg: CpuShare; reference: CpuShare } | null): BenchRow[] {
  const apiRate = api.count / api.seconds;
  const pgRate = direct.count / direct.seconds;
  const ratio = pgRate > 0 ? apiRate / pgRate : 0;
  const maxWarm = Math.max(...captured.warm);
  const meanCold = captured.cold.reduce((a, b) => a + b, 0) / captured.cold.length;
  const meanWarm = captured.warm.reduce((a, b) => a + b, 0) / captured.warm.length;
  const pgNote =
    `${ROUNDS} turnos alternados, cada um ${rounds.map((r) => `${(r * 100).toFixed(0)} %`).join(' / ')}; ` +
    `pg ${pgRate.toFixed(0)}/s, p50 ${percentile(direct.latencies, 50).toFixed(1)} ms, p95 ${percentile(direct.latencies, 95).toFixed(1)} ms; ` +
    `referência (os mesmos comandos num Fastify só com o log de cada pedido) ${rate(reference).toFixed(0)}/s = ${((rate(reference) / pgRate) * 100).toFixed(0)} % do pg; ` +
    `API pedindo compressão como um navegador ${(browserLike.count / browserLike.seconds).toFixed(0)}/s, p95 ${percentile(browserLike.latencies, 95).toFixed(1)} ms; ` +
    `API pelo cliente HTTP do Node (o do bench até 2026-12-01; depois dos turnos, com um turno do pg logo em seguida) ${rate(viaNodeClient.run).toFixed(0)}/s = ` +
    `${((rate(viaNodeClient.run) / rate(viaNodeClient.pg)) * 100).toFixed(0)} % do pg desse turno, o cliente ${viaNodeClient.clientUs.toFixed(0)} µs de CPU por pedido` +
    (many ? `; a API em ${processes} processos ${(many.count / many.seconds).toFixed(0)}/s (${((many.count / many.seconds / pgRate) * 100).toFixed(0)} % do pg), p95 ${percentile(many.latencies, 95).toFixed(1)} ms` : '') +
    (cpu ? `; ${cpuNote(cpu)}` : '');
  const apiName = 'API (um processo)';
  const failures = [...api.failures, ...(many?.failures ?? []), ...direct.failures];
  // the informative runs' failures are named, and leave the target alone
  const informative = [
    ...browserLike.failures.map((f) => `pedindo compressão: ${f}`),
    ...viaNodeClient.run.failures.map((f) => `cliente do Node: ${f}`),
    ...viaNodeClient.pg.failures.map((f) => `turno do pg depois do cliente do Node: ${f}`),
  ];
  return [
    {
      name: `round trips por pedido, ${name} (${paths} caminhos)`,
      n: captured.warm.length,
      p50: NaN,
      p95: NaN,
      max: NaN,
      target: `≤ ${TARGET_ROUND_TRIPS} (a quente)`,
      ok: maxWarm <= TARGET_ROUND_TRIPS,
      note: withLoad(`a quente média ${meanWarm.toFixed(2)}, máx ${maxWarm}; a frio média ${meanCold.toFixed(2)}, máx ${Math.max(...captured.cold)}`, loadBefore),
    },
    {
      name: `vazão ${name}: ${apiName} ${apiRate.toFixed(0)}/s × pg ${pgRate.toFixed(0)}/s = ${(ratio * 100).toFixed(0)} %`,
      n: api.count,
      p50: percentile(api.latencies, 50),
      p95: percentile(api.latencies, 95),
      max: api.latencies[api.latencies.length - 1] ?? NaN,
      target: `API ≥ ${TARGET_RATIO * 100} % do pg (concorrência ${CONCURRENCY})`,
      ok: ratio >= TARGET_RATIO && failures.length === 0,
      note: withLoad(
        pgNote + (failures.length > 0 ? `; falhas: ${[...new Set(failures)].join(' | ')}` : '') + (informative.length > 0 ? `; falhas fora da meta: ${[...new Set(informative)].join(' | ')}` : ''),
        loadBefore,
      ),
    },
  ];
}

async function throughput(options: ListBenchOptions, name: string, paths: string[], seconds: number): Promise<BenchRow[]> {
  const loadBefore = loadavg();
  const captured = await capture(options, paths);
  const client = httpClient(options.base, options.token);
  const browser = httpClient(options.base, options.token, true);
  const nodeClient = nodeHttpClient(options.oneProcessBase ?? options.base, options.token);
  const pool = new pg.Pool({ connectionString: options.dbUrl, max: PG_POOL_SIZE });
  try {
    const through = (c: { get(path: string): Promise<{ status: number }> }) => async (i: number) => {
      const res = await c.get(paths[i % paths.length]!);
      if (res.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
    };
    const apiJob = through(client);
    const pgJob = async (i: number) => {
      for (const s of captured.statements.get(paths[i % paths.length]!)!) await pool.query(s.config as pg.QueryConfig, s.values);
    };
    // Each side is warmed until its rate settles (the API's JIT needs several seconds of this load to
    // reach its steady speed), then both are measured in turns (ROUNDS of each, alternating): the machine's
    // speed drifts over tens of seconds (pg alone moved 1,233–1,783/s from one run to the next), and
    // alternating puts both sides in the same minutes. The ratio compares uncompressed answers with pg's
    // rows; the rate a browser gets (compressed) is printed beside it.
    // The target is held by one process, as deployed by default (`oneProcessBase` when `base` runs more).
    const single = options.oneProcessBase ? httpClient(options.oneProcessBase, options.token) : null;
    // The stack's own share: the same statements behind a bare Fastify with the same log (reference-server.mjs).
    const referenceServer = await startReference(captured, options.dbUrl);
    const referenceClient = httpClient(referenceServer.base, options.token);
    try {
      const oneJob = single ? through(single) : apiJob;
      const referenceJob = through(referenceClient);
      await warmUp(oneJob);
      await warmUp(pgJob);
      await warmUp(referenceJob);
      // The list database's backends are read from /proc through the server's `postgres` database (not counted).
      const adminUrl = Object.assign(new URL(options.dbUrl), { pathname: '/postgres' }).toString();
      const database = new URL(options.dbUrl).pathname.slice(1);
      const cpu = { api: noCpu(), pg: noCpu(), reference: noCpu() };
      const apiRounds: Run[] = [];
      const pgRounds: Run[] = [];
      const referenceRounds: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        apiRounds.push(await withCpu(cpu.api, options.apiPid, adminUrl, database, () => closedLoop(CONCURRENCY, seconds / ROUNDS, oneJob)));
        pgRounds.push(await withCpu(cpu.pg, undefined, adminUrl, database, () => closedLoop(CONCURRENCY, seconds / ROUNDS, pgJob)));
        referenceRounds.push(await withCpu(cpu.reference, referenceServer.pid, adminUrl, database, () => closedLoop(CONCURRENCY, seconds / ROUNDS, referenceJob)));
      }
      const rounds = apiRounds.map((run, i) => rate(run) / rate(pgRounds[i]!));
      const browserLike = await closedLoop(CONCURRENCY, seconds, through(browser));
      const nodeJob = through(nodeClient);
      await warmUp(nodeJob);
      const before = process.cpuUsage();
      const nodeRun = await closedLoop(CONCURRENCY, seconds / ROUNDS, nodeJob);
      const used = process.cpuUsage(before);
      const viaNodeClient: NodeClientRun = { run: nodeRun, pg: await closedLoop(CONCURRENCY, seconds / ROUNDS, pgJob), clientUs: (used.user + used.system) / Math.max(1, nodeRun.count) };
      // More processes (API_WORKERS), printed beside the target.
      let many: Run | null = null;
      if (single) {
        await warmUp(apiJob);
        many = await closedLoop(CONCURRENCY, seconds, apiJob);
      }
      return throughputRows(name, captured, merged(apiRounds), merged(pgRounds), merged(referenceRounds), browserLike, viaNodeClient, paths.length, loadBefore, options.processes ?? 1, many, rounds, options.apiPid && cpu.pg.postgres > 0 ? cpu : null);
    } finally {
      single?.close();
      referenceClient.close();
      await referenceServer.stop();
    }
  } finally {
    client.close();
    browser.close();
    nodeClient.close();
    await pool.end();
  }
}

const LIMIT_MESSAGE = /inverta a ordenação/;

/**
 * Deep pages at concurrency 20. Page 1,000 and the last page the paginator offers, of the whole list
 * and of one filter, hold the target (a page the API refuses with its limit message counts as
 * answered); so does the deepest page served of the whole list (an index-only walk). The deepest
 * page served of a filter is printed for information: reaching row n there reads n / selectivity
 * rows of the table, a cost the limit bounds but no index removes.
 */
async function deepPages(options: ListBenchOptions, requests: number): Promise<BenchRow[]> {
  const client = httpClient(options.base, options.token);
  const rows: BenchRow[] = [];
  const deepest = MAX_LIST_OFFSET / 20;
  try {
    for (const [label, query, deepestHasTarget] of [
      ['lista inteira', '', true],
      ['gender=Feminino', 'gender=Feminino&', false],
    ] as const) {
      const first = await client.get(`/api/welcomeds?${query}page=0&size=20`);
      const totalPages = (JSON.parse(first.body.toString()) as { totalPages: number }).totalPages;
      const cases: [string, (i: number) => number, boolean][] = [
        ['página 1.000', (i) => 999 + (i % 20), true],
        [`última página (${totalPages})`, (i) => Math.max(0, totalPages - 1 - (i % 3)), true],
        [`mais funda servida (${deepest})`, (i) => deepest - 1 - (i % 20), deepestHasTarget],
      ];
      for (const [pageLabel, pageOf, hasTarget] of cases) {
        let refused = 0;
        let served = 0;
        const path = (i: number) => `/api/welcomeds?${query}page=${pageOf(i)}&size=20`;
        const job = async (i: number) => {
          const res = await client.get(path(i));
          if (res.status === 200) served++;
          else if (res.status === 400 && LIMIT_MESSAGE.test(res.body.toString())) refused++;
          else throw new Error(`${path(i)} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
        };
        const loadBefore = loadavg();
        await fixedCount(CONCURRENCY, 2 * CONCURRENCY, job);
        refused = 0;
        served = 0;
        const run = await fixedCount(CONCURRENCY, requests, job);
        const p95 = percentile(run.latencies, 95);
        rows.push({
          name: `GET /api/welcomeds ${label}, ${pageLabel}, concorrência ${CONCURRENCY}`,
          n: run.count,
          p50: percentile(run.latencies, 50),
          p95,
          max: run.latencies[run.latencies.length - 1] ?? NaN,
          target: hasTarget ? `p95 ≤ ${TARGET_DEEP_P95_MS} ms` : 'informativo, sem meta',
          ok: (!hasTarget || p95 <= TARGET_DEEP_P95_MS) && run.failures.length === 0,
          note: withLoad(`${served} servidas, ${refused} recusadas com a mensagem do limite${run.failures.length ? `; falhas: ${run.failures.join(' | ')}` : ''}`, loadBefore),
        });
      }
    }
  } finally {
    client.close();
  }
  return rows;
}

/** Every case of this file, as rows of the people bench's table. */
export async function listThroughput(options: ListBenchOptions): Promise<BenchRow[]> {
  const seconds = options.seconds ?? 6;
  const rows: BenchRow[] = [];
  for (const [name, paths] of options.mixes) {
    const caseRows = await throughput(options, name, paths, seconds);
    if (options.verbose) for (const r of caseRows) console.log(`  ${r.name}: ${r.note ?? ''}`);
    rows.push(...caseRows);
  }
  rows.push(...(await deepPages(options, 300)));
  return rows;
}

/** The throughput mixes from the people bench's list cases: the unfiltered pages alone, and every case together. */
export function listMixes(cases: [string, string[]][], perCase = 10): [string, string[]][] {
  const unfiltered = cases[0]?.[1] ?? [];
  return [
    [`sem filtro (páginas 1–${unfiltered.length})`, unfiltered],
    ['todos os casos da lista', cases.flatMap(([, paths]) => paths.slice(0, perCase))],
  ];
}

// ---------------------------------------------------------------- alone

async function alone() {
  const arg = (name: string) => flagValue(process.argv.slice(2), name);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(adminUrl);
  url.pathname = `/${arg('db') ?? 'sisacte_bench'}`;
  const dbUrl = url.toString();
  const jwtSecret = BENCH_JWT_SECRET;

  const token = await benchUserToken(dbUrl, { username: 'bench_lists', name: 'Benchmark listas', role: ROLES.ACOLHIMENTO }, jwtSecret);
  const mixes = await withPgClient(dbUrl, async (c) => {
    const names = (await c.query<{ v: string }>(`SELECT split_part(name, ' ', 2) AS v FROM welcomeds WHERE status = 'active' ORDER BY id % 983, id LIMIT 30`)).rows.map((r) => r.v);
    const q = (params: Record<string, string | number>) => withQuery('/api/welcomeds', params);
    const range = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
    const cases: [string, string[]][] = [
      ['sem filtro', range(50, (i) => q({ page: i }))],
      ['name', names.map((name) => q({ name }))],
      ['gender', range(10, (i) => q({ gender: i % 2 ? 'Feminino' : 'Masculino', page: i }))],
      ['age_min', range(10, (i) => q({ age_min: (i * 7) % 90 }))],
      ['civil_status', range(10, (i) => q({ civil_status: ['Casado', 'Solteiro', 'Viúvo', 'Amasiado', 'Divorciado'][i % 5]! }))],
    ];
    return listMixes(cases);
  });
  // The compiled server as deployed (LOG_LEVEL=info, one process).
  await buildCompiledServer();
  const server = await startCompiledServer(apiEnv(dbUrl));
  try {
    const rows = await listThroughput({ base: server.base, apiPid: server.child.pid, token, jwtSecret, dbUrl, mixes, seconds: Number(arg('seconds') ?? 6), verbose: true });
    for (const r of rows) {
      const times = Number.isNaN(r.p95) ? '' : ` p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, máx ${r.max.toFixed(1)} ms;`;
      console.log(`${r.ok ? 'ok ' : 'NÃO'} ${r.name} (n ${r.n});${times} meta ${r.target} (${r.note ?? ''})`);
    }
    console.log(`núcleos: ${availableParallelism()}`);
    process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
  } finally {
    await server.stop();
    await withPgClient(dbUrl, (c) => c.query(`DELETE FROM users WHERE username = 'bench_lists'`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  alone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

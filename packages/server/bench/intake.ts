/**
 * `pnpm bench intake`: the public complaint intake (POST /api/denuncias-create) at a fixed arrival rate.
 *
 * For each database the API runs in a child process of its own (the production server: request log
 * on, TRUST_PROXY as behind nginx, the complaint limit and the captcha on), on a fresh database:
 *   - PostgreSQL (database sisacte_bench_intake on BENCH_DATABASE_URL, dropped and re-created);
 *   - PGlite on disk with the durable flush of every commit (db/durable-nodefs.ts, what `npm start`
 *     runs without DATABASE_URL), and the same with PGlite's own filesystem (no flush), so that the
 *     cost of the flush shows side by side.
 * Captchas are real: challenges are fetched from the API and solved before the clock starts (at a
 * low difficulty: ALTCHA_MAX_NUMBER only changes the client's work, the server's check is the same).
 * Each complaint answers every visible question of the seeded questionnaire with random choices,
 * names a random municipality, comes from one of 5,000 client addresses (X-Forwarded-For; the
 * per-address limit is raised through the configuration, not switched off) and carries an
 * Idempotency-Key, as the wizard sends.
 *
 * Open loop: arrivals are scheduled at a fixed rate (10 s of warm-up, then 30 s measured) whatever
 * the answers' times, and each latency counts from the scheduled send, so a server that falls
 * behind shows it. Then a closed-loop burst (concurrency 50) measures the capacity. Afterwards the
 * protocol numbers are checked (unique, consecutive from 1, the counter at the last one, every
 * acknowledged complaint stored) and a few receipt codes are looked up (follow-up).
 *
 * Targets: PostgreSQL sustains 300 complaints/s (≥ 98 % of the offered arrivals answered within the
 * window) with p95 ≤ 150 ms and no error; PGlite (durable) sustains 100/s with no error; protocol
 * numbers unique and consecutive. Prints a table with the machine's load average; exits 1 when a
 * target is missed.
 *
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Flags: --rate=N (PostgreSQL arrivals per second, default 300), --pglite-rate=N (default 100),
 *        --seconds=N (default 30), --warmup=N (default 10), --burst=N (complaints of the capacity run,
 *        default 2000 on PostgreSQL, 600 on PGlite; 0 skips it), --only=postgresql|pglite|pglite-plain
 *        (repeatable), --timeline (latency per second of the window), --cpu-prof (the API writes a V8 CPU profile to <tmpdir>/sisacte-bench-intake-profiles).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type AnswerMap, isQuestionVisible, questionsById } from '@sisacte/contracts/denuncias/question-visibility';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { buildApp } from '../src/app';
import { type Database, type DatabaseHandle, openDatabase, queryRows } from '../src/db/client';
import * as schema from '../src/db/schema';
import { prepareDatabase } from '../src/db/seed';
import { loggerOptions } from '../src/lib/logger';
import { withPgClient } from '../src/test/pg-admin';
import { BENCH_JWT_SECRET, type CaptchaChallenge, closeOnSignals, flagValue, loadavg, percentile, printVerdict, recreateDatabase, solveCaptcha } from './bench-kit';
import { SERVER_NODE_FLAGS } from './compiled-server';
import { LOGIN_RATE_LIMIT_DEFAULTS } from '../src/modules/auth/config';

type Engine = 'postgresql' | 'pglite' | 'pglite-plain';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sisacte_bench_intake';
const JWT_SECRET = BENCH_JWT_SECRET;
const ALTCHA_MAX_NUMBER = 1000;
const ADDRESSES = 5000;

const argv = process.argv.slice(2);
const flag = (name: string) => flagValue(argv, name);
const number = (name: string, fallback: number) => Number(flag(name) ?? fallback);

const TARGET_PG_RATE = 300;
const TARGET_PG_P95_MS = 150;
const TARGET_PGLITE_RATE = 100;
/** Share of the offered arrivals that must be answered inside the window for the rate to count as sustained. */
const SUSTAINED_SHARE = 0.98;

// ---------------------------------------------------------------- the API (child process)

interface ReadyMessage {
  port: number;
  cities: { id: number; nome: string; uf: string }[];
}

/** PGlite on disk with its own Node filesystem: commits are not flushed (for comparison only). */
async function openPlainPglite(dir: string): Promise<DatabaseHandle> {
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  const conn = {
    exec: async (text: string) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
  };
  return {
    engine: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Database,
    withConnection: (fn) => fn(conn),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function serve(): Promise<void> {
  const engine = process.env.INTAKE_ENGINE as Engine;
  const target = process.env.INTAKE_TARGET!;
  const handle =
    engine === 'postgresql'
      ? await openDatabase({ databaseUrl: target })
      : engine === 'pglite'
        ? await openDatabase({ pgliteDir: target, pgliteThread: 'worker' }) // as the server runs it
        : await openPlainPglite(target);
  await prepareDatabase(handle);
  const app = await buildApp({
    db: handle,
    jwtSecret: JWT_SECRET,
    tokenTtlSeconds: 3600,
    loginRateLimit: LOGIN_RATE_LIMIT_DEFAULTS,
    logger: loggerOptions('info'),
    trustProxy: true,
    denuncias: {
      altchaHmacKey: 'bench-altcha-key-with-at-least-32-characters',
      altchaMaxNumber: ALTCHA_MAX_NUMBER,
      // Raised, not switched off: every complaint still takes its unit of the allowance.
      complaintsPerIp: 1_000_000,
      followUpsPerIp: 1_000_000,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const cities = await queryRows<{ id: number; nome: string; uf: string }>(
    handle.db,
    sql`SELECT c.id, c.nome, s.uf FROM cities c JOIN states s ON s.id = c.state_id WHERE s.country_id = 1 ORDER BY c.id % 97, c.id LIMIT 200`,
  );
  process.send!({ port: typeof address === 'object' && address ? address.port : 0, cities } satisfies ReadyMessage);
  // The API's own event-loop delay, per second (epoch ms, longest delay in ms), for --timeline.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const loopBySecond: [number, number][] = [];
  setInterval(() => {
    loopBySecond.push([Date.now(), loop.max / 1e6]);
    loop.reset();
    if (loopBySecond.length > 600) loopBySecond.shift();
  }, 1000).unref();
  process.on('message', (m) => {
    if (m === 'loop') process.send!({ loop: loopBySecond });
  });
  closeOnSignals(app, handle);
}

// ---------------------------------------------------------------- the client

interface Api {
  child: ChildProcess;
  port: number;
  cities: ReadyMessage['cities'];
  agent: http.Agent;
}

async function startApi(engine: Engine, target: string, profileDir: string | undefined): Promise<Api> {
  const child = fork(resolve(import.meta.dirname, 'intake.ts'), ['--serve'], {
    cwd: resolve(import.meta.dirname, '..'),
    execArgv: [...SERVER_NODE_FLAGS, '--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: { ...process.env, INTAKE_ENGINE: engine, INTAKE_TARGET: target },
    // The request log goes nowhere, but it is written (as in production).
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ReadyMessage>((resolveReady, reject) => {
    child.once('message', (m) => resolveReady(m as ReadyMessage));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
  return { child, port: ready.port, cities: ready.cities, agent: new http.Agent({ keepAlive: true, maxSockets: 1024 }) };
}

/** The API's longest event-loop delay in each of the last seconds: [epoch ms at the end of the second, ms]. */
function apiLoop(api: Api): Promise<[number, number][]> {
  return new Promise((resolveLoop) => {
    const on = (m: unknown) => {
      if (m && typeof m === 'object' && 'loop' in m) {
        api.child.off('message', on);
        resolveLoop((m as { loop: [number, number][] }).loop);
      }
    };
    api.child.on('message', on);
    api.child.send('loop');
  });
}

async function stopApi(api: Api): Promise<void> {
  api.agent.destroy();
  if (api.child.exitCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGTERM');
  await exited;
}

interface Answer {
  status: number;
  body: string;
}

function call(api: Api, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolveCall, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: api.port,
        method,
        path,
        agent: api.agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolveCall({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `fn` over `items` with at most `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/** Real ALTCHA challenges of the API, solved the way the widget does (SHA-256 of salt + number). */
async function solvedCaptchas(api: Api, count: number): Promise<string[]> {
  const challenges = await pool(Array.from({ length: count }), 16, async () => {
    const res = await call(api, 'GET', '/api/captcha/challenge');
    if (res.status !== 200) throw new Error(`captcha challenge answered ${res.status}`);
    return JSON.parse(res.body) as CaptchaChallenge;
  });
  return challenges.map(solveCaptcha);
}

interface Question {
  id: number;
  tipo: number;
  parent: number | null;
  parentAnswer: string | null;
  opcoes: { id: number; valor: string }[];
}

/** Random complaints that answer every visible question of the questionnaire. */
function complaintMaker(categories: { questoes: Question[] }[], cities: ReadyMessage['cities']) {
  const byId = questionsById(categories);
  const all = [...byId.values()];
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
  return () => {
    const answers: AnswerMap = {};
    // Parents first: repeat until no newly visible question is left unanswered.
    for (let changed = true; changed; ) {
      changed = false;
      for (const q of all) {
        if (answers[q.id] !== undefined || !isQuestionVisible(q, answers, byId)) continue;
        changed = true;
        if (q.tipo === 1) answers[q.id] = `Relato ${randomBytes(6).toString('hex')}: trabalhadores sem salário há três meses`;
        else if (q.tipo === 2) answers[q.id] = String(1 + Math.floor(Math.random() * 80));
        else if (q.tipo === 3) answers[q.id] = pick(q.opcoes).id;
        else answers[q.id] = q.opcoes.filter(() => Math.random() < 0.5).map((o) => o.id).concat(pick(q.opcoes).id).filter((id, i, a) => a.indexOf(id) === i);
      }
    }
    const city = pick(cities);
    return {
      demanda: {
        nomefantasia: `Fazenda ${randomBytes(3).toString('hex')}`,
        enderecoempresa: `Estrada vicinal, km ${Math.floor(Math.random() * 90)}`,
        municipio: { id: city.id, nome: city.nome },
        ufendempresa: { uf: city.uf },
      },
      questoes: Object.entries(answers).map(([id, resposta]) => ({ idQuestao: Number(id), resposta })),
      estabelecimento_latitude: -5.38 + Math.random(),
      estabelecimento_longitude: -49.13 + Math.random(),
    };
  };
}

interface Sample {
  ms: number;
  status: number;
  doneAt: number;
  numerodemanda?: string;
  codigo?: string;
}

function submit(api: Api, body: unknown, captcha: string, address: string): Promise<Omit<Sample, 'ms' | 'doneAt'>> {
  return call(api, 'POST', `/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(captcha)}`, body, {
    'idempotency-key': randomUUID(),
    'x-forwarded-for': address,
  }).then(
    (res) => {
      if (res.status !== 201) return { status: res.status };
      const json = JSON.parse(res.body) as { demanda: { numerodemanda: string }; codigo_recibo: string };
      return { status: res.status, numerodemanda: json.demanda.numerodemanda, codigo: json.codigo_recibo };
    },
    () => ({ status: 0 }),
  );
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const randomAddress = () => address(1 + Math.floor(Math.random() * ADDRESSES));

/** Open loop: request i leaves at start + i / rate, whatever the earlier answers; latency counts from then. */
async function openLoop(api: Api, rate: number, seconds: number, next: () => [unknown, string]): Promise<{ samples: Sample[]; start: number }> {
  const total = Math.round(rate * seconds);
  const samples: Promise<Sample>[] = [];
  const start = performance.now() + 20;
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const scheduled = start + (sent * 1000) / rate;
        const [body, captcha] = next();
        samples.push(
          submit(api, body, captcha, randomAddress()).then((r) => {
            const doneAt = performance.now();
            return { ...r, ms: doneAt - scheduled, doneAt: doneAt - start };
          }),
        );
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  return { samples: await Promise.all(samples), start };
}

/** Closed loop: `count` complaints, `concurrency` in flight at all times. */
async function burst(api: Api, count: number, concurrency: number, next: () => [unknown, string]): Promise<{ samples: Sample[]; seconds: number }> {
  const t0 = performance.now();
  const samples = await pool(Array.from({ length: count }), concurrency, async () => {
    const [body, captcha] = next();
    const sent = performance.now();
    const r = await submit(api, body, captcha, randomAddress());
    const doneAt = performance.now();
    return { ...r, ms: doneAt - sent, doneAt: doneAt - t0 };
  });
  return { samples, seconds: (performance.now() - t0) / 1000 };
}

/** Share of the last 10 s and 60 s in which some runnable task waited for a CPU (Linux PSI), when the kernel reports it. */
function cpuPressure(): string {
  try {
    const some = readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0]!;
    const avg = (k: string) => new RegExp(`${k}=([\\d.]+)`).exec(some)?.[1] ?? '?';
    return `PSI CPU ${avg('avg10')}%/${avg('avg60')}%`;
  } catch {
    return 'PSI indisponível';
  }
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * What the machine did meanwhile, to tell the server's stalls from the machine's: a worker thread
 * that writes and flushes (fdatasync) 8 kB every 50 ms on the disk of the databases, and this
 * process's event-loop delay (how late the client itself ran).
 */
function machineProbe(dir: string) {
  const worker = new Worker(
    `const { openSync, writeSync, fdatasyncSync, closeSync, rmSync } = require('node:fs');
     const { parentPort, workerData } = require('node:worker_threads');
     const file = workerData + '/fsync-probe';
     const fd = openSync(file, 'w');
     const block = Buffer.alloc(8192, 1);
     const times = [];
     let stop = false;
     parentPort.on('message', () => { stop = true; });
     const tick = () => {
       if (stop) { closeSync(fd); rmSync(file, { force: true }); parentPort.postMessage(times); return; }
       const t0 = performance.now();
       writeSync(fd, block, 0, block.length, 0);
       fdatasyncSync(fd);
       times.push([performance.timeOrigin + t0, performance.now() - t0]);
       setTimeout(tick, 50);
     };
     tick();`,
    { eval: true, workerData: dir },
  );
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return async (): Promise<{ fsyncP50: number; fsyncMax: number; loopMax: number; fsyncAt: [number, number][] }> => {
    delay.disable();
    const done = new Promise<[number, number][]>((r) => worker.once('message', r));
    worker.postMessage('stop');
    const times = await done;
    await worker.terminate();
    const sorted = times.map(([, ms]) => ms).sort((a, b) => a - b);
    // fsyncAt: [when, in ms since the epoch (performance.timeOrigin + now), how long].
    return { fsyncP50: percentile(sorted, 50), fsyncMax: sorted[sorted.length - 1] ?? NaN, loopMax: delay.max / 1e6, fsyncAt: times };
  };
}

/** CPU seconds used so far by each PostgreSQL backend serving `database` (the server runs on this machine). */
async function backendCpu(database: string): Promise<Map<number, number>> {
  const pids = await withPgClient(ADMIN_URL, async (c) => (await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).rows);
  const out = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      out.set(pid, cpuSeconds(pid));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** CPU seconds the backends used between two snapshots (a backend new in the second counts whole). */
const cpuBetween = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

interface Row {
  name: string;
  offered: string;
  answered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  cpuMs: number;
  /** CPU of the PostgreSQL backends per complaint (PGlite runs inside the API: NaN). */
  dbCpuMs: number;
  /** The machine meanwhile: fdatasync of 8 kB p50/max, and the client's longest event-loop delay. */
  machine: string;
  load: string;
  target: string;
  ok: boolean | null;
}

function summarize(name: string, samples: Sample[], extra: Pick<Row, 'offered' | 'answered' | 'target' | 'load' | 'cpuMs' | 'dbCpuMs' | 'machine'> & { ok?: ((r: Row) => boolean) | undefined }): Row {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status !== 201);
  const row: Row = {
    name,
    offered: extra.offered,
    answered: extra.answered,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    errors: errors.length,
    cpuMs: extra.cpuMs,
    dbCpuMs: extra.dbCpuMs,
    machine: extra.machine,
    load: extra.load,
    target: extra.target,
    ok: null,
  };
  if (errors.length > 0) {
    const byStatus = new Map<number, number>();
    for (const e of errors) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
    console.log(`  ${name}: ${errors.length} erro(s): ${[...byStatus].map(([s, n]) => `${n}× ${s === 0 ? 'sem resposta' : s}`).join(', ')}`);
  }
  if (extra.ok) row.ok = extra.ok(row);
  return row;
}

interface CaseResult {
  rows: Row[];
  /** Every protocol number acknowledged to a client. */
  acknowledged: string[];
}

async function runCase(engine: Engine, target: string, options: { rate: number; seconds: number; warmup: number; burst: number; rateTarget: number; p95Target?: number; informational?: boolean; profileDir?: string | undefined; probeDir: string }): Promise<CaseResult> {
  const label = engine === 'postgresql' ? 'PostgreSQL' : engine === 'pglite' ? 'PGlite (flush durável)' : 'PGlite (sem flush)';
  const t0 = performance.now();
  const api = await startApi(engine, target, options.profileDir);
  try {
    console.log(`\n${label}: API pronta em ${((performance.now() - t0) / 1000).toFixed(1)} s; resolvendo captchas…`);
    const questionnaire = JSON.parse((await call(api, 'GET', '/api/questoes/list')).body) as { questoes: Question[] }[];
    const make = complaintMaker(questionnaire, api.cities);
    const warmupCount = Math.round(options.rate * options.warmup);
    const measured = Math.round(options.rate * options.seconds);
    const t1 = performance.now();
    const captchas = await solvedCaptchas(api, warmupCount + measured + options.burst + 5);
    console.log(`  ${captchas.length} captchas em ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    // Bodies made (and serialized) before the clock starts, so that the client spends little CPU meanwhile.
    const prepared = captchas.map((captcha) => [JSON.stringify(make()), captcha] as [string, string]);
    const next = (): [unknown, string] => prepared.pop()!;

    const acknowledged: string[] = [];
    const keep = (samples: Sample[]) => samples.forEach((s) => s.numerodemanda && acknowledged.push(s.numerodemanda));

    if (warmupCount > 0) keep((await openLoop(api, options.rate, options.warmup, next)).samples);

    const db = engine === 'postgresql' ? new URL(target).pathname.slice(1) : null;
    const loadBefore = loadavg();
    const cpu0 = cpuSeconds(api.child.pid!);
    const db0 = db ? await backendCpu(db) : null;
    const probe = machineProbe(options.probeDir);
    const open = await openLoop(api, options.rate, options.seconds, next);
    const machine = await probe();
    const cpu = cpuSeconds(api.child.pid!) - cpu0;
    const dbCpu = db && db0 ? cpuBetween(db0, await backendCpu(db)) : NaN;
    keep(open.samples);
    if (argv.includes('--timeline')) {
      const loop = await apiLoop(api);
      // Per second of the window: answers, p50 and the slowest (by when the request was scheduled).
      for (let second = 0; second < options.seconds; second++) {
        const inSecond = open.samples.filter((s) => s.doneAt - s.ms >= second * 1000 && s.doneAt - s.ms < (second + 1) * 1000).map((s) => s.ms).sort((a, b) => a - b);
        const t0 = performance.timeOrigin + open.start + second * 1000;
        const flushes = machine.fsyncAt.filter(([t]) => t >= t0 && t < t0 + 1000).map(([, ms]) => ms);
        const apiDelay = loop.filter(([t]) => t > t0 && t <= t0 + 1000).map(([, ms]) => ms);
        console.log(
          `  s${String(second).padStart(2)}: ${inSecond.length} pedidos, p50 ${percentile(inSecond, 50).toFixed(0)} ms, máx ${(inSecond[inSecond.length - 1] ?? NaN).toFixed(0)} ms; ` +
            `fdatasync máx ${Math.max(...flushes, 0).toFixed(0)} ms; atraso do laço da API máx ${Math.max(...apiDelay, 0).toFixed(0)} ms`,
        );
      }
    }
    // Answered inside the window (the first second is left out: the clock of the first arrivals).
    const inWindow = open.samples.filter((s) => s.status === 201 && s.doneAt >= 1000 && s.doneAt <= options.seconds * 1000).length;
    const answeredRate = inWindow / (options.seconds - 1);
    const rows: Row[] = [
      summarize(`${label}: chegadas a ${options.rate}/s por ${options.seconds} s`, open.samples, {
        offered: `${options.rate}/s`,
        answered: answeredRate,
        cpuMs: (cpu * 1000) / open.samples.length,
        dbCpuMs: (dbCpu * 1000) / open.samples.length,
        machine: `${machine.fsyncP50.toFixed(1)}/${machine.fsyncMax.toFixed(0)} ms, laço ${machine.loopMax.toFixed(0)} ms`,
        load: `${loadBefore} → ${loadavg()}; ${cpuPressure()}`,
        target: options.informational ? 'comparação (sem meta)' : `≥ ${options.rateTarget}/s${options.p95Target ? `, p95 ≤ ${options.p95Target} ms` : ''}, sem erro`,
        ok: options.informational ? undefined : (r) => options.rate >= options.rateTarget && r.answered >= options.rate * SUSTAINED_SHARE && r.errors === 0 && (!options.p95Target || r.p95 <= options.p95Target),
      }),
    ];

    if (options.burst > 0) {
      const loadB = loadavg();
      const cpuB0 = cpuSeconds(api.child.pid!);
      const dbB0 = db ? await backendCpu(db) : null;
      const probeB = machineProbe(options.probeDir);
      const b = await burst(api, options.burst, 50, next);
      const machineB = await probeB();
      const dbB = db && dbB0 ? cpuBetween(dbB0, await backendCpu(db)) : NaN;
      keep(b.samples);
      rows.push(
        summarize(`${label}: capacidade, ${options.burst} com 50 simultâneas`, b.samples, {
          offered: '—',
          answered: b.samples.filter((s) => s.status === 201).length / b.seconds,
          cpuMs: ((cpuSeconds(api.child.pid!) - cpuB0) * 1000) / b.samples.length,
          dbCpuMs: (dbB * 1000) / b.samples.length,
          machine: `${machineB.fsyncP50.toFixed(1)}/${machineB.fsyncMax.toFixed(0)} ms, laço ${machineB.loopMax.toFixed(0)} ms`,
          load: `${loadB} → ${loadavg()}; ${cpuPressure()}`,
          target: 'informativo',
        }),
      );
    }

    // Follow-up with a few of the receipt codes just given, and a wrong one.
    const withCode = open.samples.filter((s) => s.codigo);
    for (const s of withCode.slice(0, 5)) {
      const res = await call(api, 'POST', '/api/denuncias/acompanhamento', { numerodemanda: s.numerodemanda, codigo: s.codigo });
      if (res.status !== 200) throw new Error(`acompanhamento de ${s.numerodemanda} respondeu ${res.status}`);
    }
    if (withCode[0]) {
      const wrong = await call(api, 'POST', '/api/denuncias/acompanhamento', { numerodemanda: withCode[0].numerodemanda, codigo: '0000-0000-0000' });
      if (wrong.status !== 404) throw new Error(`acompanhamento com código errado respondeu ${wrong.status}`);
    }
    return { rows, acknowledged };
  } finally {
    await stopApi(api);
  }
}

/** Protocol numbers: unique, consecutive from 1, the year's counter at the last one, and every acknowledged one stored. */
async function checkProtocols(db: Database, acknowledged: string[]): Promise<{ ok: boolean; text: string }> {
  const [row] = await queryRows<{ n: number; distinct_n: number; lo: number; hi: number; counter: number }>(
    db,
    sql`SELECT count(*)::int AS n, count(DISTINCT numerodemanda)::int AS distinct_n,
               min(substring(numerodemanda from '[0-9]+$')::int) AS lo, max(substring(numerodemanda from '[0-9]+$')::int) AS hi,
               (SELECT max(last_value) FROM complaint_protocol_counters)::int AS counter
        FROM complaints`,
  );
  const stored = new Set((await queryRows<{ numerodemanda: string }>(db, sql`SELECT numerodemanda FROM complaints`)).map((r) => r.numerodemanda));
  const missing = acknowledged.filter((p) => !stored.has(p)).length;
  const r = row!;
  const ok = r.n === r.distinct_n && r.lo === 1 && r.hi === r.n && r.counter === r.n && missing === 0 && r.n === acknowledged.length;
  return { ok, text: `${r.n} denúncias, números 1…${r.hi}, ${r.distinct_n} distintos, contador ${r.counter}, ${acknowledged.length} confirmadas, ${missing} confirmadas ausentes` };
}

function printTable(rows: Row[]) {
  const header = ['caso', 'oferta', 'atendidas/s', 'p50 ms', 'p95 ms', 'p99 ms', 'máx ms', 'erros', 'CPU API ms/den.', 'CPU PG ms/den.', 'fdatasync p50/máx, atraso do cliente', 'carga (1/5/15 min) antes → depois; espera por CPU (10 s/60 s)', 'meta', 'ok'];
  const body = rows.map((r) => [
    r.name,
    r.offered,
    r.answered.toFixed(1),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    String(r.errors),
    r.cpuMs.toFixed(2),
    Number.isNaN(r.dbCpuMs) ? '—' : r.dbCpuMs.toFixed(2),
    r.machine,
    r.load,
    r.target,
    r.ok === null ? '—' : r.ok ? 'sim' : 'NÃO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const left = new Set([0, 10, 11, 12]);
  const line = (cells: string[]) => cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  const only = argv.filter((a) => a.startsWith('--only=')).map((a) => a.split('=')[1] as Engine);
  const engines: Engine[] = only.length > 0 ? only : ['postgresql', 'pglite', 'pglite-plain'];
  const seconds = number('seconds', 30);
  const warmup = number('warmup', 10);
  const profileDir = argv.includes('--cpu-prof') ? join(tmpdir(), 'sisacte-bench-intake-profiles') : undefined;
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    console.log(`Perfis de CPU da API em ${profileDir}`);
  }
  console.log(`Benchmark: entrada de denúncias (POST /api/denuncias-create), carga inicial ${loadavg()}, ${cpuPressure()}, ${availableParallelism()} núcleos`);

  const rows: Row[] = [];
  const checks: { name: string; ok: boolean; text: string }[] = [];
  for (const engine of engines) {
    if (engine === 'postgresql') {
      const url = new URL(ADMIN_URL);
      url.pathname = `/${DB_NAME}`;
      await recreateDatabase(ADMIN_URL, DB_NAME);
      try {
        const result = await runCase(engine, url.toString(), {
          rate: number('rate', TARGET_PG_RATE),
          seconds,
          warmup,
          burst: number('burst', 2000),
          rateTarget: TARGET_PG_RATE,
          p95Target: TARGET_PG_P95_MS,
          profileDir,
          probeDir: tmpdir(),
        });
        rows.push(...result.rows);
        const handle = await openDatabase({ databaseUrl: url.toString() });
        checks.push({ name: 'PostgreSQL: protocolos únicos e consecutivos', ...(await checkProtocols(handle.db, result.acknowledged)) });
        await handle.close();
      } finally {
        await withPgClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
      }
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'sisacte-bench-intake-'));
      try {
        const result = await runCase(engine, dir, {
          rate: number('pglite-rate', TARGET_PGLITE_RATE),
          seconds,
          warmup,
          burst: number('burst', 600),
          rateTarget: TARGET_PGLITE_RATE,
          informational: engine === 'pglite-plain',
          profileDir,
          probeDir: dir,
        });
        rows.push(...result.rows);
        const handle = engine === 'pglite' ? await openDatabase({ pgliteDir: dir }) : await openPlainPglite(dir);
        checks.push({ name: `${engine === 'pglite' ? 'PGlite durável' : 'PGlite sem flush'}: protocolos únicos e consecutivos`, ...(await checkProtocols(handle.db, result.acknowledged)) });
        await handle.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }

  printTable(rows);
  console.log('');
  for (const c of checks) console.log(`${c.ok ? 'ok ' : 'NÃO'} ${c.name}: ${c.text}`);
  console.log(`\nCarga da máquina (loadavg 1/5/15 min): ${loadavg()}; ${cpuPressure()}; núcleos: ${availableParallelism()}`);
  const failed = [...rows.filter((r) => r.ok === false).map((r) => r.name), ...checks.filter((c) => !c.ok).map((c) => c.name)];
  printVerdict(failed);
}

if (argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

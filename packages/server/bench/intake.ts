/**
 * `pnpm bench intake`: public complaints as visitors make them, whole visits at a fixed arrival rate.
 *
 * The API is the compiled server as deployed (`node packages/server/dist/main.js`, one process, LOG_LEVEL=info,
 * TRUST_PROXY as behind nginx, the complaint limit and the captcha on), on a fresh database:
 *   - PostgreSQL (database sisacte_bench_intake on BENCH_DATABASE_URL, dropped and re-created);
 *   - PGlite on disk with the durable flush of every commit (what `npm start` runs without DATABASE_URL).
 * A visit is what the complaint page asks for, one request after the other: the questionnaire
 * (GET /api/questoes/list), a captcha challenge (GET /api/captcha/challenge, solved as the widget does, at a
 * low difficulty: ALTCHA_MAX_NUMBER only changes the client's work), the states (GET /api/localization/states)
 * and the municipality typed (GET /api/localization/cities?uf&nome, and the whole state when the letters match
 * none), then the complaint (POST /api/denuncias-create with an Idempotency-Key), answering every visible
 * question with random choices, from one of 5,000 client addresses (X-Forwarded-For; the per-address limits
 * are raised through the configuration, not switched off). Every request accepts compressed answers as a
 * browser's does (BROWSER_ACCEPT_ENCODING), and the bench decompresses them.
 *
 * Open loop: visits start at a fixed rate (10 s of warm-up, then 30 s measured) whatever the answers' times,
 * and each visit's time counts from its scheduled start to the complaint's answer, so a server that falls behind
 * shows it; each step's own time is printed too. Then a closed-loop burst (50 visits at a time) measures the
 * capacity. Afterwards the protocol numbers are checked (unique, consecutive from 1, the counter at the last
 * one, every acknowledged complaint stored) and a few receipt codes are looked up (follow-up).
 *
 * Targets: PostgreSQL sustains 300 visits/s (≥ 98 % of the offered visits answered within the window) with the
 * visit's p95 ≤ 150 ms and no error; PGlite (durable) sustains 100 visits/s with no error; protocol numbers
 * unique and consecutive. Prints a table with the machine's load average; exits 1 when a target is missed.
 *
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Flags: --rate=N (PostgreSQL visits per second, default 300), --pglite-rate=N (default 100),
 *        --seconds=N (default 30), --warmup=N (default 10), --burst=N (visits of the capacity run,
 *        default 2000 on PostgreSQL, 600 on PGlite; 0 skips it), --only=postgresql|pglite (repeatable),
 *        --timeline (latency per second of the window), --cpu-prof (the API writes a V8 CPU profile to <tmpdir>/sisacte-bench-intake-profiles).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnswerMap, isQuestionVisible, questionsById } from '@sisacte/contracts/denuncias/question-visibility';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../src/db/client';
import { withPgClient } from '../src/test/pg-admin';
import { apiEnv, backendCpu, BROWSER_ACCEPT_ENCODING, type CaptchaChallenge, cpuBetween, cpuMs, flagValue, loadavg, percentile, printVerdict, recreateDatabase, solveCaptcha } from './bench-kit';
import { buildCompiledServer, type CompiledServer, startCompiledServer } from './compiled-server';

type Engine = 'postgresql' | 'pglite';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sisacte_bench_intake';
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

// ---------------------------------------------------------------- the API (the compiled server)

interface Api {
  server: CompiledServer;
  pid: number;
  port: number;
  agent: http.Agent;
}

/** The compiled server on `engine`'s database, as deployed behind nginx, with the public limits raised (not off). */
async function startApi(engine: Engine, target: string, profileDir: string | undefined): Promise<Api> {
  const limits = {
    TRUST_PROXY: 'true',
    ALTCHA_HMAC_KEY: 'bench-altcha-key-with-at-least-32-characters',
    ALTCHA_MAX_NUMBER: String(ALTCHA_MAX_NUMBER),
    COMPLAINT_RATE_LIMIT_IP: '1000000',
    FOLLOW_UP_RATE_LIMIT_IP: '1000000',
  };
  const env =
    engine === 'postgresql'
      ? apiEnv(target, limits)
      : { ...apiEnv('', limits), DATABASE_URL: '', DATA_DIR: target };
  const server = await startCompiledServer(env, 120_000, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  return { server, pid: server.child.pid!, port: Number(new URL(server.base).port), agent: new http.Agent({ keepAlive: true, maxSockets: 1024 }) };
}

async function stopApi(api: Api): Promise<void> {
  api.agent.destroy();
  await api.server.stop();
}

interface Answer {
  status: number;
  body: string;
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  return body.toString('utf8');
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
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolveCall({ status: res.statusCode ?? 0, body: decoded(Buffer.concat(chunks), res.headers['content-encoding']) });
          } catch (error) {
            reject(error as Error);
          }
        });
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

interface Question {
  id: number;
  tipo: number;
  parent: number | null;
  parentAnswer: string | null;
  opcoes: { id: number; valor: string }[];
}

interface City {
  id: number;
  nome: string;
}

/** Random complaints that answer every visible question of the questionnaire, about an establishment in `city` of `uf`. */
function complaintMaker(categories: { questoes: Question[] }[]) {
  const byId = questionsById(categories);
  const all = [...byId.values()];
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
  return (city: City, uf: string) => {
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
    return {
      demanda: {
        nomefantasia: `Fazenda ${randomBytes(3).toString('hex')}`,
        enderecoempresa: `Estrada vicinal, km ${Math.floor(Math.random() * 90)}`,
        municipio: { id: city.id, nome: city.nome },
        ufendempresa: { uf },
      },
      questoes: Object.entries(answers).map(([id, resposta]) => ({ idQuestao: Number(id), resposta })),
      estabelecimento_latitude: -5.38 + Math.random(),
      estabelecimento_longitude: -49.13 + Math.random(),
    };
  };
}

/** The steps of a visit, in order, and what each asks for. */
const STEPS = ['questionário', 'desafio do captcha', 'estados', 'municípios', 'denúncia (POST)'] as const;
/** Letters a visitor types in the municipality field (when a state has none that match, the whole state is listed). */
const TYPED = ['São', 'San', 'Nova', 'Bom', 'Santa', 'Mar', 'Ita', 'Cam', 'Par', 'Jo'];

interface Sample {
  /** From the visit's (scheduled) start to the complaint's answer. */
  ms: number;
  /** Each step's own time, in STEPS order (the municipality step counts both look-ups when there are two). */
  steps: number[];
  status: number;
  doneAt: number;
  numerodemanda?: string;
  codigo?: string;
}

/** What every visit reads the same way: parsed once by the client (the server still sends and the client still reads each answer). */
interface Visitor {
  make: ReturnType<typeof complaintMaker>;
  states: { uf: string }[];
}

async function visitor(api: Api): Promise<Visitor> {
  const questionnaire = JSON.parse((await call(api, 'GET', '/api/questoes/list')).body) as { questoes: Question[] }[];
  const states = JSON.parse((await call(api, 'GET', '/api/localization/states?country=1')).body) as { uf: string }[];
  if (states.length === 0) throw new Error('nenhum estado em /api/localization/states');
  return { make: complaintMaker(questionnaire), states };
}

const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;

/** One visitor's complaint, step by step; a step that fails ends the visit with its status. */
async function visit(api: Api, who: Visitor, address: string): Promise<Omit<Sample, 'ms' | 'doneAt'>> {
  const headers = { 'x-forwarded-for': address };
  const steps: number[] = [];
  const step = async (path: string, expect = 200) => {
    const t0 = performance.now();
    const res = await call(api, 'GET', path, undefined, headers);
    steps.push(performance.now() - t0);
    if (res.status !== expect) throw Object.assign(new Error(`${path}: ${res.status}`), { status: res.status });
    return res.body;
  };
  try {
    await step('/api/questoes/list');
    const captcha = solveCaptcha(JSON.parse(await step('/api/captcha/challenge')) as CaptchaChallenge);
    await step('/api/localization/states?country=1');
    const uf = pick(who.states).uf;
    const t0 = performance.now();
    let cities = JSON.parse(await step(`/api/localization/cities?uf=${uf}&nome=${encodeURIComponent(pick(TYPED))}`)) as City[];
    if (cities.length === 0) cities = JSON.parse(await step(`/api/localization/cities?uf=${uf}`)) as City[];
    steps.splice(3, steps.length - 3, performance.now() - t0);
    const t1 = performance.now();
    const res = await call(api, 'POST', `/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(captcha)}`, JSON.stringify(who.make(pick(cities), uf)), {
      ...headers,
      'idempotency-key': randomUUID(),
    });
    steps.push(performance.now() - t1);
    if (res.status !== 201) return { status: res.status, steps };
    const json = JSON.parse(res.body) as { demanda: { numerodemanda: string }; codigo_recibo: string };
    return { status: res.status, steps, numerodemanda: json.demanda.numerodemanda, codigo: json.codigo_recibo };
  } catch (error) {
    return { status: (error as { status?: number }).status ?? 0, steps };
  }
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const randomAddress = () => address(1 + Math.floor(Math.random() * ADDRESSES));

/** Open loop: visit i starts at start + i / rate, whatever the earlier answers; its time counts from then. */
async function openLoop(api: Api, who: Visitor, rate: number, seconds: number): Promise<{ samples: Sample[]; start: number }> {
  const total = Math.round(rate * seconds);
  const samples: Promise<Sample>[] = [];
  const start = performance.now() + 20;
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const scheduled = start + (sent * 1000) / rate;
        samples.push(
          visit(api, who, randomAddress()).then((r) => {
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

/** Closed loop: `count` visits, `concurrency` under way at all times. */
async function burst(api: Api, who: Visitor, count: number, concurrency: number): Promise<{ samples: Sample[]; seconds: number }> {
  const t0 = performance.now();
  const samples = await pool(Array.from({ length: count }), concurrency, async () => {
    const sent = performance.now();
    const r = await visit(api, who, randomAddress());
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
  /** CPU of the PostgreSQL backends per visit (PGlite runs inside the API: NaN). */
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
  // Each step's p50/p95 over the visits that got that far.
  const stepText = STEPS.map((label, i) => {
    const t = samples.map((x) => x.steps[i]).filter((v): v is number => v !== undefined).sort((a, b) => a - b);
    return `${label} ${percentile(t, 50).toFixed(1)}/${percentile(t, 95).toFixed(1)}`;
  });
  console.log(`  ${name}: passos p50/p95 ms: ${stepText.join('; ')}`);
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
  /** When the first visit was sent: complaints older than it are the demo's (PGlite's demo seeds some). */
  since: Date;
}

async function runCase(engine: Engine, target: string, options: { rate: number; seconds: number; warmup: number; burst: number; rateTarget: number; p95Target?: number; profileDir?: string | undefined; probeDir: string }): Promise<CaseResult> {
  const label = engine === 'postgresql' ? 'PostgreSQL' : 'PGlite (flush durável)';
  const t0 = performance.now();
  const api = await startApi(engine, target, options.profileDir);
  try {
    console.log(`\n${label}: API compilada pronta em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const who = await visitor(api);
    const since = new Date();

    const acknowledged: string[] = [];
    const keep = (samples: Sample[]) => samples.forEach((s) => s.numerodemanda && acknowledged.push(s.numerodemanda));

    if (options.warmup > 0) keep((await openLoop(api, who, options.rate, options.warmup)).samples);

    const db = engine === 'postgresql' ? new URL(target).pathname.slice(1) : null;
    const loadBefore = loadavg();
    const cpu0 = cpuMs(api.pid);
    const db0 = db ? await backendCpu(ADMIN_URL, db) : null;
    const probe = machineProbe(options.probeDir);
    const open = await openLoop(api, who, options.rate, options.seconds);
    const machine = await probe();
    const cpu = cpuMs(api.pid) - cpu0;
    const dbCpu = db && db0 ? cpuBetween(db0, await backendCpu(ADMIN_URL, db)) : NaN;
    keep(open.samples);
    if (argv.includes('--timeline')) {
      // Per second of the window: visits, p50 and the slowest (by when the visit was scheduled).
      for (let second = 0; second < options.seconds; second++) {
        const inSecond = open.samples.filter((s) => s.doneAt - s.ms >= second * 1000 && s.doneAt - s.ms < (second + 1) * 1000).map((s) => s.ms).sort((a, b) => a - b);
        const t0 = performance.timeOrigin + open.start + second * 1000;
        const flushes = machine.fsyncAt.filter(([t]) => t >= t0 && t < t0 + 1000).map(([, ms]) => ms);
        console.log(
          `  s${String(second).padStart(2)}: ${inSecond.length} visitas, p50 ${percentile(inSecond, 50).toFixed(0)} ms, máx ${(inSecond[inSecond.length - 1] ?? NaN).toFixed(0)} ms; ` +
            `fdatasync máx ${Math.max(...flushes, 0).toFixed(0)} ms`,
        );
      }
    }
    // Answered inside the window (the first second is left out: the clock of the first arrivals).
    const inWindow = open.samples.filter((s) => s.status === 201 && s.doneAt >= 1000 && s.doneAt <= options.seconds * 1000).length;
    const answeredRate = inWindow / (options.seconds - 1);
    const rows: Row[] = [
      summarize(`${label}: visitas a ${options.rate}/s por ${options.seconds} s`, open.samples, {
        offered: `${options.rate}/s`,
        answered: answeredRate,
        cpuMs: cpu / open.samples.length,
        dbCpuMs: dbCpu / open.samples.length,
        machine: `${machine.fsyncP50.toFixed(1)}/${machine.fsyncMax.toFixed(0)} ms, laço ${machine.loopMax.toFixed(0)} ms`,
        load: `${loadBefore} → ${loadavg()}; ${cpuPressure()}`,
        target: `≥ ${options.rateTarget} visitas/s${options.p95Target ? `, p95 da visita ≤ ${options.p95Target} ms` : ''}, sem erro`,
        ok: (r) => options.rate >= options.rateTarget && r.answered >= options.rate * SUSTAINED_SHARE && r.errors === 0 && (!options.p95Target || r.p95 <= options.p95Target),
      }),
    ];

    if (options.burst > 0) {
      const loadB = loadavg();
      const cpuB0 = cpuMs(api.pid);
      const dbB0 = db ? await backendCpu(ADMIN_URL, db) : null;
      const probeB = machineProbe(options.probeDir);
      const b = await burst(api, who, options.burst, 50);
      const machineB = await probeB();
      const dbB = db && dbB0 ? cpuBetween(dbB0, await backendCpu(ADMIN_URL, db)) : NaN;
      keep(b.samples);
      rows.push(
        summarize(`${label}: capacidade, ${options.burst} visitas, 50 simultâneas`, b.samples, {
          offered: '—',
          answered: b.samples.filter((s) => s.status === 201).length / b.seconds,
          cpuMs: (cpuMs(api.pid) - cpuB0) / b.samples.length,
          dbCpuMs: dbB / b.samples.length,
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
    return { rows, acknowledged, since };
  } finally {
    await stopApi(api);
  }
}

/**
 * Protocol numbers: unique, consecutive from 1, the year's counter at the last one, every acknowledged one stored,
 * and as many new complaints as were acknowledged (the demo's, older than `since`, aside).
 */
async function checkProtocols(db: Database, acknowledged: string[], since: Date): Promise<{ ok: boolean; text: string }> {
  const [row] = await queryRows<{ n: number; distinct_n: number; lo: number; hi: number; counter: number; before: number }>(
    db,
    sql`SELECT count(*)::int AS n, count(DISTINCT numerodemanda)::int AS distinct_n,
               min(substring(numerodemanda from '[0-9]+$')::int) AS lo, max(substring(numerodemanda from '[0-9]+$')::int) AS hi,
               (SELECT max(last_value) FROM complaint_protocol_counters)::int AS counter,
               count(*) FILTER (WHERE created_at < ${since.toISOString()})::int AS before
        FROM complaints`,
  );
  const stored = new Set((await queryRows<{ numerodemanda: string }>(db, sql`SELECT numerodemanda FROM complaints`)).map((r) => r.numerodemanda));
  const missing = acknowledged.filter((p) => !stored.has(p)).length;
  const r = row!;
  const ok = r.n === r.distinct_n && r.lo === 1 && r.hi === r.n && r.counter === r.n && missing === 0 && r.n - r.before === acknowledged.length;
  return {
    ok,
    text: `${r.n} denúncias (${r.before} de antes, da demonstração), números 1…${r.hi}, ${r.distinct_n} distintos, contador ${r.counter}, ${acknowledged.length} confirmadas, ${missing} confirmadas ausentes`,
  };
}

function printTable(rows: Row[]) {
  const header = ['caso', 'oferta', 'visitas/s', 'p50 ms', 'p95 ms', 'p99 ms', 'máx ms', 'erros', 'CPU API ms/visita', 'CPU PG ms/visita', 'fdatasync p50/máx, atraso do cliente', 'carga (1/5/15 min) antes → depois; espera por CPU (10 s/60 s)', 'meta', 'ok'];
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
  const engines: Engine[] = only.length > 0 ? only : ['postgresql', 'pglite'];
  const seconds = number('seconds', 30);
  const warmup = number('warmup', 10);
  const profileDir = argv.includes('--cpu-prof') ? join(tmpdir(), 'sisacte-bench-intake-profiles') : undefined;
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    console.log(`Perfis de CPU da API em ${profileDir}`);
  }
  await buildCompiledServer();
  console.log(
    `Benchmark: denúncias públicas em visitas inteiras (questionário, captcha, estados, municípios, POST), servidor compilado, LOG_LEVEL=info, um processo; carga inicial ${loadavg()}, ${cpuPressure()}, ${availableParallelism()} núcleos`,
  );

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
        checks.push({ name: 'PostgreSQL: protocolos únicos e consecutivos', ...(await checkProtocols(handle.db, result.acknowledged, result.since)) });
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
          profileDir,
          probeDir: dir,
        });
        rows.push(...result.rows);
        const handle = await openDatabase({ pgliteDir: join(dir, 'pglite') });
        checks.push({ name: 'PGlite durável: protocolos únicos e consecutivos', ...(await checkProtocols(handle.db, result.acknowledged, result.since)) });
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `pnpm bench pglite`: on the embedded database, the dashboard's aggregates do not hold up the requests
 * that need the database meanwhile.
 *
 * The compiled server as `npm start` runs it (`node packages/server/dist/main.js`, PGlite in its worker thread,
 * LOG_LEVEL=info, one process) on a data folder with the demo and PEOPLE people added (registered over the last
 * two years), logged in through POST /authenticate. One client asks for the dashboard's shelter aggregates of
 * this year and the last (registrations and stays by month and by year, sex, age range, civil status, nationality:
 * GROUP BYs over tens of thousands of rows), one after the other, ROUNDS times; meanwhile, every 10 ms, another
 * asks for something that needs the database — a page of the people list, the states, a person's record —
 * each answer timed, and a third times GET /api/health (the event loop: it does not queue for the database).
 * PGlite is one connection, so a request that comes during an aggregate waits for it: the figure says how long.
 * Targets: the database requests' p95 ≤ 100 ms, and /api/health ≤ 20 ms at p95 (the server's event loop stays
 * free). With --compare, the same with PGLITE_THREAD=main (PGlite on the event loop's thread, no target) beside it.
 * Prints the machine's load average; exits 1 when a target is missed.
 *
 * Flags: --rounds=N (default 3), --people=N (default 100000), --compare.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPeople, flagValue, loadavg, loginToken, percentile } from './bench-kit';
import { buildCompiledServer, SERVER_NODE_FLAGS, startCompiledServer } from './compiled-server';

const argv = process.argv.slice(2);
const flag = (name: string) => flagValue(argv, name);
const ROUNDS = Math.max(1, Number(flag('rounds') ?? 3));
const PEOPLE = Math.max(1000, Number(flag('people') ?? 100_000));
const COMPARE = argv.includes('--compare');
const TARGET_DB_P95_MS = 100;
const TARGET_HEALTH_P95_MS = 20;
const EVERY_MS = 10;

const year = new Date().getFullYear();
const AGGREGATES = [year, year - 1].flatMap((ano) =>
  [
    '/api/painel/cadastrados/quantidade-mes',
    '/api/painel/acolhidos/quantidade-mes',
    '/api/painel/cadastrados/quantidade-ano',
    '/api/painel/cadastrados/sexo',
    '/api/painel/cadastrados/faixa-etaria',
    '/api/painel/cadastrados/status-civil',
    '/api/painel/cadastrados/pais',
  ].map((path) => `${path}?ano=${ano}`),
);

interface CaseResult {
  thread: string;
  /** Each kind of database request's times (its path without the varying numbers). */
  byKind: Map<string, number[]>;
  aggregatesMs: number;
  aggregateP50: number;
  aggregateMax: number;
  db: number[];
  health: number[];
}

async function timed(base: string, path: string, token?: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(base + path, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - t0;
}

/** Calls `path(i)` every EVERY_MS until `running()` is false; answers each call's time. */
async function poll(running: () => boolean, call: (i: number) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; running(); i++) {
    times.push(await call(i));
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
  return times;
}

async function runCase(dataDir: string, thread: 'worker' | 'main'): Promise<CaseResult> {
  const server = await startCompiledServer({ DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_THREAD: thread, WEB_DIR: join(tmpdir(), 'sisacte-bench-no-web') }, 120_000);
  try {
    const token = await loginToken(server.base);
    // Measured as a server that has run for a minute: its first maintenance round (db/pglite-maintenance.ts, soon
    // after the start) vacuums and analyzes what the load wrote; it is waited for, and its time printed.
    const waitStarted = performance.now();
    let round: RegExpMatchArray | null = null;
    while (!(round = server.output().match(/"analyzed":\[[^\]]*\],"ms":(\d+)[^\n]*embedded database vacuumed/)) && performance.now() - waitStarted < 90_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(round ? `  primeira manutenção do banco embutido (VACUUM, ANALYZE): ${round[1]} ms` : '  ✖ a primeira manutenção do banco embutido não aconteceu em 90 s');
    const people = JSON.parse(await (await fetch(`${server.base}/api/welcomeds?size=50`, { headers: { authorization: `Bearer ${token}` } })).text()) as { content: { id: number }[] };
    const ids = people.content.map((p) => p.id);
    const dbRequests = (i: number) =>
      [`/api/welcomeds?page=${i % 40}`, '/api/localization/states?country=1', `/api/welcomeds/${ids[i % ids.length]}`, `/api/welcomeds?name=maria&page=${i % 5}`][i % 4]!;
    // warm: the plans, the connections
    for (const path of AGGREGATES) await timed(server.base, path, token);
    for (let i = 0; i < 8; i++) await timed(server.base, dbRequests(i), token);

    let running = true;
    const byKind = new Map<string, number[]>();
    const db = poll(
      () => running,
      async (i) => {
        const path = dbRequests(i);
        const ms = await timed(server.base, path, token);
        const kind = path.replace(/\d+/g, 'N');
        byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
        return ms;
      },
    );
    const health = poll(() => running, () => timed(server.base, '/api/health'));
    const aggregate: number[] = [];
    const t0 = performance.now();
    for (let round = 0; round < ROUNDS; round++) for (const path of AGGREGATES) aggregate.push(await timed(server.base, path, token));
    const aggregatesMs = performance.now() - t0;
    running = false;
    aggregate.sort((a, b) => a - b);
    return { thread, byKind, aggregatesMs, aggregateP50: percentile(aggregate, 50), aggregateMax: aggregate[aggregate.length - 1]!, db: (await db).sort((a, b) => a - b), health: (await health).sort((a, b) => a - b) };
  } finally {
    await server.stop();
  }
}

async function main() {
  await buildCompiledServer();
  console.log(`Servidor compilado (node ${SERVER_NODE_FLAGS.join(' ')} packages/server/dist/main.js), LOG_LEVEL=info, um processo, PGlite em disco`);
  const dir = mkdtempSync(join(tmpdir(), 'sisacte-bench-pglite-'));
  try {
    // A first start makes the folder (migrations, reference data, demo); then the people, with no server on it.
    await (await startCompiledServer({ DATA_DIR: dir, DATABASE_URL: '', WEB_DIR: join(tmpdir(), 'sisacte-bench-no-web') }, 120_000)).stop();
    const t0 = performance.now();
    await addPeople(join(dir, 'pglite'), PEOPLE);
    console.log(`${PEOPLE.toLocaleString('pt-BR')} pessoas acrescentadas em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`${ROUNDS} × ${AGGREGATES.length} agregações do painel (acolhimento, ${year} e ${year - 1}); a cada ${EVERY_MS} ms um pedido que usa o banco e um /api/health`);
    const results: CaseResult[] = [];
    for (const thread of COMPARE ? (['worker', 'main'] as const) : (['worker'] as const)) {
      const before = loadavg();
      const r = await runCase(dir, thread);
      results.push(r);
      console.log(
        `  ${thread === 'worker' ? 'thread própria (o padrão)' : 'thread principal (comparação)'}: agregações ${r.aggregatesMs.toFixed(0)} ms (cada uma p50 ${r.aggregateP50.toFixed(0)} ms, máx ${r.aggregateMax.toFixed(0)} ms) · ` +
          `pedidos ao banco ${r.db.length}, p50 ${percentile(r.db, 50).toFixed(1)} ms, p95 ${percentile(r.db, 95).toFixed(1)} ms, máx ${r.db[r.db.length - 1]!.toFixed(1)} ms · ` +
          `/api/health ${r.health.length}, p95 ${percentile(r.health, 95).toFixed(1)} ms, máx ${r.health[r.health.length - 1]!.toFixed(1)} ms · carga ${before} → ${loadavg()}`,
      );
      for (const [kind, times] of r.byKind) {
        const sorted = [...times].sort((a, b) => a - b);
        console.log(`      ${kind}: ${sorted.length} pedidos, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`);
      }
    }
    const worker = results[0]!;
    const missed: string[] = [];
    if (percentile(worker.db, 95) > TARGET_DB_P95_MS) missed.push(`pedidos ao banco p95 ${percentile(worker.db, 95).toFixed(1)} ms > ${TARGET_DB_P95_MS} ms`);
    if (percentile(worker.health, 95) > TARGET_HEALTH_P95_MS) missed.push(`/api/health p95 ${percentile(worker.health, 95).toFixed(1)} ms > ${TARGET_HEALTH_P95_MS} ms`);
    console.log(`\nmetas (thread própria): pedidos ao banco durante as agregações p95 ≤ ${TARGET_DB_P95_MS} ms; /api/health p95 ≤ ${TARGET_HEALTH_P95_MS} ms · carga ${loadavg()}`);
    if (missed.length > 0) {
      console.log(`✖ ${missed.join('; ')}`);
      process.exitCode = 1;
    } else console.log('✔ metas atingidas');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `pnpm bench limits`: what the limits shared through PostgreSQL cost per request.
 *
 * Two apps on one fresh PostgreSQL database (sisacte_bench_limits, dropped at the end), the same in
 * everything but where the limits live: in PostgreSQL (what production runs, every instance
 * counting together) or in the process's memory (what one process alone could do). Requests go
 * through fastify.inject, alternating between the apps, so only the limits differ:
 *   - a successful login: the per-address route limit (one upsert) and the two failure counts
 *     (two reads, in parallel);
 *   - a failed login: the same, plus three failure records (in parallel);
 *   - an accepted complaint: one conditional upsert that takes a unit of the address's allowance.
 * Passwords are hashed at the lowest argon2 cost, so that the limits are not lost in the hashing.
 * Prints the median and p95 of each, and the difference; then the latency of each limit statement alone.
 *
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Flags: --requests=N (requests per case and app, default 200).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, queryRows } from '../src/db/client';
import { prepareDatabase } from '../src/db/seed';
import { createPasswordHasher, type PasswordHashCost } from '../src/lib/passwords';
import { createLimitKeyer, createPgSharedLimits } from '../src/plugins/limits-repository';
import { flagValue, solveCaptcha } from './bench-kit';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sisacte_bench_limits';
const REQUESTS = Number(flagValue(process.argv, 'requests') ?? 200);
const PASSWORD = 'senha-do-benchmark';
const LOW_COST: PasswordHashCost = { memoryCost: 64, timeCost: 1, parallelism: 1 };

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const url = new URL(ADMIN_URL);
url.pathname = `/${DB_NAME}`;
await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${DB_NAME}`);
const handle = await openDatabase({ databaseUrl: url.toString() });

try {
  await prepareDatabase(handle, { firstAdmin: { demo: false, adminPassword: PASSWORD, passwords: createPasswordHasher(LOW_COST) } });
  const settings = {
    db: handle,
    jwtSecret: 'bench-secret-with-at-least-32-characters!',
    tokenTtlSeconds: 3600,
    passwordHashCost: LOW_COST,
    // High enough never to refuse: the benchmark measures the counting, not the refusals.
    loginRateLimit: { perIpPerMinute: 1_000_000, perUserFailures: 1_000_000, perUserWindowMs: 15 * 60_000, perAddressFailures: 1_000_000 },
    denuncias: { altchaHmacKey: 'bench-altcha-key-with-at-least-32-characters', altchaMaxNumber: 1000, complaintsPerIp: 1_000_000, followUpsPerIp: 1_000_000 },
  };
  const apps = {
    memory: await buildApp({ ...settings, limitsInMemory: true }),
    postgresql: await buildApp(settings),
  };
  await Promise.all(Object.values(apps).map((app) => app.ready()));

  const [maraba] = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = 'PA' AND c.nome = 'Marabá'`,
  );
  const complaint = complaintBody((await apps.memory.inject({ method: 'GET', url: '/api/questoes/list' })).json(), maraba!.id);

  type Case = (app: FastifyInstance, i: number) => Promise<number>;
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const cases: Record<string, { expect: number; run: Case; prepare?: (app: FastifyInstance) => Promise<unknown> }> = {
    'login aceito': {
      expect: 200,
      run: async (app, i) =>
        (await app.inject({ method: 'POST', url: '/authenticate', payload: { username: 'admin', password: PASSWORD }, remoteAddress: address(i) })).statusCode,
    },
    'login recusado (senha errada)': {
      expect: 401,
      run: async (app, i) =>
        (await app.inject({ method: 'POST', url: '/authenticate', payload: { username: 'admin', password: 'errada' }, remoteAddress: address(i) })).statusCode,
    },
    'denúncia aceita': {
      expect: 201,
      run: async (app, i) => {
        const captcha = captchas.get(app)!.pop()!;
        return (
          await app.inject({
            method: 'POST',
            url: `/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(captcha)}`,
            payload: complaint,
            remoteAddress: address(i),
          })
        ).statusCode;
      },
    },
  };

  // Captchas solved before the clock starts.
  const captchas = new Map<FastifyInstance, string[]>();
  for (const app of Object.values(apps)) {
    const solved: string[] = [];
    for (let i = 0; i < REQUESTS + 5; i++) solved.push(await solvedCaptcha(app));
    captchas.set(app, solved);
  }

  console.log(`\nLimites compartilhados no PostgreSQL × em memória (${REQUESTS} pedidos por caso e app, via inject)\n`);
  console.log(`${'caso'.padEnd(30)} ${'memória p50/p95'.padStart(18)} ${'PostgreSQL p50/p95'.padStart(20)} ${'diferença p50'.padStart(15)}`);
  let n = 0;
  for (const [name, c] of Object.entries(cases)) {
    const times: Record<keyof typeof apps, number[]> = { memory: [], postgresql: [] };
    for (let i = 0; i < REQUESTS + 5; i++) {
      for (const key of (i % 2 ? ['memory', 'postgresql'] : ['postgresql', 'memory']) as (keyof typeof apps)[]) {
        n += 1;
        const t0 = performance.now();
        const status = await c.run(apps[key], n);
        const ms = performance.now() - t0;
        if (status !== c.expect) throw new Error(`${name} (${key}): ${status}, esperado ${c.expect}`);
        if (i >= 5) times[key].push(ms); // the first five warm up
      }
    }
    const m = stats(times.memory);
    const p = stats(times.postgresql);
    console.log(
      `${name.padEnd(30)} ${`${m.p50.toFixed(2)} / ${m.p95.toFixed(2)} ms`.padStart(18)} ${`${p.p50.toFixed(2)} / ${p.p95.toFixed(2)} ms`.padStart(20)} ${`+${(p.p50 - m.p50).toFixed(2)} ms`.padStart(15)}`,
    );
  }

  // Each statement alone: what one check costs on this machine's PostgreSQL.
  const shared = createPgSharedLimits(handle.db, createLimitKeyer('bench-secret-with-at-least-32-characters!'));
  const statements: Record<string, (i: number) => Promise<unknown>> = {
    'contar (count)': (i) => shared.count('bench', address(i), 60_000),
    'registrar (record)': (i) => shared.record('bench', address(i % 50), 60_000, 100),
    'tomar se houver (recordIfUnder)': (i) => shared.recordIfUnder('bench', address(i % 50), 60_000, 1_000_000),
    'janela fixa (hit)': (i) => shared.hit('bench', address(i % 50), 60_000),
  };
  console.log(`\nUma instrução de cada, sozinha (${REQUESTS} vezes)\n`);
  for (const [name, run] of Object.entries(statements)) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 5; i++) {
      const t0 = performance.now();
      await run(i);
      if (i >= 5) times.push(performance.now() - t0);
    }
    const s = stats(times);
    console.log(`${name.padEnd(34)} p50 ${s.p50.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms`);
  }
  for (const app of Object.values(apps)) await app.close();
} finally {
  await handle.close();
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}

function stats(values: number[]): { p50: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  return solveCaptcha((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json());
}

interface Question {
  id: number;
  tipo: number;
  requerido: boolean;
  parent: number | null;
  parentAnswer: string | null;
  opcoes: { id: number; valor: string }[];
}

/** The seeded questionnaire answered (required top-level questions), for an establishment in Marabá. */
function complaintBody(categories: { questoes: Question[] }[], cityId: number) {
  const all = categories.flatMap((c) => c.questoes);
  const questoes = all
    .filter((q) => q.requerido && q.parent === null)
    .map((q) => {
      const choice = q.opcoes.find((o) => !all.some((c) => c.parent === q.id && c.parentAnswer === o.valor)) ?? q.opcoes[0]!;
      return { idQuestao: q.id, resposta: q.tipo === 2 ? '10' : q.tipo === 1 ? 'texto' : q.tipo === 3 ? choice.id : [choice.id] };
    });
  return {
    demanda: { nomefantasia: 'Fazenda do Benchmark', enderecoempresa: 'Estrada vicinal, km 12', municipio: { id: cityId, nome: 'Marabá' }, ufendempresa: { uf: 'PA' } },
    questoes,
    estabelecimento_latitude: -5.38,
    estabelecimento_longitude: -49.13,
  };
}

/**
 * `pnpm bench painel`: the dashboard's calls at shelter scale.
 *
 * Uses the register of `pnpm bench people` (100,000 active people plus 2,000 trashed, 150,000 stays,
 * 8,333 of them open, 200,000 referrals of 20 types, 100,000 monitoring visits), seeded by that
 * benchmark's own seeding into a PostgreSQL database of its own (sisacte_bench_painel), starts the
 * compiled API in a child process and measures over real HTTP every shelter call of the dashboard
 * (GET /api/painel/…), each with varied years: p95 ≤ 100 ms. Prints a table and the machine's load
 * average, and exits 1 when a target is missed.
 *
 * Settings: BENCH_DATABASE_URL (server to use; default postgres://postgres@127.0.0.1:5432/postgres),
 *           BENCH_PAINEL_DB (the database's name, default sisacte_bench_painel).
 * Flags: --reuse (keep an already seeded database), --keep (do not drop it at the end),
 *        --requests=N (requests per case, default 60).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { PAINEL_API } from '@sisacte/contracts/painel/painel';
import { databaseUrl, withPgClient } from '../src/test/pg-admin';
import { benchUserToken, flagValue, percentile, printMachineLoad, printVerdict, startDeployedApi } from './bench-kit';
import type { CompiledServer } from './compiled-server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_PAINEL_DB ?? 'sisacte_bench_painel';
const args = new Set(process.argv.slice(2));
const REUSE = args.has('--reuse');
const KEEP = args.has('--keep');
const REQUESTS = Number(flagValue(args, 'requests') ?? 60);
const WARMUP = 3;
const TARGET_P95 = 100;

const dbUrl = (name: string) => databaseUrl(ADMIN_URL, name);

/** The people benchmark seeds the database (and measures only its XLSX export, the shortest of its modes), keeping it. */
function seedWithPeopleBench(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'people.ts'), '--keep', '--xlsx'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PEOPLE_DB: DB_NAME, BENCH_DATABASE_URL: ADMIN_URL },
    });
    child.once('error', reject);
    // It exits 1 when one of its own targets is missed: the data is there all the same.
    child.once('exit', () => resolve());
  });
}

async function seeded(): Promise<{ people: number; years: number[] }> {
  return withPgClient(dbUrl(DB_NAME), async (c) => {
    const people = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM welcomeds`)).rows[0]!.n;
    const years = (
      await c.query<{ y: number }>(
        `SELECT DISTINCT extract(year FROM date_of_register AT TIME ZONE 'America/Sao_Paulo')::int AS y FROM welcomeds ORDER BY 1`,
      )
    ).rows.map((r) => r.y);
    return { people, years };
  });
}

async function startApi(): Promise<{ server: CompiledServer; token: string }> {
  const token = await benchUserToken(dbUrl(DB_NAME), { username: 'bench_painel', name: 'Benchmark Painel', role: ROLES.ACOLHIMENTO });
  const server = await startDeployedApi(dbUrl(DB_NAME));
  return { server, token };
}

async function measure(base: string, token: string, path: string, years: number[]) {
  const once = async (year: number) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}?ano=${year}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP; i++) await once(years[i % years.length]!);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once(years[i % years.length]!));
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return { path, n: times.length, p50: percentile(times, 50), p95, max: times[times.length - 1]!, ok: p95 <= TARGET_P95 };
}

const CASES = [
  PAINEL_API.cadastradosMes,
  PAINEL_API.cadastradosAno,
  PAINEL_API.acolhidosMes,
  PAINEL_API.acolhidosAno,
  PAINEL_API.sexo,
  PAINEL_API.faixaEtaria,
  PAINEL_API.statusCivil,
  PAINEL_API.pais,
  PAINEL_API.atendimentos,
  PAINEL_API.encaminhamentosMes,
  PAINEL_API.encaminhamentosTipo,
];

async function main() {
  console.log(`Benchmark: painel em ${new URL(ADMIN_URL).host}/${DB_NAME}`);
  if (!REUSE) await seedWithPeopleBench();
  const { people, years } = await seeded();
  console.log(`  ${people} pessoas; anos de cadastro: ${years.join(', ')}`);
  const { server, token } = await startApi();
  try {
    const rows = [];
    for (const path of CASES) rows.push(await measure(server.base, token, path, years));
    const ms = (v: number) => v.toFixed(1);
    const table = [['chamada', 'n', 'p50 ms', 'p95 ms', 'máx ms', 'meta', 'ok'], ...rows.map((r) => [r.path, String(r.n), ms(r.p50), ms(r.p95), ms(r.max), `p95 ≤ ${TARGET_P95} ms`, r.ok ? 'sim' : 'NÃO'])];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
    for (const r of table) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
    printMachineLoad();
    printVerdict(rows.filter((r) => !r.ok).map((r) => r.path));
  } finally {
    await server.stop();
    if (!KEEP) await withPgClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Ad-hoc (not committed): trail-cost against the sources' API (api-server.ts) on a kept people database.
import { spawn } from 'node:child_process';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { BENCH_JWT_SECRET, benchUserToken, printBenchTable } from './bench-kit';
import { trailCost } from './trail-cost';

const dbUrl = 'postgres://postgres@127.0.0.1:5432/sisacte_bench_trail';
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/.trail-adhoc-server.mts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, BENCH_API_DATABASE_URL: dbUrl, BENCH_API_JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(JSON.parse(d.toString()).port)));
const token = await benchUserToken(dbUrl, { username: 'bench_admin', name: 'Benchmark', role: ROLES.ACOLHIMENTO });
try {
  printBenchTable(await trailCost({ base: `http://127.0.0.1:${port}`, token, dbUrl, requests: Number(process.argv[2] ?? 60) }));
} finally {
  child.kill('SIGTERM');
}

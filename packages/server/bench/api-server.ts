// The API as the benchmark measures it: its own process (so its memory is measured alone),
// on the benchmark database, listening on a free port that it prints as JSON on stdout.
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { closeOnSignals } from './bench-kit';

const databaseUrl = process.env.BENCH_API_DATABASE_URL;
const jwtSecret = process.env.BENCH_API_JWT_SECRET;
if (!databaseUrl || !jwtSecret) throw new Error('BENCH_API_DATABASE_URL and BENCH_API_JWT_SECRET are required');

const handle = await openDatabase({ databaseUrl });
const app = await buildApp({
  db: handle,
  jwtSecret,
  tokenTtlSeconds: 3600,
  loginRateLimit: { perIpPerMinute: 1000, perUserFailures: 5, perUserWindowMs: 60_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);

closeOnSignals(app, handle);

// Ad-hoc (not committed): the API from the sources on a bench database, printing its port.
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { BENCH_JWT_SECRET } from './bench-kit';
const handle = await openDatabase({ databaseUrl: process.env.BENCH_API_DATABASE_URL! });
const app = await buildApp({ db: handle, jwtSecret: BENCH_JWT_SECRET, tokenTtlSeconds: 3600, loginRateLimit: { perIpPerMinute: 1000, perUserFailures: 5, perUserWindowMs: 60_000 } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => void app.close().then(() => handle.close()).then(() => process.exit(0)));

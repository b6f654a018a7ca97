import cluster, { type Worker } from 'node:cluster';

/**
 * API_WORKERS=N (N > 1, PostgreSQL only): the primary process forks N workers, each a whole API
 * instance (its own pool of DATABASE_POOL_SIZE connections, its own caches), all accepting on the
 * same port through node:cluster. Nothing is shared in memory: what instances must agree on (rate
 * limits, notifications, the questionnaire's version, sessions) is already kept in PostgreSQL for
 * API instances on several machines, so N workers on one machine behave as N instances.
 *
 * Why: one Node process serves on one core. On the 2-core machine of `pnpm bench people`, the API's
 * main thread waited for a core a third of the time, behind the PostgreSQL backends it wakes; a
 * second worker took the list from ~1,000 to ~1,300 requests a second.
 *
 * The primary loads nothing else and never opens the database. It prints the address once every
 * worker listens, passes SIGTERM and SIGINT on to the workers and exits when they have closed (0,
 * or 1 if one failed to close). A worker that stops on its own is replaced after a second; more
 * than MAX_RESTARTS stops in RESTART_WINDOW_MS (a database that does not answer, say) and the
 * primary stops every worker and exits 1.
 */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 1000;

export function superviseWorkers(count: number, banner: () => void): void {
  const stops: number[] = [];
  let shuttingDown = false;
  let failed = false;
  let listening = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening += 1;
      if (listening === count) banner();
    });
    return worker;
  };

  // Always SIGTERM: after Ctrl+C a worker has already had its SIGINT (the terminal sends it to the
  // whole group), and a second SIGINT would end it at once instead of letting it close.
  const stopAll = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (shuttingDown) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    stops.push(now);
    while (stops.length > 0 && now - stops[0]! > RESTART_WINDOW_MS) stops.shift();
    console.error(`API worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}).`);
    if (stops.length > MAX_RESTARTS) {
      console.error(`\nNão foi possível manter o servidor / Cannot keep the server up: ${stops.length} workers stopped within ${RESTART_WINDOW_MS / 1000} s.\n`);
      shuttingDown = true;
      failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      stopAll();
      return;
    }
    setTimeout(() => {
      if (!shuttingDown) fork();
    }, RESTART_DELAY_MS).unref();
  });

  const shutdown = () => {
    if (shuttingDown) return;
    shuttingDown = true;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    stopAll();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  for (let i = 0; i < count; i++) fork();
}

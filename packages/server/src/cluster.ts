import cluster, { type Worker } from 'node:cluster';

/**
 * API_WORKERS=N (N > 1, PostgreSQL only): the primary process forks N workers, each a whole API
 * instance (its own pool of DATABASE_POOL_SIZE connections, its own caches), all accepting on the
 * same port through node:cluster. Nothing is shared in memory: what instances must agree on (rate
 * limits, notifications, the questionnaire's version, sessions) is already kept in PostgreSQL for
 * API instances on several machines, so N workers on one machine behave as N instances. (Per
 * process, as on several machines: the STOMP sessions a user may hold, the periodic clean-ups.)
 *
 * Why: one Node process serves on one core. On the 2-core machine of `pnpm bench people`, the API's
 * main thread waited for a core a third of the time, behind the PostgreSQL backends it wakes; a
 * second worker took the list from ~1,150 to ~1,300 requests a second.
 *
 * The primary loads nothing else and never opens the database. It prints the address once every
 * worker listens. It passes SIGTERM and SIGINT on to the workers as SIGTERM (after Ctrl+C the
 * terminal has already sent each worker its SIGINT; a second one would end it at once instead of
 * letting it close), waits for them (those still running after SHUTDOWN_GRACE_MS are killed) and
 * exits 0, or 1 if one did not close cleanly. A worker that stops on its own is replaced after a
 * second; more than MAX_RESTARTS stops within RESTART_WINDOW_MS (a database that does not answer,
 * a port in use) and the primary stops every worker and exits 1.
 */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 1000;
const SHUTDOWN_GRACE_MS = 30_000;

export function superviseWorkers(count: number, banner: () => void): void {
  /** Workers forked and not yet exited (cluster.workers may still hold one that exited). */
  const live = new Set<Worker>();
  const stops: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();
  let shuttingDown = false;
  let announced = false;
  let listening = 0;

  const fork = (replacing?: number) => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once('listening', () => {
      if (replacing !== undefined) console.log(`API worker ${worker.process.pid} listening, in place of ${replacing}.`);
      if (announced) return;
      listening += 1;
      if (listening === count) {
        announced = true;
        banner();
      }
    });
  };

  const stopAll = (reason: 'shutdown' | 'failure') => {
    if (shuttingDown) return;
    shuttingDown = true;
    if (reason === 'failure') process.exitCode = 1;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    if (live.size === 0) process.exit(process.exitCode ?? 0);
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exitCode = 1;
    }, SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    live.delete(worker);
    if (shuttingDown) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') process.exitCode = 1;
      if (live.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const now = Date.now();
    stops.push(now);
    while (stops.length > 0 && now - stops[0]! > RESTART_WINDOW_MS) stops.shift();
    const pid = worker.process.pid;
    console.error(`API worker ${pid} stopped (${signal ?? `code ${code}`}).`);
    if (stops.length > MAX_RESTARTS) {
      console.error(`\nNão foi possível manter o servidor / Cannot keep the server up: ${stops.length} workers stopped within ${RESTART_WINDOW_MS / 1000} s.\n`);
      stopAll('failure');
      return;
    }
    // Not unref'd: with every worker gone, this timer is what keeps the primary up to replace them.
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork(pid);
    }, RESTART_DELAY_MS);
    restarts.add(timer);
  });

  // `on`, not `once`: a repeated signal (a terminal's Ctrl+C, then a supervisor's) must not end the
  // primary with its default action while the workers close.
  process.on('SIGTERM', () => stopAll('shutdown'));
  process.on('SIGINT', () => stopAll('shutdown'));

  for (let i = 0; i < count; i++) fork();
}

import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` off the request path while the app is up: once `firstAfterMs` after it is ready, then every
 * `everyMs`. The timers do not keep the process alive and stop when the app closes. `job` catches its own errors.
 */
export function runPeriodically(app: FastifyInstance, job: () => void, timing: { firstAfterMs: number; everyMs: number }): void {
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(job, timing.firstAfterMs);
    first.unref();
    timer = setInterval(job, timing.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

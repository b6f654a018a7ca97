import { timingSafeEqual } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import { pgPool } from '../db/client';
import { MIGRATIONS_DIR } from '../db/migrate';
import { HttpError, unauthorized } from '../lib/http-errors';
import { unencapsulated } from '../lib/plugin';
import { appliedMigrationCount, probeDatabase } from './metrics-repository';

export const METRICS_PATH = '/api/metrics';
export const READY_PATH = '/api/ready';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry: modules add their own series to it (GET /api/metrics). */
    metrics: { registry: Registry };
  }
}

export interface MetricsPluginOptions {
  /**
   * The Bearer token GET /api/metrics asks for (METRICS_TOKEN). Without one the endpoint does not exist
   * (404): metrics tell load and versions, which the public need not know.
   */
  token?: string | null | undefined;
  /** The migration files readiness waits for (default: db/migrations). */
  migrationsDir?: string;
}

/** The pg pool's counters (node-postgres), when the database is PostgreSQL. */
interface PoolCounters {
  totalCount: number;
  idleCount?: number;
  waitingCount?: number;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

interface RequestSeries {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative): counts[i] those ≤ bounds[i] and > bounds[i - 1]. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * The requests' histogram (method, route pattern, status), kept here and read by prom-client's registry at
 * each scrape, written as prom-client writes a histogram (cumulative `_bucket` series with `le`, `_sum`,
 * `_count`). prom-client's own Histogram checks and hashes the labels on every observation, a labelled child's
 * too: ~5 µs of each request's CPU in a profile of the people list; here one Map lookup and three additions.
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, RequestSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: readonly number[],
  ) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, counts: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    if (bucket < this.bounds.length) series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What prom-client's registry asks of a metric (Metric.get). */
  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, counts, sum, count } of this.#series.values()) {
      let below = 0;
      this.bounds.forEach((le, i) => {
        below += counts[i]!;
        values.push({ labels: { le, ...labels }, value: below, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` }, { labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** Registry.resetMetrics. */
  reset(): void {
    this.#series.clear();
  }
}

/**
 * Prometheus metrics (prom-client) and readiness:
 * - requests by route pattern, method and status, with their duration (a histogram);
 * - the database: the pool's connections and waiting clients (PostgreSQL), and how long a trivial
 *   query waits and runs (PGlite's queue, or the pool's checkout and a round trip), taken at each scrape;
 * - the event loop's lag and the process (prom-client's default metrics);
 * - open STOMP (WebSocket) connections of the notification bell;
 * - whatever modules add to `app.metrics.registry` (release health: reports per remote and version).
 * GET /api/metrics answers them in the text format to a Bearer METRICS_TOKEN; GET /api/ready answers 200
 * only when every migration ran and the database answers (liveness stays GET /api/health).
 */
export const metricsPlugin = unencapsulated<MetricsPluginOptions>('sisacte-metrics', async (app, opts) => {
  const registry = new Registry();
  app.decorate('metrics', { registry });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];

  const requests = new RequestHistogram(
    'sisacte_http_request_duration_seconds',
    'API requests by route pattern, method and status, and their duration',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  registry.registerMetric(requests as unknown as Metric);
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, never the address (ids, queries); an unknown address counts as one route.
    requests.observe(request.method, request.routeOptions.url ?? 'not_found', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const engine = app.dbEngine;
  new Gauge({
    name: 'sisacte_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance: total, idle, and clients waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = pgPool(app.db) as PoolCounters | null;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'sisacte_db_wait_seconds',
    help: "Time a trivial query took at the scrape: PGlite's queue, or PostgreSQL's pool checkout and a round trip",
    labelNames: ['engine'],
    registers,
    async collect() {
      try {
        this.set({ engine }, await probeDatabase(app.db));
      } catch {
        this.set({ engine }, Number.NaN);
      }
    },
  });

  // Open WebSocket (STOMP) connections: counted at the upgrade, until the socket closes.
  let stomp = 0;
  app.server.on('upgrade', (request: { url?: string }, socket: { once(event: 'close', fn: () => void): void }) => {
    if (!request.url?.startsWith('/ws')) return;
    stomp += 1;
    socket.once('close', () => (stomp -= 1));
  });
  new Gauge({
    name: 'sisacte_stomp_connections',
    help: "Open WebSocket connections of the notification bell's STOMP endpoint on this instance",
    registers,
    collect() {
      this.set(stomp);
    },
  });

  const token = opts.token === undefined ? process.env.METRICS_TOKEN?.trim() || null : opts.token || null;
  if (token) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameToken(given, token)) throw unauthorized('Informe o token das métricas (Authorization: Bearer …).');
      // prom-client writes a value it has not got (the event loop's lag between two scrapes closer than its
      // sampling) as 'Nan'; the text format's spelling is 'NaN'
      const text = (await registry.metrics()).replace(/ Nan$/gm, ' NaN');
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
    });
  }

  // Readiness: every migration of this build ran (checked until it is so, then only the database).
  const migrations = readdirSync(opts.migrationsDir ?? MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
  let migrated = false;
  app.get(
    READY_PATH,
    { schema: { tags: ['Saúde'], summary: 'Pronto para receber requisições: migrações aplicadas e banco respondendo' } },
    async (request, reply) => {
      try {
        await app.dbPing();
        if (!migrated) migrated = (await appliedMigrationCount(app.db, migrations)) === migrations.length;
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unavailable');
        throw new HttpError(503, 'Banco de dados indisponível');
      }
      if (!migrated) throw new HttpError(503, 'Migrações do banco de dados pendentes');
      return reply.header('cache-control', 'no-store').send({ status: 'ready' });
    },
  );
});

import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { errorBodySchema } from '@sisacte/contracts/common/page';
import { ROLES } from '@sisacte/contracts/auth/roles';
import {
  anonymousMayReport,
  RELEASE_HEALTH_API,
  releaseReportBatchSchema,
  summaryQuerySchema,
  summarySchema,
} from '@sisacte/contracts/release-health/reports';
import { moveLiveBodySchema, releasesSchema, remoteReleasesSchema } from '@sisacte/contracts/release-health/releases';
import { REMOTE_NAMES, type RemoteName } from '@sisacte/contracts/shell/remotes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter, Histogram } from 'prom-client';
import { z } from 'zod';
import { badRequest, HttpError, notFound, unauthorized } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { staffRoute } from '../../plugins/route-options';
import { runPeriodically } from '../../lib/periodic';
import { RELEASE_HEALTH_DEFAULTS, releaseHealthConfigFromEnv, type ReleaseHealthConfig } from './config';
import { deleteReportsOlderThan, insertReports, versionHealth } from './repository';
import { judgeVersion, listReleases, sessionKeys, userMayReport, versionDirectory } from './service';
import { LiveVersionChangedError, pointRemoteIn, registryWritable, UnknownVersionError } from './registry.mjs';

export interface ReleaseHealthOptions {
  /** Overrides of the environment's settings (RELEASE_HEALTH_*, RELEASE_GUARD_*, REGISTRY_DIR). */
  config?: Partial<ReleaseHealthConfig> | undefined;
  /** The registry folder when config does not name one (the one the app serves). */
  registryDir?: string | undefined;
}

const TAG = 'Saúde das versões';
/** Rolling versions back and forward changes what every user loads: administrators only. */
const RELEASE_ROLES = [ROLES.ADMIN];
/** A batch is small: 50 reports of ~150 bytes. */
const BATCH_BODY_LIMIT = 32 * 1024;
const RATE_LIMITED_MESSAGE = 'Relatos demais deste endereço. Aguarde um minuto.';
const READ_ONLY_MESSAGE =
  'O registro de versões deste servidor é uma cópia somente leitura: troque a versão com `pnpm rollback` onde o registro é publicado.';

/**
 * Release health (the 'Versões' screen): reports from browsers about each remote's versions, their
 * summary, the releases and their history, and putting a version live again, as `pnpm rollback` does;
 * plus the automatic guard and the 30-day retention of the reports.
 */
export const releaseHealthRoutes: FastifyPluginAsyncZod<ReleaseHealthOptions> = async (app, opts) => {
  const fromEnv = releaseHealthConfigFromEnv();
  const config: ReleaseHealthConfig = {
    ...RELEASE_HEALTH_DEFAULTS,
    ...fromEnv,
    ...opts.config,
    registryDir: resolve(opts.config?.registryDir ?? opts.registryDir ?? fromEnv.registryDir ?? 'deploy/registry'),
  };
  const isReleased = versionDirectory(config);
  const keys = sessionKeys(config.sessionSecret ?? randomBytes(32).toString('hex'));
  /** The verified claims of the request's token (authenticate checked it and kept them). */
  const claimsOf = (request: FastifyRequest) => {
    if (!request.tokenClaims) throw unauthorized('Sessão inválida ou expirada. Faça login novamente.');
    return request.tokenClaims;
  };
  const route = staffRoute(RELEASE_ROLES, TAG);

  const registers = [app.metrics.registry];
  const reportsTotal = new Counter({
    name: 'sisacte_release_health_reports_total',
    help: 'Browser reports received, per remote, version and kind (load-failure, error, unhandled-rejection, screen-load)',
    labelNames: ['remote', 'version', 'kind'],
    registers,
  });
  const screenLoad = new Histogram({
    name: 'sisacte_release_health_screen_load_seconds',
    help: 'Screen load time reported by browsers, per remote and version',
    labelNames: ['remote', 'version'],
    buckets: [0.25, 0.5, 1, 2, 3, 5, 8, 13, 30],
    registers,
  });
  const guardRollbacks = new Counter({
    name: 'sisacte_release_guard_rollbacks_total',
    help: 'Versions rolled back by the automatic guard, per remote',
    labelNames: ['remote'],
    registers,
  });

  app.post(
    RELEASE_HEALTH_API.reports,
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { rateLimit: { max: config.batchesPerMinute, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, RATE_LIMITED_MESSAGE) } },
      // A token, when sent, must be valid; without one only the complaint form's load failures are taken.
      // A logged-in user's reports about remotes whose screens their roles do not open are dropped (see below).
      onRequest: async (request, reply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
      schema: {
        tags: [TAG],
        summary: 'Relatos do navegador sobre uma versão de um módulo (falhas de carregamento, erros, tempos de tela), sem dados pessoais',
        body: releaseReportBatchSchema,
        response: { 204: z.null().describe('Recebidos'), ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const { session } = request.body;
      const { user } = request;
      if (!user && !request.body.reports.every(anonymousMayReport)) {
        throw unauthorized('Sem login, só se aceitam falhas de carregamento do formulário de denúncia.');
      }
      // Reports about a remote the user's roles do not open are dropped, not refused: the shell loads a remote
      // to show its 'Acesso negado' too, and a refusal there would look like a lost session to the page.
      const reports = user ? request.body.reports.filter(userMayReport(config, user.roles)) : request.body.reports;
      if (reports.length === 0) return reply.code(204).send(null);
      const unknown = reports.find((r) => !isReleased(r.remote, r.version));
      if (unknown) throw badRequest(`version: ${unknown.remote} não tem a versão ${unknown.version}`);
      // The session a batch counts under: the login's (the client's tab id cannot multiply it), else the visitor's tab.
      const sessionKey = user ? keys.login(user, claimsOf(request)) : keys.visitor(session);
      await insertReports(app.db, sessionKey, reports);
      for (const r of reports) {
        reportsTotal.inc({ remote: r.remote, version: r.version, kind: r.kind });
        if (r.durationMs !== undefined) screenLoad.observe({ remote: r.remote, version: r.version }, r.durationMs / 1000);
      }
      // The guard counts login sessions only: an anonymous batch cannot change its verdict.
      const judged = new Set(user ? reports.map((r) => `${r.remote}\n${r.version}`) : []);
      for (const key of judged) {
        const [remote, version] = key.split('\n') as [RemoteName, string];
        try {
          const verdict = await judgeVersion(app.db, config, remote, version, request.log);
          if (verdict) guardRollbacks.inc({ remote });
        } catch (error) {
          request.log.error({ err: error, remote, version }, 'release guard failed');
        }
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    RELEASE_HEALTH_API.summary,
    route('Saúde de cada versão desde que foi ao ar: sessões, falhas de carregamento, sessões com falha ou erro por 1.000, p75', {
      querystring: summaryQuerySchema,
      response: { 200: summarySchema },
    }),
    async (request) => versionHealth(app.db, request.query.remote),
  );

  app.get(
    RELEASE_HEALTH_API.releases,
    route('Versões de cada módulo: a que está no ar, as anteriores e o histórico (quem, o quê, quando)', { response: { 200: releasesSchema } }),
    async () => listReleases(config),
  );

  app.post(
    RELEASE_HEALTH_API.live,
    route(
      'Põe no ar uma versão de um módulo (reverter ou avançar), como `pnpm rollback`',
      {
        params: z.strictObject({ remote: z.enum(REMOTE_NAMES, { error: 'módulo desconhecido' }) }),
        body: moveLiveBodySchema,
        response: { 200: remoteReleasesSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
      404,
      409,
    ),
    async (request) => {
      const { remote } = request.params;
      const { version, expectedLive } = request.body;
      if (!registryWritable(config.registryDir)) throw new HttpError(409, READ_ONLY_MESSAGE);
      const who = request.user?.name?.trim() || request.user?.username || 'administrador';
      try {
        await pointRemoteIn(config.registryDir, remote, version, { who, ...(expectedLive !== undefined ? { expectedLive } : {}) });
      } catch (error) {
        if (error instanceof UnknownVersionError) throw notFound(`${remote} não tem a versão ${version}`);
        if (error instanceof LiveVersionChangedError) {
          throw new HttpError(409, `Outra versão de ${remote} foi posta no ar enquanto isso (${error.live ?? 'nenhuma'}). Veja a lista atualizada.`);
        }
        throw error;
      }
      request.log.info({ remote, version }, 'live version changed from the API');
      return listReleases(config).remotes.find((r) => r.remote === remote)!;
    },
  );

  // Reports older than the retention are deleted off the request path: once shortly after start, then hourly.
  const purge = () => {
    deleteReportsOlderThan(app.db, config.retentionDays).catch((error: unknown) => app.log.warn({ err: error }, 'old release-health reports not deleted'));
  };
  runPeriodically(app, purge, { firstAfterMs: config.firstPurgeAfterMs, everyMs: config.purgeEveryMs });
};

/** Housekeeping: deletes the reports older than the retention. */
export const purgeReleaseHealth = deleteReportsOlderThan;

import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';
import { actionPlanRoutes } from './action-plan/routes';
import { AUTODIAGNOSTICO_DEFAULTS, type AutodiagnosticoConfig } from './config';
import { createResumeCodes } from './evaluations/access';
import { guardResumeCodes } from './evaluations/code-guard';
import { deleteAbandoned, forgetOldIdempotencyKeys } from './evaluations/repository';
import { evaluationRoutes } from './evaluations/routes';
import { modelsRoutes } from './models/routes';

export interface AutodiagnosticoOptions {
  /** Server secret shared by every instance (the JWT secret): the resume codes' key derives from it. */
  secret: string;
  config?: Partial<AutodiagnosticoConfig> | undefined;
}

/** Self-diagnosis and action plan (mf-autodiagnostico): public evaluations, staff models and aggregates. */
export const autodiagnosticoRoutes: FastifyPluginAsync<AutodiagnosticoOptions> = async (app, opts) => {
  const config = { ...AUTODIAGNOSTICO_DEFAULTS, ...opts.config };
  const codes = createResumeCodes(opts.secret);
  // Wrong resume codes are counted per address on every evaluation and action-plan call.
  guardResumeCodes(app, app.sharedLimits, { max: config.wrongCodesPerIp, windowMs: 10 * 60 * 1000 });
  await app.register(modelsRoutes);
  await app.register(evaluationRoutes, { codes, config });
  await app.register(actionPlanRoutes, { codes, config });

  // Abandoned unfinished evaluations are deleted off the request path (see config.abandonedAfterDays):
  // once shortly after start, then every purgeEveryMs.
  const purge = () => {
    purgeAutodiagnostico(app.db, config.abandonedAfterDays).catch((error: unknown) => app.log.warn({ err: error }, 'abandoned self-diagnoses not deleted'));
  };
  runPeriodically(app, purge, { firstAfterMs: config.firstPurgeAfterMs, everyMs: config.purgeEveryMs });
};

/**
 * Housekeeping: deletes the unfinished evaluations untouched for `abandonedAfterDays` (with their
 * answers and measures) and the Idempotency-Keys of creates older than 24 hours (with their sealed
 * resume codes). Returns how many of each.
 */
export async function purgeAutodiagnostico(db: DbOrTx, abandonedAfterDays: number): Promise<{ evaluations: number; keys: number }> {
  const evaluations = await deleteAbandoned(db, abandonedAfterDays);
  const keys = await forgetOldIdempotencyKeys(db);
  return { evaluations, keys };
}

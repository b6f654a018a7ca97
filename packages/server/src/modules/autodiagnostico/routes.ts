import type { FastifyPluginAsync } from 'fastify';
import { actionPlanRoutes } from './action-plan/routes';
import { AUTODIAGNOSTICO_DEFAULTS, type AutodiagnosticoConfig } from './config';
import { createResumeCodes } from './evaluations/access';
import { deleteAbandoned } from './evaluations/repository';
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
  await app.register(modelsRoutes);
  await app.register(evaluationRoutes, { codes, config });
  await app.register(actionPlanRoutes, { codes, config });

  // Abandoned unfinished evaluations are deleted off the request path (see config.abandonedAfterDays).
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deleteAbandoned(app.db, config.abandonedAfterDays).catch((error: unknown) => app.log.warn({ err: error }, 'abandoned self-diagnoses not deleted'));
    }, config.purgeEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

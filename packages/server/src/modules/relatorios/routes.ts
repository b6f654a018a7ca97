import type { FastifyPluginAsync } from 'fastify';
import { createAuditor } from './auditor';
import { auditorRoutes } from './auditor/routes';
import { relatoriosConfig, type RelatoriosConfig } from './config';
import { reportsRoutes } from './reports/routes';

export interface RelatoriosOptions {
  /** Defaults: the environment (AUDITOR_URL, AUDITOR_TIMEOUT_MS, AUDITOR_TOKEN, RELATORIO_INFRACOES). */
  config?: Partial<RelatoriosConfig>;
}

/** Inspection reports and the auditor's calls under our API (and, without AUDITOR_URL, its local stand-in). */
export const relatoriosRoutes: FastifyPluginAsync<RelatoriosOptions> = async (app, opts) => {
  const config = { ...relatoriosConfig(), ...opts.config };
  const auditor = await createAuditor(app, config);
  await app.register(reportsRoutes);
  await app.register(auditorRoutes, { auditor, infractionCodes: config.infractionCodes });
};

import type { FastifyPluginAsync } from 'fastify';
import { familyRoutes } from './family/routes';
import { functionsRoutes } from './functions/routes';
import { welcomedRoutes } from './welcomed/routes';

/** Case management (mf-acolhimento): welcomed people, family groups, functions. */
export const acolhimentoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(welcomedRoutes);
  await app.register(familyRoutes);
  await app.register(functionsRoutes);
};

import { ORGANIZATIONS_API, organizationSchema } from '@sisacte/contracts/denuncias/organizations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listActiveOrganizations } from './repository';

/**
 * GET /api/organizacoes/list: the active organizations, by name. Public, like the questionnaire:
 * the wizard may show them, and a name list reveals nothing about complaints.
 */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ORGANIZATIONS_API.list,
    {
      schema: {
        tags: ['Organizações'],
        summary: 'Organizações ativas (id, nome, sigla), por nome',
        response: { 200: z.array(organizationSchema) },
      },
    },
    async () => listActiveOrganizations(app.db),
  );
};

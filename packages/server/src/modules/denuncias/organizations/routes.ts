import { organizationSchema } from '@sisacte/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizations } from '../../../db/schema';

/**
 * GET /api/organizacoes/list: the active organizations, by name. Public, like the questionnaire:
 * the wizard may show them, and a name list reveals nothing about complaints.
 */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organizacoes/list',
    {
      schema: {
        tags: ['Organizações'],
        summary: 'Organizações ativas (id, nome, sigla), por nome',
        response: { 200: z.array(organizationSchema) },
      },
    },
    async () =>
      app.db
        .select({ id: organizations.id, nome: organizations.nome, sigla: organizations.sigla })
        .from(organizations)
        .where(eq(organizations.status, 1))
        .orderBy(asc(organizations.nome)),
  );
};

import { HEALTH_API } from '@sisacte/contracts/common/health';
import { errorBodySchema } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';

const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
});

/** Public liveness and database check, for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_API.health,
    {
      schema: {
        tags: ['Saúde'],
        summary: 'Situação do servidor e do banco de dados',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      try {
        await app.dbPing();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, 'Banco de dados indisponível');
      }
      return { status: 'ok' as const, database: app.dbEngine };
    },
  );
};

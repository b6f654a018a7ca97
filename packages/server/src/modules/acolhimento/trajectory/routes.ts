import { TRAJECTORY_API, trajectorySchema } from '@sisacte/contracts/acolhimento/trajectory';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../lib/params';
import { staffRoute } from '../../../plugins/route-options';
import { traceRead } from '../../audit';
import { trajectory } from './service';

export const trajectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: cadastros');
  app.get(
    TRAJECTORY_API.list,
    route('Trajetória de uma pessoa: estadias, encaminhamentos, monitoramentos, vagas e cursos, mais recentes primeiro', { params: idParamsSchema, response: { 200: trajectorySchema } }, 404),
    async (request) => {
      const steps = await trajectory(app.db, request.params.id);
      const { id } = request.params;
      await traceRead(app.db, request, { action: 'read', record: { type: 'pessoa', id }, subject: { type: 'pessoa', id }, details: { aba: 'trajetoria' } });
      return steps;
    },
  );
};

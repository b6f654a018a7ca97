import { ROLES } from '@sisacte/contracts/auth/roles';
import { questionMoveQuerySchema, questionnaireSchema, QUESTIONS_API, questionSchema, questionUpsertSchema } from '@sisacte/contracts/denuncias/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { requireRole } from '../../../plugins/auth';
import * as repo from './repository';
import * as service from './service';

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Questionário'];
  const staff = requireRole(ROLES.DENUNCIAS);

  app.get(
    QUESTIONS_API.list,
    {
      schema: {
        tags,
        summary: 'Questionário público: categorias (painéis a partir do 3) com suas questões ativas, em ordem, opções e indicadores',
        response: { 200: questionnaireSchema },
      },
    },
    async () => repo.loadQuestionnaire(app.db),
  );

  app.post(
    QUESTIONS_API.save,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Cadastra (sem id) ou atualiza (com id) uma questão; tipos 1 e 2 ficam sem opções; nova ordem = máximo + 1',
        security: BEARER_SECURITY,
        body: questionUpsertSchema,
        response: { 200: questionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.saveQuestion(app.db, request.body),
  );

  app.post(
    QUESTIONS_API.move,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Move a questão para cima ou para baixo, trocando a ordem com a vizinha numa transação; devolve o questionário',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        querystring: questionMoveQuerySchema,
        response: { 200: questionnaireSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.moveQuestion(app.db, request.params.id, request.query.direcao),
  );

  app.delete(
    QUESTIONS_API.one,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Exclui uma questão (exclusão lógica; recusada enquanto outras questões dependem dela)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 204: z.null().describe('Excluída'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteQuestion(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

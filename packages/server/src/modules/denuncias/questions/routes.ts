import { ROLES } from '@sisacte/contracts/auth/roles';
import { questionMoveQuerySchema, questionnaireSchema, QUESTIONS_API, questionSchema, questionUpsertSchema } from '@sisacte/contracts/denuncias/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../lib/params';
import { publicRoute, staffRoute } from '../../../plugins/route-options';
import type { QuestionnaireCache } from './cache';
import * as service from './service';
import { crudRoutes } from '../../shared/crud/routes';
import { createOnce } from '../../shared/idempotency/create-once';

export const questionsRoutes: FastifyPluginAsyncZod<{ questionnaire: QuestionnaireCache }> = async (app, opts) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Questionário');

  app.get(
    QUESTIONS_API.list,
    publicRoute('Questionário', {}, [])('Questionário público: categorias (painéis a partir do 3) com suas questões ativas, em ordem, opções e indicadores', { response: { 200: questionnaireSchema } }),
    // From memory while questionnaire_version is unchanged (one primary-key lookup per request).
    async () => (await opts.questionnaire.current(app.db)).categories,
  );

  app.post(
    QUESTIONS_API.save,
    route('Cadastra (sem id) ou atualiza (com id) uma questão; tipos 1 e 2 ficam sem opções; nova ordem = máximo + 1', { body: questionUpsertSchema, response: { 200: questionSchema } }, 404),
    async (request, reply) => createOnce(request, reply, (db) => service.saveQuestion(db, request.body), 200),
  );

  app.post(
    QUESTIONS_API.move,
    route('Move a questão para cima ou para baixo, trocando a ordem com a vizinha numa transação; devolve o questionário', { params: idParamsSchema, querystring: questionMoveQuerySchema, response: { 200: questionnaireSchema } }, 404),
    async (request) => service.moveQuestion(app.db, request.params.id, request.query.direcao),
  );

  crudRoutes(app, route, { paths: { remove: QUESTIONS_API.one }, entity: questionSchema }, {
    remove: { summary: 'Exclui uma questão (exclusão lógica; recusada enquanto outras questões dependem dela)', removed: 'Excluída', remove: (db, id) => service.deleteQuestion(db, id) },
  });
};

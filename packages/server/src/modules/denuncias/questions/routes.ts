import { ROLES } from '@sisacte/contracts/auth/roles';
import {
  editorQuestionnaireSchema,
  editorQuestionSchema,
  questionMoveQuerySchema,
  questionnaireQuerySchema,
  questionnaireSchema,
  QUESTIONS_API,
  questionUpsertSchema,
} from '@sisacte/contracts/denuncias/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../lib/params';
import { sharedAnswer } from '../../../lib/shared-answer';
import { publicRoute, staffRoute } from '../../../plugins/route-options';
import { doubtAfterWrites, type QuestionnaireCache } from './cache';
import * as service from './service';
import { crudRoutes } from '../../shared/crud/routes';
import { createOnce } from '../../shared/idempotency/create-once';
import { addressLanguage } from '../../shared/i18n';

export const questionsRoutes: FastifyPluginAsyncZod<{ questionnaire: QuestionnaireCache }> = async (app, opts) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Questionário');
  doubtAfterWrites(app, opts.questionnaire);

  app.get(
    QUESTIONS_API.list,
    publicRoute('Questionário', {}, [])(
      'Questionário público: categorias (painéis a partir do 3) com suas questões ativas, em ordem, opções e indicadores, no idioma de ?lang= (pt, es, en, fr, ht; sem ele, português); um texto ainda sem tradução vem em português, com idioma "pt"',
      { querystring: questionnaireQuerySchema, response: { 200: questionnaireSchema } },
    ),
    // From memory while questionnaire_version is unchanged (one primary-key lookup per request), each language made once.
    // The language is the page's, in the address it asks with (read by the public routes' one rule: case-insensitive,
    // region dropped, the first of a repeated ?lang, an unknown one ignored): never the browser's own Accept-Language,
    // which the wizard's fetch sends by itself (a Portuguese page sends no ?lang) and would put, say, English questions
    // on a Portuguese page.
    // Each language's answer is written and gzipped once per version (sharedAnswer).
    async (request, reply) => sharedAnswer(request, reply, questionnaireSchema, (await opts.questionnaire.current(app.db)).inLanguage(addressLanguage(request) ?? 'pt')),
  );
  app.get(
    QUESTIONS_API.editor,
    route('O questionário para o editor: textos em português com as traduções de cada idioma (es, en, fr, ht)', { response: { 200: editorQuestionnaireSchema } }),
    async () => (await opts.questionnaire.latest(app.db)).editor,
  );

  app.post(
    QUESTIONS_API.save,
    route('Cadastra (sem id) ou atualiza (com id) uma questão, com o texto de ajuda e as traduções (es, en, fr, ht) do enunciado, da ajuda e das opções; tipos 1 e 2 ficam sem opções; nova ordem = máximo + 1', { body: questionUpsertSchema, response: { 200: editorQuestionSchema } }, 404),
    async (request, reply) => createOnce(request, reply, (db) => service.saveQuestion(db, request.body), 200),
  );

  app.post(
    QUESTIONS_API.move,
    route('Move a questão para cima ou para baixo, trocando a ordem com a vizinha numa transação; devolve o questionário', { params: idParamsSchema, querystring: questionMoveQuerySchema, response: { 200: editorQuestionnaireSchema } }, 404),
    async (request) => service.moveQuestion(app.db, request.params.id, request.query.direcao),
  );

  crudRoutes(app, route, { paths: { remove: QUESTIONS_API.one }, entity: editorQuestionSchema }, {
    remove: { summary: 'Exclui uma questão (exclusão lógica; recusada enquanto outras questões dependem dela)', removed: 'Excluída', remove: (db, id) => service.deleteQuestion(db, id) },
  });
};

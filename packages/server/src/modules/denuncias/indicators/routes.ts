import { ROLES } from '@sisacte/contracts/auth/roles';
import { pageSchema } from '@sisacte/contracts/common/page';
import { indicatorListQuerySchema, INDICATORS_API, indicatorSchema, indicatorUpsertSchema } from '@sisacte/contracts/denuncias/indicators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes } from '../../shared/crud/routes';
import { records } from '../../shared/crud/service';
import { createOnce } from '../../shared/idempotency/create-once';
import * as repo from './repository';
import { doubtAfterWrites, type QuestionnaireCache } from '../questions/cache';

const INDICATOR_NOT_FOUND_MESSAGE = 'Indicador não encontrado';
const indicators = records(repo.findIndicator, INDICATOR_NOT_FOUND_MESSAGE);

export const indicatorsRoutes: FastifyPluginAsyncZod<{ questionnaire: QuestionnaireCache }> = async (app, opts) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Indicadores');
  // an indicator's weight and status are part of the live questionnaire
  doubtAfterWrites(app, opts.questionnaire);

  crudRoutes(app, route, { paths: { list: INDICATORS_API.page, one: INDICATORS_API.one }, entity: indicatorSchema }, {
    list: {
      summary: 'Lista paginada de indicadores (filtros de data de cadastro, peso, categoria e situação; padrão id crescente, 20 por página)',
      query: indicatorListQuerySchema,
      page: pageSchema(indicatorSchema),
      read: repo.listIndicators,
    },
    own: () =>
      app.get(
        INDICATORS_API.list,
        route('Todos os indicadores ativos (para ligar opções de questões a indicadores)', { response: { 200: z.array(indicatorSchema) } }),
        async () => repo.listActiveIndicators(app.db),
      ),
    one: { summary: 'Um indicador', read: indicators.require },
  });

  app.post(
    INDICATORS_API.page,
    route('Cadastra (sem id) ou atualiza (com id) um indicador', { body: indicatorUpsertSchema, response: { 200: indicatorSchema } }, 404),
    async (request, reply) => {
      const { id, categoria_indicador, ...rest } = request.body;
      const data = { ...rest, categoriaIndicador: categoria_indicador };
      return createOnce(request, reply, async (db) => {
        let savedId: number;
        if (id) {
          if (!(await repo.updateIndicator(db, id, data))) throw notFound(INDICATOR_NOT_FOUND_MESSAGE);
          savedId = id;
        } else {
          savedId = await repo.insertIndicator(db, data);
        }
        return (await repo.findIndicator(db, savedId))!;
      }, 200);
    },
  );
};

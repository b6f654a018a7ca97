import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage, pageSchema } from '@sisacte/contracts/common/page';
import { indicatorListQuerySchema, INDICATORS_API, indicatorSchema, indicatorUpsertSchema } from '@sisacte/contracts/denuncias/indicators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import { pageQueryToSql } from '../../../lib/paging';
import { idParamsSchema } from '../../../lib/params';
import { staffRoute } from '../../../plugins/route-options';
import * as repo from './repository';
import { createOnce } from '../../shared/idempotency/create-once';

const INDICATOR_NOT_FOUND_MESSAGE = 'Indicador não encontrado';

export const indicatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Indicadores');

  app.get(
    INDICATORS_API.page,
    route('Lista paginada de indicadores (filtros de data de cadastro, peso, categoria e situação; padrão id crescente, 20 por página)', { querystring: indicatorListQuerySchema, response: { 200: pageSchema(indicatorSchema) } }),
    async (request) => {
      const page = pageQueryToSql(request.query, {
        fields: repo.INDICATOR_SORT_FIELDS,
        defaultSort: { field: 'id', direction: 'asc' },
        tieBreaker: repo.INDICATOR_SORT_FIELDS.id,
      });
      const { content, total } = await repo.listIndicators(app.db, request.query, page);
      return makePage(content, total, page.page, page.size);
    },
  );

  app.get(
    INDICATORS_API.list,
    route('Todos os indicadores ativos (para ligar opções de questões a indicadores)', { response: { 200: z.array(indicatorSchema) } }),
    async () => repo.listActiveIndicators(app.db),
  );

  app.get(
    INDICATORS_API.one,
    route('Um indicador', { params: idParamsSchema, response: { 200: indicatorSchema } }, 404),
    async (request) => {
      const found = await repo.findIndicator(app.db, request.params.id);
      if (!found) throw notFound(INDICATOR_NOT_FOUND_MESSAGE);
      return found;
    },
  );

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

import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage, pageSchema } from '@sisacte/contracts/common/page';
import { indicatorListQuerySchema, INDICATORS_API, indicatorSchema, indicatorUpsertSchema } from '@sisacte/contracts/denuncias/indicators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import { pageQueryToSql } from '../../../lib/paging';
import { idParamsSchema } from '../../../lib/params';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { requireRole } from '../../../plugins/auth';
import * as repo from './repository';

const INDICATOR_NOT_FOUND_MESSAGE = 'Indicador não encontrado';

export const indicatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Indicadores'];
  const staff = requireRole(ROLES.DENUNCIAS);

  app.get(
    INDICATORS_API.page,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Lista paginada de indicadores (filtros de data de cadastro, peso, categoria e situação; padrão id crescente, 20 por página)',
        security: BEARER_SECURITY,
        querystring: indicatorListQuerySchema,
        response: { 200: pageSchema(indicatorSchema), ...errorResponses(400, 401, 403) },
      },
    },
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
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Todos os indicadores ativos (para ligar opções de questões a indicadores)',
        security: BEARER_SECURITY,
        response: { 200: z.array(indicatorSchema), ...errorResponses(401, 403) },
      },
    },
    async () => repo.listActiveIndicators(app.db),
  );

  app.get(
    INDICATORS_API.one,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Um indicador',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: indicatorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await repo.findIndicator(app.db, request.params.id);
      if (!found) throw notFound(INDICATOR_NOT_FOUND_MESSAGE);
      return found;
    },
  );

  app.post(
    INDICATORS_API.page,
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Cadastra (sem id) ou atualiza (com id) um indicador',
        security: BEARER_SECURITY,
        body: indicatorUpsertSchema,
        response: { 200: indicatorSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, categoria_indicador, ...rest } = request.body;
      const data = { ...rest, categoriaIndicador: categoria_indicador };
      let savedId: number;
      if (id) {
        if (!(await repo.updateIndicator(app.db, id, data))) throw notFound(INDICATOR_NOT_FOUND_MESSAGE);
        savedId = id;
      } else {
        savedId = await repo.insertIndicator(app.db, data);
      }
      return (await repo.findIndicator(app.db, savedId))!;
    },
  );
};

import { ROLE_PAGE_SIZE, roleCreateSchema, ROLES, ROLES_API, roleSchema, roleUpdateSchema } from '@sisacte/contracts/auth/roles';
import { makePage, pageQuerySchema, pageSchema } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQueryToSql } from '../../../lib/paging';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { requireRole } from '../../../plugins/auth';
import * as repo from './repository';
import * as service from './service';

const listQuerySchema = pageQuerySchema.extend({ size: pageQuerySchema.shape.size.unwrap().default(ROLE_PAGE_SIZE) });

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Perfis'];
  const adminOnly = requireRole(ROLES.ADMIN);

  app.get(
    ROLES_API.page,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Lista paginada de perfis',
        security: BEARER_SECURITY,
        querystring: listQuerySchema,
        response: { 200: pageSchema(roleSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = pageQueryToSql(request.query, {
        fields: repo.ROLE_SORT_FIELDS,
        defaultSort: { field: 'name', direction: 'asc' },
        tieBreaker: repo.ROLE_SORT_FIELDS.id,
      });
      const { content, total } = await repo.listRoles(app.db, page);
      return makePage(content, total, page.page, page.size);
    },
  );

  app.post(
    ROLES_API.save,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cadastra um perfil',
        security: BEARER_SECURITY,
        body: roleCreateSchema,
        response: { 201: roleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createRole(app.db, request.body)),
  );

  app.put(
    ROLES_API.save,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Atualiza um perfil (perfis do sistema: só a descrição)',
        security: BEARER_SECURITY,
        body: roleUpdateSchema,
        response: { 200: roleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateRole(app.db, request.body),
  );
};

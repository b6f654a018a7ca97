import { ROLE_PAGE_SIZE, roleCreateSchema, ROLES, ROLES_API, roleSchema, roleUpdateSchema } from '@sisacte/contracts/auth/roles';
import { makePage, pageQuerySchema, pageSchema } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQueryToSql } from '../../../lib/paging';
import { staffRoute } from '../../../plugins/route-options';
import * as repo from './repository';
import * as service from './service';
import { createOnce } from '../../shared/idempotency/create-once';

const listQuerySchema = pageQuerySchema.extend({ size: pageQuerySchema.shape.size.unwrap().default(ROLE_PAGE_SIZE) });

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ADMIN, 'Perfis');

  app.get(
    ROLES_API.page,
    route('Lista paginada de perfis', { querystring: listQuerySchema, response: { 200: pageSchema(roleSchema) } }),
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
    route('Cadastra um perfil', { body: roleCreateSchema, response: { 201: roleSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createRole(db, request.body)),
  );

  app.put(
    ROLES_API.save,
    route('Atualiza um perfil (perfis do sistema: só a descrição)', { body: roleUpdateSchema, response: { 200: roleSchema } }, 404),
    async (request) => service.updateRole(app.db, request.body),
  );
};

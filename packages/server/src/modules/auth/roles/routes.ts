import { ROLE_PAGE_SIZE, roleCreateSchema, ROLES, ROLES_API, roleSchema, roleUpdateSchema } from '@sisacte/contracts/auth/roles';
import { pageQuerySchema, pageSchema } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes } from '../../shared/crud/routes';
import * as repo from './repository';
import * as service from './service';

const listQuerySchema = pageQuerySchema.extend({ size: pageQuerySchema.shape.size.unwrap().default(ROLE_PAGE_SIZE) });

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ADMIN, 'Perfis');

  crudRoutes(app, route, { paths: { list: ROLES_API.page, save: ROLES_API.save }, entity: roleSchema }, {
    list: { summary: 'Lista paginada de perfis', query: listQuerySchema, page: pageSchema(roleSchema), read: (db, _filter, page) => repo.listRoles(db, page) },
    create: { summary: 'Cadastra um perfil', body: roleCreateSchema, create: service.createRole },
    update: { summary: 'Atualiza um perfil (perfis do sistema: só a descrição)', body: roleUpdateSchema, update: service.updateRole },
  });
};

import { ROLES } from '@sisacte/contracts/auth/roles';
import { userCreateSchema, userListQuerySchema, userOptionSchema, USERS_API, userSchema, userUpdateSchema } from '@sisacte/contracts/auth/users';
import { makePage, pageSchema } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { notFound } from '../../../lib/http-errors';
import { pageQueryToSql } from '../../../lib/paging';
import { idParamsSchema } from '../../../lib/params';
import * as repo from './repository';
import * as service from './service';
import { createOnce } from '../../shared/idempotency/create-once';

/** Roles whose screens filter or show records by author, and so need the list of users. */
const USER_LIST_READERS = [ROLES.ADMIN, ROLES.ACOLHIMENTO, ROLES.DENUNCIAS, ROLES.RELATORIOS, ROLES.PAINEL];


export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ADMIN, 'Usuários');
  const readersRoute = staffRoute(USER_LIST_READERS, 'Usuários');

  app.get(
    USERS_API.page,
    route('Lista paginada de usuários (filtro por nome, sem acento nem caixa)', { querystring: userListQuerySchema, response: { 200: pageSchema(userSchema) } }),
    async (request) => {
      const page = pageQueryToSql(request.query, {
        fields: repo.USER_SORT_FIELDS,
        defaultSort: { field: 'name', direction: 'asc' },
        tieBreaker: repo.USER_SORT_FIELDS.id,
      });
      const { content, total } = await repo.listUsers(app.db, { name: request.query.name }, page);
      return makePage(content, total, page.page, page.size);
    },
  );

  app.get(
    USERS_API.options,
    readersRoute('Todos os usuários ativos (id, nome, usuário), por nome: para filtros de autor', { response: { 200: z.array(userOptionSchema) } }),
    async () => repo.listUserOptions(app.db),
  );

  app.get(
    USERS_API.one,
    route('Um usuário', { params: idParamsSchema, response: { 200: userSchema } }, 404),
    async (request) => {
      const user = await repo.findUser(app.db, request.params.id);
      if (!user) throw notFound(service.USER_NOT_FOUND_MESSAGE);
      return user;
    },
  );

  app.post(
    USERS_API.save,
    route('Cadastra um usuário', { body: userCreateSchema, response: { 201: userSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createUser(db, app.passwords, request.body)),
  );

  app.put(
    USERS_API.save,
    route('Atualiza um usuário (senha vazia mantém a atual; perfis são substituídos)', { body: userUpdateSchema, response: { 200: userSchema } }, 404),
    async (request) => service.updateUser(app.db, app.passwords, request.body),
  );

  app.delete(
    USERS_API.one,
    route('Exclui (desativa) um usuário', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteUser(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    USERS_API.endSessions,
    route('Encerra as sessões do usuário: os tokens já emitidos deixam de valer', { params: idParamsSchema, response: { 204: z.null().describe('Sessões encerradas') } }, 404),
    async (request, reply) => {
      if (!(await repo.revokeUserTokens(app.db, request.params.id))) throw notFound(service.USER_NOT_FOUND_MESSAGE);
      return reply.code(204).send(null);
    },
  );
};

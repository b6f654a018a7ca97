import { ROLES } from '@sisacte/contracts/auth/roles';
import { userCreateSchema, userListQuerySchema, userOptionSchema, USERS_API, userSchema, userUpdateSchema } from '@sisacte/contracts/auth/users';
import { makePage, pageSchema } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAnyRole, requireRole } from '../../../plugins/auth';
import { notFound } from '../../../lib/http-errors';
import { pageQueryToSql } from '../../../lib/paging';
import { idParamsSchema } from '../../../lib/params';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import * as repo from './repository';
import * as service from './service';

/** Roles whose screens filter or show records by author, and so need the list of users. */
const USER_LIST_READERS = [ROLES.ADMIN, ROLES.ACOLHIMENTO, ROLES.DENUNCIAS, ROLES.RELATORIOS, ROLES.PAINEL];


export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Usuários'];
  const adminOnly = requireRole(ROLES.ADMIN);

  app.get(
    USERS_API.page,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Lista paginada de usuários (filtro por nome, sem acento nem caixa)',
        security: BEARER_SECURITY,
        querystring: userListQuerySchema,
        response: { 200: pageSchema(userSchema), ...errorResponses(400, 401, 403) },
      },
    },
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
    {
      onRequest: requireAnyRole(USER_LIST_READERS),
      schema: {
        tags,
        summary: 'Todos os usuários ativos (id, nome, usuário), por nome: para filtros de autor',
        security: BEARER_SECURITY,
        response: { 200: z.array(userOptionSchema), ...errorResponses(401, 403) },
      },
    },
    async () => repo.listUserOptions(app.db),
  );

  app.get(
    USERS_API.one,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Um usuário',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await repo.findUser(app.db, request.params.id);
      if (!user) throw notFound(service.USER_NOT_FOUND_MESSAGE);
      return user;
    },
  );

  app.post(
    USERS_API.save,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cadastra um usuário',
        security: BEARER_SECURITY,
        body: userCreateSchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createUser(app.db, app.passwords, request.body)),
  );

  app.put(
    USERS_API.save,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Atualiza um usuário (senha vazia mantém a atual; perfis são substituídos)',
        security: BEARER_SECURITY,
        body: userUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateUser(app.db, app.passwords, request.body),
  );

  app.delete(
    USERS_API.one,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Exclui (desativa) um usuário',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 204: z.null().describe('Excluído'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteUser(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    USERS_API.endSessions,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Encerra as sessões do usuário: os tokens já emitidos deixam de valer',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 204: z.null().describe('Sessões encerradas'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await repo.revokeUserTokens(app.db, request.params.id))) throw notFound(service.USER_NOT_FOUND_MESSAGE);
      return reply.code(204).send(null);
    },
  );
};

import { grants, ROLES } from '@sisacte/contracts/auth/roles';
import { userCreateSchema, userListQuerySchema, userOptionSchema, USERS_API, userSchema, userUpdateSchema } from '@sisacte/contracts/auth/users';
import { pageSchema } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { notFound } from '../../../lib/http-errors';
import { idParamsSchema } from '../../../lib/params';
import { crudRoutes } from '../../shared/crud/routes';
import { records } from '../../shared/crud/service';
import * as repo from './repository';
import * as service from './service';

/**
 * The roles whose screens call the list of users: case management's 'Cadastrado por' filters (people,
 * and the record search of courses and vacancies). No other screen lists the staff.
 */
const USER_LIST_READERS = [ROLES.ACOLHIMENTO];

const users = records(repo.findUser, service.USER_NOT_FOUND_MESSAGE);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ADMIN, 'Usuários');
  const readersRoute = staffRoute(USER_LIST_READERS, 'Usuários');

  crudRoutes(app, route, { paths: { list: USERS_API.page, one: USERS_API.one, save: USERS_API.save, remove: USERS_API.one }, entity: userSchema }, {
    list: { summary: 'Lista paginada de usuários (filtro por nome, sem acento nem caixa)', query: userListQuerySchema, page: pageSchema(userSchema), read: repo.listUsers },
    own: () =>
      app.get(
        USERS_API.options,
        readersRoute('Todos os usuários ativos (id e nome; o usuário só para administradores), por nome: para filtros de autor', {
          response: { 200: z.array(userOptionSchema) },
        }),
        async (request) => repo.listUserOptions(app.db, { withUsername: grants(currentUser(request).roles, ROLES.ADMIN) }),
      ),
    one: { summary: 'Um usuário', read: users.require },
    create: { summary: 'Cadastra um usuário', body: userCreateSchema, create: (db, input) => service.createUser(db, app.passwords, input) },
    update: { summary: 'Atualiza um usuário (senha vazia mantém a atual; perfis são substituídos)', body: userUpdateSchema, update: (db, input) => service.updateUser(db, app.passwords, input) },
    remove: { summary: 'Exclui (desativa) um usuário', removed: 'Excluído', remove: (db, id, authorId) => service.deleteUser(db, authorId, id) },
  });

  app.post(
    USERS_API.endSessions,
    route('Encerra as sessões do usuário: os tokens já emitidos deixam de valer', { params: idParamsSchema, response: { 204: z.null().describe('Sessões encerradas') } }, 404),
    async (request, reply) => {
      if (!(await repo.revokeUserTokens(app.db, request.params.id))) throw notFound(service.USER_NOT_FOUND_MESSAGE);
      return reply.code(204).send(null);
    },
  );
};

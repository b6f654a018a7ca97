import { ROLES } from '@sisacte/contracts/auth/roles';
import { pageSchema } from '@sisacte/contracts/common/page';
import {
  calendarAnswerSchema,
  calendarQuerySchema,
  MAX_CALENDAR_EVENTS,
  operationListQuerySchema,
  OPERATIONS_API,
  operationSchema,
  operationSummarySchema,
  operationUpsertSchema,
} from '@sisacte/contracts/denuncias/operations';
import { TEAM_NOT_FOUND_MESSAGE, teamListQuerySchema, TEAMS_API, teamSchema, teamUpsertSchema } from '@sisacte/contracts/denuncias/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest } from '../../lib/http-errors';
import { idParamsSchema } from '../../lib/params';
import { currentUser } from '../../plugins/auth';
import { staffRoute } from '../../plugins/route-options';
import { complaintViewer, type ComplaintViewer } from '../denuncias';
import { createOnceNotifying, publishNotifications } from '../notificacoes';
import { crudRoutes } from '../shared/crud/routes';
import { records } from '../shared/crud/service';
import { createOnce } from '../shared/idempotency/create-once';
import * as repo from './repository';
import * as service from './service';

const teams = records(repo.findTeam, TEAM_NOT_FOUND_MESSAGE);

const CONCURRENT_INCLUSION_MESSAGE = 'Uma das denúncias acabou de ser incluída noutra operação aberta: recarregue e tente de novo';

/** Two requests including the same complaint at once: the partial unique index refuses the second. */
async function inTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(CONCURRENT_INCLUSION_MESSAGE);
    throw error;
  }
}

/** Teams (/api/equipes, /api/membros) and operations (/api/operacoes, /api/odc): role Denuncias. */
export const operacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const teamRoute = staffRoute(ROLES.DENUNCIAS, 'Equipes');
  const route = staffRoute(ROLES.DENUNCIAS, 'Operações');

  crudRoutes(app, teamRoute, { paths: { list: TEAMS_API.page, one: TEAMS_API.one }, entity: teamSchema }, {
    list: { summary: 'Lista paginada de equipes (filtro de situação; padrão id crescente, 20 por página)', query: teamListQuerySchema, page: pageSchema(teamSchema), read: repo.listTeams },
    one: { summary: 'Uma equipe com seus membros', read: teams.require },
  });

  app.post(
    TEAMS_API.page,
    teamRoute('Cadastra (sem id) ou atualiza (com id) uma equipe; a lista de membros enviada é a lista inteira', { body: teamUpsertSchema, response: { 200: teamSchema } }, 404),
    async (request, reply) => createOnce(request, reply, (db) => db.transaction((tx) => service.saveTeam(tx, request.body)), 200),
  );

  app.delete(
    TEAMS_API.one,
    teamRoute('Exclui uma equipe que nenhuma operação usa (as usadas só podem ficar inativas)', { params: idParamsSchema, response: { 204: z.null() } }, 404),
    async (request, reply) => {
      await app.db.transaction((tx) => service.removeTeam(tx, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    TEAMS_API.member,
    teamRoute('Exclui um membro de uma equipe; responde a equipe', { params: idParamsSchema, response: { 200: teamSchema } }, 404),
    async (request) => app.db.transaction((tx) => service.removeMember(tx, request.params.id)),
  );

  crudRoutes(app, route, { paths: { list: OPERATIONS_API.page }, entity: operationSummarySchema }, {
    list: { summary: 'Lista paginada de operações (situação, equipe, período; padrão id crescente, 20 por página)', query: operationListQuerySchema, page: pageSchema(operationSummarySchema), read: repo.listOperations },
  });

  app.get(
    OPERATIONS_API.calendar,
    route(`Eventos do calendário entre inicio e fim (fim exclusivo), no máximo ${MAX_CALENDAR_EVENTS}`, { querystring: calendarQuerySchema, response: { 200: calendarAnswerSchema } }),
    async (request) => {
      const rows = await repo.calendarEvents(app.db, request.query.inicio, request.query.fim, MAX_CALENDAR_EVENTS + 1);
      return { eventos: rows.slice(0, MAX_CALENDAR_EVENTS), truncado: rows.length > MAX_CALENDAR_EVENTS };
    },
  );

  app.get(
    OPERATIONS_API.one,
    route('Uma operação: equipe e membros, datas, situação, municípios e as denúncias incluídas que o usuário pode ver', { params: idParamsSchema, response: { 200: operationSchema } }, 404),
    async (request) => service.operationView(app.db, complaintViewer(currentUser(request)), request.params.id),
  );

  app.post(
    OPERATIONS_API.page,
    route(
      'Cadastra (sem id, Programada) ou atualiza (com id) uma operação, seus municípios e denúncias; move as denúncias (histórico e notificações na mesma transação)',
      { body: operationUpsertSchema, response: { 200: operationSchema } },
      404,
    ),
    async (request, reply) => {
      const viewer = complaintViewer(currentUser(request));
      return createOnceNotifying(
        app,
        request,
        reply,
        async (db) => {
          const saved = await inTransaction(db as Database, (tx) => service.saveOperation(tx, viewer, request.body));
          return { created: await service.operationView(db, viewer, saved.id), notificationIds: saved.notificationIds };
        },
        200,
      );
    },
  );

  /** A removal whose changed complaints notify their followers after the commit. */
  const removal = (path: string, summary: string, remove: (tx: Transaction, viewer: ComplaintViewer, id: number) => Promise<number[]>) =>
    app.delete(path, route(summary, { params: idParamsSchema, response: { 204: z.null() } }, 404), async (request, reply) => {
      const ids = await app.db.transaction((tx) => remove(tx, complaintViewer(currentUser(request)), request.params.id));
      await publishNotifications(app, ids);
      return reply.code(204).send(null);
    });

  removal(OPERATIONS_API.one, 'Exclui uma operação; as denúncias não fiscalizadas voltam a Protocolada', service.removeOperation);
  removal(OPERATIONS_API.odc, 'Retira uma denúncia da operação antes da fiscalização; ela volta a Protocolada', service.removeOdc);
};

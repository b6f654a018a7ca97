import { ROLES } from '@sisacte/contracts/auth/roles';
import {
  ARCHIVE_REQUESTS_API,
  archiveDecisionSchema,
  archiveLastParamsSchema,
  archiveRequestCreateSchema,
  archiveRequestSchema,
  type ArchiveRequest,
} from '@sisacte/contracts/notificacoes/archive-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { actorOf, tracedWrite, type TrailFact } from '../../audit';
import { createOnceNotifying, publishNotifications } from '../../notificacoes';
import * as service from './service';

/** An archive request's entry in the trail, listed on its complaint's 'Acessos' tab. */
const requestFact = (action: TrailFact['action'], request: ArchiveRequest): TrailFact => ({
  action,
  record: { type: 'arquivamento', id: request.id },
  subject: { type: 'denuncia', id: request.src_id },
  details: { tipo: request.tipo, situacao: request.status },
});

/** The archive workflow (see contracts/notificacoes/archive-requests.ts). Role Denuncias; deciding needs VisualizarTodasDemandas. */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Denúncias: arquivamento');

  app.post(
    ARCHIVE_REQUESTS_API.create,
    route('Pede o arquivamento ou desarquivamento (Em avaliação); quem vê todas as denúncias arquiva direto (Deferido)', {
      body: archiveRequestCreateSchema,
      response: { 201: archiveRequestSchema },
    }, 404),
    async (request, reply) =>
      createOnceNotifying(app, request, reply, async (db) => {
        const { request: created, notificationIds } = await tracedWrite(
          db,
          actorOf(request),
          (tx) => service.createRequest(tx, currentUser(request), request.body),
          (done) => requestFact('create', done.request),
        );
        return { created, notificationIds };
      }),
  );

  app.post(
    ARCHIVE_REQUESTS_API.decide,
    route('Decide um pedido (Deferido aplica o arquivamento/desarquivamento na mesma transação; Indeferido); só quem vê todas as denúncias', {
      params: idParamsSchema,
      body: archiveDecisionSchema,
      response: { 200: archiveRequestSchema },
    }, 404),
    async (request) => {
      const decided = await tracedWrite(
        app.db,
        actorOf(request),
        (tx) => service.decideRequest(tx, currentUser(request), request.params.id, request.body.status),
        (done) => requestFact('update', done.request),
      );
      await publishNotifications(app, decided.notificationIds);
      return decided.request;
    },
  );

  app.get(
    ARCHIVE_REQUESTS_API.ofComplaint,
    route('Os pedidos de arquivamento e desarquivamento da denúncia, mais recente primeiro', { params: idParamsSchema, response: { 200: z.array(archiveRequestSchema) } }, 404),
    async (request) => service.requestsOfComplaint(app.db, currentUser(request), request.params.id),
  );

  app.get(
    ARCHIVE_REQUESTS_API.last,
    route('O último pedido desse tipo para a denúncia (null se não houver)', { params: archiveLastParamsSchema, response: { 200: archiveRequestSchema.nullable() } }, 404),
    async (request) => service.lastRequest(app.db, currentUser(request), request.params.id, request.params.tipo),
  );
};

import { ROLES } from '@sisacte/contracts/auth/roles';
import { EXTRAS_API, extraCreateSchema, extraSchema } from '@sisacte/contracts/denuncias/extras';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../../lib/documents';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { complaintViewer, requireVisibleComplaint } from '../access';
import { extrasPdf } from '../admin/reports';
import { createOnceNotifying } from '../../notificacoes';
import { profile } from '../admin/service';
import { extrasOf } from './repository';
import { addExtra } from './service';
import { actorOf, traceRead, traceWrite } from '../../audit';

/** Extras of a complaint: add, list (newest first), PDF. Role Denuncias, then the complaint's visibility (404 outside it). */
export const extrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Denúncias: complementos');

  app.post(
    EXTRAS_API.create,
    route('Adiciona um complemento (título e texto) a uma denúncia; registra o histórico e avisa quem a acompanha', { body: extraCreateSchema, response: { 201: extraSchema } }, 404),
    async (request, reply) =>
      createOnceNotifying(app, request, reply, (db) =>
        db.transaction(async (tx) => {
          const { extra: created, notificationIds } = await addExtra(tx, currentUser(request), request.body);
          const complaint = created.demandaComplemento;
          await traceWrite(tx, actorOf(request), { action: 'update', record: { type: 'denuncia', id: complaint }, subject: { type: 'denuncia', id: complaint }, details: { complemento: created.id } });
          return { created, notificationIds };
        }),
      ),
  );

  app.get(
    EXTRAS_API.report,
    route('PDF dos complementos de uma denúncia (id da denúncia)', { params: idParamsSchema, response: { 200: z.any().describe('application/pdf') } }, 404),
    async (request, reply) => {
      const p = await profile(app.db, complaintViewer(currentUser(request)), request.params.id);
      await traceRead(app.db, request, { action: 'export', record: { type: 'denuncia', id: p.id }, subject: { type: 'denuncia', id: p.id }, details: { complementos: 'pdf' } });
      return sendPdf(reply, `complementos-${p.demanda.numerodemanda}.pdf`, await extrasPdf(p, await extrasOf(app.db, p.id)));
    },
  );

  app.get(
    EXTRAS_API.list,
    route('Complementos de uma denúncia (id da denúncia), mais recente primeiro', { params: idParamsSchema, response: { 200: z.array(extraSchema) } }, 404),
    async (request) => {
      await requireVisibleComplaint(app.db, complaintViewer(currentUser(request)), request.params.id);
      const extras = await extrasOf(app.db, request.params.id);
      await traceRead(app.db, request, { action: 'read', record: { type: 'denuncia', id: request.params.id }, subject: { type: 'denuncia', id: request.params.id }, details: { aba: 'complementos' } });
      return extras;
    },
  );
};

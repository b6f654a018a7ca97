import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import { COMPLAINT_HISTORY_API, complaintHistoryEntrySchema } from '@sisacte/contracts/denuncias/complaint-history';
import {
  COMPLAINT_LIST_API,
  complaintFilterSchema,
  complaintListQuerySchema,
  complaintPageSchema,
  complaintPointsSchema,
  complaintReportQuerySchema,
} from '@sisacte/contracts/denuncias/complaint-list';
import { COMPLAINT_PROFILE_API, complaintAnswersUpdateSchema, complaintProfileSchema, complaintStatusChangeSchema } from '@sisacte/contracts/denuncias/complaint-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../../lib/documents';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { actorOf, filterDetails, traceRead, tracedWrite, type TrailFact } from '../../audit';
import { complaintViewer, requireVisibleComplaint } from '../access';
import { extrasOf } from '../extras/repository';
import { historyOf } from '../history/repository';
import type { QuestionnaireCache } from '../questions/cache';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

const binary = (description: string) => z.any().describe(description);

/** A complaint's entry in the access trail: the record is the complaint, and so is whose data it is. */
const complaintFact = (action: TrailFact['action'], id: number, details?: TrailFact['details']): TrailFact => ({
  action,
  record: { type: 'denuncia', id },
  subject: { type: 'denuncia', id },
  details,
});

/**
 * The complaints back office: both lists, the map points, the PDFs, the profile, the status, the
 * staff's edit of the answers and the history. Every route: role Denuncias (401/403), then the
 * visibility rule of ../access.ts (404 outside it).
 */
export const complaintAdminRoutes: FastifyPluginAsyncZod<{ questionnaire: QuestionnaireCache }> = async (app, opts) => {
  const route = staffRoute(ROLES.DENUNCIAS, 'Denúncias: gestão');
  const viewerOf = (request: Parameters<typeof currentUser>[0]) => complaintViewer(currentUser(request));

  app.get(
    COMPLAINT_LIST_API.list,
    route('Denúncias (arquivada=true: as arquivadas), filtradas; 20 por página, id crescente; só as que o usuário pode ver', {
      querystring: complaintListQuerySchema,
      response: { 200: complaintPageSchema },
    }),
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { content, total } = await repo.listComplaints(app.db, filter, viewerOf(request), { page, size, sort });
      return makePage(content, total, page, size);
    },
  );

  app.get(
    COMPLAINT_LIST_API.points,
    route('Pontos (lat/lng) das denúncias filtradas, para o mapa ao lado da lista', { querystring: complaintFilterSchema, response: { 200: complaintPointsSchema } }),
    async (request) => repo.listPoints(app.db, request.query, viewerOf(request)),
  );

  app.get(
    COMPLAINT_LIST_API.report,
    route('PDF da lista filtrada de denúncias', { querystring: complaintReportQuerySchema, response: { 200: binary('application/pdf') } }),
    async (request, reply) => {
      const { sort, ...filter } = request.query;
      const pdf = await reports.listPdf(app.db, filter, viewerOf(request), sort);
      await traceRead(app.db, request, { action: 'export', record: { type: 'denuncia' }, details: filterDetails(request.query, { formato: 'pdf' }) });
      return sendPdf(reply, filter.arquivada ? 'denuncias-arquivadas.pdf' : 'denuncias.pdf', pdf);
    },
  );

  app.get(
    COMPLAINT_PROFILE_API.report,
    route('PDF de uma denúncia (estabelecimento, respostas, pontuação explicada, complementos)', { params: idParamsSchema, response: { 200: binary('application/pdf') } }, 404),
    async (request, reply) => {
      const p = await service.profile(app.db, viewerOf(request), request.params.id);
      await traceRead(app.db, request, complaintFact('export', p.id, { formato: 'pdf' }));
      return sendPdf(reply, `denuncia-${p.demanda.numerodemanda}.pdf`, await reports.complaintPdf(p, await extrasOf(app.db, p.id)));
    },
  );

  app.get(
    COMPLAINT_HISTORY_API.list,
    route('Histórico da denúncia: cada alteração com autor, data, antes e depois (mais recente primeiro)', { params: idParamsSchema, response: { 200: z.array(complaintHistoryEntrySchema) } }, 404),
    async (request) => {
      await requireVisibleComplaint(app.db, viewerOf(request), request.params.id);
      const history = await historyOf(app.db, request.params.id);
      await traceRead(app.db, request, complaintFact('read', request.params.id, { aba: 'historico' }));
      return history;
    },
  );

  app.get(
    COMPLAINT_PROFILE_API.one,
    route('Uma denúncia: estabelecimento, respostas por categoria, indicadores e como somam a pontuação IRTE', { params: idParamsSchema, response: { 200: complaintProfileSchema } }, 404),
    async (request) => {
      const p = await service.profile(app.db, viewerOf(request), request.params.id);
      await traceRead(app.db, request, complaintFact('read', p.id));
      return p;
    },
  );

  app.post(
    COMPLAINT_PROFILE_API.status,
    route('Marca a fiscalização como feita (Encaminhada para Fiscalização → Fiscalizada); registra o histórico', { params: idParamsSchema, body: complaintStatusChangeSchema, response: { 200: complaintProfileSchema } }, 404),
    async (request) =>
      tracedWrite(app.db, actorOf(request), (tx) => service.markStatus(tx, viewerOf(request), request.params.id, request.body.status), (p) =>
        complaintFact('update', p.id, { situacao: request.body.status }),
      ),
  );

  app.put(
    COMPLAINT_PROFILE_API.answers,
    route('Corrige as respostas (regras do formulário público); recalcula a pontuação; registra antes e depois no histórico', {
      params: idParamsSchema,
      body: complaintAnswersUpdateSchema,
      response: { 200: complaintProfileSchema },
    }, 404),
    async (request) =>
      tracedWrite(app.db, actorOf(request), (tx) => service.editAnswers(tx, opts.questionnaire, viewerOf(request), request.params.id, request.body), (p) =>
        complaintFact('update', p.id, { respostas: 'editadas' }),
      ),
  );
};

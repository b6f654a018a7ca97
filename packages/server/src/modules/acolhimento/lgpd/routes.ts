import { welcomedSchema } from '@sisacte/contracts/acolhimento/welcomed';
import { anonymisationSchema, dataReportQuerySchema, LGPD_API, lgpdRequestSchema, PERSON_FILE_ENTITY } from '@sisacte/contracts/audit/lgpd';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../../lib/documents';
import { idParamsSchema } from '../../../lib/params';
import { staffRoute } from '../../../plugins/route-options';
import { actorOf, registerRetentionJob, traceRead } from '../../audit';
import type { FileEntity } from '../../files';
import { findPerson } from '../../shared/lookups/repository';
import { inactivePeople } from './repository';
import { anonymisation, anonymise, dataReport, dataReportPdf } from './service';

/**
 * The rights of the people in the register (contracts/audit/lgpd.ts): the data report and the
 * anonymisation for the data-protection officer (and the administrator); whether a person was
 * anonymised for whoever opens their screen.
 */
export const lgpdRoutes: FastifyPluginAsyncZod = async (app) => {
  const officer = staffRoute(ROLES.ENCARREGADO_DADOS, 'Acolhimento: direitos do titular (LGPD)');
  const viewer = staffRoute([ROLES.ACOLHIMENTO, ROLES.ENCARREGADO_DADOS], 'Acolhimento: direitos do titular (LGPD)');

  app.get(
    LGPD_API.dataReport,
    officer(
      'Relatório de todos os dados da pessoa (cadastro, família, estadias, encaminhamentos, monitoramentos, cursos, vagas, histórico, arquivos): PDF ou JSON; entra na trilha com a data e a referência do pedido',
      { params: idParamsSchema, querystring: dataReportQuerySchema, response: { 200: z.any().describe('application/pdf ou application/json (anexo)') } },
      404,
    ),
    async (request, reply) => {
      const { id } = request.params;
      const { formato, ...pedido } = request.query;
      const report = await dataReport(app.db, id, pedido);
      await traceRead(app.db, request, {
        action: 'data-report',
        record: { type: 'pessoa', id },
        subject: { type: 'pessoa', id },
        details: { data_pedido: pedido.data_pedido, referencia: pedido.referencia, formato },
      });
      if (formato === 'pdf') return sendPdf(reply, `dados-pessoais-${id}.pdf`, await dataReportPdf(report));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="dados-pessoais-${id}.json"`)
        .send(JSON.stringify(report, null, 2));
    },
  );

  app.post(
    LGPD_API.anonymise,
    officer(
      'Anonimiza a pessoa (irreversível): identificadores removidos, contagens mantidas, arquivos excluídos; entra na trilha com a data e a referência do pedido',
      { params: idParamsSchema, body: lgpdRequestSchema, response: { 200: welcomedSchema } },
      404,
    ),
    async (request) => anonymise(app.db, app.files, actorOf(request), request.params.id, { request: request.body }),
  );

  app.get(
    LGPD_API.anonymisation,
    viewer('Se, quando e por que a pessoa foi anonimizada (null: não foi)', { params: idParamsSchema, response: { 200: anonymisationSchema } }, 404),
    async (request) => anonymisation(app.db, request.params.id),
  );
};

/** A person's files (the person screen's 'Arquivos' tab): the case workers'. */
export const PERSON_FILES: FileEntity = {
  name: PERSON_FILE_ENTITY,
  label: 'Cadastro',
  roles: [ROLES.ACOLHIMENTO],
  exists: async (db, id) => (await findPerson(db, id)) !== null,
  trailSubject: 'pessoa',
};

// People without activity past RETENTION_INACTIVE_PEOPLE_DAYS are anonymised by the hourly retention.
registerRetentionJob({
  name: 'cadastros',
  days: (config) => config.inactivePeopleDays,
  async run(ctx, days, limit) {
    let count = 0;
    for (const id of await inactivePeople(ctx.db, days, limit)) {
      // Each in its own transaction; one active again meanwhile is left (and picked again once idle).
      await anonymise(ctx.db, ctx.files, { userId: null, route: null }, id, { retentionDays: days }).then(
        () => (count += 1),
        (error: unknown) => ctx.log.warn({ err: error, welcomedId: id }, 'retention: person not anonymised'),
      );
    }
    return count;
  },
});

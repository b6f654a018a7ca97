import { ROLES } from '@sisacte/contracts/auth/roles';
import {
  AUDITOR_API,
  AUDITOR_MESSAGES,
  auditorEmbargoSchema,
  auditorNdfcSchema,
  auditorNoticeDetailSchema,
  auditorNoticesSchema,
  embargoQuerySchema,
  ndfcQuerySchema,
  noticeQuerySchema,
  nrInscricaoParamsSchema,
} from '@sisacte/contracts/relatorios/auditor';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../../lib/http-errors';
import { staffRoute } from '../../../plugins/route-options';
import { AuditorTimeoutError, AuditorUnavailableError, type AuditorFile, type AuditorProvider } from './provider';

export interface AuditorRoutesOptions {
  auditor: AuditorProvider;
  infractionCodes: string[];
}

/** The auditor's failures as the screens see them: 504 when slow, 502 otherwise; never its details. */
async function guarded<T>(work: () => Promise<T>, log: (error: unknown) => void): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuditorTimeoutError) {
      log(error);
      throw new HttpError(504, AUDITOR_MESSAGES.TIMEOUT);
    }
    if (error instanceof AuditorUnavailableError) {
      log(error);
      throw new HttpError(502, AUDITOR_MESSAGES.UNAVAILABLE);
    }
    throw error;
  }
}

const zip = z.any().describe('Arquivo zip');

/** The auditor's calls under our API, for holders of the Relatorios role. */
export const auditorRoutes: FastifyPluginAsyncZod<AuditorRoutesOptions> = async (app, { auditor, infractionCodes }) => {
  const route = staffRoute(ROLES.RELATORIOS, 'Relatórios: sistema da auditoria');
  const codes = new Set(infractionCodes);
  const errors = [404, 502, 504];
  const sendFile = (reply: FastifyReply, file: AuditorFile | null, number: string) => {
    if (!file) throw notFound(AUDITOR_MESSAGES.FILE_NOT_FOUND);
    const name = `${number.replace(/[^0-9A-Za-z.-]/g, '_')}.zip`;
    void reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${name}"`);
    if (file.length !== null) void reply.header('content-length', file.length);
    return reply.send(file.stream);
  };

  app.get(
    AUDITOR_API.employer,
    route("Dados do empregador no sistema da auditoria ('Buscar': Auto/Get e GetAuto do primeiro auto)", { params: nrInscricaoParamsSchema, response: { 200: auditorNoticeDetailSchema } }, ...errors),
    async (request) =>
      guarded(async () => {
        const nr = request.params.nrInscricao;
        const notices = await auditor.notices(nr);
        const first = notices.find((n) => codes.has(n.cdEmenta)) ?? notices[0];
        const detail = first ? await auditor.notice(nr, first.nrAuto, first.cdDownload) : null;
        if (!detail) throw notFound(AUDITOR_MESSAGES.EMPLOYER_NOT_FOUND);
        return detail;
      }, (e) => request.log.warn({ err: e }, 'auditor lookup failed')),
  );

  app.get(
    AUDITOR_API.notices,
    route('Autos de infração do empregador, só os dos códigos do relatório (RELATORIO_INFRACOES)', { params: nrInscricaoParamsSchema, response: { 200: auditorNoticesSchema } }, ...errors),
    async (request) =>
      guarded(async () => {
        const all = await auditor.notices(request.params.nrInscricao);
        const autos = all.filter((n) => codes.has(n.cdEmenta));
        return { autos, outros: all.length - autos.length };
      }, (e) => request.log.warn({ err: e }, 'auditor lookup failed')),
  );

  app.get(
    AUDITOR_API.notice,
    route('Um auto de infração (GetAuto): dados do empregador e histórico', { params: nrInscricaoParamsSchema, querystring: noticeQuerySchema, response: { 200: auditorNoticeDetailSchema } }, ...errors),
    async (request) =>
      guarded(async () => {
        const detail = await auditor.notice(request.params.nrInscricao, request.query.nrAuto, request.query.cdDownload);
        if (!detail) throw notFound(AUDITOR_MESSAGES.NOTICE_NOT_FOUND);
        return detail;
      }, (e) => request.log.warn({ err: e }, 'auditor lookup failed')),
  );

  app.get(
    AUDITOR_API.embargoes,
    route('Interdições e embargos do empregador', { params: nrInscricaoParamsSchema, response: { 200: z.array(auditorEmbargoSchema) } }, ...errors),
    async (request) => guarded(() => auditor.embargoes(request.params.nrInscricao), (e) => request.log.warn({ err: e }, 'auditor lookup failed')),
  );

  app.get(
    AUDITOR_API.ndfcs,
    route('Notificações de débito do FGTS (NDFC) do empregador', { params: nrInscricaoParamsSchema, response: { 200: z.array(auditorNdfcSchema) } }, ...errors),
    async (request) => guarded(() => auditor.ndfcs(request.params.nrInscricao), (e) => request.log.warn({ err: e }, 'auditor lookup failed')),
  );

  /** A document's zip, fetched from the auditor by the employer and the document's numbers. */
  const download = <Q extends z.ZodObject>(path: string, summary: string, querystring: Q, fetch: (nr: string, query: z.output<Q>) => Promise<AuditorFile | null>, number: (query: z.output<Q>) => string) =>
    app.get(path, route(summary, { params: nrInscricaoParamsSchema, querystring, response: { 200: zip } }, ...errors), async (request, reply) => {
      // Validated by querystring; the type provider cannot resolve a generic schema's output.
      const query = request.query as z.output<Q>;
      const file = await guarded(() => fetch(request.params.nrInscricao, query), (e) => request.log.warn({ err: e }, 'auditor download failed'));
      return sendFile(reply, file, number(query));
    });

  download(AUDITOR_API.noticeFile, 'Arquivo completo do auto (<número do auto>.zip)', noticeQuerySchema, (nr, q) => auditor.noticeFile(nr, q.nrAuto, q.cdDownload), (q) => q.nrAuto);
  download(AUDITOR_API.embargoFile, 'Arquivo do embargo ou interdição (<número>.zip)', embargoQuerySchema, (nr, q) => auditor.embargoFile(nr, q.nrEmbargo), (q) => q.nrEmbargo);
  download(AUDITOR_API.ndfcFile, 'Arquivo da NDFC (<número>.zip)', ndfcQuerySchema, (nr, q) => auditor.ndfcFile(nr, q.nrNdfc, q.cdDownload), (q) => q.nrNdfc);
};

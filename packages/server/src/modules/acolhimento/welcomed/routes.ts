import { nameSearchQuerySchema, SIMILAR_NAME_LIMIT, SIMILAR_NAME_MIN_LENGTH, similarWelcomedSchema, WELCOMED_API, WELCOMED_NOT_FOUND_MESSAGE, welcomedCreateSchema, welcomedPageSchema, welcomedSchema, welcomedUpdateSchema } from '@sisacte/contracts/acolhimento/welcomed';
import { welcomedFilterSchema, welcomedListQuerySchema } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { WELCOMED_HISTORY_API, welcomedHistoryEntrySchema } from '@sisacte/contracts/acolhimento/welcomed-history';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf, sendXlsxStream } from '../../../lib/documents';
import { badRequest, notFound } from '../../../lib/http-errors';
import { idParamsSchema } from '../../../lib/params';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { currentUser, requireRole } from '../../../plugins/auth';
import { listHistory } from '../history/repository';
import { listWelcomeds } from './list-query';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

const reportQuerySchema = welcomedFilterSchema.extend({ sort: welcomedListQuerySchema.shape.sort });
const binary = (description: string) => z.any().describe(description);

/** `?functions[]=1&functions[]=2` (how some clients send lists) reads as `functions`. */
export function unbracketQueryKeys(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const q = query as Record<string, unknown>;
  for (const key of Object.keys(q)) {
    if (!key.endsWith('[]')) continue;
    const plain = key.slice(0, -2);
    const value = q[key];
    const values = Array.isArray(value) ? value : [value];
    const previous = q[plain];
    q[plain] = previous === undefined ? values : [...(Array.isArray(previous) ? previous : [previous]), ...values];
    delete q[key];
  }
}

export const welcomedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Acolhimento: cadastros'];
  const guard = requireRole(ROLES.ACOLHIMENTO);
  app.addHook('preValidation', async (request) => unbracketQueryKeys(request.query));

  app.get(
    WELCOMED_API.list,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Lista paginada de cadastros com todos os filtros (padrão: ativos, nome crescente)',
        security: BEARER_SECURITY,
        querystring: welcomedListQuerySchema,
        response: { 200: welcomedPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const offset = page * size;
      if (!Number.isSafeInteger(offset)) throw badRequest('page muito grande');
      const { content, total, exact, hasMore } = await listWelcomeds(app.db, filter, sort, { limit: size, offset });
      return { ...makePage(content, total, page, size), last: !hasMore, totalExact: exact };
    },
  );

  app.get(
    WELCOMED_API.search,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Nomes parecidos (verificação de duplicidade): só com mais de 2 caracteres; até 10, ativos, sem acento',
        security: BEARER_SECURITY,
        querystring: nameSearchQuerySchema,
        response: { 200: z.array(similarWelcomedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const name = request.query.name.trim().replace(/\s+/g, ' ');
      if (name.length < SIMILAR_NAME_MIN_LENGTH) return [];
      return repo.similarNames(app.db, name, SIMILAR_NAME_LIMIT);
    },
  );

  app.get(
    WELCOMED_API.report,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: `PDF da lista filtrada (mesmos filtros da lista; até ${reports.PDF_LIST_LIMIT} pessoas)`,
        security: BEARER_SECURITY,
        querystring: reportQuerySchema,
        response: { 200: binary('application/pdf'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { sort, ...filter } = request.query;
      return sendPdf(reply, 'cadastros.pdf', await reports.listPdf(app.db, filter, sort));
    },
  );

  app.get(
    WELCOMED_API.reportXlsx,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'XLSX da lista filtrada, todas as linhas, em ordem de nome (gerado em fluxo)',
        security: BEARER_SECURITY,
        querystring: reportQuerySchema,
        response: { 200: binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { sort: _sort, ...filter } = request.query;
      const stream = reports.listXlsx(app.db, filter, (error) => request.log.error({ err: error }, 'xlsx export failed'));
      return sendXlsxStream(reply, 'cadastros.xlsx', stream);
    },
  );

  app.get(
    WELCOMED_API.reportProfile,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'PDF da ficha de uma pessoa',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: binary('application/pdf'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const person = await service.requireWelcomed(app.db, request.params.id);
      return sendPdf(reply, `cadastro-${person.id}.pdf`, await reports.profilePdf(app.db, person));
    },
  );

  app.get(
    WELCOMED_API.one,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Um cadastro (também os excluídos)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: welcomedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await repo.findWelcomed(app.db, request.params.id);
      if (!found) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
      return found;
    },
  );

  app.post(
    WELCOMED_API.save,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Cadastra uma pessoa (ativa); registra o autor e a entrada de histórico',
        security: BEARER_SECURITY,
        body: welcomedCreateSchema,
        response: { 201: welcomedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createWelcomed(app.db, currentUser(request).id, request.body)),
  );

  app.put(
    WELCOMED_API.save,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Atualiza um cadastro ativo; o histórico guarda só os campos alterados (de → para)',
        security: BEARER_SECURITY,
        body: welcomedUpdateSchema,
        response: { 200: welcomedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateWelcomed(app.db, currentUser(request).id, request.body),
  );

  app.get(
    WELCOMED_API.trash,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Move o cadastro para a lixeira (status drashed)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: welcomedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.trashWelcomed(app.db, currentUser(request).id, request.params.id),
  );

  app.get(
    WELCOMED_API.restore,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Restaura um cadastro excluído (recusado se o CPF já estiver com outra pessoa ativa)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: welcomedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.restoreWelcomed(app.db, currentUser(request).id, request.params.id),
  );

  app.get(
    WELCOMED_HISTORY_API.list,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Histórico de alterações de uma pessoa, mais recente primeiro',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: z.array(welcomedHistoryEntrySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.requireWelcomed(app.db, request.params.id);
      return listHistory(app.db, request.params.id);
    },
  );
};

import { nameSearchQuerySchema, SIMILAR_NAME_LIMIT, SIMILAR_NAME_MIN_LENGTH, similarWelcomedSchema, WELCOMED_API, WELCOMED_NOT_FOUND_MESSAGE, welcomedCreateSchema, welcomedPageSchema, welcomedSchema, welcomedUpdateSchema } from '@sisacte/contracts/acolhimento/welcomed';
import { welcomedFilterSchema, welcomedListQuerySchema } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { WELCOMED_HISTORY_API, welcomedHistoryEntrySchema } from '@sisacte/contracts/acolhimento/welcomed-history';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { pageFields } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf, sendXlsxStream } from '../../../lib/documents';
import { badRequest, notFound } from '../../../lib/http-errors';
import { sendPageJson } from '../../../lib/shared-answer';
import { idParamsSchema } from '../../../lib/params';
import { filterOf } from '../../../lib/query-validation';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { listHistory } from '../history/repository';
import { PDF_LIST_LIMIT } from '../shared/export';
import { checkWelcomedFilterRanges } from './filters';
import { welcomedPage } from './list-repository';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';
import { createOnce } from '../../shared/idempotency/create-once';
import { actorOf, filterDetails, traceRead, tracedWrite, type TrailFact } from '../../audit';

const reportQuerySchema = welcomedFilterSchema.extend({ sort: welcomedListQuerySchema.shape.sort });

/** A person's own entry in the trail: the record is the person, and so is whose data it is. */
const personFact = (action: TrailFact['action'], id: number, details?: TrailFact['details']): TrailFact => ({
  action,
  record: { type: 'pessoa', id },
  subject: { type: 'pessoa', id },
  details,
});
const binary = (description: string) => z.any().describe(description);

/** The preValidation hook of the lists that take `?key[]=` (a callback: nothing to wait for). */
export const unbracketQuery = (request: { query: unknown }, _reply: unknown, done: () => void): void => {
  unbracketQueryKeys(request.query);
  done();
};

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

/**
 * Who may read the people list and one person: case workers, and the data-protection officer, who opens a
 * person's screen (read-only) for the 'Acessos' tab and the LGPD actions. Every write, export and other tab
 * stays Acolhimento-only.
 */
const WELCOMED_READERS = [ROLES.ACOLHIMENTO, ROLES.ENCARREGADO_DADOS] as const;

export const welcomedRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: cadastros');
  const readRoute = staffRoute(WELCOMED_READERS, 'Acolhimento: cadastros');
  app.addHook('preValidation', unbracketQuery);

  app.get(
    WELCOMED_API.list,
    readRoute('Lista paginada de cadastros com todos os filtros (padrão: ativos, nome crescente)', { querystring: welcomedListQuerySchema, response: { 200: welcomedPageSchema } }),
    async (request, reply) => {
      const { page, size, sort } = request.query;
      const filter = filterOf(request.query);
      const offset = page * size;
      if (!Number.isSafeInteger(offset)) throw badRequest('page muito grande');
      const { items, total, exact, hasMore } = await welcomedPage(app.db, filter, sort, { limit: size, offset });
      // The page's fields set one by one (no object rest or spread: runtime calls in V8, on every list request).
      const fields: Record<string, unknown> = pageFields(total, page, size);
      fields.last = !hasMore;
      fields.totalExact = exact;
      return sendPageJson(reply, items, fields);
    },
  );

  app.get(
    WELCOMED_API.search,
    route('Nomes parecidos (verificação de duplicidade): só com mais de 2 caracteres; até 10, ativos, sem acento', { querystring: nameSearchQuerySchema, response: { 200: z.array(similarWelcomedSchema) } }),
    async (request) => {
      const name = request.query.name.trim().replace(/\s+/g, ' ');
      if (name.length < SIMILAR_NAME_MIN_LENGTH) return [];
      return repo.similarNames(app.db, name, SIMILAR_NAME_LIMIT);
    },
  );

  app.get(
    WELCOMED_API.report,
    route(`PDF da lista filtrada (mesmos filtros da lista; até ${PDF_LIST_LIMIT} pessoas)`, { querystring: reportQuerySchema, response: { 200: binary('application/pdf') } }),
    async (request, reply) => {
      const { sort, ...filter } = request.query;
      const pdf = await reports.listPdf(app.db, filter, sort);
      await traceRead(app.db, request, { action: 'export', record: { type: 'pessoa' }, details: filterDetails(request.query, { formato: 'pdf' }) });
      return sendPdf(reply, 'cadastros.pdf', pdf);
    },
  );

  app.get(
    WELCOMED_API.reportXlsx,
    route('XLSX da lista filtrada, todas as linhas, em ordem de nome (gerado em fluxo)', { querystring: reportQuerySchema, response: { 200: binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') } }),
    async (request, reply) => {
      const { sort: _sort, ...filter } = request.query;
      checkWelcomedFilterRanges(filter); // before the stream starts: a 400, not a broken file
      await traceRead(app.db, request, { action: 'export', record: { type: 'pessoa' }, details: filterDetails(request.query, { formato: 'xlsx' }) });
      const stream = reports.listXlsx(app.db, filter, (error) => request.log.error({ err: error }, 'xlsx export failed'));
      return sendXlsxStream(reply, 'cadastros.xlsx', stream);
    },
  );

  app.get(
    WELCOMED_API.reportProfile,
    route('PDF da ficha de uma pessoa', { params: idParamsSchema, response: { 200: binary('application/pdf') } }, 404),
    async (request, reply) => {
      const person = await service.requireWelcomed(app.db, request.params.id);
      const pdf = await reports.profilePdf(app.db, person);
      await traceRead(app.db, request, personFact('export', person.id, { formato: 'pdf' }));
      return sendPdf(reply, `cadastro-${person.id}.pdf`, pdf);
    },
  );

  app.get(
    WELCOMED_API.one,
    readRoute('Um cadastro (também os excluídos)', { params: idParamsSchema, response: { 200: welcomedSchema } }, 404),
    async (request) => {
      const found = await repo.findWelcomed(app.db, request.params.id);
      if (!found) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
      await traceRead(app.db, request, personFact('read', found.id));
      return found;
    },
  );

  app.post(
    WELCOMED_API.save,
    route('Cadastra uma pessoa (ativa); registra o autor e a entrada de histórico', { body: welcomedCreateSchema, response: { 201: welcomedSchema } }),
    async (request, reply) =>
      createOnce(request, reply, (db) =>
        tracedWrite(db, actorOf(request), (tx) => service.createWelcomed(tx, currentUser(request).id, request.body), (created) => personFact('create', created.id)),
      ),
  );

  app.put(
    WELCOMED_API.save,
    route('Atualiza um cadastro ativo; o histórico guarda só os campos alterados (de → para)', { body: welcomedUpdateSchema, response: { 200: welcomedSchema } }, 404),
    async (request) =>
      tracedWrite(app.db, actorOf(request), (tx) => service.updateWelcomed(tx, currentUser(request).id, request.body), (after) => personFact('update', after.id)),
  );

  app.get(
    WELCOMED_API.trash,
    route('Move o cadastro para a lixeira (status drashed)', { params: idParamsSchema, response: { 200: welcomedSchema } }, 404),
    async (request) =>
      tracedWrite(app.db, actorOf(request), (tx) => service.trashWelcomed(tx, currentUser(request).id, request.params.id), (after) => personFact('delete', after.id)),
  );

  app.get(
    WELCOMED_API.restore,
    route('Restaura um cadastro excluído (recusado se o CPF já estiver com outra pessoa ativa)', { params: idParamsSchema, response: { 200: welcomedSchema } }, 404),
    async (request) =>
      tracedWrite(app.db, actorOf(request), (tx) => service.restoreWelcomed(tx, currentUser(request).id, request.params.id), (after) =>
        personFact('update', after.id, { situacao: 'restaurado' }),
      ),
  );

  app.get(
    WELCOMED_HISTORY_API.list,
    route('Histórico de alterações de uma pessoa, mais recente primeiro', { params: idParamsSchema, response: { 200: z.array(welcomedHistoryEntrySchema) } }, 404),
    async (request) => {
      await service.requireWelcomed(app.db, request.params.id);
      const history = await listHistory(app.db, request.params.id);
      await traceRead(app.db, request, personFact('read', request.params.id, { aba: 'historico' }));
      return history;
    },
  );
};

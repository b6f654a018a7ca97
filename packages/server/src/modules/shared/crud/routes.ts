import type { TrailRecordType } from '@sisacte/contracts/audit/trail';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/client';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import type { staffRoute } from '../../../plugins/route-options';
import { actorOf, filterDetails, traceRead, tracedWrite, type TrailSubject } from '../../audit';
import { createOnce } from '../idempotency/create-once';

/*
 * An entity's standard staff routes, declared from its contract (paths, schemas) and its repository or
 * service: the paged list, one record, create (Idempotency-Key honoured), update, delete (204) and the
 * list's PDF/XLSX. Each is guarded and documented by the area's staffRoute. Routes are registered in
 * the order they are declared (the OpenAPI document lists them so); `own` registers the entity's other
 * routes at its place. An entity declared with `trail` writes the access trail (modules/audit): the
 * opening of a record, every create, change and delete in the write's own transaction, every PDF and
 * XLSX with its filter; a list only when it is one record's people (`trail.listRead`).
 */

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
export type StaffRoute = ReturnType<typeof staffRoute>;

/** The paths of an entity's API (its contract's `*_API`); each route names the one it uses. */
export interface CrudPaths {
  list?: string;
  one?: string;
  save?: string;
  remove?: string;
  report?: string;
  reportXlsx?: string;
}

/** `page`, `size` and `sort` of a list query, apart from its filters. */
export interface PageRequest {
  page: number;
  size: number;
  sort?: string | undefined;
}

export type ListQuery = z.ZodType<{ page: number; size: number; sort?: string | undefined }>;

/** How an entity's routes write the access trail. */
export interface CrudTrail {
  /** What its entries name ('estadia'). */
  record: TrailRecordType;
  /** Whose data a record is (its person, for a stay); absent: nobody's in particular. */
  subjectOf?: (record: unknown) => TrailSubject | null;
  /** false: the opening of one record is not traced (a course, a vacancy: nobody's personal data); its writes and exports still are. */
  reads?: boolean;
  /**
   * A list that is the opening of one record's people (a person's visits, a course's participants),
   * as the read it stands for: the record it names, the person; null for any other list (not traced).
   */
  listRead?: (filter: Record<string, unknown>) => { record?: { type: TrailRecordType; id: number }; subject?: TrailSubject } | null;
}

/** The person of a record that names one (`welcomed: {id}`): a stay's, a referral's, a visit's, an enrolment's. */
export const personOfRecord = (record: unknown): TrailSubject | null => {
  const id = (record as { welcomed?: { id?: unknown } } | null)?.welcomed?.id;
  return typeof id === 'number' ? { type: 'pessoa', id } : null;
};

/** A list filtered to one person (`?welcomed_id=`) reads as the opening of that person's records. */
export const personListRead = (filter: Record<string, unknown>): { subject: TrailSubject } | null =>
  typeof filter.welcomed_id === 'number' ? { subject: { type: 'pessoa', id: filter.welcomed_id } } : null;

const recordIdOf = (record: unknown): number | null => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : null;
};
type Filter<Q extends z.ZodType> = Omit<z.output<Q>, 'page' | 'size' | 'sort'>;

/**
 * A list's PDF and XLSX (acolhimento's listReport answers both). `ready` runs once the file is made
 * (the XLSX: once its first row is read), before anything is sent: the export's trail entry, never
 * written for an export refused on the way (a wrong sort).
 */
export interface ListExport<F> {
  sendPdf(reply: FastifyReply, db: DbOrTx, filter: F, sort: string | undefined, ready?: () => Promise<void>): Promise<FastifyReply>;
  sendXlsx(reply: FastifyReply, db: DbOrTx, filter: F, sort: string | undefined, log: (error: unknown) => void, ready?: () => Promise<void>): Promise<FastifyReply>;
}

export interface CrudRoutes<LQ extends ListQuery, CB extends z.ZodType, UB extends z.ZodType, RQ extends z.ZodType<{ sort?: string | undefined }>> {
  /** GET paths.list: a page of `read`'s rows (with `totalExact` when it says whether its total is exact). */
  list?: { summary: string; query: LQ; page: z.ZodType; read(db: DbOrTx, filter: Filter<LQ>, page: PageRequest): Promise<{ content: unknown[]; total: number; exact?: boolean }> };
  /** GET paths.one: the record or 404. */
  one?: { summary: string; read(db: DbOrTx, id: number): Promise<unknown> };
  /** POST `path` (paths.save): 201 with the record. */
  create?: { summary: string; path?: string; body: CB; create(db: Database, input: z.output<CB>, authorId: number): Promise<unknown> };
  /** PUT `path` (paths.save) with the record's id in the body, or `byId` in the path. */
  update?: { summary: string; path?: string; byId?: boolean; body: UB; update(db: Database, input: z.output<UB>, authorId: number, id: number): Promise<unknown> };
  /** DELETE `path` (paths.remove): 204; `removed` describes the empty answer ('Excluído'). */
  remove?: { summary: string; path?: string; removed: string; remove(db: Database, id: number, authorId: number): Promise<void> };
  /** GET paths.report (PDF) and paths.reportXlsx (XLSX) of the list filtered by `query`; `what` names the rows ('voluntários'). */
  report?: { query: RQ; export: ListExport<Omit<z.output<RQ>, 'sort'>>; what: string };
  /** The entity's other routes, registered at this place. */
  own?: () => void;
}

const pathOf = (path: string | undefined, what: string) => {
  if (!path) throw new Error(`crudRoutes: no path for ${what}`);
  return path;
};

/** Registers the declared routes of the entity whose API is `paths`, answering `entity`, guarded by `route`. */
export function crudRoutes<LQ extends ListQuery, CB extends z.ZodType, UB extends z.ZodType, RQ extends z.ZodType<{ sort?: string | undefined }>>(
  app: ZodApp,
  route: StaffRoute,
  api: { paths: CrudPaths; entity: z.ZodType; trail?: CrudTrail },
  routes: CrudRoutes<LQ, CB, UB, RQ>,
): void {
  const { paths, entity, trail } = api;
  const subjectOf = (record: unknown) => trail?.subjectOf?.(record) ?? null;
  /** A create's or change's entry, in the write's own transaction; none for an entity without `trail`. */
  const traced = <T>(request: FastifyRequest, db: Database, action: 'create' | 'update', write: (tx: Database) => Promise<T>) =>
    trail ? tracedWrite(db, actorOf(request), write, (record) => ({ action, record: { type: trail.record, id: recordIdOf(record) }, subject: subjectOf(record) })) : write(db);
  const registrars: { [K in keyof CrudRoutes<LQ, CB, UB, RQ>]-?: (spec: NonNullable<CrudRoutes<LQ, CB, UB, RQ>[K]>) => void } = {
    list: (spec) =>
      app.get(pathOf(paths.list, 'list'), route(spec.summary, { querystring: spec.query as ListQuery, response: { 200: spec.page } }), async (request) => {
        const { page, size, sort, ...filter } = request.query;
        const { content, total, exact } = await spec.read(app.db, filter as Filter<LQ>, { page, size, sort });
        const read = trail?.listRead?.(filter);
        if (trail && read) await traceRead(app.db, request, { action: 'read', record: read.record ?? { type: trail.record }, subject: read.subject ?? null });
        return exact === undefined ? makePage(content, total, page, size) : { ...makePage(content, total, page, size), totalExact: exact };
      }),
    one: (spec) =>
      app.get(pathOf(paths.one, 'one'), route(spec.summary, { params: idParamsSchema, response: { 200: entity } }, 404), async (request) => {
        const found = await spec.read(app.db, request.params.id);
        if (trail && trail.reads !== false) await traceRead(app.db, request, { action: 'read', record: { type: trail.record, id: request.params.id }, subject: subjectOf(found) });
        return found;
      }),
    create: (spec) =>
      app.post(pathOf(spec.path ?? paths.save, 'create'), route(spec.summary, { body: spec.body as z.ZodType, response: { 201: entity } }), async (request, reply) =>
        createOnce(request, reply, (db) => traced(request, db, 'create', (tx) => spec.create(tx, request.body as z.output<CB>, currentUser(request).id))),
      ),
    update: (spec) => {
      const path = pathOf(spec.path ?? paths.save, 'update');
      const body = spec.body as z.ZodType<{ id?: number }>;
      const run = (request: FastifyRequest, input: { id?: number }, id: number) =>
        traced(request, app.db, 'update', (tx) => spec.update(tx, input as z.output<UB>, currentUser(request).id, id));
      if (spec.byId) {
        app.put(path, route(spec.summary, { params: idParamsSchema, body, response: { 200: entity } }, 404), async (request) => run(request, request.body, request.params.id));
      } else {
        app.put(path, route(spec.summary, { body, response: { 200: entity } }, 404), async (request) => run(request, request.body, request.body.id!));
      }
    },
    remove: (spec) =>
      app.delete(pathOf(spec.path ?? paths.remove, 'remove'), route(spec.summary, { params: idParamsSchema, response: { 204: z.null().describe(spec.removed) } }, 404), async (request, reply) => {
        const { id } = request.params;
        const userId = currentUser(request).id;
        if (!trail) await spec.remove(app.db, id, userId);
        else {
          // Whose record it was is read first, in the delete's transaction (a missing one: the delete's own 404).
          await tracedWrite(
            app.db,
            actorOf(request),
            async (tx) => {
              const before = trail.subjectOf && routes.one ? await routes.one.read(tx, id).catch(() => null) : null;
              await spec.remove(tx, id, userId);
              return before;
            },
            (before) => ({ action: 'delete', record: { type: trail.record, id }, subject: subjectOf(before) }),
          );
        }
        return reply.code(204).send(null);
      }),
    report: (spec) =>
      listReportRoutes(
        app,
        route,
        { report: pathOf(paths.report, 'report'), ...(paths.reportXlsx ? { reportXlsx: paths.reportXlsx } : {}) },
        spec.query,
        spec.export,
        spec.what,
        trail?.record,
      ),
    own: (register) => register(),
  };
  for (const [kind, spec] of Object.entries(routes)) {
    if (spec !== undefined) (registrars[kind as keyof typeof registrars] as (spec: unknown) => void)(spec);
  }
}

const binary = (description: string) => z.any().describe(description);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET `paths.report` (PDF) and `paths.reportXlsx` (XLSX) of a list, guarded by `route` (the area's
 * staffRoute), taking `querystring` (the list's filters and `sort`).
 */
export function listReportRoutes<Q extends z.ZodType<{ sort?: string | undefined }>>(
  app: ZodApp,
  route: StaffRoute,
  paths: { report: string; reportXlsx?: string },
  querystring: Q,
  report: ListExport<Omit<z.output<Q>, 'sort'>>,
  what: string,
  trailRecord?: TrailRecordType,
): void {
  /** The export's entry, with its filter, once the file is made and before it is sent. */
  const traceExport = (request: FastifyRequest, formato: 'pdf' | 'xlsx') =>
    trailRecord
      ? () => traceRead(app.db, request, { action: 'export', record: { type: trailRecord }, details: filterDetails(request.query as Record<string, unknown>, { formato }) })
      : undefined;
  app.get(paths.report, route(`PDF da lista filtrada de ${what}`, { querystring, response: { 200: binary('application/pdf') } }), async (request, reply) => {
    const { sort, ...filter } = request.query as z.output<Q>;
    return report.sendPdf(reply, app.db, filter as Omit<z.output<Q>, 'sort'>, sort, traceExport(request, 'pdf'));
  });
  if (!paths.reportXlsx) return;
  app.get(paths.reportXlsx, route(`XLSX da lista filtrada de ${what}, todas as linhas (gerado em fluxo)`, { querystring, response: { 200: binary(XLSX_TYPE) } }), async (request, reply) => {
    const { sort, ...filter } = request.query as z.output<Q>;
    return report.sendXlsx(reply, app.db, filter as Omit<z.output<Q>, 'sort'>, sort, (error) => request.log.error({ err: error }, 'xlsx export failed'), traceExport(request, 'xlsx'));
  });
}

import type { TrailRecordType } from '@sisacte/contracts/audit/trail';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/client';
import { crudRoutes, personListRead, personOfRecord, type ListExport, type ListQuery, type PageRequest, type StaffRoute, type ZodApp } from '../../shared/crud/routes';

/** A membership's contract (contracts' `membership`): its paths, the parent's field and its schemas. */
interface MembershipContract<LQ extends ListQuery, CB extends z.ZodType, UB extends z.ZodType, RQ extends z.ZodType<{ sort?: string | undefined }>> {
  paths: { list: string; one: string; report: string; reportXlsx: string };
  field: string;
  schema: z.ZodType;
  page: z.ZodType;
  create: CB;
  update: UB;
  listQuery: LQ;
  reportQuery: RQ;
}

/** What the routes say of each (their OpenAPI summaries), and the answer of a removal ('Removida'). */
interface MembershipSummaries {
  list: string;
  one: string;
  create: string;
  update: string;
  remove: string;
  removed: string;
  /** The rows of the PDF/XLSX ('pessoas matriculadas em um curso (?course)'). */
  what: string;
}

/**
 * The routes of the people linked to a record (a course's enrolments, a vacancy's referrals): the list, one link,
 * POST on the list, PUT (the status) and DELETE on one, and the list's PDF/XLSX. Each write is traced as `record`,
 * the person's; the list of one parent (?<field>) reads as the opening of the parent (`parentRecord`), one person's
 * links (?welcomed_id) as the person's.
 */
export function membershipRoutes<LQ extends ListQuery, CB extends z.ZodType, UB extends z.ZodType, RQ extends z.ZodType<{ sort?: string | undefined }>>(
  app: ZodApp,
  route: StaffRoute,
  contract: MembershipContract<LQ, CB, UB, RQ>,
  spec: {
    record: TrailRecordType;
    parentRecord: TrailRecordType;
    summaries: MembershipSummaries;
    read(db: DbOrTx, filter: Omit<z.output<LQ>, 'page' | 'size' | 'sort'>, page: PageRequest): Promise<{ content: unknown[]; total: number }>;
    links: {
      require(db: DbOrTx, id: number): Promise<unknown>;
      add(db: Database, input: z.output<CB>, authorId: number): Promise<unknown>;
      setStatus(db: Database, input: z.output<UB>, authorId: number, id: number): Promise<unknown>;
      remove(db: Database, id: number, authorId: number): Promise<void>;
    };
    export: ListExport<Omit<z.output<RQ>, 'sort'>>;
  },
): void {
  const { paths, field } = contract;
  const { summaries, links } = spec;
  const listRead = (filter: Record<string, unknown>) => {
    const parentId = filter[field];
    return personListRead(filter) ?? (typeof parentId === 'number' ? { record: { type: spec.parentRecord, id: parentId } } : null);
  };
  crudRoutes(app, route, { paths, entity: contract.schema, trail: { record: spec.record, subjectOf: personOfRecord, listRead } }, {
    list: { summary: summaries.list, query: contract.listQuery, page: contract.page, read: spec.read },
    one: { summary: summaries.one, read: links.require },
    create: { summary: summaries.create, path: paths.list, body: contract.create, create: links.add },
    update: { summary: summaries.update, path: paths.one, byId: true, body: contract.update, update: links.setStatus },
    remove: { summary: summaries.remove, path: paths.one, removed: summaries.removed, remove: links.remove },
    report: { query: contract.reportQuery, export: spec.export, what: summaries.what },
  });
}

import { z } from 'zod';
import { oneOf } from '../common/fields';
import { recordSchema } from '../common/ids';
import { pageQueryOfSize, pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { queryId } from '../common/query';
import { requiredWelcomedRef, welcomedRefSchema } from './refs';

/** The rules of people linked to a record with a status (enrolled in a course, referred to a vacancy). */
export interface MembershipDef<F extends string, S extends readonly [string, ...string[]]> {
  /** The links' paths (listPaths: list, one and the exports). */
  paths: { list: string; one: string; report: string; reportXlsx: string };
  /** The field that holds the parent in a link ('course'): { id } in an answer, an id (or { id }) in a POST, ?course=ID in a list. */
  field: F;
  /** How a list's filter names the parent ('Curso'). */
  parentLabel: string;
  /** The parent in a POST: refId with its messages. */
  parentRef: z.ZodType<number, unknown>;
  /** Every status of a link, a new link's first. */
  statuses: S;
  /** The list's page size (by name). */
  pageSize: number;
  /** A missing link's 404; the 400s of a link to an unknown parent and of a second link of the same person. */
  messages: { notFound: string; unknownParent: string; alreadyLinked: (name: string) => string };
}

/**
 * A membership's contract: its rules and its schemas, the link as the API answers it, its page, the POST (a person
 * and the parent, linked in the first status), the PUT (the status; the rest of a GET's answer is accepted and
 * ignored), the list's query (?<field>=ID or ?welcomed_id=ID) and its exports' query.
 */
export function membership<F extends string, const S extends readonly [string, ...string[]]>(def: MembershipDef<F, S>) {
  const parentOfLink = { [def.field]: z.object({ id: z.number().int() }) } as Record<F, z.ZodObject<{ id: z.ZodNumber }>>;
  const schema = recordSchema({ welcomed: welcomedRefSchema, ...parentOfLink, status: z.enum(def.statuses) } as z.core.util.Flatten<
    { welcomed: typeof welcomedRefSchema } & Record<F, z.ZodObject<{ id: z.ZodNumber }>> & { status: z.ZodEnum<{ [K in S[number]]: K }> }
  >);
  const create = z.object({ welcomed: requiredWelcomedRef, [def.field]: def.parentRef } as z.core.util.Flatten<
    { welcomed: typeof requiredWelcomedRef } & Record<F, MembershipDef<F, S>['parentRef']>
  >);
  type Filters = z.core.util.Flatten<Record<F, ReturnType<typeof queryId>> & { welcomed_id: ReturnType<typeof queryId> }>;
  const listQuery = pageQueryOfSize(def.pageSize).extend({ [def.field]: queryId(def.parentLabel), welcomed_id: queryId('Pessoa') } as Filters);
  return {
    ...def,
    schema,
    page: pageSchema(schema),
    create,
    update: z.object({ status: oneOf('Situação', def.statuses) }),
    listQuery,
    reportQuery: reportQueryOf(listQuery as unknown as { shape: typeof pageQuerySchema.shape & Filters }),
  };
}

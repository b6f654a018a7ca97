import type { TrailAction, TrailDetails, TrailRecordType, TrailSubjectType } from '@sisacte/contracts/audit/trail';
import type { FastifyRequest } from 'fastify';
import { withTransaction, type Database, type DbOrTx, type Transaction } from '../../db/client';
import { detailsText } from './details';
import { insertEntry, insertReadEntry, type TrailRow } from './repository';

/*
 * Writing the trail. A module says what happened (`TrailFact`) and who did it through which route
 * (`TrailActor`, from the request); the facts of a write go in the write's own transaction
 * (`traceWrite`, or `tracedWrite` around the write), those of a read right after the read and before
 * the answer (`traceRead`). An entry that cannot be written fails the request: nothing is answered
 * or changed untraced.
 */

/** Whose data an entry touches: the person or complaint whose 'Acessos' tab lists it. */
export interface TrailSubject {
  type: TrailSubjectType;
  id: number;
}

/** What happened to which record. */
export interface TrailFact {
  action: TrailAction;
  record: { type: TrailRecordType; id?: number | null | undefined };
  subject?: TrailSubject | null | undefined;
  /** An export's filter (through filterDetails), an LGPD request's date and reference. */
  details?: TrailDetails | null | undefined;
}

/** Who acted (null: the system) and through which route ('GET /api/welcomeds/:id'). */
export interface TrailActor {
  userId: number | null;
  route: string | null;
}

/** The actor of a request: its authenticated user (none on a public route: never traced to anyone) and its route pattern. */
export function actorOf(request: FastifyRequest): TrailActor {
  const pattern = request.routeOptions?.url;
  return { userId: request.user?.id ?? null, route: pattern ? `${request.method} ${pattern}`.slice(0, 200) : null };
}

/** The system's own work (the retention). */
export const SYSTEM_ACTOR: TrailActor = { userId: null, route: null };

function rowOf(actor: TrailActor, fact: TrailFact): TrailRow {
  return {
    userId: actor.userId,
    action: fact.action,
    recordType: fact.record.type,
    recordId: fact.record.id ?? null,
    subjectType: fact.subject?.type ?? null,
    subjectId: fact.subject?.id ?? null,
    route: actor.route,
    details: detailsText(fact.details),
  };
}

/** Records `fact` in `tx`, the transaction of the change. Call it last in the transaction: the chain's lock is held until the commit. */
export async function traceWrite(tx: DbOrTx, actor: TrailActor, fact: TrailFact): Promise<void> {
  await insertEntry(tx, rowOf(actor, fact));
}

/** Records a read (or an export, a download) done by `request`, on its own: call it after the read succeeded, before answering. */
export async function traceRead(db: Database, request: FastifyRequest, fact: TrailFact): Promise<void> {
  await insertReadEntry(db, rowOf(actorOf(request), fact));
}

/** Records a read of `actor` (a caller without a request). */
export async function traceReadAs(db: Database, actor: TrailActor, fact: TrailFact): Promise<void> {
  await insertReadEntry(db, rowOf(actor, fact));
}

/**
 * Runs `write` in a transaction (a savepoint inside one already open) and records what `fact` makes
 * of its result in the same transaction, last. `write` may open transactions of its own: they nest.
 */
export function tracedWrite<T>(db: Database, actor: TrailActor, write: (tx: Transaction) => Promise<T>, fact: (result: T) => TrailFact | null): Promise<T> {
  return withTransaction(db, async (tx) => {
    const result = await write(tx);
    const done = fact(result);
    if (done) await traceWrite(tx, actor, done);
    return result;
  });
}

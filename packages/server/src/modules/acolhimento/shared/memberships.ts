import type { MembershipDef } from '@sisacte/contracts/acolhimento/memberships';
import type { HistoryEvent } from '@sisacte/contracts/acolhimento/welcomed-history';
import type { Database, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { findPerson } from '../../shared/lookups/repository';
import { records, refusingDuplicates, type Finder, type Records } from '../../shared/crud/service';
import { insertRecordChange } from '../history/repository';
import { requireActivePerson } from './active-person';

/*
 * People linked to a record with a status (enrolled in a course, referred to a vacancy): an active
 * person is linked once, in the first status; the status changes; the link is removed; the record is
 * deleted with its links. Each change is written to the person's history; a person in the trash keeps
 * their links untouched (but loses them with the record).
 */

interface Membership {
  welcomed: { id: number };
  status: string;
}

export interface MembershipRules<Parent, Link extends Membership, F extends string> {
  /** The history events of each change. */
  events: { added: HistoryEvent; status: HistoryEvent; removed: HistoryEvent; parentDeleted: HistoryEvent };
  /** How the history names the change: { added: 'Matrícula em curso', status: (parent) => `Situação no ${parent}`, removed: 'Matrícula removida', parentDeleted: 'Curso excluído' }. */
  labels: { added: string; status: (parent: string) => string; removed: string; parentDeleted: string };
  /** The parent records (an unknown one is refused with the contract's `unknownParent`), and how the history names one. */
  parents: Records<Parent>;
  label(parent: Parent): string;
  /** Refuses a parent that takes no new links (a closed vacancy). */
  checkParent?(parent: Parent): void;
  /** The contract: a new link's status (the first), a missing link's 404 (`notFound`), a link to an unknown parent, a person already linked. */
  contract: Pick<MembershipDef<F, readonly [Link['status'], ...string[]]>, 'statuses' | 'messages'>;
  /** The link table's reads and writes (shared/repository/membership-links.ts). */
  store: MembershipStore<Link, F>;
  /** The parent's delete (its links go with it). */
  removeParent(tx: DbOrTx, parentId: number): Promise<void>;
}

export interface MembershipStore<Link, F extends string> {
  /** The API field that holds the parent ('course'), as { id } in a link and as an id in a new one. */
  field: F;
  find: Finder<Link>;
  linkOf(tx: DbOrTx, parentId: number, welcomedId: number): Promise<unknown>;
  insert(tx: DbOrTx, parentId: number, welcomedId: number, authorId: number): Promise<number>;
  setStatus(tx: DbOrTx, id: number, status: string): Promise<void>;
  remove(tx: DbOrTx, id: number): Promise<void>;
  /** Every link of a parent, in the order their history is written. */
  ofParent(tx: DbOrTx, parentId: number): Promise<Link[]>;
}

/** The writes of the links of `rules`, as their routes take them, each also written to the person's history. */
export function memberships<Parent extends { id: number }, Link extends Membership & { [P in F]: { id: number } }, F extends string>(rules: MembershipRules<Parent, Link, F>) {
  const { field } = rules.store;
  const { unknownParent, alreadyLinked, notFound } = rules.contract.messages;
  const firstStatus = rules.contract.statuses[0];
  const links = records(rules.store.find, notFound);
  const history = (tx: DbOrTx, welcomedId: number, authorId: number, event: HistoryEvent, label: string, from: string | null, to: string | null) =>
    insertRecordChange(tx, welcomedId, authorId, event, [{ field, label, from, to }]);
  const parentOf = async (tx: DbOrTx, link: Link) => (await rules.parents.find(tx, link[field].id))!;

  return {
    /** GET one: the link, or a 404. */
    require: links.require,

    /** POST: links an active person once (a twin racing past the check meets the unique index and gets the same 400). */
    async add(db: Database, input: { welcomed: number } & { [P in F]: number }, authorId: number): Promise<Link> {
      const welcomedId = input.welcomed;
      const create = () =>
        links.create(db, async (tx) => {
          const person = await requireActivePerson(tx, welcomedId);
          const parent = await rules.parents.find(tx, input[field]);
          if (!parent) throw badRequest(unknownParent);
          rules.checkParent?.(parent);
          if (await rules.store.linkOf(tx, parent.id, person.id)) throw badRequest(alreadyLinked(person.name));
          const id = await rules.store.insert(tx, parent.id, person.id, authorId);
          await history(tx, person.id, authorId, rules.events.added, rules.labels.added, null, `${rules.label(parent)}: ${firstStatus}`);
          return id;
        });
      return refusingDuplicates(create, async () => badRequest(alreadyLinked((await findPerson(db, welcomedId))?.name ?? 'Esta pessoa')));
    },

    /** PUT {id}: the link's status. */
    async setStatus(db: Database, input: { status: Link['status'] }, authorId: number, id: number): Promise<Link> {
      const { status } = input;
      return links.update(db, id, async (tx, before) => {
        await requireActivePerson(tx, before.welcomed.id);
        if (before.status === status) return;
        await rules.store.setStatus(tx, id, status);
        const label = rules.labels.status(rules.label(await parentOf(tx, before)));
        await history(tx, before.welcomed.id, authorId, rules.events.status, label, before.status, status);
      });
    },

    /** DELETE {id}: the link. */
    async remove(db: Database, id: number, authorId: number): Promise<void> {
      await links.remove(db, id, async (tx, before) => {
        await requireActivePerson(tx, before.welcomed.id);
        const parent = await parentOf(tx, before);
        await rules.store.remove(tx, id);
        await history(tx, before.welcomed.id, authorId, rules.events.removed, rules.labels.removed, `${rules.label(parent)}: ${before.status}`, null);
      });
    },

    /** Deletes the parent with its links; each linked person's history says so. */
    async removeParent(db: Database, id: number, authorId: number): Promise<void> {
      await rules.parents.remove(db, id, async (tx, parent) => {
        for (const link of await rules.store.ofParent(tx, id)) {
          await history(tx, link.welcomed.id, authorId, rules.events.parentDeleted, rules.labels.parentDeleted, `${rules.label(parent)}: ${link.status}`, null);
        }
        await rules.removeParent(tx, id);
      });
    },
  };
}

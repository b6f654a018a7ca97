import type { HistoryEvent } from '@sisacte/contracts/acolhimento/welcomed-history';
import type { Database, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { findPerson } from '../../shared/lookups/repository';
import { refusingDuplicates, type Records } from '../../shared/crud/service';
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

export interface MembershipRules<Parent, Link extends Membership> {
  /** The history field ('course') and events of each change. */
  field: string;
  events: { added: HistoryEvent; status: HistoryEvent; removed: HistoryEvent; parentDeleted: HistoryEvent };
  /** How the history names the change: { added: 'Matrícula em curso', status: (parent) => `Situação no ${parent}`, removed: 'Matrícula removida', parentDeleted: 'Curso excluído' }. */
  labels: { added: string; status: (parent: string) => string; removed: string; parentDeleted: string };
  /** The status a new link has ('Matriculado'). */
  firstStatus: string;
  parents: Records<Parent>;
  links: Records<Link>;
  /** The parent record (null: unknown, refused with `unknownParent`), its id in a link, and how the history names it. */
  findParent(tx: DbOrTx, id: number): Promise<Parent | null>;
  parentOf(link: Link): number;
  label(parent: Parent): string;
  unknownParent: string;
  /** Refuses a parent that takes no new links (a closed vacancy). */
  checkParent?(parent: Parent): void;
  /** The person is already linked: a 400 naming them. */
  alreadyLinked(personName: string): string;
  /** The link table's reads and writes (shared/repository/membership-links.ts). */
  store: MembershipStore<Link>;
  /** The parent's delete (its links go with it). */
  removeParent(tx: DbOrTx, parentId: number): Promise<void>;
}

export interface MembershipStore<Link> {
  linkOf(tx: DbOrTx, parentId: number, welcomedId: number): Promise<unknown>;
  insert(tx: DbOrTx, parentId: number, welcomedId: number, authorId: number): Promise<number>;
  setStatus(tx: DbOrTx, id: number, status: string): Promise<void>;
  remove(tx: DbOrTx, id: number): Promise<void>;
  /** Every link of a parent, in the order their history is written. */
  ofParent(tx: DbOrTx, parentId: number): Promise<Link[]>;
}

export function memberships<Parent extends { id: number }, Link extends Membership>(rules: MembershipRules<Parent, Link>) {
  const history = (tx: DbOrTx, welcomedId: number, authorId: number, event: HistoryEvent, label: string, from: string | null, to: string | null) =>
    insertRecordChange(tx, welcomedId, authorId, event, [{ field: rules.field, label, from, to }]);
  const parentOf = async (tx: DbOrTx, link: Link) => (await rules.findParent(tx, rules.parentOf(link)))!;

  return {
    /** Links an active person once (a twin racing past the check meets the unique index and gets the same 400). */
    async add(db: Database, welcomedId: number, parentId: number, authorId: number): Promise<Link> {
      const create = () =>
        rules.links.create(db, async (tx) => {
          const person = await requireActivePerson(tx, welcomedId);
          const parent = await rules.findParent(tx, parentId);
          if (!parent) throw badRequest(rules.unknownParent);
          rules.checkParent?.(parent);
          if (await rules.store.linkOf(tx, parent.id, person.id)) throw badRequest(rules.alreadyLinked(person.name));
          const id = await rules.store.insert(tx, parent.id, person.id, authorId);
          await history(tx, person.id, authorId, rules.events.added, rules.labels.added, null, `${rules.label(parent)}: ${rules.firstStatus}`);
          return id;
        });
      return refusingDuplicates(create, async () => badRequest(rules.alreadyLinked((await findPerson(db, welcomedId))?.name ?? 'Esta pessoa')));
    },

    async setStatus(db: Database, id: number, status: Link['status'], authorId: number): Promise<Link> {
      return rules.links.update(db, id, async (tx, before) => {
        await requireActivePerson(tx, before.welcomed.id);
        if (before.status === status) return;
        await rules.store.setStatus(tx, id, status);
        const label = rules.labels.status(rules.label(await parentOf(tx, before)));
        await history(tx, before.welcomed.id, authorId, rules.events.status, label, before.status, status);
      });
    },

    async remove(db: Database, id: number, authorId: number): Promise<void> {
      await rules.links.remove(db, id, async (tx, before) => {
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

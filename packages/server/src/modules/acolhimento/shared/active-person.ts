import { trashedWelcomedMessage, UNKNOWN_WELCOMED_MESSAGE } from '@sisacte/contracts/acolhimento/refs';
import { type DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { findPerson, type PersonState } from '../../shared/lookups/repository';
import { refuseAnonymised } from '../lgpd/service';

/**
 * The person of a record being created, changed or deleted (a stay, referral, visit, family row,
 * vacancy referral, course enrolment), locked until the transaction ends. A person in the trash keeps
 * their records untouched until the restore: any write to them is refused; an anonymised person gets
 * none at all.
 */
export async function requireActivePerson(tx: DbOrTx, id: number): Promise<PersonState> {
  const person = await findPerson(tx, id, { forUpdate: true });
  if (!person) throw badRequest(UNKNOWN_WELCOMED_MESSAGE);
  if (person.status !== 'active') throw badRequest(trashedWelcomedMessage(person.name));
  await refuseAnonymised(tx, id);
  return person;
}

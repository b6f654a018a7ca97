import { FUNCTION_NOT_FOUND_MESSAGE, functionInUseMessage, functionTakenMessage, type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { withTransaction, type Database } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { records, refusingDuplicates } from '../../shared/crud/service';
import * as repo from './repository';

const functions = records(repo.findFunction, FUNCTION_NOT_FOUND_MESSAGE);

export async function createFunction(db: Database, name: string): Promise<WelcomedFunction> {
  return refusingDuplicates(
    () =>
      withTransaction(db, async (tx) => {
        const existing = await repo.findFunctionByName(tx, name);
        if (existing) throw badRequest(functionTakenMessage(existing.name));
        return repo.insertFunction(tx, name);
      }),
    async () => badRequest(functionTakenMessage((await repo.findFunctionByName(db, name))?.name ?? name)),
  );
}

/** Refused while any person (active or trashed) or any vacancy has the function: they would lose it silently. */
export async function deleteFunction(db: Database, id: number): Promise<void> {
  await functions.remove(db, id, async (tx, found) => {
    const people = await repo.countPeopleWith(tx, id);
    const vacancies = await repo.countVacanciesWith(tx, id);
    if (people > 0 || vacancies > 0) throw badRequest(functionInUseMessage(found.name, people, vacancies));
    await repo.deleteFunction(tx, id);
  });
}

import { cpfTakenMessage, type Welcomed, WELCOMED_NOT_FOUND_MESSAGE, type WelcomedCreateParsed, type WelcomedUpdateParsed } from '@sisacte/contracts/acolhimento/welcomed';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { databaseError, isUniqueViolation } from '../../../lib/db-errors';
import { formatCep, formatCpf, formatDate } from '../../../lib/documents';
import { badRequest, notFound } from '../../../lib/http-errors';
import * as lookups from '../../shared/lookups/repository';
import { change, diff, STATUS_LABELS } from '../history/changes';
import { insertHistory } from '../history/repository';
import { addressColumns } from '../shared/repository/person-columns';
import { refuseAnonymised } from '../lgpd/service';
import * as repo from './repository';

export const TRASHED_UPDATE_MESSAGE = 'Este cadastro está excluído: restaure-o antes de alterar';
export const ALREADY_TRASHED_MESSAGE = 'Este cadastro já está excluído';
export const ALREADY_ACTIVE_MESSAGE = 'Este cadastro já está ativo';
export const UNKNOWN_COUNTRY_MESSAGE = 'Nacionalidade inexistente';
export const UNKNOWN_STATE_MESSAGE = 'Estado inexistente';
export const UNKNOWN_CITY_MESSAGE = 'Cidade inexistente';
export const STATE_OUTSIDE_COUNTRY_MESSAGE = 'O estado escolhido não pertence ao país de nacionalidade';
export const CITY_OUTSIDE_STATE_MESSAGE = 'A cidade escolhida não pertence ao estado escolhido';
export const CITY_WITHOUT_STATE_MESSAGE = 'Escolha o estado antes da cidade';
export const unknownFunctionMessage = (id: number) => `Profissão inexistente: ${id}`;
export const restoreCpfTakenMessage = (name: string) =>
  `Não é possível restaurar: CPF já cadastrado para ${name}`;

/** The readable value of each field of a person, as the history shows it (names, not ids). */
export function readable(w: Welcomed): Record<string, string | null> {
  return {
    name: w.name,
    gender: w.gender,
    birthdate: formatDate(w.birthdate),
    nacionality: w.nacionality?.nome_pt ?? null,
    cpf: formatCpf(w.cpf),
    rg: w.rg,
    cep: formatCep(w.cep),
    address: w.address,
    address_complement: w.address_complement,
    address_district: w.address_district,
    address_state: w.address_state,
    address_city: w.address_city,
    state: w.state ? (w.state.uf ? `${w.state.nome} (${w.state.uf})` : w.state.nome) : null,
    city: w.city?.nome ?? null,
    foreing_state: w.foreing_state,
    foreing_city: w.foreing_city,
    civil_status: w.civil_status,
    scholarity: w.scholarity,
    functions: w.functions.length > 0 ? w.functions.map((f) => f.name).join(', ') : null,
  };
}

export async function requireWelcomed(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Welcomed> {
  const found = await repo.findWelcomed(db, id, options);
  if (!found) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
  return found;
}

export async function createWelcomed(db: Database, authorId: number, input: WelcomedCreateParsed): Promise<Welcomed> {
  return guardCpf(db, input.cpf, () =>
    withTransaction(db, async (tx) => {
      await checkReferences(tx, input);
      if (input.cpf) await checkCpfFree(tx, input.cpf);
      const id = await repo.insertWelcomed(tx, toWrite(input), authorId);
      await repo.replaceFunctions(tx, id, input.functions);
      const created = (await repo.findWelcomed(tx, id))!;
      const changes = diff({}, { ...readable(created), status: STATUS_LABELS.active! });
      await insertHistory(tx, { welcomedId: id, authorId, action: 'create', changes });
      return created;
    }),
  );
}

export async function updateWelcomed(db: Database, authorId: number, input: WelcomedUpdateParsed): Promise<Welcomed> {
  return guardCpf(db, input.cpf, () =>
    withTransaction(db, async (tx) => {
      const before = await requireWelcomed(tx, input.id, { forUpdate: true });
      if (before.status !== 'active') throw badRequest(TRASHED_UPDATE_MESSAGE);
      await refuseAnonymised(tx, input.id);
      await checkReferences(tx, input);
      if (input.cpf) await checkCpfFree(tx, input.cpf, input.id);
      await repo.updateWelcomed(tx, input.id, toWrite(input));
      await repo.replaceFunctions(tx, input.id, input.functions);
      const after = (await repo.findWelcomed(tx, input.id))!;
      const changes = diff(readable(before), readable(after));
      // Saving without changes leaves no empty entry in the history.
      if (changes.length > 0) await insertHistory(tx, { welcomedId: input.id, authorId, action: 'update', changes });
      return after;
    }),
  );
}

/** Sets the status (to the trash or back) with its history entry, and answers the record as it now is. */
async function moveStatus(tx: DbOrTx, authorId: number, id: number, to: 'drashed' | 'active'): Promise<Welcomed> {
  const from = to === 'drashed' ? 'active' : 'drashed';
  await repo.setStatus(tx, id, to);
  await insertHistory(tx, {
    welcomedId: id,
    authorId,
    action: to === 'drashed' ? 'delete' : 'restore',
    changes: [change('status', STATUS_LABELS[from]!, STATUS_LABELS[to]!)],
  });
  return (await repo.findWelcomed(tx, id))!;
}

/** GET /api/welcomed-delete/{id}: to the trash (status drashed); never an anonymised person. */
export async function trashWelcomed(db: Database, authorId: number, id: number): Promise<Welcomed> {
  return withTransaction(db, async (tx) => {
    const before = await requireWelcomed(tx, id, { forUpdate: true });
    // An anonymised record stays where it is: moving it would move the dashboard's counts.
    await refuseAnonymised(tx, id);
    if (before.status === 'drashed') throw badRequest(ALREADY_TRASHED_MESSAGE);
    return moveStatus(tx, authorId, id, 'drashed');
  });
}

/** GET /api/welcomed-restore/{id}: back to active, unless another active person now holds the CPF or the person was anonymised. */
export async function restoreWelcomed(db: Database, authorId: number, id: number): Promise<Welcomed> {
  const restore = () =>
    withTransaction(db, async (tx) => {
      const before = await requireWelcomed(tx, id, { forUpdate: true });
      await refuseAnonymised(tx, id);
      if (before.status === 'active') throw badRequest(ALREADY_ACTIVE_MESSAGE);
      if (before.cpf) {
        const holder = await repo.activeCpfHolder(tx, before.cpf, id);
        if (holder) throw badRequest(restoreCpfTakenMessage(holder.name));
      }
      return moveStatus(tx, authorId, id, 'active');
    });
  try {
    return await restore();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const person = await repo.findWelcomed(db, id);
    const holder = person?.cpf ? await repo.activeCpfHolder(db, person.cpf, id) : null;
    throw badRequest(restoreCpfTakenMessage(holder?.name ?? 'outra pessoa'));
  }
}

function toWrite(input: WelcomedCreateParsed): repo.WelcomedWrite {
  return {
    name: input.name,
    gender: input.gender,
    birthdate: input.birthdate,
    nacionalityId: input.nacionality,
    cpf: input.cpf,
    rg: input.rg,
    ...addressColumns(input),
    stateId: input.state,
    cityId: input.city,
    foreingState: input.foreing_state,
    foreingCity: input.foreing_city,
    civilStatus: input.civil_status,
    scholarity: input.scholarity,
  };
}

async function checkReferences(tx: DbOrTx, input: WelcomedCreateParsed) {
  const problems: string[] = [];
  if ((await lookups.countryName(tx, input.nacionality)) === null) problems.push(UNKNOWN_COUNTRY_MESSAGE);
  const state = input.state === null ? null : await lookups.findState(tx, input.state);
  if (input.state !== null && !state) problems.push(UNKNOWN_STATE_MESSAGE);
  if (state && state.countryId !== input.nacionality) problems.push(STATE_OUTSIDE_COUNTRY_MESSAGE);
  if (input.city !== null) {
    const city = await lookups.findCity(tx, input.city);
    if (!city) problems.push(UNKNOWN_CITY_MESSAGE);
    else if (input.state === null) problems.push(CITY_WITHOUT_STATE_MESSAGE);
    else if (state && city.stateId !== state.id) problems.push(CITY_OUTSIDE_STATE_MESSAGE);
  }
  const known = await lookups.existingFunctionIds(tx, input.functions);
  for (const id of input.functions) if (!known.has(id)) problems.push(unknownFunctionMessage(id));
  if (problems.length > 0) throw badRequest(problems[0]!, ...problems.slice(1));
}

async function checkCpfFree(tx: DbOrTx, cpf: string, exceptId?: number) {
  const holder = await repo.activeCpfHolder(tx, cpf, exceptId);
  if (holder) throw badRequest(cpfTakenMessage(holder.name));
}

/** Two saves racing past the CPF check still meet the unique index: answer them the same way. */
async function guardCpf<T>(db: Database, cpf: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Only the CPF index means "CPF taken" (another unique index must not be reported as one).
    const constraint = databaseError(error)?.constraint;
    if (!isUniqueViolation(error) || !cpf || (constraint && constraint !== 'welcomeds_cpf_active_key')) throw error;
    const holder = await repo.activeCpfHolder(db, cpf);
    throw badRequest(cpfTakenMessage(holder?.name ?? 'outra pessoa'));
  }
}

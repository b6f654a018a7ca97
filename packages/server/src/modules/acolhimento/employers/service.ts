import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import {
  EMPLOYER_DOCUMENT_INVALID_MESSAGE,
  EMPLOYER_NOT_FOUND_MESSAGE,
  employerCnaeUnknownMessage,
  employerDocumentTakenMessage,
  employerWithVacanciesMessage,
  type Employer,
  type EmployerCreateParsed,
  type EmployerUpdateParsed,
} from '@sisacte/contracts/acolhimento/employers';
import type { Database, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { records, refusingDuplicates } from '../../shared/crud/service';
import { cnaeByCode } from '../../localization';
import { countVacanciesOf } from '../vacancies/repository';
import { addressColumns } from '../shared/repository/person-columns';
import * as repo from './repository';

const employers = records(repo.employerReads.find, EMPLOYER_NOT_FOUND_MESSAGE);
export const requireEmployer = employers.require;

/** 11 digits are a CPF, 14 a CNPJ; both with their check digits right. */
function checkDocument(document: string) {
  const valid = document.length === 14 ? isValidCNPJ(document) : isValidCPF(document);
  if (!valid) throw badRequest(`document: ${EMPLOYER_DOCUMENT_INVALID_MESSAGE}`);
}

/** The CNAE sent must be a subclass of the IBGE table; its code and description are stored as the table has them. */
async function catalogueCnae(db: DbOrTx, input: EmployerCreateParsed): Promise<{ cnaeCode: string | null; cnaeDescription: string | null }> {
  if (!input.cnae) return { cnaeCode: null, cnaeDescription: null };
  const found = await cnaeByCode(db, input.cnae.cod_subclasse);
  if (!found) throw badRequest(`cnae: ${employerCnaeUnknownMessage(input.cnae.cod_subclasse)}`);
  return { cnaeCode: found.cod_subclasse, cnaeDescription: found.desc_subclasse };
}

const toWrite = (input: EmployerCreateParsed, cnae: { cnaeCode: string | null; cnaeDescription: string | null }): repo.EmployerWrite => ({
  name: input.name,
  document: input.document,
  ...cnae,
  ...addressColumns(input),
  contactName: input.contact_name,
  phone: input.phone,
  email: input.email,
});

/** A document already registered (also by two saves racing past the check) is a 400 naming its employer. */
const guardDocument = <T>(db: Database, document: string, exceptId: number | undefined, write: () => Promise<T>): Promise<T> =>
  refusingDuplicates(write, async () => badRequest(employerDocumentTakenMessage((await repo.documentHolder(db, document, exceptId))?.name ?? 'outro empregador')));

async function checkDocumentFree(tx: DbOrTx, document: string, exceptId?: number) {
  const holder = await repo.documentHolder(tx, document, exceptId);
  if (holder) throw badRequest(employerDocumentTakenMessage(holder.name));
}

export async function createEmployer(db: Database, input: EmployerCreateParsed, authorId: number): Promise<Employer> {
  checkDocument(input.document);
  return guardDocument(db, input.document, undefined, () =>
    employers.create(db, async (tx) => {
      await checkDocumentFree(tx, input.document);
      return repo.insertEmployer(tx, toWrite(input, await catalogueCnae(tx, input)), authorId);
    }),
  );
}

export async function updateEmployer(db: Database, input: EmployerUpdateParsed): Promise<Employer> {
  checkDocument(input.document);
  return guardDocument(db, input.document, input.id, () =>
    employers.update(db, input.id, async (tx) => {
      await checkDocumentFree(tx, input.document, input.id);
      await repo.updateEmployer(tx, input.id, toWrite(input, await catalogueCnae(tx, input)));
    }),
  );
}

/** DELETE /api/employer/{id}: refused while it has vacancies. */
export async function deleteEmployer(db: Database, id: number): Promise<void> {
  await employers.remove(db, id, async (tx, found) => {
    const n = await countVacanciesOf(tx, id);
    if (n > 0) throw badRequest(employerWithVacanciesMessage(found.name, n));
    await repo.deleteEmployer(tx, id);
  });
}

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
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, notFound } from '../../../lib/http-errors';
import { cnaeByCode } from '../../localization/repository';
import { countVacanciesOf } from '../vacancies/repository';
import * as repo from './repository';

export async function requireEmployer(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Employer> {
  const found = await repo.findEmployer(db, id, options);
  if (!found) throw notFound(EMPLOYER_NOT_FOUND_MESSAGE);
  return found;
}

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
  cep: input.cep,
  address: input.address,
  addressComplement: input.address_complement,
  addressDistrict: input.address_district,
  addressState: input.address_state,
  addressCity: input.address_city,
  contactName: input.contact_name,
  phone: input.phone,
  email: input.email,
});

/** A document already registered (also by two saves racing past the check) is a 400 naming its employer. */
async function guardDocument<T>(db: Database, document: string, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const holder = await repo.documentHolder(db, document, exceptId);
    throw badRequest(employerDocumentTakenMessage(holder?.name ?? 'outro empregador'));
  }
}

async function checkDocumentFree(tx: DbOrTx, document: string, exceptId?: number) {
  const holder = await repo.documentHolder(tx, document, exceptId);
  if (holder) throw badRequest(employerDocumentTakenMessage(holder.name));
}

export async function createEmployer(db: Database, authorId: number, input: EmployerCreateParsed): Promise<Employer> {
  checkDocument(input.document);
  return guardDocument(db, input.document, undefined, () =>
    withTransaction(db, async (tx) => {
      await checkDocumentFree(tx, input.document);
      const id = await repo.insertEmployer(tx, toWrite(input, await catalogueCnae(tx, input)), authorId);
      return (await repo.findEmployer(tx, id))!;
    }),
  );
}

export async function updateEmployer(db: Database, input: EmployerUpdateParsed): Promise<Employer> {
  checkDocument(input.document);
  return guardDocument(db, input.document, input.id, () =>
    withTransaction(db, async (tx) => {
      await requireEmployer(tx, input.id, { forUpdate: true });
      await checkDocumentFree(tx, input.document, input.id);
      await repo.updateEmployer(tx, input.id, toWrite(input, await catalogueCnae(tx, input)));
      return (await repo.findEmployer(tx, input.id))!;
    }),
  );
}

/** DELETE /api/employer/{id}: refused while it has vacancies. */
export async function deleteEmployer(db: Database, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const found = await requireEmployer(tx, id, { forUpdate: true });
    const n = await countVacanciesOf(tx, id);
    if (n > 0) throw badRequest(employerWithVacanciesMessage(found.name, n));
    await repo.deleteEmployer(tx, id);
  });
}

import { EMPLOYER_SORT_FIELDS, type Employer, type EmployerFilter } from '@sisacte/contracts/acolhimento/employers';
import { and, eq, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { employers, users } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { keyContainsEveryWord } from '../../../lib/sql';
import { deleteById, findById, insertReturningId, readPage, updateById, type FindOptions } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';
import { addressOf, authorFields, authorStamp } from '../shared/repository/person-columns';

/* Employers: reads (one, the list, the short list, the export) and writes. */

const fields = {
  id: employers.id,
  name: employers.name,
  document: employers.document,
  cnaeCode: employers.cnaeCode,
  cnaeDescription: employers.cnaeDescription,
  cep: employers.cep,
  address: employers.address,
  addressComplement: employers.addressComplement,
  addressDistrict: employers.addressDistrict,
  addressState: employers.addressState,
  addressCity: employers.addressCity,
  contactName: employers.contactName,
  phone: employers.phone,
  email: employers.email,
  ...authorFields(employers),
};

const selectEmployers = (db: DbOrTx) => db.select(fields).from(employers).leftJoin(users, eq(users.id, employers.authorId)).$dynamic();
type Row = Awaited<ReturnType<typeof selectEmployers>>[number];

function toEmployer(r: Row): Employer {
  return {
    id: r.id,
    name: r.name,
    document: r.document,
    document_type: r.document.length === 14 ? 'CNPJ' : 'CPF',
    cnae: r.cnaeCode === null ? null : { cod_subclasse: r.cnaeCode, desc_subclasse: r.cnaeDescription ?? '' },
    ...addressOf(r),
    contact_name: r.contactName,
    phone: r.phone,
    email: r.email,
    ...authorStamp(r),
  };
}

export const findEmployer = (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, employers, id, options, selectEmployers(db), toEmployer);

function conditions(f: EmployerFilter): SQL | undefined {
  return and(
    keyContainsEveryWord(employers.nameKey, f.name),
    f.document ? like(employers.document, `${f.document}%`) : undefined,
  );
}

const SORTS = { id: employers.id, name: employers.nameKey } satisfies Record<(typeof EMPLOYER_SORT_FIELDS)[number], unknown>;

export async function listEmployers(db: DbOrTx, filter: EmployerFilter, query: PageRequest) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: employers.id });
  return readPage(db, selectEmployers(db), employers, conditions(filter), page, toEmployer);
}

export async function allEmployers(db: DbOrTx) {
  return db.select({ id: employers.id, name: employers.name, document: employers.document }).from(employers).orderBy(employers.nameKey, employers.id);
}

export async function employersBatchAfter(db: DbOrTx, filter: EmployerFilter, afterId: number | null, limit: number): Promise<Employer[]> {
  const rows = await selectEmployers(db)
    .where(and(conditions(filter), afterId === null ? undefined : lt(employers.id, afterId)))
    .orderBy(sql`${employers.id} DESC`)
    .limit(limit);
  return rows.map(toEmployer);
}

export async function documentHolder(db: DbOrTx, document: string, exceptId?: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: employers.id, name: employers.name })
    .from(employers)
    .where(and(eq(employers.document, document), exceptId === undefined ? undefined : ne(employers.id, exceptId)))
    .limit(1);
  return row ?? null;
}

export type EmployerWrite = Omit<typeof employers.$inferInsert, 'id' | 'nameKey' | 'authorId' | 'createdAt' | 'updatedAt'>;

export const insertEmployer = (tx: DbOrTx, data: EmployerWrite, authorId: number) => insertReturningId(tx, employers, { ...data, authorId });
export const updateEmployer = (tx: DbOrTx, id: number, data: EmployerWrite) => updateById(tx, employers, id, data);
export const deleteEmployer = (tx: DbOrTx, id: number) => deleteById(tx, employers, id);

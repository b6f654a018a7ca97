import { EMPLOYER_SORT_FIELDS, type Employer, type EmployerFilter } from '@sisacte/contracts/acolhimento/employers';
import { and, eq, like, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { employers } from '../../../db/schema';
import { keyContainsEveryWord } from '../../../lib/sql';
import { deleteById, insertReturningId, updateById } from '../../shared/crud/repository';
import { authoredReads, columnsOf } from '../shared/repository/authored-records';
import { addressOf } from '../shared/repository/person-columns';

/* Employers: reads (one, the list, the short list, the export) and writes. */

/** One employer and the list (?name, ?document), with the export's batches. */
export const employerReads = authoredReads({
  table: employers,
  columns: columnsOf(employers, 'name', 'document', 'cnaeCode', 'cnaeDescription', 'cep', 'address', 'addressComplement', 'addressDistrict', 'addressState', 'addressCity', 'contactName', 'phone', 'email'),
  own: (r): Omit<Employer, 'id' | 'author' | 'created_at'> => ({
    name: r.name,
    document: r.document,
    document_type: r.document.length === 14 ? 'CNPJ' : 'CPF',
    cnae: r.cnaeCode === null ? null : { cod_subclasse: r.cnaeCode, desc_subclasse: r.cnaeDescription ?? '' },
    ...addressOf(r),
    contact_name: r.contactName,
    phone: r.phone,
    email: r.email,
  }),
  conditions: (f: EmployerFilter) => and(keyContainsEveryWord(employers.nameKey, f.name), f.document ? like(employers.document, `${f.document}%`) : undefined),
  sorts: { id: employers.id, name: employers.nameKey } satisfies Record<(typeof EMPLOYER_SORT_FIELDS)[number], unknown>,
  direction: 'desc',
});

export async function allEmployers(db: DbOrTx) {
  return db.select({ id: employers.id, name: employers.name, document: employers.document }).from(employers).orderBy(employers.nameKey, employers.id);
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

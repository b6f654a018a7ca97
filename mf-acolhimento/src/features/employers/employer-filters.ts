import { fieldsFilter } from '@sisacte/ui';

/** The employers list's filters, as the address keeps them. */
export interface EmployerFilterValues {
  name: string;
  /** CPF or CNPJ, masked or digits (matched on the digits, as a prefix). */
  document: string;
}

export const EMPTY_EMPLOYER_FILTERS: EmployerFilterValues = { name: '', document: '' };
const clean = (v: string) => v.trim().slice(0, 200);
const employerFilters = fieldsFilter<EmployerFilterValues>({ name: clean, document: clean });

export const employerFilterCodec = employerFilters.codec;
export const countEmployerFilters = employerFilters.count;
/** The filters as the API's query: only those set. */
export const toEmployerQuery = employerFilters.query;

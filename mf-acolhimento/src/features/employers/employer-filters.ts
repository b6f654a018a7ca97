import { fieldsFilter } from '@sisacte/ui';

/** The employers list's filters, as the address keeps them. */
export interface EmployerFilterValues {
  name: string;
  /** CPF or CNPJ, masked or digits (matched on the digits, as a prefix). */
  document: string;
}

const clean = (v: string) => v.trim().slice(0, 200);
/** The filters in the address (?name=&document=), how many are set, and none. */
export const employerFilters = fieldsFilter<EmployerFilterValues>({ name: clean, document: clean });

/** The filters as the API's query: only those set. */
export const toEmployerQuery = employerFilters.query;

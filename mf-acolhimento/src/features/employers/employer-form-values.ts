import { type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EMPLOYER_DOCUMENT_INVALID_MESSAGE, type Employer, employerCreateSchema } from '@sisacte/contracts/acolhimento/employers';
import { type CnaeOption } from '@sisacte/contracts/localization/cnae';
import { formatDocument, isValidDocument } from './document';
import { addressFormValues } from '../../shared/cep-address';

/** The employer's form: texts as typed ('' for none), the CNAE as picked. */
export interface EmployerFormValues {
  name: string;
  /** Masked CPF or CNPJ. */
  document: string;
  cnae: CnaeOption | null;
  cep: string;
  address: string;
  address_complement: string;
  address_district: string;
  address_city: string;
  address_state: string;
  contact_name: string;
  phone: string;
  email: string;
}

export type EmployerTextField = Exclude<keyof EmployerFormValues, 'cnae'>;

export const EMPTY_EMPLOYER: EmployerFormValues = {
  name: '',
  document: '',
  cnae: null,
  cep: '',
  address: '',
  address_complement: '',
  address_district: '',
  address_city: '',
  address_state: '',
  contact_name: '',
  phone: '',
  email: '',
};

export function toEmployerFormValues(e: Employer | undefined): EmployerFormValues {
  if (!e) return EMPTY_EMPLOYER;
  return {
    name: e.name,
    document: formatDocument(e.document),
    cnae: e.cnae,
    ...addressFormValues(e),
    contact_name: e.contact_name ?? '',
    phone: e.phone ?? '',
    email: e.email ?? '',
  };
}

const schemaResolver = zodResolver(employerCreateSchema, undefined, { raw: true }) as unknown as Resolver<EmployerFormValues>;

/** The contract's rules, and the CPF/CNPJ check digits (which the server checks too). */
export const employerResolver: Resolver<EmployerFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (result.errors.document || isValidDocument(values.document)) return result;
  return { values: {}, errors: { ...result.errors, document: { type: 'validate', message: EMPLOYER_DOCUMENT_INVALID_MESSAGE } } };
};

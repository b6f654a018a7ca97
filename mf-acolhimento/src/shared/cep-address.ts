import { type CepAddress } from '@sisacte/contracts/localization/cep';
import { formatCep } from '@sisacte/contracts/common/cep';

/** The address fields a CEP fills, named alike in every form with an address. */
export type CepFilledField = 'address' | 'address_district' | 'address_complement' | 'address_state' | 'address_city';

export interface CepFormAccess {
  setValue: (name: CepFilledField, value: string) => void;
  getValues: (name: 'address_complement') => unknown;
}

/** A full CEP fills street, district, city and state, and the complement only while it is empty. */
export function fillFromCep(a: CepAddress, { setValue, getValues }: CepFormAccess) {
  setValue('address', a.logradouro);
  setValue('address_district', a.bairro);
  if (a.complemento && !getValues('address_complement')) setValue('address_complement', a.complemento);
  setValue('address_state', a.estado?.uf ?? a.estado?.nome ?? '');
  setValue('address_city', a.cidade?.nome ?? '');
}

/** A stored address as a form holds it: the CEP masked, the text fields empty rather than null. */
export interface StoredAddress {
  cep: string | null;
  address: string | null;
  address_complement: string | null;
  address_district: string | null;
  address_city: string | null;
  address_state: string | null;
}

export const addressFormValues = (a: StoredAddress) => ({
  cep: formatCep(a.cep),
  address: a.address ?? '',
  address_complement: a.address_complement ?? '',
  address_district: a.address_district ?? '',
  address_city: a.address_city ?? '',
  address_state: a.address_state ?? '',
});

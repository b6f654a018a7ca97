import dayjs from 'dayjs';
import { type Welcomed, type WelcomedCreate } from '@sisacte/contracts/acolhimento/welcomed';
import { formatCpf } from '@sisacte/contracts/common/cpf';
import { BRAZIL_ID } from '@sisacte/contracts/localization/places';
import { addressFormValues } from '../../../shared/cep-address';

/** The form's own state: every field of a welcomed person, as the controls hold them. */
export interface WelcomedFormValues {
  name: string;
  gender: string;
  birthdate: string | null;
  nacionality: number | null;
  cpf: string;
  rg: string;
  civil_status: string;
  scholarity: string;
  state: number | null;
  city: number | null;
  foreing_state: string;
  foreing_city: string;
  cep: string;
  address: string;
  address_complement: string;
  address_district: string;
  address_state: string;
  address_city: string;
  functions: number[];
}

export const EMPTY_WELCOMED: WelcomedFormValues = {
  name: '',
  gender: '',
  birthdate: null,
  nacionality: null,
  cpf: '',
  rg: '',
  civil_status: '',
  scholarity: '',
  state: null,
  city: null,
  foreing_state: '',
  foreing_city: '',
  cep: '',
  address: '',
  address_complement: '',
  address_district: '',
  address_state: '',
  address_city: '',
  functions: [],
};

/** A saved person → what the controls show (masked CPF and CEP, ids of the chosen places and functions). */
export function toFormValues(w: Welcomed): WelcomedFormValues {
  return {
    name: w.name,
    gender: w.gender ?? '',
    birthdate: w.birthdate,
    nacionality: w.nacionality?.id ?? null,
    cpf: formatCpf(w.cpf),
    rg: w.rg ?? '',
    civil_status: w.civil_status ?? '',
    scholarity: w.scholarity ?? '',
    state: w.state?.id ?? null,
    city: w.city?.id ?? null,
    foreing_state: w.foreing_state ?? '',
    foreing_city: w.foreing_city ?? '',
    ...addressFormValues(w),
    functions: w.functions.map((f) => f.id),
  };
}

/** Whole years between `birthdate` and today; null for none or a future date. */
export function ageFrom(birthdate: string | null): number | null {
  if (!birthdate) return null;
  const d = dayjs(birthdate);
  if (!d.isValid() || d.isAfter(dayjs(), 'day')) return null;
  return dayjs().diff(d, 'year');
}

/** What is sent: born in Brazil → state and city ids; abroad → the free-text state and city. */
export function toBody(v: WelcomedFormValues): WelcomedCreate {
  const brazil = v.nacionality === BRAZIL_ID;
  return {
    ...v,
    gender: v.gender as WelcomedCreate['gender'],
    nacionality: v.nacionality as number,
    civil_status: (v.civil_status || null) as WelcomedCreate['civil_status'],
    scholarity: (v.scholarity || null) as WelcomedCreate['scholarity'],
    state: brazil ? v.state : null,
    city: brazil ? v.city : null,
    foreing_state: brazil ? null : v.foreing_state,
    foreing_city: brazil ? null : v.foreing_city,
  };
}

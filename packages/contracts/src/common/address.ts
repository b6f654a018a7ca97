import { z } from 'zod';
import { optionalCepSchema } from './cep';
import { optionalText } from './fields';

/*
 * A Brazilian address as the forms take it (the CEP lookup fills state and city as text): the same
 * fields, labels and limits wherever an address is kept (a person, an employer). Spread into the
 * entity's schemas where the fields stand.
 */

/** What a save takes: every field optional ('' and absent are null). */
export const addressInputShape = {
  cep: optionalCepSchema,
  address: optionalText('Endereço', 200),
  address_complement: optionalText('Complemento', 100),
  address_district: optionalText('Bairro', 100),
  address_state: optionalText('Estado do endereço', 60),
  address_city: optionalText('Cidade do endereço', 100),
};

/** What a GET answers: `cep` as 8 digits, no mask; state and city as the CEP lookup gives them (text). */
export const addressShape = {
  cep: z.string().nullable(),
  address: z.string().nullable(),
  address_complement: z.string().nullable(),
  address_district: z.string().nullable(),
  address_state: z.string().nullable(),
  address_city: z.string().nullable(),
};

import { type Gender } from '@sisacte/contracts/acolhimento/welcomed';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countries, users, welcomeds } from '../../../../db/schema';

/*
 * Column expressions of a person that several acolhimento features select (the list, the family
 * group, the reports): written once so that every screen shows the same age and the same dates.
 */

/** Dates of registration are days in Brasília, whatever the server's time zone. */
export const BRAZIL_TZ = 'America/Sao_Paulo';

/** Age in whole years today; null without a birthdate. */
export const personAge = sql<number | null>`CASE WHEN ${welcomeds.birthdate} IS NULL THEN NULL
  ELSE date_part('year', age(current_date, ${welcomeds.birthdate}))::int END`;

/** The fields of a person shown in short lists (duplicate check, family group): select with a LEFT JOIN on countries. */
export const personSummaryFields = {
  id: welcomeds.id,
  name: welcomeds.name,
  gender: welcomeds.gender,
  birthdate: welcomeds.birthdate,
  age: personAge,
  cpf: welcomeds.cpf,
  nacionalityId: welcomeds.nacionalityId,
  nacionalityName: countries.nomePt,
  status: welcomeds.status,
};

export const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
/** `value` when the reference `id` is set, else null. */
export const ref = <T>(id: number | null, value: T) => (id === null ? null : value);
/** Who registered a record of `table` and when, selected with a LEFT JOIN of users on its author: what authorStamp maps. */
export const authorFields = <T extends { authorId: AnyPgColumn; createdAt: AnyPgColumn }>(table: T) => ({
  createdAt: table.createdAt,
  authorId: table.authorId,
  authorName: users.name,
});
/** Who registered a record (null once that user is gone) and when: the `author` and `created_at` every record answers. */
export const authorStamp = (r: { authorId: number | null; authorName: string | null; createdAt: Date | string }) => ({
  author: ref(r.authorId, { id: r.authorId!, name: r.authorName ?? '' }),
  created_at: iso(r.createdAt),
});

export function toPersonSummary(r: {
  id: number;
  name: string;
  gender: string | null;
  birthdate: string | null;
  age: number | null;
  cpf: string | null;
  nacionalityId: number | null;
  nacionalityName: string | null;
}) {
  return {
    id: r.id,
    name: r.name,
    gender: r.gender as Gender | null, // the database checks the same values
    birthdate: r.birthdate,
    age: r.age,
    cpf: r.cpf,
    nacionality: ref(r.nacionalityId, { id: r.nacionalityId!, nome_pt: r.nacionalityName ?? '' }),
  };
}

/** An address as the columns hold it (people and employers have the same six). */
export interface AddressColumns {
  cep: string | null;
  address: string | null;
  addressComplement: string | null;
  addressDistrict: string | null;
  addressState: string | null;
  addressCity: string | null;
}

/** The address columns as the API names them. */
export const addressOf = (r: AddressColumns) => ({
  cep: r.cep,
  address: r.address,
  address_complement: r.addressComplement,
  address_district: r.addressDistrict,
  address_state: r.addressState,
  address_city: r.addressCity,
});

/** The address the API sent, as the columns store it. */
export const addressColumns = (a: ReturnType<typeof addressOf>): AddressColumns => ({
  cep: a.cep,
  address: a.address,
  addressComplement: a.address_complement,
  addressDistrict: a.address_district,
  addressState: a.address_state,
  addressCity: a.address_city,
});

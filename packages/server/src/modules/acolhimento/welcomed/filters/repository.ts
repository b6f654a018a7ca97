import { and, eq, like, sql } from 'drizzle-orm';
import { welcomeds } from '../../../../db/schema';
import { containsIgnoringAccents, escapeLike, keyContainsEveryWord } from '../../../../lib/sql';
import { BRAZIL_TZ } from '../../shared/repository/person-columns';
import { registerWelcomedFilter, type WelcomedFilterPredicate } from './registry';

/*
 * The filters on the person's own columns. Each maps onto an index of migrations/0003_acolhimento.sql
 * (the equality and range ones carry the status second, so that the capped count is index-only).
 */

/** Active people by default; 'trashed' lists the trash (stored as 'drashed'). */
const status: WelcomedFilterPredicate = (f) => eq(welcomeds.status, f.status === 'trashed' ? 'drashed' : 'active');

/** Every word must appear in `name_key` (already unaccented, lower case): "maria silva" finds "Maria da Silva". */
const name: WelcomedFilterPredicate = (f) => keyContainsEveryWord(welcomeds.nameKey, f.name);

/** Age in whole years today, between age_min and age_max inclusive (as birthdate ranges, so the index serves them). */
const age: WelcomedFilterPredicate = (f) =>
  and(
    f.age_min === undefined ? undefined : sql`${welcomeds.birthdate} <= (current_date - make_interval(years => ${f.age_min}::int))::date`,
    f.age_max === undefined ? undefined : sql`${welcomeds.birthdate} > (current_date - make_interval(years => ${f.age_max + 1}::int))::date`,
  );

/** A whole CPF matches exactly; fewer digits match as a prefix. */
const cpf: WelcomedFilterPredicate = (f) => {
  if (!f.cpf) return undefined;
  return f.cpf.length === 11 ? eq(welcomeds.cpf, f.cpf) : like(welcomeds.cpf, `${f.cpf}%`);
};

/** CRNM contains the text, case ignored. */
const rg: WelcomedFilterPredicate = (f) => (f.rg ? sql`lower(${welcomeds.rg}) LIKE '%' || lower(${escapeLike(f.rg)}) || '%'` : undefined);

const gender: WelcomedFilterPredicate = (f) => (f.gender ? eq(welcomeds.gender, f.gender) : undefined);
const scholarity: WelcomedFilterPredicate = (f) => (f.scholarity ? eq(welcomeds.scholarity, f.scholarity) : undefined);
const civilStatus: WelcomedFilterPredicate = (f) => (f.civil_status ? eq(welcomeds.civilStatus, f.civil_status) : undefined);

/** Birthplace: country, Brazilian state and city by id; a foreign state or city by text, accents and case ignored. */
const birthplace: WelcomedFilterPredicate = (f) =>
  and(
    f.nacionality === undefined ? undefined : eq(welcomeds.nacionalityId, f.nacionality),
    f.state === undefined ? undefined : eq(welcomeds.stateId, f.state),
    f.city === undefined ? undefined : eq(welcomeds.cityId, f.city),
    f.foreing_state ? containsIgnoringAccents(welcomeds.foreingState, f.foreing_state) : undefined,
    f.foreing_city ? containsIgnoringAccents(welcomeds.foreingCity, f.foreing_city) : undefined,
  );

const author: WelcomedFilterPredicate = (f) => (f.author === undefined ? undefined : eq(welcomeds.authorId, f.author));

/** Registered from date_ini to date_end, both whole days in Brasília. */
const registeredBetween: WelcomedFilterPredicate = (f) =>
  and(
    f.date_ini ? sql`${welcomeds.dateOfRegister} >= (${f.date_ini}::date)::timestamp AT TIME ZONE ${BRAZIL_TZ}` : undefined,
    f.date_end ? sql`${welcomeds.dateOfRegister} < (${f.date_end}::date + 1)::timestamp AT TIME ZONE ${BRAZIL_TZ}` : undefined,
  );

registerWelcomedFilter('status', status);
registerWelcomedFilter('name', name);
registerWelcomedFilter('age', age);
registerWelcomedFilter('cpf', cpf);
registerWelcomedFilter('rg', rg);
registerWelcomedFilter('gender', gender);
registerWelcomedFilter('scholarity', scholarity);
registerWelcomedFilter('birthplace', birthplace);
registerWelcomedFilter('civil_status', civilStatus);
registerWelcomedFilter('author', author);
registerWelcomedFilter('date_of_register', registeredBetween);

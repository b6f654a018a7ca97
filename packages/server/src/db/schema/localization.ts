import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_localization.sql; the SQL files are the source of truth for the database.

/** Countries; Brazil is id 1 (inserted by the migration itself). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    nomePt: text('nome_pt').notNull(),
    iso2: char('iso2', { length: 2 }).unique(),
    iso3: char('iso3', { length: 3 }).unique(),
  },
  (t) => [index('countries_nome_pt_idx').on(sql`f_unaccent(lower(${t.nomePt}))`, t.id)],
);

/** States; Brazilian ones have `uf` and `ibge`. */
export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    uf: text('uf').unique(),
    nome: text('nome').notNull(),
    ibge: integer('ibge').unique(),
  },
  (t) => [index('states_country_id_idx').on(t.countryId, t.nome)],
);

/** Municipalities; Brazilian ones have their 7-digit IBGE code. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    ibge: integer('ibge').unique(),
    nome: text('nome').notNull(),
  },
  (t) => [
    index('cities_nome_search_idx').using('gin', sql`f_unaccent(lower(${t.nome})) gin_trgm_ops`),
    index('cities_state_id_idx').on(t.stateId, sql`f_unaccent(lower(${t.nome}))`),
  ],
);

/** CNAE 2.3 subclasses (code as CONCLA writes it, 0111-3/01, and its digits). */
export const cnae = pgTable(
  'cnae',
  {
    codSubclasse: text('cod_subclasse').primaryKey(),
    descSubclasse: text('desc_subclasse').notNull(),
    codDigits: text('cod_digits').notNull().unique(),
  },
  (t) => [
    check('cnae_cod_digits_check', sql`${t.codDigits} ~ '^[0-9]{7}$'`),
    index('cnae_cod_digits_idx').on(sql`${t.codDigits} text_pattern_ops`),
    index('cnae_desc_search_idx').using('gin', sql`f_unaccent(lower(${t.descSubclasse})) gin_trgm_ops`),
  ],
);

-- Reference data for addresses and lookups: countries, Brazilian states (UF) and municipalities (IBGE),
-- and the CNAE 2.3 subclasses. Filled at start by db/seed/localization.ts when empty.

CREATE TABLE countries (
  id      serial  PRIMARY KEY,
  nome_pt text    NOT NULL,
  iso2    char(2) UNIQUE,
  iso3    char(3) UNIQUE
);
-- Brazil is id 1 everywhere (forms default to it): inserted here, before any seed.
INSERT INTO countries (id, nome_pt, iso2, iso3) VALUES (1, 'Brasil', 'BR', 'BRA');
SELECT setval(pg_get_serial_sequence('countries', 'id'), 1);
CREATE INDEX countries_nome_pt_idx ON countries (f_unaccent(lower(nome_pt)), id);

CREATE TABLE states (
  id         serial  PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id),
  -- Two-letter code of a Brazilian state (SP, RJ…); NULL for states of other countries.
  uf         text    UNIQUE,
  nome       text    NOT NULL,
  -- IBGE state code (11…53); NULL outside Brazil.
  ibge       integer UNIQUE
);
CREATE INDEX states_country_id_idx ON states (country_id, nome);

CREATE TABLE cities (
  id       serial  PRIMARY KEY,
  state_id integer NOT NULL REFERENCES states (id),
  -- IBGE municipality code (7 digits); NULL outside Brazil.
  ibge     integer UNIQUE,
  nome     text    NOT NULL
);
-- "sao" finds "São Paulo": contains-search on the unaccented lower-case name, and the list of one state sorted by name.
CREATE INDEX cities_nome_search_idx ON cities USING gin (f_unaccent(lower(nome)) gin_trgm_ops);
CREATE INDEX cities_state_id_idx ON cities (state_id, f_unaccent(lower(nome)));

CREATE TABLE cnae (
  -- Subclass code as CONCLA writes it: 0111-3/01.
  cod_subclasse  text PRIMARY KEY,
  desc_subclasse text NOT NULL,
  -- The same code without punctuation (0111301), for prefix search whatever the user types.
  cod_digits     text NOT NULL UNIQUE CHECK (cod_digits ~ '^[0-9]{7}$')
);
CREATE INDEX cnae_cod_digits_idx ON cnae (cod_digits text_pattern_ops);
CREATE INDEX cnae_desc_search_idx ON cnae USING gin (f_unaccent(lower(desc_subclasse)) gin_trgm_ops);

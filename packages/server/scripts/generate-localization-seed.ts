/**
 * Regenerates src/db/seed/data/localization.json from maintained npm packages:
 * - countries: i18n-iso-countries (ISO 3166-1, Portuguese names), Brazil first;
 * - Brazilian states and municipalities: @brazilian-utils/brazilian-utils (IBGE codes and names);
 * - CNAE 2.3 subclasses: @brazilian-utils/brazilian-utils (the official CONCLA table, looked up code by code,
 *   since the package only exposes a lookup by code).
 *
 * Run from packages/server: `npx tsx scripts/generate-localization-seed.ts`. The output is committed;
 * the server never needs these packages at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getCnae, getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import isoCountries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
const OUT = join(import.meta.dirname, '../src/db/seed/data/localization.json');

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

function versionOf(pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function countries(): [string, string, string][] {
  isoCountries.registerLocale(require('i18n-iso-countries/langs/pt.json'));
  const names = isoCountries.getNames('pt', { select: 'official' });
  const rows = Object.entries(names).map(([iso2, name]): [string, string, string] => {
    const iso3 = isoCountries.alpha2ToAlpha3(iso2);
    if (!iso3) throw new Error(`No alpha-3 code for ${iso2}`);
    return [iso2, iso3, name];
  });
  const brazil = rows.find(([iso2]) => iso2 === 'BR');
  if (!brazil || brazil[2] !== 'Brasil') throw new Error('Brazil is missing or not named Brasil');
  const others = rows.filter(([iso2]) => iso2 !== 'BR').sort((a, b) => collator.compare(a[2], b[2]));
  return [brazil, ...others];
}

function states(): [number, string, string][] {
  return getStates()
    .map((s): [number, string, string] => [s.ibgeCode, s.code, s.name])
    .sort((a, b) => collator.compare(a[2], b[2]));
}

/** [ibge, nome]; the state is the first two digits of the IBGE code (checked here). */
function cities(stateIbgeByUf: Map<string, number>): [number, string][] {
  return getMunicipalities()
    .map((m): [number, string] => {
      const ibge = Number(m.code);
      if (!/^\d{7}$/.test(m.code) || Math.floor(ibge / 100_000) !== stateIbgeByUf.get(m.stateCode)) {
        throw new Error(`Municipality ${m.code} ${m.name} does not belong to ${m.stateCode}`);
      }
      return [ibge, m.name];
    })
    .sort((a, b) => a[0] - b[0]);
}

/** [7 digits, description]: every code NNNN-N/NN the package knows. */
function cnae(): [string, string][] {
  const rows: [string, string][] = [];
  for (let n = 0; n < 10_000_000; n += 1) {
    const found = getCnae(String(n).padStart(7, '0'));
    if (found) rows.push([found.code, found.description]);
  }
  return rows;
}

const stateRows = states();
const data = {
  generatedBy: 'packages/server/scripts/generate-localization-seed.ts',
  sources: {
    'i18n-iso-countries': versionOf('i18n-iso-countries'),
    '@brazilian-utils/brazilian-utils': versionOf('@brazilian-utils/brazilian-utils'),
  },
  countries: countries(),
  states: stateRows,
  cities: cities(new Map(stateRows.map(([ibge, uf]) => [uf, ibge]))),
  cnae: cnae(),
};
// One row per line: compact, yet a data update shows as a readable diff.
const body = Object.entries(data)
  .map(([key, value]) =>
    Array.isArray(value)
      ? `${JSON.stringify(key)}: [\n${value.map((row) => JSON.stringify(row)).join(',\n')}\n]`
      : `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  )
  .join(',\n');
writeFileSync(OUT, `{\n${body}\n}\n`);
console.log(
  `${OUT}: ${data.countries.length} countries, ${data.states.length} states, ${data.cities.length} municipalities, ${data.cnae.length} CNAE subclasses`,
);

import { http } from '@sisacte/api-client';
import { CEP_API } from '@sisacte/contracts/localization/cep';
import { CNAE_API } from '@sisacte/contracts/localization/cnae';
import { type CepAddress } from '@sisacte/contracts/localization/cep';
import { type CnaeOption } from '@sisacte/contracts/localization/cnae';
import { BRAZIL_ID, PLACES_API, type CityDetail, type CityOption, type CountryOption, type StateOption } from '@sisacte/contracts/localization/places';

/**
 * The localization lookups. Countries, states and cities are public (the anonymous complaint
 * wizard uses them); CEP and CNAE need a staff login, so use them only in the back office.
 */
export const locationApi = {
  countries: (nome?: string) => http.get<CountryOption[]>(PLACES_API.countries, { nome }),
  states: (country: number = BRAZIL_ID) => http.get<StateOption[]>(PLACES_API.states, { country }),
  cities: (uf: string, nome?: string) => http.get<CityOption[]>(PLACES_API.cities, { uf, nome }),
  city: (ibge: number) => http.get<CityDetail>(PLACES_API.city, { ibge }),
  state: (uf: string) => http.get<StateOption>(PLACES_API.state, { uf }),
  cep: (cep: string) => http.get<CepAddress>(CEP_API.search, { cep }),
  cnae: (name: string) => http.get<CnaeOption[]>(CNAE_API.search, { name }),
};

// Countries and each country's states change only with a data update: loaded once per page.
let countriesCache: Promise<CountryOption[]> | undefined;
const statesCache = new Map<number, Promise<StateOption[]>>();
const statesLoaded = new Map<number, StateOption[]>();

export function loadCountries(): Promise<CountryOption[]> {
  countriesCache ??= locationApi.countries().catch((error: unknown) => {
    countriesCache = undefined;
    throw error;
  });
  return countriesCache;
}

export function loadStates(country: number = BRAZIL_ID): Promise<StateOption[]> {
  let cached = statesCache.get(country);
  if (!cached) {
    cached = locationApi.states(country).then(
      (states) => {
        statesLoaded.set(country, states);
        return states;
      },
      (error: unknown) => {
        statesCache.delete(country);
        throw error;
      },
    );
    statesCache.set(country, cached);
  }
  return cached;
}

/** The states of `country` if they are already loaded (no wait, no request). */
export function peekStates(country: number = BRAZIL_ID): StateOption[] | undefined {
  return statesLoaded.get(country);
}

/** Tests: forget the loaded lists. */
export function clearLocationCache(): void {
  countriesCache = undefined;
  statesCache.clear();
  statesLoaded.clear();
}

/** Lower case without accents: what the option filters compare ("sao" matches "São Paulo"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export const optionMatches = (input: string, label: unknown) => foldText(String(label ?? '')).includes(foldText(input.trim()));

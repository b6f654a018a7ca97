import { VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { type UrlFilterCodec } from '@sisacte/ui';

/** The vacancies list's filters, as the address keeps them: the employer's id and the status. */
export interface VacancyFilterValues {
  employer: string;
  status: string;
}

export const EMPTY_VACANCY_FILTERS: VacancyFilterValues = { employer: '', status: '' };
const KEYS = ['employer', 'status'] as const;
const clean: Record<(typeof KEYS)[number], (v: string) => string> = {
  employer: (v) => (/^[1-9]\d{0,9}$/.test(v) ? v : ''),
  status: (v) => ((VACANCY_STATUSES as readonly string[]).includes(v) ? v : ''),
};

export const vacancyFilterCodec: UrlFilterCodec<VacancyFilterValues> = {
  read: (params) => ({ employer: clean.employer(params.get('employer') ?? ''), status: clean.status(params.get('status') ?? '') }),
  write: (values, into) => {
    const next = new URLSearchParams(into);
    for (const k of KEYS) {
      const v = clean[k](values[k]);
      if (v) next.set(k, v);
      else next.delete(k);
    }
    return next;
  },
  key: (values) => KEYS.map((k) => clean[k](values[k])).join('|'),
};

export const countVacancyFilters = (values: VacancyFilterValues) => KEYS.filter((k) => clean[k](values[k]) !== '').length;

export function toVacancyQuery(values: VacancyFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const k of KEYS) {
    const v = clean[k](values[k]);
    if (v) query[k] = v;
  }
  return query;
}

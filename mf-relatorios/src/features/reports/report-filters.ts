import { type UrlFilterCodec } from '@sisacte/ui';

/** The report list's filters, as the address keeps them. */
export interface ReportFilterValues {
  empregador: string;
  nrInscricao: string;
  data_ini: string;
  data_fim: string;
}

export const EMPTY_REPORT_FILTERS: ReportFilterValues = { empregador: '', nrInscricao: '', data_ini: '', data_fim: '' };
const KEYS = ['empregador', 'nrInscricao', 'data_ini', 'data_fim'] as const;
const clean = (v: string | null | undefined) => (v ?? '').trim().slice(0, 200);

export const reportFilterCodec: UrlFilterCodec<ReportFilterValues> = {
  read: (params) => ({
    empregador: clean(params.get('empregador')),
    nrInscricao: clean(params.get('nrInscricao')),
    data_ini: clean(params.get('data_ini')),
    data_fim: clean(params.get('data_fim')),
  }),
  write: (values, into) => {
    const next = new URLSearchParams(into);
    for (const k of KEYS) {
      const v = clean(values[k]);
      if (v) next.set(k, v);
      else next.delete(k);
    }
    return next;
  },
  key: (values) => KEYS.map((k) => clean(values[k])).join('|'),
};

export const countReportFilters = (values: ReportFilterValues) => KEYS.filter((k) => clean(values[k]) !== '').length;

export function toReportQuery(values: ReportFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const k of KEYS) {
    const v = clean(values[k]);
    if (v) query[k] = v;
  }
  return query;
}

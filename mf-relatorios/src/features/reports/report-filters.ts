import { fieldsFilter } from '@sisacte/ui';

/** The report list's filters, as the address keeps them. */
export interface ReportFilterValues {
  empregador: string;
  nrInscricao: string;
  data_ini: string;
  data_fim: string;
}

export const EMPTY_REPORT_FILTERS: ReportFilterValues = { empregador: '', nrInscricao: '', data_ini: '', data_fim: '' };
const clean = (v: string) => v.trim().slice(0, 200);
const reportFilters = fieldsFilter<ReportFilterValues>({ empregador: clean, nrInscricao: clean, data_ini: clean, data_fim: clean });

export const reportFilterCodec = reportFilters.codec;
export const countReportFilters = reportFilters.count;
export const toReportQuery = reportFilters.query;

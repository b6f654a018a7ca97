import { http } from '@sisacte/api-client';
import { INDICATOR_PAGE_SIZE, type Indicator, type IndicatorUpsert, type Page } from '@sisacte/contracts';

export interface IndicatorFilters {
  data_ini?: string | null;
  data_fim?: string | null;
  peso_ini?: number | null;
  peso_fim?: number | null;
  categoria_indicador?: string | null;
  status?: number | null;
}

/** GET /api/indicadores: filters, 20 per page, sorted by id ascending. */
export const listIndicators = (page: number, filters: IndicatorFilters) =>
  http.get<Page<Indicator>>('/api/indicadores', { ...filters, page, size: INDICATOR_PAGE_SIZE, sort: 'id,asc' });
export const getIndicator = (id: number) => http.get<Indicator>(`/api/indicadores/${id}`);
/** POST /api/indicadores: creates (no id) or updates (with id). */
export const saveIndicator = (body: IndicatorUpsert) => http.post<Indicator>('/api/indicadores', body);
/** GET /api/indicadores/list: every indicator, for pickers. */
export const listAllIndicators = () => http.get<Indicator[]>('/api/indicadores/list');

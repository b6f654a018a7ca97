import { http } from '@sisacte/api-client';
import { type Page } from '@sisacte/contracts/common/page';
import { type Indicator, type IndicatorUpsert } from '@sisacte/contracts/denuncias/indicators';
import { INDICATOR_PAGE_SIZE, INDICATORS_API } from '@sisacte/contracts/denuncias/indicator-rules';
import { fillPath } from '@sisacte/contracts/common/api-path';

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
  http.get<Page<Indicator>>(INDICATORS_API.page, { ...filters, page, size: INDICATOR_PAGE_SIZE, sort: 'id,asc' });
export const getIndicator = (id: number) => http.get<Indicator>(fillPath(INDICATORS_API.one, { id }));
/** POST /api/indicadores: creates (no id) or updates (with id). */
export const saveIndicator = (body: IndicatorUpsert) => http.create<Indicator>(INDICATORS_API.page, body);
/** GET /api/indicadores/list: every indicator, for pickers. */
export const listAllIndicators = () => http.get<Indicator[]>(INDICATORS_API.list);

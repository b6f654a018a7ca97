import { http } from '@sisacte/api-client';
import { WELCOMED_API, type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { type Page } from '@sisacte/contracts/common/page';
import { toListQuery, type WelcomedFilterValues } from './filters';

/** GET /api/welcomeds with the filters of the list or the search modal: sorted by name, 20 per page. */
export const listWelcomeds = (filters: WelcomedFilterValues, page: number) =>
  http.get<Page<WelcomedListItem>>(WELCOMED_API.list, toListQuery(filters, page));

import { http } from '@sisacte/api-client';
import { WELCOMED_API, type Page, type WelcomedListItem } from '@sisacte/contracts';
import { toListQuery, type WelcomedFilterValues } from '../welcomed-filters/filters';

/** GET /api/welcomeds with the modal's filters, sorted by name, 20 per page. */
export const searchWelcomeds = (filters: WelcomedFilterValues, page: number) =>
  http.get<Page<WelcomedListItem>>(WELCOMED_API.list, toListQuery(filters, page));

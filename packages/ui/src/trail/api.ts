import { http, saveFile } from '@sisacte/api-client';
import { type TrailEntry, type TrailSubjectType, type TrailUser } from '@sisacte/contracts/audit/trail';
import { TRAIL_API, TRAIL_PAGE_SIZE } from '@sisacte/contracts/audit/trail-rules';
import { type Page } from '@sisacte/contracts/common/page';
import { trailFilters, type TrailFilterValues } from './trail-filters';

/** The record whose 'Acessos' tab asks (its entries only); none: the whole trail. */
export interface TrailSubjectRef {
  type: TrailSubjectType;
  id: number;
}

const queryOf = (filters: TrailFilterValues, subject?: TrailSubjectRef) => ({
  ...trailFilters.query(filters),
  ...(subject ? { titular_tipo: subject.type, titular_id: subject.id } : {}),
});

/** The trail's calls: the same routes for the Auditoria screen and every 'Acessos' tab. */
export const trailApi = {
  /** GET /api/trilha: newest first, 20 per page. */
  list: (filters: TrailFilterValues, page: number, subject?: TrailSubjectRef) =>
    http.get<Page<TrailEntry>>(TRAIL_API.list, { ...queryOf(filters, subject), page, size: TRAIL_PAGE_SIZE }),
  /** XLSX of the filtered trail, saved (the export is itself traced). */
  saveXlsx: (filters: TrailFilterValues, subject?: TrailSubjectRef) => saveFile(TRAIL_API.reportXlsx, 'trilha-de-acessos.xlsx', queryOf(filters, subject)),
  /** Every user a filter may name, those no longer active too. */
  users: () => http.get<TrailUser[]>(TRAIL_API.users),
};

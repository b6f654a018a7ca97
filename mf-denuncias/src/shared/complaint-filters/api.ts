import { http } from '@sisacte/api-client';
import { type Page } from '@sisacte/contracts/common/page';
import {
  COMPLAINT_DEFAULT_SORT,
  COMPLAINT_LIST_API,
  COMPLAINT_PAGE_SIZE,
  type ComplaintListItem,
  type ComplaintPoints,
} from '@sisacte/contracts/denuncias/complaint-list';
import { ORGANIZATIONS_API, type Organization } from '@sisacte/contracts/denuncias/organizations';
import { toComplaintQuery, type ComplaintFilterValues } from './complaint-filters';

/** GET /api/denuncias: the list (or the archived list) with its filters, 20 per page, id ascending. */
export const listComplaints = (filters: ComplaintFilterValues, arquivada: boolean, page: number) =>
  http.get<Page<ComplaintListItem>>(COMPLAINT_LIST_API.list, {
    ...toComplaintQuery(filters, arquivada),
    page,
    size: COMPLAINT_PAGE_SIZE,
    sort: COMPLAINT_DEFAULT_SORT,
  });

/** GET /api/denuncias/pontos: the located complaints of the same filters, for the map beside the table. */
export const listComplaintPoints = (filters: ComplaintFilterValues, arquivada: boolean) =>
  http.get<ComplaintPoints>(COMPLAINT_LIST_API.points, toComplaintQuery(filters, arquivada));

/** GET /api/organizacoes/list: the organizations a complaint can be addressed to. */
export const listOrganizations = () => http.get<Organization[]>(ORGANIZATIONS_API.list);

import { http, openPdf, saveFile } from '@sisacte/api-client';
import { type Volunteer, VOLUNTEERS_API } from '@sisacte/contracts/acolhimento/volunteers';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { type VolunteerFormValues } from './volunteer-form-values';

/** GET /api/volunteers: id descending, 20 per page, ?name. */
export const listVolunteers = (name: string, page: number) =>
  http.get<Page<Volunteer>>(VOLUNTEERS_API.list, { name: name || undefined, page, size: 20, sort: 'id,desc' });
export const getVolunteer = (id: number) => http.get<Volunteer>(fillPath(VOLUNTEERS_API.one, { id }));
export const createVolunteer = (body: VolunteerFormValues) => http.create<Volunteer>(VOLUNTEERS_API.save, body);
export const updateVolunteer = (body: VolunteerFormValues & { id: number }) => http.put<Volunteer>(VOLUNTEERS_API.save, body);
export const deleteVolunteer = (id: number) => http.delete(fillPath(VOLUNTEERS_API.remove, { id }));
/** PDF of the filtered list, in a new window. */
export const openVolunteersReport = (name: string) => openPdf(VOLUNTEERS_API.report, { name: name || undefined, sort: 'id,desc' });
/** XLSX of the filtered list, saved. */
export const saveVolunteersXlsx = (name: string) => saveFile(VOLUNTEERS_API.reportXlsx, 'voluntarios.xlsx', { name: name || undefined });

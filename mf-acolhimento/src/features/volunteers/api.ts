import { type Volunteer, VOLUNTEERS_API } from '@sisacte/contracts/acolhimento/volunteers';
import { entityClient } from '@sisacte/ui';
import { type VolunteerFormValues } from './volunteer-form-values';

/** The volunteers (GET /api/volunteers: id descending, 20 per page, ?name), one volunteer, and the list's PDF and XLSX. */
export const volunteerApi = entityClient<Volunteer, VolunteerFormValues, string>(VOLUNTEERS_API, {
  query: (name) => ({ name: name || undefined }),
  sort: 'id,desc',
  xlsxName: 'voluntarios.xlsx',
});

import { type Volunteer, VOLUNTEER_MESSAGES, VOLUNTEER_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/volunteers';
import { entityFormScreen } from '@sisacte/ui';
import { volunteerApi } from './api';
import { VOLUNTEER_PATHS } from './paths';
import { VolunteerForm } from './volunteer-form';
import { toVolunteerFormValues, type VolunteerFormValues } from './volunteer-form-values';

/** /admin/valuntarios/cadastrar and /admin/voluntarios/{volunteer_id}: after saving, back to the list. */
export const VolunteerFormPage = entityFormScreen<Volunteer, VolunteerFormValues>({
  param: 'volunteer_id', listPath: VOLUNTEER_PATHS.list, api: volunteerApi, messages: VOLUNTEER_MESSAGES, notFoundMessage: VOLUNTEER_NOT_FOUND_MESSAGE,
  header: { section: 'Acolhimento', list: 'Voluntários', create: 'Novo voluntário', edit: 'Editar voluntário', name: (v) => v.name },
  Form: VolunteerForm,
  initial: toVolunteerFormValues,
});

import { type Volunteer, VOLUNTEER_MESSAGES, VOLUNTEER_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/volunteers';
import { FormPage, useEntityFormPage } from '@sisacte/ui';
import { volunteerApi } from './api';
import { VOLUNTEER_PATHS } from './paths';
import { VolunteerForm } from './volunteer-form';
import { toVolunteerFormValues, type VolunteerFormValues } from './volunteer-form-values';

/** /admin/valuntarios/cadastrar and /admin/voluntarios/{volunteer_id}: after saving, back to the list. */
export function VolunteerFormPage() {
  const volunteer = useEntityFormPage<Volunteer, VolunteerFormValues>({
    param: 'volunteer_id', listPath: VOLUNTEER_PATHS.list, api: volunteerApi, messages: VOLUNTEER_MESSAGES, notFoundMessage: VOLUNTEER_NOT_FOUND_MESSAGE,
    header: { section: 'Acolhimento', list: 'Voluntários', create: 'Novo voluntário', edit: 'Editar voluntário', name: (v) => v.name },
  });
  return (
    <FormPage {...volunteer.formPage}>
      {!volunteer.loading && <VolunteerForm key={volunteer.version} initial={toVolunteerFormValues(volunteer.record)} {...volunteer.form} />}
    </FormPage>
  );
}

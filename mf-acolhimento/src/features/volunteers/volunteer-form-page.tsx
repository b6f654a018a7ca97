import { type Volunteer, VOLUNTEER_MESSAGES, VOLUNTEER_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/volunteers';
import { FormPage, useEntityPage } from '@sisacte/ui';
import { volunteerApi } from './api';
import { VOLUNTEER_PATHS } from './paths';
import { VolunteerForm } from './volunteer-form';
import { toVolunteerFormValues, type VolunteerFormValues } from './volunteer-form-values';

/** /admin/valuntarios/cadastrar and /admin/voluntarios/{volunteer_id}: after saving, back to the list. */
export function VolunteerFormPage() {
  const volunteer = useEntityPage<Volunteer, VolunteerFormValues>({
    param: 'volunteer_id', listPath: VOLUNTEER_PATHS.list, api: volunteerApi, messages: VOLUNTEER_MESSAGES, notFoundMessage: VOLUNTEER_NOT_FOUND_MESSAGE,
  });

  const title = volunteer.editing ? 'Editar voluntário' : 'Novo voluntário';
  return (
    <FormPage title={volunteer.record ? volunteer.record.name : title} breadcrumb={[{ title: 'Acolhimento' }, { title: 'Voluntários' }, { title }]} {...volunteer.formPage}>
      {!volunteer.loading && (
        <VolunteerForm key={volunteer.version} title={title} initial={toVolunteerFormValues(volunteer.record)} onSubmit={volunteer.submit} onCancel={volunteer.backToList} />
      )}
    </FormPage>
  );
}

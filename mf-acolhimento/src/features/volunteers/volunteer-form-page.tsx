import { useNavigate, useParams } from 'react-router-dom';
import { type Volunteer, VOLUNTEER_MESSAGES, VOLUNTEER_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/volunteers';
import { FormPage, ServerErrors, useEntityForm, useServerErrors } from '@sisacte/ui';
import { createVolunteer, getVolunteer, updateVolunteer } from './api';
import { VOLUNTEER_PATHS } from './paths';
import { toVolunteerFormValues, VolunteerForm, type VolunteerFormValues } from './volunteer-form';

/** /admin/valuntarios/cadastrar and /admin/voluntarios/{volunteer_id}: after saving, back to the list. */
export function VolunteerFormPage() {
  const { volunteer_id } = useParams();
  const navigate = useNavigate();
  const backToList = () => navigate(VOLUNTEER_PATHS.list);
  const refusal = useServerErrors();
  const volunteer = useEntityForm<Volunteer, VolunteerFormValues>({
    idParam: volunteer_id,
    load: getVolunteer,
    create: createVolunteer,
    update: (id, values) => updateVolunteer({ ...values, id }),
    messages: { created: VOLUNTEER_MESSAGES.CREATED, updated: VOLUNTEER_MESSAGES.UPDATED },
    afterSave: backToList,
    notFoundMessage: VOLUNTEER_NOT_FOUND_MESSAGE,
  });

  const title = volunteer.editing ? 'Editar voluntário' : 'Novo voluntário';
  const loading = volunteer.editing && !volunteer.record;
  return (
    <FormPage
      title={volunteer.record ? volunteer.record.name : title}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Voluntários' }, { title }]}
      loadError={volunteer.loadError}
      onBack={backToList}
      loading={loading}
      banner={<ServerErrors messages={refusal.messages} />}
    >
      {!loading && (
        <VolunteerForm key={volunteer.version} title={title} initial={toVolunteerFormValues(volunteer.record)}
          onSubmit={(values) => refusal.run(() => volunteer.save(values))} onCancel={backToList} />
      )}
    </FormPage>
  );
}

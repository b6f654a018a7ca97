import { useNavigate, useParams } from 'react-router-dom';
import { type Employer, EMPLOYER_MESSAGES, EMPLOYER_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/employers';
import { FormPage, ServerErrors, useEntityForm, useServerErrors } from '@sisacte/ui';
import { createEmployer, getEmployer, updateEmployer } from './api';
import { EmployerForm } from './employer-form';
import { type EmployerFormValues, toEmployerFormValues } from './employer-form-values';
import { EMPLOYER_PATHS } from './paths';

/** /admin/empregadores/cadastrar and /admin/empregadores/{employer_id}: 'Empregador Cadastrado!' or 'Dados atualizados!', then the list. */
export function EmployerFormPage() {
  const { employer_id } = useParams();
  const navigate = useNavigate();
  const backToList = () => navigate(EMPLOYER_PATHS.list);
  const refusal = useServerErrors();
  const employer = useEntityForm<Employer, EmployerFormValues>({
    idParam: employer_id,
    load: getEmployer,
    create: createEmployer,
    update: (id, values) => updateEmployer({ ...values, id }),
    messages: { created: EMPLOYER_MESSAGES.CREATED, updated: EMPLOYER_MESSAGES.UPDATED },
    afterSave: backToList,
    notFoundMessage: EMPLOYER_NOT_FOUND_MESSAGE,
  });

  const title = employer.editing ? 'Editar empregador' : 'Novo empregador';
  const loading = employer.editing && !employer.record;
  return (
    <FormPage
      title={employer.record ? employer.record.name : title}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Empregadores' }, { title }]}
      loadError={employer.loadError}
      onBack={backToList}
      loading={loading}
      banner={<ServerErrors messages={refusal.messages} />}
    >
      {!loading && (
        <EmployerForm key={employer.version} title={title} initial={toEmployerFormValues(employer.record)}
          onSubmit={(values) => refusal.run(() => employer.save(values))} onCancel={backToList} />
      )}
    </FormPage>
  );
}

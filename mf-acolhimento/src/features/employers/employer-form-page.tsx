import { type Employer, EMPLOYER_MESSAGES, EMPLOYER_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/employers';
import { FormPage, useEntityPage } from '@sisacte/ui';
import { employerApi } from './api';
import { EmployerForm } from './employer-form';
import { type EmployerFormValues, toEmployerFormValues } from './employer-form-values';
import { EMPLOYER_PATHS } from './paths';

/** /admin/empregadores/cadastrar and /admin/empregadores/{employer_id}: 'Empregador Cadastrado!' or 'Dados atualizados!', then the list. */
export function EmployerFormPage() {
  const employer = useEntityPage<Employer, EmployerFormValues>({
    param: 'employer_id', listPath: EMPLOYER_PATHS.list, api: employerApi, messages: EMPLOYER_MESSAGES, notFoundMessage: EMPLOYER_NOT_FOUND_MESSAGE,
  });

  const title = employer.editing ? 'Editar empregador' : 'Novo empregador';
  return (
    <FormPage title={employer.record ? employer.record.name : title} breadcrumb={[{ title: 'Acolhimento' }, { title: 'Empregadores' }, { title }]} {...employer.formPage}>
      {!employer.loading && (
        <EmployerForm key={employer.version} title={title} initial={toEmployerFormValues(employer.record)} onSubmit={employer.submit} onCancel={employer.backToList} />
      )}
    </FormPage>
  );
}

import { type Employer, EMPLOYER_MESSAGES, EMPLOYER_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/employers';
import { entityFormScreen } from '@sisacte/ui';
import { employerApi } from './api';
import { EmployerForm } from './employer-form';
import { type EmployerFormValues, toEmployerFormValues } from './employer-form-values';
import { EMPLOYER_PATHS } from './paths';

/** /admin/empregadores/cadastrar and /admin/empregadores/{employer_id}: 'Empregador Cadastrado!' or 'Dados atualizados!', then the list. */
export const EmployerFormPage = entityFormScreen<Employer, EmployerFormValues>({
  param: 'employer_id', listPath: EMPLOYER_PATHS.list, api: employerApi, messages: EMPLOYER_MESSAGES, notFoundMessage: EMPLOYER_NOT_FOUND_MESSAGE,
  header: { section: 'Acolhimento', list: 'Empregadores', create: 'Novo empregador', edit: 'Editar empregador', name: (e) => e.name },
  Form: EmployerForm,
  initial: toEmployerFormValues,
});

import { type Vacancy, VACANCY_MESSAGES, VACANCY_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/vacancies';
import { FormPage, RecordTabs, useEntityFormPage } from '@sisacte/ui';
import { useLinkedCount } from '../../shared/search-record-modal/use-linked-count';
import { vacancyApi } from './api';
import { VACANCY_PATHS, type VacancyTab } from './paths';
import { ReferredPeopleTab } from './referred-people-tab';
import { useVacancyOptions } from './use-vacancy-options';
import { VacancyForm } from './vacancy-form';
import { toVacancyFormValues, type VacancyFormValues } from './vacancy-form-values';

const describe = (v: Vacancy) => [v.function?.name ?? 'Vaga', v.employer.name].join(' · ');

/** /admin/vagas/cadastrar and /admin/vagas/{vacancy_id}: tab 1 the vacancy ('Vaga Cadastrada!'), tab 2 the referred people (?tab=referred). */
export function VacancyFormPage() {
  const options = useVacancyOptions();
  const vacancy = useEntityFormPage<Vacancy, VacancyFormValues>({
    param: 'vacancy_id', listPath: VACANCY_PATHS.list, api: vacancyApi, messages: VACANCY_MESSAGES, notFoundMessage: VACANCY_NOT_FOUND_MESSAGE,
    header: { section: 'Acolhimento', list: 'Vagas', create: 'Nova vaga', edit: 'Editar vaga', name: describe },
  });
  const { record } = vacancy;
  const referred = useLinkedCount(record, (v) => v.referred, vacancyApi.get);
  const { employers, functions } = options;
  return (
    <FormPage {...vacancy.formPage} loading={vacancy.loading || !employers || !functions}>
      {employers && functions && (
        <RecordTabs<Vacancy, VacancyTab>
          record={record}
          form={{
            key: 'info',
            label: 'Dados da vaga',
            children: <VacancyForm key={vacancy.version} initial={toVacancyFormValues(record)} employers={employers} functions={functions} {...vacancy.form} />,
          }}
          tabs={[
            { key: 'referred', label: 'Encaminhados', count: referred.count, children: (v) => <ReferredPeopleTab vacancyId={v.id} onChanged={() => referred.refresh(v.id)} /> },
          ]}
        />
      )}
    </FormPage>
  );
}

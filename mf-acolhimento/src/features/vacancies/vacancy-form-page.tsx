import { Tabs } from 'antd';
import { type Vacancy, VACANCY_MESSAGES, VACANCY_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/vacancies';
import { FormPage, useEntityFormPage, useTabParam } from '@sisacte/ui';
import { useLinkedCount } from '../../shared/search-record-modal/use-linked-count';
import { vacancyApi } from './api';
import { VACANCY_PATHS, VACANCY_TABS, type VacancyTab } from './paths';
import { ReferredPeopleTab } from './referred-people-tab';
import { useVacancyOptions } from './use-vacancy-options';
import { VacancyForm } from './vacancy-form';
import { toVacancyFormValues, type VacancyFormValues } from './vacancy-form-values';

const describe = (v: Vacancy) => [v.function?.name ?? 'Vaga', v.employer.name].join(' · ');

/** /admin/vagas/cadastrar and /admin/vagas/{vacancy_id}: tab 1 the vacancy ('Vaga Cadastrada!'), tab 2 the referred people (?tab=referred). */
export function VacancyFormPage() {
  const [tab, setTab] = useTabParam(VACANCY_TABS);
  const options = useVacancyOptions();
  const vacancy = useEntityFormPage<Vacancy, VacancyFormValues>({
    param: 'vacancy_id', listPath: VACANCY_PATHS.list, api: vacancyApi, messages: VACANCY_MESSAGES, notFoundMessage: VACANCY_NOT_FOUND_MESSAGE,
    header: { section: 'Acolhimento', list: 'Vagas', create: 'Nova vaga', edit: 'Editar vaga', name: describe },
  });
  const { record } = vacancy;
  const referred = useLinkedCount(record, (v) => v.referred, vacancyApi.get);
  const loading = vacancy.loading || !options.employers || !options.functions;
  return (
    <FormPage {...vacancy.formPage} loading={loading}>
      {!loading && (
        <Tabs
          activeKey={record ? tab : 'info'}
          onChange={(k) => setTab(k as VacancyTab)}
          items={[
            {
              key: 'info',
              label: 'Dados da vaga',
              children: (
                <VacancyForm key={vacancy.version} initial={toVacancyFormValues(record)} employers={options.employers ?? []}
                  functions={options.functions ?? []} {...vacancy.form} />
              ),
            },
            {
              key: 'referred',
              label: record ? `Encaminhados (${referred.count})` : 'Encaminhados',
              disabled: !record,
              children: record && <ReferredPeopleTab vacancyId={record.id} onChanged={() => referred.refresh(record.id)} />,
            },
          ]}
        />
      )}
    </FormPage>
  );
}

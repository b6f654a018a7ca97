import { useState } from 'react';
import { Tabs } from 'antd';
import { type Vacancy, VACANCY_MESSAGES, VACANCY_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/vacancies';
import { FormPage, useEntityPage, useTabParam } from '@sisacte/ui';
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
  const vacancy = useEntityPage<Vacancy, VacancyFormValues>({
    param: 'vacancy_id', listPath: VACANCY_PATHS.list, api: vacancyApi, messages: VACANCY_MESSAGES, notFoundMessage: VACANCY_NOT_FOUND_MESSAGE,
  });

  const { record } = vacancy;
  // the count of the tab's title, refreshed when people are referred or removed (the form keeps what was typed)
  const [referred, setReferred] = useState<{ id: number; count: number }>();
  const referredCount = referred && referred.id === record?.id ? referred.count : record?.referred;
  const refreshCount = (id: number) => vacancyApi.get(id).then((v) => setReferred({ id, count: v.referred }), () => undefined);
  const title = vacancy.editing ? 'Editar vaga' : 'Nova vaga';
  const loading = vacancy.loading || !options.employers || !options.functions;
  return (
    <FormPage title={record ? describe(record) : title} breadcrumb={[{ title: 'Acolhimento' }, { title: 'Vagas' }, { title }]} {...vacancy.formPage} loading={loading}>
      {!loading && (
        <Tabs
          activeKey={record ? tab : 'info'}
          onChange={(k) => setTab(k as VacancyTab)}
          items={[
            {
              key: 'info',
              label: 'Dados da vaga',
              children: (
                <VacancyForm key={vacancy.version} title={title} initial={toVacancyFormValues(record)} employers={options.employers ?? []}
                  functions={options.functions ?? []} onSubmit={vacancy.submit} onCancel={vacancy.backToList} />
              ),
            },
            {
              key: 'referred',
              label: record ? `Encaminhados (${referredCount})` : 'Encaminhados',
              disabled: !record,
              children: record && <ReferredPeopleTab vacancyId={record.id} onChanged={() => void refreshCount(record.id)} />,
            },
          ]}
        />
      )}
    </FormPage>
  );
}

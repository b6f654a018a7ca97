import { useCallback, useState } from 'react';
import { Tabs } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type Vacancy, VACANCY_MESSAGES, VACANCY_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/vacancies';
import { FormPage, ServerErrors, useEntityForm, useServerErrors } from '@sisacte/ui';
import { createVacancy, getVacancy, updateVacancy } from './api';
import { VACANCY_PATHS, type VacancyTab } from './paths';
import { ReferredPeopleTab } from './referred-people-tab';
import { useVacancyOptions } from './use-vacancy-options';
import { toVacancyFormValues, VacancyForm, type VacancyFormValues } from './vacancy-form';

function useVacancyTab(): [VacancyTab, (tab: VacancyTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: VacancyTab = params.get('tab') === 'referred' ? 'referred' : 'info';
  const setTab = useCallback((next: VacancyTab) => setParams((p) => (next === 'referred' ? p.set('tab', next) : p.delete('tab'), p)), [setParams]);
  return [tab, setTab];
}

const describe = (v: Vacancy) => [v.function?.name ?? 'Vaga', v.employer.name].join(' · ');

/** /admin/vagas/cadastrar and /admin/vagas/{vacancy_id}: tab 1 the vacancy ('Vaga Cadastrada!'), tab 2 the referred people (?tab=referred). */
export function VacancyFormPage() {
  const { vacancy_id } = useParams();
  const navigate = useNavigate();
  const [tab, setTab] = useVacancyTab();
  const backToList = () => navigate(VACANCY_PATHS.list);
  const options = useVacancyOptions();
  const refusal = useServerErrors();
  const vacancy = useEntityForm<Vacancy, VacancyFormValues>({
    idParam: vacancy_id,
    load: getVacancy,
    create: createVacancy,
    update: (id, values) => updateVacancy({ ...values, id }),
    messages: { created: VACANCY_MESSAGES.CREATED, updated: VACANCY_MESSAGES.UPDATED },
    afterSave: backToList,
    notFoundMessage: VACANCY_NOT_FOUND_MESSAGE,
  });

  const { record } = vacancy;
  // the count of the tab's title, refreshed when people are referred or removed (the form keeps what was typed)
  const [referred, setReferred] = useState<{ id: number; count: number }>();
  const referredCount = referred && referred.id === record?.id ? referred.count : record?.referred;
  const refreshCount = (id: number) => getVacancy(id).then((v) => setReferred({ id, count: v.referred }), () => undefined);
  const title = vacancy.editing ? 'Editar vaga' : 'Nova vaga';
  const loading = (vacancy.editing && !record) || !options.employers || !options.functions;
  return (
    <FormPage
      title={record ? describe(record) : title}
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Vagas' }, { title }]}
      loadError={vacancy.loadError}
      onBack={backToList}
      loading={loading}
      banner={<ServerErrors messages={refusal.messages} />}
    >
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
                  functions={options.functions ?? []} onSubmit={(values) => refusal.run(() => vacancy.save(values))} onCancel={backToList} />
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

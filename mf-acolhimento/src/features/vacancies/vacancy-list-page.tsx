import { Row, Select, Tag } from 'antd';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useNavigate } from 'react-router-dom';
import { type Vacancy, VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { EntityListPage, FilterCol, foldText, type UrlFilters } from '@sisacte/ui';
import { EnumFilter, withAll } from '../../shared/welcomed-filters/filter-col';
import { type EmployerOption, vacancyApi } from './api';
import { VACANCY_PATHS } from './paths';
import { useVacancyOptions } from './use-vacancy-options';
import { vacancyFilters, type VacancyFilterValues } from './vacancy-filters';

const STATUS_COLORS: Record<Vacancy['status'], string> = { Aberta: 'green', Preenchida: 'blue', Cancelada: 'default' };
/** 'Pedreiro em Construtora X': how a vacancy is named in buttons and questions. */
const nameOf = (v: Vacancy) => `${v.function?.name ?? 'Vaga'} em ${v.employer.name}`;
const money = (v: number | null) => (v === null ? '—' : v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));

/** The employer (searched by name) and the status. */
function filterFields({ draft, setDraft }: UrlFilters<VacancyFilterValues>, employers: EmployerOption[] | undefined) {
  return (
    <Row gutter={16}>
      <FilterCol label="Empregador" htmlFor="vaga-filtro-empregador" span={12}>
        <Select<number> id="vaga-filtro-empregador" allowClear value={draft.employer ? Number(draft.employer) : undefined} loading={!employers}
          options={(employers ?? []).map((e) => ({ value: e.id, label: e.name }))}
          showSearch={{ filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input)) }}
          onChange={(id) => setDraft({ ...draft, employer: id ? String(id) : '' })} placeholder="Todos" />
      </FilterCol>
      <EnumFilter id="vaga-filtro-situacao" label="Situação" value={draft.status || undefined} options={withAll(VACANCY_STATUSES)}
        onChange={(v) => setDraft({ ...draft, status: v ?? '' })} />
    </Row>
  );
}

/** /admin/vagas: vacancies, newest first, 20 per page; filters by employer and status kept in the address. */
export function VacancyListPage() {
  const navigate = useNavigate();
  const { employers } = useVacancyOptions(false);
  const referred = (v: Vacancy) => [
    { title: 'Encaminhados', label: `Encaminhados: ${nameOf(v)}`, icon: <TeamOutlined />, onClick: () => navigate(VACANCY_PATHS.edit(v.id, 'referred')) },
  ];
  return (
    <EntityListPage<Vacancy, VacancyFilterValues>
      title="Vagas" section="Acolhimento" api={vacancyApi} filter={{ ...vacancyFilters, fields: (filters) => filterFields(filters, employers) }}
      paths={VACANCY_PATHS} createLabel="Nova vaga" nameOf={nameOf} noun="a vaga"
      detail={(v) => (v.referred > 0 ? `As ${v.referred} pessoa(s) encaminhada(s) a ela deixam de estar.` : undefined)}
      empty={{ none: 'Nenhuma vaga cadastrada', filtered: 'Nenhuma vaga encontrada com esses filtros' }}
      columns={(vacancies) => [
        vacancies.linkColumn({ title: 'Função', key: 'funcao' }, (v) => v.function?.name ?? 'Vaga sem função definida'),
        { title: 'Empregador', key: 'empregador', render: (_, v) => v.employer.name },
        { title: 'Vagas', dataIndex: 'places', width: 80, responsive: ['sm'] },
        { title: 'Salário', dataIndex: 'salary', width: 130, responsive: ['md'], render: money },
        { title: 'Período', dataIndex: 'period', responsive: ['lg'], render: (v: string | null) => v ?? '—' },
        { title: 'Situação', dataIndex: 'status', width: 110, render: (s: Vacancy['status']) => <Tag color={STATUS_COLORS[s]}>{s}</Tag> },
        { title: 'Encaminhados', dataIndex: 'referred', width: 120, responsive: ['md'] },
        vacancies.actionsColumn({ fixed: 'right' }, referred),
      ]}
    />
  );
}

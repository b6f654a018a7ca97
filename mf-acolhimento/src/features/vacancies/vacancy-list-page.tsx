import { Row, Select, Tag } from 'antd';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Vacancy, VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { actionColumn, editDeleteActions, FilterCol, filterBox, foldText, ListPage, useFilteredList, useRowDelete } from '@sisacte/ui';
import { EnumFilter, withAll } from '../../shared/welcomed-filters/filter-col';
import { vacancyApi } from './api';
import { VACANCY_PATHS } from './paths';
import { useVacancyOptions } from './use-vacancy-options';
import { countVacancyFilters, EMPTY_VACANCY_FILTERS, vacancyFilterCodec } from './vacancy-filters';

const STATUS_COLORS: Record<Vacancy['status'], string> = { Aberta: 'green', Preenchida: 'blue', Cancelada: 'default' };
/** 'Pedreiro em Construtora X': how a vacancy is named in buttons and questions. */
const nameOf = (v: Vacancy) => `${v.function?.name ?? 'Vaga'} em ${v.employer.name}`;
const money = (v: number | null) => (v === null ? '—' : v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));

/** /admin/vagas: vacancies, newest first, 20 per page; filters by employer and status kept in the address. */
export function VacancyListPage() {
  const navigate = useNavigate();
  const { employers } = useVacancyOptions(false);
  const { filters, applied, list } = useFilteredList(vacancyFilterCodec, vacancyApi.list);
  const { draft } = filters;
  const filterCount = countVacancyFilters(applied);
  const remove = useRowDelete<Vacancy>({
    question: (v) => `Excluir a vaga ${nameOf(v)}?`,
    detail: (v) => (v.referred > 0 ? `As ${v.referred} pessoa(s) encaminhada(s) a ela deixam de estar.` : undefined),
    remove: (v) => vacancyApi.remove(v.id),
    done: 'Vaga excluída!',
    reload: list.reload,
  });

  const actionsOf = (v: Vacancy) =>
    editDeleteActions({
      name: nameOf(v),
      edit: () => navigate(VACANCY_PATHS.edit(v.id)),
      remove: () => void remove(v),
      between: [{ title: 'Encaminhados', label: `Encaminhados: ${nameOf(v)}`, icon: <TeamOutlined />, onClick: () => navigate(VACANCY_PATHS.edit(v.id, 'referred')) }],
    });

  return (
    <ListPage<Vacancy>
      title="Vagas"
      section="Acolhimento"
      exports={{ pdf: () => vacancyApi.pdf(applied), xlsx: () => vacancyApi.xlsx(applied) }}
      create={{ label: 'Nova vaga', onClick: () => navigate(VACANCY_PATHS.create) }}
      filters={filterBox(
        filters,
        EMPTY_VACANCY_FILTERS,
        filterCount,
        <Row gutter={16}>
          <FilterCol label="Empregador" htmlFor="vaga-filtro-empregador" span={12}>
            <Select<number> id="vaga-filtro-empregador" allowClear value={draft.employer ? Number(draft.employer) : undefined} loading={!employers}
              options={(employers ?? []).map((e) => ({ value: e.id, label: e.name }))}
              showSearch={{ filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input)) }}
              onChange={(id) => filters.setDraft({ ...draft, employer: id ? String(id) : '' })} placeholder="Todos" />
          </FilterCol>
          <EnumFilter id="vaga-filtro-situacao" label="Situação" value={draft.status || undefined} options={withAll(VACANCY_STATUSES)}
            onChange={(v) => filters.setDraft({ ...draft, status: v ?? '' })} />
        </Row>,
      )}
      list={list}
      table={{
        emptyText: filterCount > 0 ? 'Nenhuma vaga encontrada com esses filtros' : 'Nenhuma vaga cadastrada',
        columns: [
          { title: 'Função', key: 'funcao', render: (_, v) => <Link to={VACANCY_PATHS.edit(v.id)}>{v.function?.name ?? 'Vaga sem função definida'}</Link> },
          { title: 'Empregador', key: 'empregador', render: (_, v) => v.employer.name },
          { title: 'Vagas', dataIndex: 'places', width: 80, responsive: ['sm'] },
          { title: 'Salário', dataIndex: 'salary', width: 130, responsive: ['md'], render: money },
          { title: 'Período', dataIndex: 'period', responsive: ['lg'], render: (v: string | null) => v ?? '—' },
          { title: 'Situação', dataIndex: 'status', width: 110, render: (s: Vacancy['status']) => <Tag color={STATUS_COLORS[s]}>{s}</Tag> },
          { title: 'Encaminhados', dataIndex: 'referred', width: 120, responsive: ['md'] },
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    />
  );
}

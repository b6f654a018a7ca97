import { Button, Row, Select, Tag } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Vacancy, VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { actionColumn, ExportButtons, foldText, ListPage, type RowAction, useConfirm, useNotify, useServerPage, useUrlFilters } from '@sisacte/ui';
import { EnumFilter, FilterCol, withAll } from '../../shared/welcomed-filters/filter-col';
import { deleteVacancy, listVacancies, openVacanciesReport, saveVacanciesXlsx } from './api';
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
  const confirm = useConfirm();
  const notify = useNotify();
  const { employers } = useVacancyOptions(false);
  const filters = useUrlFilters(vacancyFilterCodec);
  const { applied, draft } = filters;
  const list = useServerPage((page) => listVacancies(applied, page), filters.key);
  const filterCount = countVacancyFilters(applied);

  async function remove(v: Vacancy) {
    const what = nameOf(v);
    const detail = v.referred > 0 ? `As ${v.referred} pessoa(s) encaminhada(s) a ela deixam de estar.` : undefined;
    if (!(await confirm(`Excluir a vaga ${what}?`, detail))) return;
    try {
      await deleteVacancy(v.id);
      notify.success('Vaga excluída!');
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  const actionsOf = (v: Vacancy): RowAction[] => [
    { title: 'Editar', label: `Editar ${nameOf(v)}`, icon: <EditOutlined />, onClick: () => navigate(VACANCY_PATHS.edit(v.id)) },
    { title: 'Encaminhados', label: `Encaminhados: ${nameOf(v)}`, icon: <TeamOutlined />, onClick: () => navigate(VACANCY_PATHS.edit(v.id, 'referred')) },
    { title: 'Excluir', label: `Excluir ${nameOf(v)}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(v) },
  ];

  return (
    <ListPage<Vacancy>
      title="Vagas"
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Vagas' }]}
      actions={
        <>
          <ExportButtons pdf={() => openVacanciesReport(applied)} xlsx={() => saveVacanciesXlsx(applied)} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(VACANCY_PATHS.create)}>
            Nova vaga
          </Button>
        </>
      }
      filters={{
        count: filterCount,
        onSearch: () => filters.apply(draft),
        onClear: () => filters.reset(EMPTY_VACANCY_FILTERS),
        fields: (
          <Row gutter={16}>
            <FilterCol label="Empregador" htmlFor="vaga-filtro-empregador" span={12}>
              <Select<number> id="vaga-filtro-empregador" allowClear value={draft.employer ? Number(draft.employer) : undefined} loading={!employers}
                options={(employers ?? []).map((e) => ({ value: e.id, label: e.name }))}
                showSearch={{ filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input)) }}
                onChange={(id) => filters.setDraft({ ...draft, employer: id ? String(id) : '' })} placeholder="Todos" />
            </FilterCol>
            <EnumFilter id="vaga-filtro-situacao" label="Situação" value={draft.status || undefined} options={withAll(VACANCY_STATUSES)}
              onChange={(v) => filters.setDraft({ ...draft, status: v ?? '' })} />
          </Row>
        ),
      }}
      list={list}
      table={{
        rowKey: 'id',
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

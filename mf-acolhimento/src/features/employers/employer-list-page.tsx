import { Button, Input, Row } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Employer } from '@sisacte/contracts/acolhimento/employers';
import { actionColumn, ExportButtons, ListPage, type RowAction, useConfirm, useNotify, useServerPage, useUrlFilters } from '@sisacte/ui';
import { FilterCol } from '../../shared/welcomed-filters/filter-col';
import { deleteEmployer, listEmployers, openEmployersReport, saveEmployersXlsx } from './api';
import { formatDocument } from './document';
import { countEmployerFilters, EMPTY_EMPLOYER_FILTERS, employerFilterCodec } from './employer-filters';
import { EMPLOYER_PATHS } from './paths';

/** /admin/empregadores: employers, newest first, 20 per page; filters by name and CPF/CNPJ kept in the address; PDF and XLSX. */
export function EmployerListPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const filters = useUrlFilters(employerFilterCodec);
  const { applied, draft } = filters;
  const list = useServerPage((page) => listEmployers(applied, page), filters.key);
  const filterCount = countEmployerFilters(applied);

  async function remove(employer: Employer) {
    if (!(await confirm(`Excluir o empregador ${employer.name}?`, 'Um empregador com vagas cadastradas não pode ser excluído.'))) return;
    try {
      await deleteEmployer(employer.id);
      notify.success('Empregador excluído!');
      list.reload();
    } catch (error) {
      // e.g. 'O empregador "…" não pode ser excluído: tem 2 vaga(s) cadastrada(s)'
      notify.error(error);
    }
  }

  const actionsOf = (e: Employer): RowAction[] => [
    { title: 'Editar', label: `Editar ${e.name}`, icon: <EditOutlined />, onClick: () => navigate(EMPLOYER_PATHS.edit(e.id)) },
    { title: 'Excluir', label: `Excluir ${e.name}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(e) },
  ];

  return (
    <ListPage<Employer>
      title="Empregadores"
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Empregadores' }]}
      actions={
        <>
          <ExportButtons pdf={() => openEmployersReport(applied)} xlsx={() => saveEmployersXlsx(applied)} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(EMPLOYER_PATHS.create)}>
            Novo empregador
          </Button>
        </>
      }
      filters={{
        count: filterCount,
        onSearch: () => filters.apply(draft),
        onClear: () => filters.reset(EMPTY_EMPLOYER_FILTERS),
        fields: (
          <Row gutter={16}>
            <FilterCol label="Nome" htmlFor="empregador-filtro-nome" span={12}>
              <Input id="empregador-filtro-nome" value={draft.name} maxLength={200} allowClear
                onChange={(e) => filters.setDraft({ ...draft, name: e.target.value })} />
            </FilterCol>
            <FilterCol label="CPF/CNPJ" htmlFor="empregador-filtro-documento">
              <Input id="empregador-filtro-documento" value={draft.document} maxLength={18} inputMode="numeric" allowClear
                onChange={(e) => filters.setDraft({ ...draft, document: formatDocument(e.target.value) })} />
            </FilterCol>
          </Row>
        ),
      }}
      list={list}
      table={{
        rowKey: 'id',
        emptyText: filterCount > 0 ? 'Nenhum empregador encontrado com esses filtros' : 'Nenhum empregador cadastrado',
        columns: [
          { title: 'Nome', dataIndex: 'name', render: (v: string, e) => <Link to={EMPLOYER_PATHS.edit(e.id)}>{v}</Link> },
          { title: 'CPF/CNPJ', dataIndex: 'document', width: 190, render: (v: string) => formatDocument(v) },
          { title: 'CNAE', key: 'cnae', responsive: ['lg'], render: (_, e) => (e.cnae ? `${e.cnae.cod_subclasse} · ${e.cnae.desc_subclasse}` : '—') },
          { title: 'Cidade', key: 'cidade', responsive: ['md'], render: (_, e) => [e.address_city, e.address_state].filter(Boolean).join('/') || '—' },
          { title: 'Contato', key: 'contato', responsive: ['md'], render: (_, e) => [e.contact_name, e.phone].filter(Boolean).join(' · ') || '—' },
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    />
  );
}

import { Button, Input, Row } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { actionColumn, ExportButtons, ListPage, type RowAction, type UrlFilterCodec, useConfirm, useNotify, useServerPage, useUrlFilters } from '@sisacte/ui';
import { FilterCol } from '../../shared/welcomed-filters/filter-col';
import { deleteVolunteer, listVolunteers, openVolunteersReport, saveVolunteersXlsx } from './api';
import { VOLUNTEER_PATHS } from './paths';

const clean = (v: string | null) => (v ?? '').trim().slice(0, 150);
/** The name filter, kept in the address (?name=). */
const nameCodec: UrlFilterCodec<string> = {
  read: (params) => clean(params.get('name')),
  write: (name, into) => {
    const next = new URLSearchParams(into);
    if (clean(name)) next.set('name', clean(name));
    else next.delete('name');
    return next;
  },
  key: clean,
};

/** /admin/voluntarios: volunteers, newest first, 20 per page, by name; PDF and XLSX of the list; delete after confirming. */
export function VolunteerListPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const filters = useUrlFilters(nameCodec);
  const name = filters.applied;
  const list = useServerPage((page) => listVolunteers(name, page), filters.key);

  async function remove(v: Volunteer) {
    if (!(await confirm(`Excluir o voluntário ${v.name}?`))) return;
    try {
      await deleteVolunteer(v.id);
      notify.success('Voluntário excluído!');
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  const actionsOf = (v: Volunteer): RowAction[] => [
    { title: 'Editar', label: `Editar ${v.name}`, icon: <EditOutlined />, onClick: () => navigate(VOLUNTEER_PATHS.edit(v.id)) },
    { title: 'Excluir', label: `Excluir ${v.name}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(v) },
  ];

  return (
    <ListPage<Volunteer>
      title="Voluntários"
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Voluntários' }]}
      actions={
        <>
          <ExportButtons pdf={() => openVolunteersReport(name)} xlsx={() => saveVolunteersXlsx(name)} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(VOLUNTEER_PATHS.create)}>
            Novo voluntário
          </Button>
        </>
      }
      filters={{
        count: name ? 1 : 0,
        onSearch: () => filters.apply(filters.draft),
        onClear: () => filters.reset(''),
        fields: (
          <Row gutter={16}>
            <FilterCol label="Nome" htmlFor="voluntario-filtro-nome" span={12}>
              <Input id="voluntario-filtro-nome" value={filters.draft} maxLength={150} allowClear onChange={(e) => filters.setDraft(e.target.value)} />
            </FilterCol>
          </Row>
        ),
      }}
      list={list}
      table={{
        rowKey: 'id',
        emptyText: name ? 'Nenhum voluntário com esse nome' : 'Nenhum voluntário cadastrado',
        columns: [
          { title: 'Nome', dataIndex: 'name', render: (v: string, row) => <Link to={VOLUNTEER_PATHS.edit(row.id)}>{v}</Link> },
          { title: 'Contato', key: 'contato', render: (_, v) => [v.phone, v.email].filter(Boolean).join(' · ') || '—' },
          { title: 'Habilidades', dataIndex: 'skills', responsive: ['md'], ellipsis: true, render: (v: string | null) => v ?? '—' },
          { title: 'Disponibilidade', dataIndex: 'availability', responsive: ['lg'], render: (v: string | null) => v ?? '—' },
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    />
  );
}

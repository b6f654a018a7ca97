import { Button, Tag } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Stay } from '@sisacte/contracts/acolhimento/stays';
import { actionColumn, ExportButtons, formatDate, ListPage, type RowAction, useConfirm, useNotify, useServerPage, useUrlFilters } from '@sisacte/ui';
import { STAY_PATHS, WELCOMED_PATHS } from '../../shared/paths';
import { deleteStay, listStays, openStaysReport, saveStaysXlsx } from './api';
import { countStayFilters, EMPTY_STAY_FILTERS, stayFilterCodec } from './stay-filters';
import { StayFilterFields } from './stay-filter-fields';

/** /admin/estadias: stays, newest first, 20 per page; filters kept in the address; PDF and XLSX of the filtered list. */
export function StayListPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const filters = useUrlFilters(stayFilterCodec);
  const { applied } = filters;
  const list = useServerPage((page) => listStays(applied, page), filters.key);
  const filterCount = countStayFilters(applied);

  async function remove(stay: Stay) {
    const period = `Check-in em ${formatDate(stay.checkin)}${stay.checkout ? `, check-out em ${formatDate(stay.checkout)}` : ', ainda hospedado(a)'}.`;
    if (!(await confirm(`Excluir a estadia de ${stay.welcomed.name}?`, period))) return;
    try {
      await deleteStay(stay.id);
      notify.success('Estadia excluída!');
      list.reload();
    } catch (error) {
      notify.error(error);
    }
  }

  const actionsOf = (s: Stay): RowAction[] => [
    { title: 'Editar', label: `Editar a estadia de ${s.welcomed.name}`, icon: <EditOutlined />, onClick: () => navigate(STAY_PATHS.edit(s.id)) },
    ...(s.checkout === null
      ? [{ title: 'Check-out', label: `Check-out de ${s.welcomed.name}`, icon: <LogoutOutlined />, onClick: () => navigate(STAY_PATHS.checkout(s.id)) }]
      : []),
    { title: 'Excluir', label: `Excluir a estadia de ${s.welcomed.name}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(s) },
  ];

  return (
    <ListPage<Stay>
      title="Estadias"
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Estadias' }]}
      actions={
        <>
          <ExportButtons pdf={() => openStaysReport(applied)} xlsx={() => saveStaysXlsx(applied)} />
          <Button type="primary" icon={<LoginOutlined />} onClick={() => navigate(STAY_PATHS.checkin())}>
            Novo check-in
          </Button>
        </>
      }
      filters={{
        count: filterCount,
        onSearch: () => filters.apply(filters.draft),
        onClear: () => filters.reset(EMPTY_STAY_FILTERS),
        fields: <StayFilterFields value={filters.draft} onChange={filters.setDraft} />,
      }}
      list={list}
      table={{
        rowKey: 'id',
        emptyText: filterCount > 0 ? 'Nenhuma estadia encontrada com esses filtros' : 'Nenhuma estadia registrada',
        columns: [
          {
            title: 'Pessoa',
            key: 'pessoa',
            render: (_, s) => <Link to={WELCOMED_PATHS.edit(s.welcomed.id)}>{s.welcomed.name}</Link>,
          },
          { title: 'Check-in', dataIndex: 'checkin', width: 120, render: (v: string) => formatDate(v) },
          {
            title: 'Check-out',
            dataIndex: 'checkout',
            width: 140,
            render: (v: string | null) => (v ? formatDate(v) : <Tag color="green">Hospedado(a)</Tag>),
          },
          // pinned: on a phone the buttons stay in sight while the dates scroll under them
          actionColumn(actionsOf, { fixed: 'right' }),
        ],
      }}
    />
  );
}

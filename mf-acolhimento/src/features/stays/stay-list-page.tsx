import { Tag } from 'antd';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type Stay } from '@sisacte/contracts/acolhimento/stays';
import { actionColumn, editDeleteActions, filterBox, formatDate, ListPage, useFilteredList, useRowDelete } from '@sisacte/ui';
import { STAY_PATHS, WELCOMED_PATHS } from '../../shared/paths';
import { personColumn } from '../../shared/welcomed-columns';
import { deleteStay, listStays, openStaysReport, saveStaysXlsx } from './api';
import { countStayFilters, EMPTY_STAY_FILTERS, stayFilterCodec } from './stay-filters';
import { StayFilterFields } from './stay-filter-fields';

/** /admin/estadias: stays, newest first, 20 per page; filters kept in the address; PDF and XLSX of the filtered list. */
export function StayListPage() {
  const navigate = useNavigate();
  const { filters, applied, list } = useFilteredList(stayFilterCodec, listStays);
  const filterCount = countStayFilters(applied);
  const remove = useRowDelete<Stay>({
    question: (s) => `Excluir a estadia de ${s.welcomed.name}?`,
    detail: (s) => `Check-in em ${formatDate(s.checkin)}${s.checkout ? `, check-out em ${formatDate(s.checkout)}` : ', ainda hospedado(a)'}.`,
    remove: (s) => deleteStay(s.id),
    done: 'Estadia excluída!',
    reload: list.reload,
  });

  const actionsOf = (s: Stay) =>
    editDeleteActions({
      name: `a estadia de ${s.welcomed.name}`,
      edit: () => navigate(STAY_PATHS.edit(s.id)),
      remove: () => void remove(s),
      between:
        s.checkout === null
          ? [{ title: 'Check-out', label: `Check-out de ${s.welcomed.name}`, icon: <LogoutOutlined />, onClick: () => navigate(STAY_PATHS.checkout(s.id)) }]
          : [],
    });

  return (
    <ListPage<Stay>
      title="Estadias"
      section="Acolhimento"
      exports={{ pdf: () => openStaysReport(applied), xlsx: () => saveStaysXlsx(applied) }}
      create={{ label: 'Novo check-in', icon: <LoginOutlined />, onClick: () => navigate(STAY_PATHS.checkin()) }}
      filters={filterBox(filters, EMPTY_STAY_FILTERS, filterCount, <StayFilterFields value={filters.draft} onChange={filters.setDraft} />)}
      list={list}
      table={{
        emptyText: filterCount > 0 ? 'Nenhuma estadia encontrada com esses filtros' : 'Nenhuma estadia registrada',
        columns: [
          personColumn((p) => <Link to={WELCOMED_PATHS.edit(p.id)}>{p.name}</Link>),
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

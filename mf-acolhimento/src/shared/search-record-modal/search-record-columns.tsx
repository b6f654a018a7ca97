import { Typography, type TableColumnsType } from 'antd';
import { AuditOutlined, EditOutlined } from '@ant-design/icons';
import { Link, type NavigateFunction } from 'react-router-dom';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { actionColumn } from '@sisacte/ui';
import { MONITOR_PATHS, WELCOMED_PATHS } from '../paths';
import { ageColumn, birthdateColumn, cpfColumn, genderColumn, monitoringColumn, nacionalityColumn, registerDateColumn } from '../welcomed-columns';

/** The search modal's columns: an active person links to their screen, with buttons to edit them and to their monitorings. */
export function searchRecordColumns(navigate: NavigateFunction): TableColumnsType<WelcomedListItem> {
  return [
    {
      title: 'Nome',
      dataIndex: 'name',
      render: (name: string, r) =>
        r.status === 'active' ? (
          <Link to={WELCOMED_PATHS.edit(r.id)}>{name}</Link>
        ) : (
          <Typography.Text type="secondary">{name}</Typography.Text>
        ),
    },
    genderColumn(),
    ageColumn(),
    nacionalityColumn(),
    cpfColumn(),
    birthdateColumn(),
    monitoringColumn(),
    registerDateColumn(),
    // pinned for narrow screens, where the table scrolls sideways; in the 1200 px window it fits and covers nothing
    actionColumn(
      (r) =>
        r.status === 'active'
          ? [
              { title: 'Editar', label: `Editar ${r.name}`, size: 'small', icon: <EditOutlined />, onClick: () => navigate(WELCOMED_PATHS.edit(r.id)) },
              { title: 'Monitoramentos', label: `Monitoramentos de ${r.name}`, size: 'small', icon: <AuditOutlined />, onClick: () => navigate(MONITOR_PATHS.ofPerson(r.id)) },
            ]
          : [],
      { fixed: 'right' },
    ),
  ];
}

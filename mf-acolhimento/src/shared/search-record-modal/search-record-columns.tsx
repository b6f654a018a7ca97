import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Link, type NavigateFunction } from 'react-router-dom';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { WELCOMED_PATHS } from '../paths';
import {
  ageColumn,
  birthdateColumn,
  cpfColumn,
  genderColumn,
  monitoringColumn,
  nacionalityColumn,
  registerDateColumn,
} from '../welcomed-columns';

/** The search modal's columns: an active person links to their screen, their edit and their monitorings. */
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
    {
      title: 'Ação',
      key: 'acao',
      // pinned: on narrow screens the actions would otherwise sit past the right edge
      fixed: 'right',
      render: (_, r) =>
        r.status === 'active' ? (
          <Space>
            <Tooltip title="Editar">
              <Button size="small" aria-label={`Editar ${r.name}`} icon={<EditOutlined />} onClick={() => navigate(WELCOMED_PATHS.edit(r.id))} />
            </Tooltip>
            <Tooltip title="Monitoramentos">
              <Button size="small" aria-label={`Monitoramentos de ${r.name}`} icon={<EyeOutlined />}
                onClick={() => navigate(WELCOMED_PATHS.monitors(r.id))} />
            </Tooltip>
          </Space>
        ) : null,
    },
  ];
}

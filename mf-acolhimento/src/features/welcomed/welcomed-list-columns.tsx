import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { WELCOMED_PATHS } from '../../shared/paths';
import {
  ageColumn,
  birthdateColumn,
  cpfColumn,
  genderColumn,
  monitoringColumn,
  nacionalityColumn,
  registerDateColumn,
} from '../../shared/welcomed-columns';

export interface WelcomedRowActions {
  edit: (r: WelcomedListItem) => void;
  trash: (r: WelcomedListItem) => void;
  restore: (r: WelcomedListItem) => void;
}

/** The people list's columns: an active person links to their screen and can be edited or trashed; a trashed one restored. */
export function welcomedListColumns({ edit, trash, restore }: WelcomedRowActions): TableColumnsType<WelcomedListItem> {
  return [
    {
      title: 'Nome',
      dataIndex: 'name',
      render: (name: string, r) =>
        r.status === 'active' ? <Link to={WELCOMED_PATHS.edit(r.id)}>{name}</Link> : <Typography.Text>{name}</Typography.Text>,
    },
    genderColumn(),
    ageColumn(),
    nacionalityColumn(),
    cpfColumn(),
    { title: 'CRNM', dataIndex: 'rg', render: (v: string | null) => v ?? '—' },
    birthdateColumn(),
    monitoringColumn(),
    registerDateColumn(),
    { title: 'Cadastrado por', key: 'author', render: (_, r) => r.author?.name ?? '—' },
    {
      title: 'Ação',
      key: 'acao',
      // pinned: with eleven columns the actions would otherwise sit past the right edge
      fixed: 'right',
      render: (_, r) =>
        r.status === 'active' ? (
          <Space>
            <Tooltip title="Editar">
              <Button aria-label={`Editar ${r.name}`} icon={<EditOutlined />} onClick={() => edit(r)} />
            </Tooltip>
            <Tooltip title="Excluir">
              <Button danger aria-label={`Excluir ${r.name}`} icon={<DeleteOutlined />} onClick={() => trash(r)} />
            </Tooltip>
          </Space>
        ) : (
          <Tooltip title="Restaurar">
            <Button aria-label={`Restaurar ${r.name}`} icon={<UndoOutlined />} onClick={() => restore(r)}>
              Restaurar
            </Button>
          </Tooltip>
        ),
    },
  ];
}

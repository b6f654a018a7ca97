import { Typography, type TableColumnsType } from 'antd';
import { AuditOutlined, DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { actionColumn } from '@sisacte/ui';
import { WELCOMED_PATHS } from '../../shared/paths';
import { birthColumn, documentsColumn, genderColumn, monitoringColumn, nacionalityColumn, registerColumn } from '../../shared/welcomed-columns';

export interface WelcomedRowActions {
  edit: (r: WelcomedListItem) => void;
  /** Opens the person's monitoring visits. */
  monitorings: (r: WelcomedListItem) => void;
  trash: (r: WelcomedListItem) => void;
  restore: (r: WelcomedListItem) => void;
}

/** What every row shows, whoever reads the list: the name (a link to an active person's screen) and the person's data. */
function dataColumns(): TableColumnsType<WelcomedListItem> {
  return [
    {
      title: 'Nome',
      dataIndex: 'name',
      render: (name: string, r) =>
        r.status === 'active' ? <Link to={WELCOMED_PATHS.edit(r.id)}>{name}</Link> : <Typography.Text>{name}</Typography.Text>,
    },
    genderColumn(),
    birthColumn(),
    nacionalityColumn(),
    documentsColumn(),
    monitoringColumn(),
    registerColumn(),
  ];
}

/** The people list's columns: an active person links to their screen and can be edited, see their monitorings or be trashed; a trashed one restored. */
export function welcomedListColumns({ edit, monitorings, trash, restore }: WelcomedRowActions): TableColumnsType<WelcomedListItem> {
  return [
    ...dataColumns(),
    // pinned for narrow screens, where the table scrolls sideways; from 1280 px on it fits and covers nothing
    actionColumn(
      (r) =>
        r.status === 'active'
          ? [
              { title: 'Editar', label: `Editar ${r.name}`, icon: <EditOutlined />, onClick: () => edit(r) },
              { title: 'Monitoramentos', label: `Monitoramentos de ${r.name}`, icon: <AuditOutlined />, onClick: () => monitorings(r) },
              { title: 'Excluir', label: `Excluir ${r.name}`, danger: true, icon: <DeleteOutlined />, onClick: () => trash(r) },
            ]
          : [{ title: 'Restaurar', label: `Restaurar ${r.name}`, icon: <UndoOutlined />, onClick: () => restore(r), text: 'Restaurar' }],
      { fixed: 'right' },
    ),
  ];
}

/** The columns of the read-only list (the data-protection officer): each row, active or trashed, only opens the person's screen. */
export function welcomedReadOnlyColumns(open: (r: WelcomedListItem) => void): TableColumnsType<WelcomedListItem> {
  return [
    ...dataColumns(),
    actionColumn((r) => [{ title: 'Abrir', label: `Abrir ${r.name}`, icon: <EyeOutlined />, onClick: () => open(r), text: 'Abrir' }], { fixed: 'right' }),
  ];
}

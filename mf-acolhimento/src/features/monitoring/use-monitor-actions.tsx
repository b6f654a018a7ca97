import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useNavigate } from 'react-router-dom';
import { type Monitor } from '@sisacte/contracts/acolhimento/monitors';
import { formatDate, type RowAction, useConfirm, useNotify } from '@sisacte/ui';
import { MONITOR_PATHS } from '../../shared/paths';
import { deleteMonitor } from './api';

/** A visit's row buttons: edit, and delete after confirming (then `reload`). */
export function useMonitorActions(reload: () => void): (m: Monitor) => RowAction[] {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();

  async function remove(m: Monitor) {
    const rows = m.family_composition.length;
    const detail = `Visita de ${formatDate(m.created_at)}${rows ? `, com ${rows} pessoa(s) na composição familiar` : ''}.`;
    if (!(await confirm(`Excluir o monitoramento de ${m.welcomed.name}?`, detail))) return;
    try {
      await deleteMonitor(m.id);
      notify.success('Monitoramento excluído!');
      reload();
    } catch (error) {
      notify.error(error);
    }
  }

  return (m) => [
    {
      title: 'Editar',
      label: `Editar o monitoramento de ${m.welcomed.name} de ${formatDate(m.created_at)}`,
      icon: <EditOutlined />,
      onClick: () => navigate(MONITOR_PATHS.edit(m.id, m.welcomed.id)),
    },
    {
      title: 'Excluir',
      label: `Excluir o monitoramento de ${m.welcomed.name} de ${formatDate(m.created_at)}`,
      icon: <DeleteOutlined />,
      danger: true,
      onClick: () => void remove(m),
    },
  ];
}

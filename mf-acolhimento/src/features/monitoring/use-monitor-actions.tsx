import { useNavigate } from 'react-router-dom';
import { type Monitor } from '@sisacte/contracts/acolhimento/monitors';
import { editDeleteActions, formatDate, type RowAction, useRowDelete } from '@sisacte/ui';
import { MONITOR_PATHS } from '../../shared/paths';
import { deleteMonitor } from './api';

/** A visit's row buttons: edit, and delete after confirming (then `reload`). */
export function useMonitorActions(reload: () => void): (m: Monitor) => RowAction[] {
  const navigate = useNavigate();
  const remove = useRowDelete<Monitor>({
    question: (m) => `Excluir o monitoramento de ${m.welcomed.name}?`,
    detail: (m) => {
      const rows = m.family_composition.length;
      return `Visita de ${formatDate(m.created_at)}${rows ? `, com ${rows} pessoa(s) na composição familiar` : ''}.`;
    },
    remove: (m) => deleteMonitor(m.id),
    done: 'Monitoramento excluído!',
    reload,
  });

  return (m) =>
    editDeleteActions({
      name: `o monitoramento de ${m.welcomed.name} de ${formatDate(m.created_at)}`,
      edit: () => navigate(MONITOR_PATHS.edit(m.id, m.welcomed.id)),
      remove: () => void remove(m),
    });
}

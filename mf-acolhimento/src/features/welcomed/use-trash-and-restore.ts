import { type Welcomed, WELCOMED_MESSAGES } from '@sisacte/contracts/acolhimento/welcomed';
import { useConfirm, useNotify } from '@sisacte/ui';
import { restoreWelcomed, trashWelcomed } from './api';

type Person = { id: number; name: string };

/**
 * Moving a person to the trash and back, each after a confirmation, with the success or error
 * notification. `setBusy` runs while the server works (not while the question is open).
 */
export function useTrashAndRestore(setBusy: (busy: boolean) => void = () => {}) {
  const confirm = useConfirm();
  const notify = useNotify();

  /** True when the person went to the trash. */
  async function trash(p: Person): Promise<boolean> {
    if (!(await confirm(`Excluir o cadastro de ${p.name}?`, 'O cadastro vai para a lixeira e pode ser restaurado depois.'))) return false;
    setBusy(true);
    try {
      await trashWelcomed(p.id);
      notify.success(WELCOMED_MESSAGES.TRASHED);
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** The restored person, or null when not restored. */
  async function restore(p: Person): Promise<Welcomed | null> {
    if (!(await confirm(`Restaurar o cadastro de ${p.name}?`, 'O cadastro volta para a lista de ativos.', 'Restaurar'))) return null;
    setBusy(true);
    try {
      const restored = await restoreWelcomed(p.id);
      notify.success(WELCOMED_MESSAGES.RESTORED);
      return restored;
    } catch (error) {
      notify.error(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { trash, restore };
}

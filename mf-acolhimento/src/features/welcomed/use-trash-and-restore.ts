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

  /** Asks `question`; when confirmed, runs `change` while busy and says `success`. Gives `otherwise` when refused or failed. */
  async function confirmThenRun<T>(question: Parameters<typeof confirm>, change: () => Promise<T>, success: string, otherwise: T): Promise<T> {
    if (!(await confirm(...question))) return otherwise;
    setBusy(true);
    try {
      const result = await change();
      notify.success(success);
      return result;
    } catch (error) {
      notify.error(error);
      return otherwise;
    } finally {
      setBusy(false);
    }
  }

  /** True when the person went to the trash. */
  function trash(p: Person): Promise<boolean> {
    return confirmThenRun(
      [`Excluir o cadastro de ${p.name}?`, 'O cadastro vai para a lixeira e pode ser restaurado depois.'],
      () => trashWelcomed(p.id).then(() => true),
      WELCOMED_MESSAGES.TRASHED,
      false,
    );
  }

  /** The restored person, or null when not restored. */
  function restore(p: Person): Promise<Welcomed | null> {
    return confirmThenRun<Welcomed | null>(
      [`Restaurar o cadastro de ${p.name}?`, 'O cadastro volta para a lista de ativos.', 'Restaurar'],
      () => restoreWelcomed(p.id),
      WELCOMED_MESSAGES.RESTORED,
      null,
    );
  }

  return { trash, restore };
}

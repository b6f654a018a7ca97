import { useConfirm, useNotify } from '../feedback';

export interface RowDeleteOptions<T> {
  /** The question of the confirmation ('Excluir o curso Costura?'). */
  question: (row: T) => string;
  /** What else goes with the row, under the question; undefined for nothing. */
  detail?: (row: T) => string | undefined;
  /** The delete itself. */
  remove: (row: T) => Promise<unknown>;
  /** The success notification ('Curso excluído!'). */
  done: string;
  /** After the delete: load the list again. */
  reload: () => void;
}

/**
 * A row's delete: asks first (themed modal), deletes, says so and reloads the list;
 * a refusal (e.g. a record still in use) is shown as the server words it.
 */
export function useRowDelete<T>({ question, detail, remove, done, reload }: RowDeleteOptions<T>): (row: T) => Promise<void> {
  const confirm = useConfirm();
  const notify = useNotify();
  return async (row: T) => {
    if (!(await confirm(question(row), detail?.(row)))) return;
    try {
      await remove(row);
      notify.success(done);
      reload();
    } catch (error) {
      notify.error(error);
    }
  };
}

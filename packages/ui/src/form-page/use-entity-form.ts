import { useCallback, useEffect, useState } from 'react';
import { useSuccessDialog } from '../feedback';

export interface EntityFormOptions<E, B> {
  /** The route's id parameter (e.g. `useParams().usuario_id`); undefined for a new record. */
  idParam: string | undefined;
  load: (id: number) => Promise<E>;
  create: (body: B) => Promise<E>;
  update: (id: number, body: B) => Promise<E>;
  /** Texts of the success dialog. */
  messages: { created: string; updated: string };
  /** What follows the success dialog: back to the list, or an after-save choice. */
  afterSave: (saved: E, how: 'created' | 'updated') => void;
  /** Shown instead of the form for an id that cannot exist (not a positive whole number). */
  notFoundMessage: string;
}

export interface EntityForm<E, B> {
  /** null for a new record. */
  id: number | null;
  editing: boolean;
  /** The loaded record; undefined while loading and for a new one. */
  record: E | undefined;
  /** Replaces the record from outside the form (e.g. after a restore); the form starts again from it. */
  replace: (record: E) => void;
  /** Why the record cannot be shown (not found, no permission), or null. */
  loadError: string | null;
  /** Loads the record again (e.g. after another panel of the page changed it). */
  reload: () => void;
  /** Changes whenever the record is loaded or replaced: use it as the form's key. */
  version: number;
  /** Creates or updates, shows the success dialog, then calls afterSave. Throws the refusal (ApiError). */
  save: (body: B) => Promise<void>;
}

/** A form page's record: load by id when editing, save (create or update) with the success dialog. */
export function useEntityForm<E, B>(options: EntityFormOptions<E, B>): EntityForm<E, B> {
  const { idParam, load, create, update, messages, afterSave, notFoundMessage } = options;
  const id = idParam ? Number(idParam) : null;
  const success = useSuccessDialog();
  const [record, setRecord] = useState<E>();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  const reload = useCallback(() => {
    if (id === null) return;
    if (!Number.isInteger(id) || id <= 0) {
      setLoadError(notFoundMessage);
      return;
    }
    load(id).then(
      (loaded) => {
        setRecord(loaded);
        setVersion((v) => v + 1);
      },
      (e: Error) => setLoadError(e.message),
    );
    // `load` changes identity on every render; the id is what decides what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  useEffect(reload, [reload]);

  const replace = useCallback((next: E) => {
    setRecord(next);
    setVersion((v) => v + 1);
  }, []);

  async function save(body: B) {
    if (id !== null) {
      const saved = await update(id, body);
      setRecord(saved);
      await success(messages.updated);
      afterSave(saved, 'updated');
    } else {
      const saved = await create(body);
      await success(messages.created);
      afterSave(saved, 'created');
    }
  }

  return { id, editing: id !== null, record, replace, loadError, reload, version, save };
}

import { useCallback, useEffect, useState } from 'react';
import { type FamilyState } from '@sisacte/contracts/acolhimento/family';
import { useNotify, useSuccessDialog } from '@sisacte/ui';
import { getFamilyMembers } from './api';

/**
 * The members of a person's family group (none without a group), and `change` to create, join or leave one:
 * it shows the success dialog and then tells the page (`onChanged`), which reloads the person.
 */
export function useFamilyGroup(familyId: number | null, onChanged: () => void) {
  const notify = useNotify();
  const success = useSuccessDialog();
  const [state, setState] = useState<FamilyState | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    if (familyId === null) {
      setState(null);
      return;
    }
    setLoading(true);
    getFamilyMembers(familyId)
      .then(setState)
      .catch(notify.error)
      .finally(() => setLoading(false));
    // notify is a new object each render and only shows messages
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [familyId]);
  useEffect(load, [load]);

  async function change(action: () => Promise<FamilyState>, message: string) {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      await success(message);
      onChanged();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  return { state, loading, busy, change };
}

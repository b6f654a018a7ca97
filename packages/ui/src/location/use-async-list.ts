import { useEffect, useState } from 'react';
import { useApiErrorText } from '../i18n/api-error-text';
import { useUiT } from '../i18n/ui-text';

/**
 * Loads a list when `key` changes (null: nothing to load); keeps the last answer only. A failure is told in the page's
 * language (`error`, read when drawn: a language picked while it shows is followed).
 */
export function useAsyncList<T>(key: string | number | null, load: () => Promise<T[]>) {
  const [state, setState] = useState<{ key: string | number | null; items: T[]; loading: boolean; failure: unknown }>({
    key: null,
    items: [],
    loading: false,
    failure: null,
  });
  const errorText = useApiErrorText();
  const t = useUiT();
  useEffect(() => {
    if (key === null) {
      setState({ key, items: [], loading: false, failure: null });
      return;
    }
    let live = true;
    setState((s) => ({ key, items: s.key === key ? s.items : [], loading: true, failure: null }));
    load().then(
      (items) => live && setState({ key, items, loading: false, failure: null }),
      (failure: unknown) => live && setState({ key, items: [], loading: false, failure: failure ?? new Error() }),
    );
    return () => {
      live = false;
    };
    // `load` is read for the current key only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const { failure, ...rest } = state;
  return { ...rest, error: failure === null ? null : errorText(failure, t('location.loadFailed')) };
}

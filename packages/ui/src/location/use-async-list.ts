import { useEffect, useState } from 'react';

/** Loads a list when `key` changes (null: nothing to load); keeps the last answer only. */
export function useAsyncList<T>(key: string | number | null, load: () => Promise<T[]>) {
  const [state, setState] = useState<{ key: string | number | null; items: T[]; loading: boolean; error: string | null }>({
    key: null,
    items: [],
    loading: false,
    error: null,
  });
  useEffect(() => {
    if (key === null) {
      setState({ key, items: [], loading: false, error: null });
      return;
    }
    let live = true;
    setState((s) => ({ key, items: s.key === key ? s.items : [], loading: true, error: null }));
    load().then(
      (items) => live && setState({ key, items, loading: false, error: null }),
      (error: unknown) =>
        live && setState({ key, items: [], loading: false, error: (error as Error).message || '' }),
    );
    return () => {
      live = false;
    };
    // `load` is read for the current key only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

import { useEffect, useState } from 'react';
import { useNearViewport, useNotify } from '@sisacte/ui';

export interface YearData<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Calls `load(year)` (and again when the year or `key` changes), once `enabled` (a panel near the screen); a
 * failure is notified and leaves `failed`.
 */
export function useYearData<T>(load: (year: number) => Promise<T>, year: number, key = '', enabled = true): YearData<T> {
  const notify = useNotify();
  const [state, setState] = useState<YearData<T>>({ data: null, loading: true, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    load(year).then(
      (data) => alive && setState({ data, loading: false, failed: false }),
      (error: unknown) => {
        if (!alive) return;
        notify.error(error);
        setState({ data: null, loading: false, failed: true });
      },
    );
    return () => {
      alive = false;
    };
    // `load` is a module-level function; the key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [year, key, enabled]);
  return state;
}

/**
 * A panel's year (starting at `initialYear`) and what it loads for it, asked for once the panel comes near the
 * screen (below the fold, when scrolled towards); `card` is what PanelCard takes of them.
 */
export function usePanelYear<T>(initialYear: number, load: (year: number) => Promise<T>, key = '') {
  const [year, setYear] = useState(initialYear);
  const [near, nearRef] = useNearViewport();
  const { data, loading } = useYearData(load, year, key, near);
  return { year, data, card: { year, onYear: setYear, loading, nearRef } };
}

import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Page } from '@sisacte/contracts/common/page';

export interface ServerPageState<T> {
  data: Page<T> | undefined;
  loading: boolean;
  error: Error | null;
  /** 0-based page, kept in the address (?page=) so a reload or a shared link keeps it. */
  pageNumber: number;
  setPageNumber: (page: number) => void;
  reload: () => void;
}

/**
 * Loads one page of a server list. `load` is called again whenever the page number or
 * `filterKey` (a stable string of the current filters) changes.
 */
export function useServerPage<T>(load: (page: number) => Promise<Page<T>>, filterKey: string): ServerPageState<T> {
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const [data, setData] = useState<Page<T>>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    load(pageNumber)
      .then((page) => {
        if (cancelled) return;
        // The list shrank under us (e.g. after a delete): show the last page that exists.
        if (page.totalPages > 0 && pageNumber >= page.totalPages) {
          setParams((p) => (p.set('page', String(page.totalPages - 1)), p), { replace: true });
          return;
        }
        setData(page);
        setError(null);
      })
      .catch((e: Error) => !cancelled && setError(e))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
    // `load` changes identity on every render; filterKey stands for its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageNumber, filterKey, tick]);

  const setPageNumber = useCallback(
    (page: number) => setParams((p) => (page ? p.set('page', String(page)) : p.delete('page'), p)),
    [setParams],
  );
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, loading, error, pageNumber, setPageNumber, reload };
}

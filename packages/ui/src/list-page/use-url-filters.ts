import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How one list's filters are read from and written to the address. Define it once, outside the component. */
export interface UrlFilterCodec<F> {
  /** Address query → filters; unknown or malformed values are ignored. */
  read: (params: URLSearchParams) => F;
  /** Filters → address query: replaces this list's keys in `into` and keeps the others. */
  write: (values: F, into: URLSearchParams) => URLSearchParams;
  /** A stable string of the filters: a new key loads the list again. */
  key: (values: F) => string;
}

export interface UrlFilters<F> {
  /** What the list shows now (read from the address). */
  applied: F;
  /** `codec.key(applied)`, for useServerPage. */
  key: string;
  /** What the filter box holds, not yet searched. */
  draft: F;
  setDraft: (values: F) => void;
  /** Searches: writes `values` to the address and goes back to the first page. */
  apply: (values: F) => void;
  /** 'Limpar': the box and the address both go back to `values`. */
  reset: (values: F) => void;
}

/**
 * A list's filters kept in the address (?name=..&page=..), so a reload, back/forward or a shared link
 * shows the same list. The box edits a draft; `apply` makes it the address.
 */
export function useUrlFilters<F>(codec: UrlFilterCodec<F>): UrlFilters<F> {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => codec.read(params), [codec, params]);
  const key = codec.key(applied);
  const [draft, setDraft] = useState<F>(applied);
  const [draftKey, setDraftKey] = useState(key);
  // Back/forward or a link changed the address: the box shows what is applied.
  if (draftKey !== key) {
    setDraftKey(key);
    setDraft(applied);
  }

  const apply = useCallback(
    (values: F) =>
      setParams((p) => {
        const next = codec.write(values, p);
        // a new search starts at the first page
        next.delete('page');
        return next;
      }),
    [codec, setParams],
  );
  const reset = useCallback(
    (values: F) => {
      setDraft(values);
      apply(values);
    },
    [apply],
  );
  return { applied, key, draft, setDraft, apply, reset };
}

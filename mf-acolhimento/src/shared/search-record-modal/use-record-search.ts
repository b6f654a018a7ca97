import { useCallback, useEffect, useState, type Key } from 'react';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { type Page } from '@sisacte/contracts/common/page';
import { useNotify } from '@sisacte/ui';
import { DEFAULT_FILTERS, type WelcomedFilterValues } from '../welcomed-filters/filters';
import { listWelcomeds } from '../welcomed-filters/list-api';

/**
 * The search modal's state: the filter draft, the searched filters and their page, and the checked rows
 * (kept across pages, in the order they were checked). Each opening starts afresh with the active people.
 */
export function useRecordSearch(open: boolean) {
  const notify = useNotify();
  const [draft, setDraft] = useState<WelcomedFilterValues>(DEFAULT_FILTERS);
  const [applied, setApplied] = useState<WelcomedFilterValues>(DEFAULT_FILTERS);
  const [page, setPage] = useState<Page<WelcomedListItem>>();
  const [loading, setLoading] = useState(false);
  const [checked, setChecked] = useState<number[]>([]);
  const [checkedRows, setCheckedRows] = useState<Map<number, WelcomedListItem>>(new Map());

  const load = useCallback(
    (filters: WelcomedFilterValues, number: number) => {
      setLoading(true);
      listWelcomeds(filters, number)
        .then(setPage)
        .catch(notify.error)
        .finally(() => setLoading(false));
    },
    // notify is a new object each render and only shows messages
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    if (!open) return;
    setDraft(DEFAULT_FILTERS);
    setApplied(DEFAULT_FILTERS);
    setChecked([]);
    setCheckedRows(new Map());
    load(DEFAULT_FILTERS, 0);
  }, [open, load]);

  /** 'Localizar': the draft becomes the search, from the first page. */
  function search() {
    setApplied(draft);
    load(draft, 0);
  }

  function goToPage(n: number) {
    load(applied, n);
  }

  function check(keys: readonly Key[], rows: readonly (WelcomedListItem | undefined)[]) {
    setChecked(keys as number[]);
    setCheckedRows((before) => {
      const next = new Map(before);
      for (const r of rows) if (r) next.set(r.id, r);
      for (const id of next.keys()) if (!keys.includes(id)) next.delete(id);
      return next;
    });
  }

  const checkedList = () => checked.map((id) => checkedRows.get(id)).filter((r): r is WelcomedListItem => !!r);

  return { draft, setDraft, applied, page, loading, checked, check, checkedList, search, goToPage };
}

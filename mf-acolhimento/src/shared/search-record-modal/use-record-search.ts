import { useEffect, useState, type Key } from 'react';
import { type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { type Page } from '@sisacte/contracts/common/page';
import { useNotify } from '@sisacte/ui';
import { DEFAULT_FILTERS, type WelcomedFilterValues } from '../welcomed-filters/filters';
import { listWelcomeds } from '../welcomed-filters/list-api';

/** One search to run: its filters and page (a new object for each 'Localizar', even with the same filters). */
interface SearchRequest {
  filters: WelcomedFilterValues;
  page: number;
}

/**
 * The search modal's state: the filter draft, the searched filters and their page, and the checked rows
 * (kept across pages, in the order they were checked). Each opening starts afresh with the active people.
 * The last search asked for is the one shown: an earlier answer arriving later is dropped, so a 'Localizar'
 * pressed while the opening's list still loads is neither lost nor overwritten.
 */
export function useRecordSearch(open: boolean) {
  const notify = useNotify();
  const [draft, setDraft] = useState<WelcomedFilterValues>(DEFAULT_FILTERS);
  const [applied, setApplied] = useState<WelcomedFilterValues>(DEFAULT_FILTERS);
  const [request, setRequest] = useState<SearchRequest>();
  const [page, setPage] = useState<Page<WelcomedListItem>>();
  const [loading, setLoading] = useState(false);
  const [checked, setChecked] = useState<number[]>([]);
  const [checkedRows, setCheckedRows] = useState<Map<number, WelcomedListItem>>(new Map());

  useEffect(() => {
    if (!open) return;
    setDraft(DEFAULT_FILTERS);
    setApplied(DEFAULT_FILTERS);
    setChecked([]);
    setCheckedRows(new Map());
    setRequest({ filters: DEFAULT_FILTERS, page: 0 });
  }, [open]);

  useEffect(() => {
    if (!open || !request) return;
    let superseded = false;
    setLoading(true);
    listWelcomeds(request.filters, request.page)
      .then((answer) => !superseded && setPage(answer))
      .catch((error: unknown) => !superseded && notify.error(error))
      .finally(() => !superseded && setLoading(false));
    return () => {
      superseded = true;
    };
    // notify is a new object each render and only shows messages
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, request]);

  /** 'Localizar': the draft becomes the search, from the first page. */
  function search() {
    setApplied(draft);
    setRequest({ filters: draft, page: 0 });
  }

  function goToPage(n: number) {
    setRequest({ filters: applied, page: n });
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

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A screen's tab kept in the address as ?tab=; the first of `tabs` is the default and leaves the address clean. */
export function useTabParam<K extends string>(tabs: readonly K[]): [K, (tab: K) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!;
  const raw = params.get('tab') ?? '';
  const tab = (tabs as readonly string[]).includes(raw) ? (raw as K) : first;
  const setTab = useCallback((next: K) => setParams((p) => (next === first ? p.delete('tab') : p.set('tab', next), p)), [setParams, first]);
  return [tab, setTab];
}

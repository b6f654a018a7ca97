import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WELCOMED_TABS, type WelcomedTab } from '../../shared/paths';

/** The open tab lives in the address (?tab=info|parents|history|trajectory) so a reload or a link keeps it. */
export function useWelcomedTab(): [WelcomedTab, (tab: WelcomedTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: WelcomedTab = (WELCOMED_TABS as readonly string[]).includes(raw ?? '') ? (raw as WelcomedTab) : 'info';
  const setTab = useCallback(
    (next: WelcomedTab) =>
      setParams((p) => {
        if (next === 'info') p.delete('tab');
        else p.set('tab', next);
        return p;
      }),
    [setParams],
  );
  return [tab, setTab];
}

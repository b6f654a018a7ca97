import { useEffect, useState } from 'react';
import { type Anonymisation } from '@sisacte/contracts/audit/lgpd';
import { getAnonymisation } from './api';

/** Whether the person `id` was anonymised (undefined while unknown), asked again when `version` changes. */
export function useAnonymisation(id: number | undefined, version: number): Anonymisation | undefined {
  const [state, setState] = useState<{ id: number; value: Anonymisation } | undefined>();
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    getAnonymisation(id).then(
      (value) => live && setState({ id, value }),
      () => undefined, // unknown: neither the banner nor the 'Anonimizar' button shows
    );
    return () => {
      live = false;
    };
  }, [id, version]);
  return state && state.id === id ? state.value : undefined;
}

import { useEffect, useState } from 'react';
import { loadStates } from './api';

/** Whether the country has states in our tables (undefined while loading). */
export function useHasStates(country: number | null): boolean | undefined {
  const [answer, setAnswer] = useState<{ country: number | null; has: boolean | undefined }>({ country: null, has: undefined });
  useEffect(() => {
    if (country === null) return;
    let live = true;
    loadStates(country).then(
      (states) => live && setAnswer({ country, has: states.length > 0 }),
      () => live && setAnswer({ country, has: true }),
    );
    return () => {
      live = false;
    };
  }, [country]);
  return answer.country === country ? answer.has : undefined;
}

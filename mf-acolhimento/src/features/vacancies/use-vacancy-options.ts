import { useEffect, useState } from 'react';
import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { useNotify } from '@sisacte/ui';
import { listFunctions } from '../../shared/lookups-api';
import { type EmployerOption, listEmployerOptions } from './api';

/** The employers (by name) and functions (professions) a vacancy can have; undefined while loading. */
export function useVacancyOptions(withFunctions = true) {
  const notify = useNotify();
  const [employers, setEmployers] = useState<EmployerOption[]>();
  const [functions, setFunctions] = useState<WelcomedFunction[]>();
  useEffect(() => {
    listEmployerOptions().then(setEmployers, (e: unknown) => {
      setEmployers([]);
      notify.error(e);
    });
    if (withFunctions) listFunctions().then(setFunctions, () => setFunctions([]));
    // notify is a new object each render and only shows messages
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withFunctions]);
  return { employers, functions };
}

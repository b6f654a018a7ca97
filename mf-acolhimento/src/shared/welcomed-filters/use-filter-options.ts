import { useEffect, useState } from 'react';
import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { type UserOption } from '@sisacte/contracts/auth/users';
import { listFunctions, listUserOptions, type ForwardingTypeOption } from '../lookups-api';

export interface FilterOptions {
  users: UserOption[];
  functions: WelcomedFunction[];
  /**
   * null: the referral-type filter is hidden. Referral types ship with their own screens (and
   * GET /api/forwarding-types-list); until then nothing asks the server for them.
   */
  forwardingTypes: ForwardingTypeOption[] | null;
  loading: boolean;
}

/** The lists behind the author and functions filters, loaded once per screen. */
export function useFilterOptions(enabled = true): FilterOptions {
  const [state, setState] = useState<FilterOptions>({ users: [], functions: [], forwardingTypes: null, loading: true });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    Promise.all([listUserOptions().catch(() => [] as UserOption[]), listFunctions().catch(() => [] as WelcomedFunction[])]).then(
      ([users, functions]) => {
        if (live) setState({ users, functions, forwardingTypes: null, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

import { useEffect, useState } from 'react';
import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { type UserOption } from '@sisacte/contracts/auth/users';
import { listForwardingTypes, listFunctions, listUserOptions, type ForwardingTypeOption } from '../lookups-api';

export interface FilterOptions {
  users: UserOption[];
  functions: WelcomedFunction[];
  /** null: GET /api/forwarding-types-list does not answer yet, so the referral-type filter is hidden. */
  forwardingTypes: ForwardingTypeOption[] | null;
  loading: boolean;
}

/** The lists behind the author, functions and referral-type filters, loaded once per screen. */
export function useFilterOptions(enabled = true): FilterOptions {
  const [state, setState] = useState<FilterOptions>({ users: [], functions: [], forwardingTypes: null, loading: true });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    Promise.all([
      listUserOptions().catch(() => [] as UserOption[]),
      listFunctions().catch(() => [] as WelcomedFunction[]),
      listForwardingTypes(),
    ]).then(([users, functions, forwardingTypes]) => {
      if (live) setState({ users, functions, forwardingTypes, loading: false });
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

import { useEffect, useState } from 'react';
import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { type UserOption } from '@sisacte/contracts/auth/users';
import { listForwardingTypeOptions, listFunctions, listUserOptions, type ForwardingTypeOption } from '../lookups-api';

export interface FilterOptions {
  users: UserOption[];
  functions: WelcomedFunction[];
  /** null: the referral-type filter is hidden (the list could not be loaded). */
  forwardingTypes: ForwardingTypeOption[] | null;
  loading: boolean;
}

/** The lists behind the author, referral-type and functions filters, loaded once per screen. */
export function useFilterOptions(enabled = true): FilterOptions {
  const [state, setState] = useState<FilterOptions>({ users: [], functions: [], forwardingTypes: [], loading: true });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    Promise.all([
      listUserOptions().catch(() => [] as UserOption[]),
      listFunctions().catch(() => [] as WelcomedFunction[]),
      listForwardingTypeOptions().catch(() => null),
    ]).then(([users, functions, forwardingTypes]) => {
      if (live) setState({ users, functions, forwardingTypes, loading: false });
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

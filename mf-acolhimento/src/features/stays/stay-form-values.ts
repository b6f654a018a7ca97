import { type Stay } from '@sisacte/contracts/acolhimento/stays';
import { todayIso } from '../../shared/format';
import { type PersonOption } from '../../shared/person-picker/person-autocomplete';

/** checkin: a new stay; checkout: the day of leaving of an open stay; edit: either date of a stay. */
export type StayFormMode = 'checkin' | 'checkout' | 'edit';

export interface StayFormValues {
  /** The stay's id (check-out and edit). */
  id?: number;
  welcomed: PersonOption | null;
  /** YYYY-MM-DD */
  checkin: string | null;
  checkout: string | null;
}

/** What the form starts with: a check-in today, or the stay as stored (a check-out proposes today). */
export function initialStayValues(mode: StayFormMode, stay?: Stay, person?: PersonOption | null): StayFormValues {
  if (!stay) return { welcomed: person ?? null, checkin: todayIso(), checkout: null };
  return {
    id: stay.id,
    welcomed: { id: stay.welcomed.id, name: stay.welcomed.name },
    checkin: stay.checkin,
    checkout: stay.checkout ?? (mode === 'checkout' ? todayIso() : null),
  };
}

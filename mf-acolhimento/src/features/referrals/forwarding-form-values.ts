import { type Forwarding } from '@sisacte/contracts/acolhimento/forwardings';
import { todayIso } from '../../shared/format';
import { type PersonOption } from '../../shared/person-picker/person-autocomplete';

/** What the referral form holds. */
export interface ForwardingFormValues {
  welcomed: PersonOption | null;
  /** YYYY-MM-DD */
  date_of_register: string | null;
  /** Ids of the chosen types. */
  forwardingTypes: number[];
  notes: string;
}

/** A new referral starts today with the person of the address, if any; an existing one as stored. */
export function initialForwardingValues(forwarding?: Forwarding, person?: PersonOption | null): ForwardingFormValues {
  if (!forwarding) return { welcomed: person ?? null, date_of_register: todayIso(), forwardingTypes: [], notes: '' };
  return {
    welcomed: { id: forwarding.welcomed.id, name: forwarding.welcomed.name },
    date_of_register: forwarding.date_of_register,
    forwardingTypes: forwarding.forwardingTypes.map((t) => t.id),
    notes: forwarding.notes ?? '',
  };
}

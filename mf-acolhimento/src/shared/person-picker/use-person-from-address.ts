import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getPerson } from './api';
import { type PersonOption } from './person-autocomplete';

const PERSON_NOT_FOUND = 'Pessoa não encontrada';

/**
 * ?welcomed_id= of a new record's form (check-in, referral): that person, filled in and kept.
 * `person` is undefined while loading, null when the address names none.
 */
export function usePersonFromAddress(): { person: PersonOption | null | undefined; error: string | null } {
  const [params] = useSearchParams();
  const raw = params.get('welcomed_id');
  const [person, setPerson] = useState<PersonOption | null | undefined>(raw ? undefined : null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!raw) return;
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      setError(PERSON_NOT_FOUND);
      return;
    }
    getPerson(id).then(
      (p) => setPerson({ id: p.id, name: p.name }),
      (e: Error) => setError(e.message),
    );
  }, [raw]);
  return { person, error };
}

export interface RecordPerson {
  /** The address's person (?welcomed_id=): undefined while loading, null when it names none. */
  fromAddress: PersonOption | null | undefined;
  /** Why the address's person cannot be shown, or null. */
  error: string | null;
  /** The stored record, or the address's person, is still loading. */
  loading: boolean;
  /** The form may not change the person: the stored record's, or the one the address names. */
  fixed: boolean;
  /** The screen's title with the stored record's person: 'Check-out: Ana Pérez'. */
  titled: (title: string) => string;
}

/** The person of a form about one person (a stay, a referral): the stored record's when editing, else the address's. */
export function useRecordPerson(record: { welcomed: { name: string } } | undefined, editing: boolean): RecordPerson {
  const { person, error } = usePersonFromAddress();
  return {
    fromAddress: person,
    error,
    loading: editing ? !record : person === undefined,
    fixed: editing || !!person,
    titled: (title) => (record ? `${title}: ${record.welcomed.name}` : title),
  };
}

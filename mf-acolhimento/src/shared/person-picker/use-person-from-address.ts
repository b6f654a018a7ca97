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

import { useParams } from 'react-router-dom';

/** The record a form route is about: `:param` as a number, or null for a new record (no such parameter). */
export function useRouteId(param = 'id'): { id: number | null; editing: boolean } {
  const raw = useParams()[param];
  const id = raw ? Number(raw) : null;
  return { id, editing: id !== null };
}

import { useState } from 'react';

/**
 * How many people a record has linked, for its tab's title: the loaded record's count, then the server's after the
 * tab changes them (`refresh`, which reloads the record alone, so the form keeps what was typed).
 */
export function useLinkedCount<E extends { id: number }>(record: E | undefined, countOf: (record: E) => number, get: (id: number) => Promise<E>) {
  const [fresh, setFresh] = useState<{ id: number; count: number }>();
  const count = record && (fresh && fresh.id === record.id ? fresh.count : countOf(record));
  const refresh = (id: number) => void get(id).then((r) => setFresh({ id, count: countOf(r) }), () => undefined);
  return { count, refresh };
}

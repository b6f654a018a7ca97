import { useEffect, useState } from 'react';

export interface DebouncedSearch<T> {
  /** The text as searched: trimmed. */
  typed: string;
  /** What the last search found; empty below `minLength` or when it failed. */
  found: T[];
  searching: boolean;
}

/**
 * Searches the server for what the user types into a select: `delayMs` after the last key, and only from
 * `minLength` characters on; an answer that comes after the text changed again is dropped.
 */
export function useDebouncedSearch<T>(text: string, search: (typed: string) => Promise<T[]>, minLength: number, delayMs: number): DebouncedSearch<T> {
  const [found, setFound] = useState<T[]>([]);
  const [searching, setSearching] = useState(false);
  const typed = text.trim();

  useEffect(() => {
    if (typed.length < minLength) {
      setFound([]);
      setSearching(false);
      return;
    }
    let live = true;
    setSearching(true);
    const timer = setTimeout(() => {
      search(typed)
        .then(
          (list) => live && setFound(list),
          () => live && setFound([]),
        )
        .finally(() => live && setSearching(false));
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `search` changes identity on every render; the text is what decides what is searched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, minLength, delayMs]);

  return { typed, found, searching };
}

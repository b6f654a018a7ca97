import { useEffect, useRef, useState } from 'react';

/** How long the 'salvando…' mark stays on a question. */
const SAVING_MARK_MS = 2000;

/** The questions showing 'salvando…', each for 2 s after its last change. */
export function useSavingMarks() {
  const [saving, setSaving] = useState<Record<number, boolean>>({});
  const timers = useRef<Record<number, ReturnType<typeof setTimeout>>>({});

  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach(clearTimeout);
  }, []);

  function markSaving(ids: number[]) {
    setSaving((s) => ({ ...s, ...Object.fromEntries(ids.map((id) => [id, true])) }));
    for (const id of ids) {
      clearTimeout(timers.current[id]);
      timers.current[id] = setTimeout(() => setSaving((s) => ({ ...s, [id]: false })), SAVING_MARK_MS);
    }
  }

  return { saving, markSaving };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { clearDraft, emptyValues, hasContent, loadDraft, newIdempotencyKey, saveDraft, type WizardValues } from './draft';

/**
 * The wizard's form, kept in this browser as a draft (it survives a reload) until the complaint is
 * sent. A restored draft keeps its panel and its Idempotency-Key, so a resent draft never files twice.
 */
export function useWizardDraft() {
  const initial = useMemo(() => loadDraft(), []);
  const idempotencyKey = useRef(initial?.idempotencyKey ?? newIdempotencyKey());
  const [restored, setRestored] = useState(!!initial && hasContent(initial.values));
  const form = useForm<WizardValues>({ defaultValues: initial?.values ?? emptyValues(), mode: 'onTouched' });
  const { getValues, reset, watch } = form;
  const stepRef = useRef(initial?.step ?? 0);
  const sentRef = useRef(false);

  const persist = useCallback(() => {
    if (!sentRef.current) saveDraft({ values: getValues(), step: stepRef.current, idempotencyKey: idempotencyKey.current });
  }, [getValues]);

  useEffect(() => {
    const subscription = watch(() => persist());
    return () => subscription.unsubscribe();
  }, [watch, persist]);

  /** The panel on screen is part of the draft. */
  const persistStep = useCallback(
    (step: number) => {
      stepRef.current = step;
      persist();
    },
    [persist],
  );

  /** Sent: the draft is gone and nothing more is saved. */
  const markSent = useCallback(() => {
    sentRef.current = true;
    clearDraft();
  }, []);

  /** An empty form with a new key, for a new complaint. */
  const restart = useCallback(() => {
    sentRef.current = false;
    clearDraft();
    idempotencyKey.current = newIdempotencyKey();
    reset(emptyValues());
    setRestored(false);
  }, [reset]);

  return {
    form,
    initialStep: initial?.step ?? 0,
    /** True while the notice 'Continuamos de onde você parou.' is due. */
    restored,
    dismissRestored: () => setRestored(false),
    idempotencyKey: () => idempotencyKey.current,
    persist,
    persistStep,
    markSent,
    restart,
  };
}

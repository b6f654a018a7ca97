import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearHiddenAnswers } from '@sisacte/contracts/denuncias/question-visibility';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { answerKey, toAnswerMap, type WizardValues } from './draft';

/** Changing a parent's answer clears the answers of the questions it now hides; returns the handler. */
export function useClearHiddenAnswers(form: UseFormReturn<WizardValues>, categories: QuestionCategory[] | null, persist: () => void) {
  const { getValues, setValue } = form;
  return useCallback(() => {
    if (!categories) return;
    const all = toAnswerMap(getValues('respostas') ?? {});
    const kept = clearHiddenAnswers(categories, all);
    for (const id of Object.keys(all)) {
      if (!(Number(id) in kept)) setValue(`respostas.${answerKey(Number(id))}`, null);
    }
    persist();
  }, [categories, getValues, setValue, persist]);
}

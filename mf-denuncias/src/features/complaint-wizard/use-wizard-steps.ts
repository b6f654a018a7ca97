import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { isQuestionVisible } from '@sisacte/contracts/denuncias/question-visibility';
import { type Question, type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { useT } from '../../i18n';
import { answerKey, toAnswerMap, type WizardValues } from './draft';

/** One panel of the wizard and the fields it validates before the next one. */
interface WizardStep {
  key: string;
  title: string;
  fields: () => FieldPath<WizardValues>[];
}

/** Panels 1 and 2 are the establishment and its place; each question category is a panel after them. */
const FIRST_CATEGORY_STEP = 2;

/**
 * Which panel is on screen, and moving between panels: a panel's fields are validated before
 * the next one opens. `onStepShown` hears every change of panel.
 */
export function useWizardSteps(
  form: UseFormReturn<WizardValues>,
  categories: QuestionCategory[] | null,
  byId: ReadonlyMap<number, Question>,
  initialStep: number,
  onStepShown: (step: number) => void,
) {
  const { getFieldState, getValues, setValue, trigger } = form;
  const { t } = useT();
  const [step, setStep] = useState(initialStep);
  const panelRef = useRef<HTMLDivElement>(null);

  const steps: WizardStep[] = useMemo(
    () => [
      { key: 'estabelecimento', title: t('wizard.stepEstablishment'), fields: () => ['nomefantasia', 'enderecoempresa', 'estabelecimento_encerramento'] },
      { key: 'local', title: t('wizard.stepPlace'), fields: () => ['uf', 'municipio'] },
      ...(categories ?? []).map((c) => ({
        key: `categoria-${c.id}`,
        title: c.titulo,
        fields: () =>
          c.questoes
            .filter((q) => isQuestionVisible(q, toAnswerMap(getValues('respostas') ?? {}), byId))
            .map((q) => `respostas.${answerKey(q.id)}` as FieldPath<WizardValues>),
      })),
    ],
    [categories, byId, getValues, t],
  );
  const last = steps.length - 1;
  const current = Math.min(step, last);

  useEffect(() => onStepShown(current), [current, onStepShown]);

  async function validateStep(index: number): Promise<boolean> {
    const panel = steps[index];
    if (!panel) return true;
    const fields = panel.fields();
    const ok = await trigger(fields, { shouldFocus: true });
    if (!ok) {
      // The form checks a field at each change only once it was touched (mode onTouched), and radios
      // and checkboxes are never blurred: a field shown in error is marked touched, so its message
      // goes away as soon as it is answered, not at the next click on Próximo.
      for (const name of fields) if (getFieldState(name).invalid) setValue(name, getValues(name), { shouldTouch: true });
      // Groups (radios, checkboxes) have no single input to focus: move to the first field in error.
      setTimeout(() => {
        const field = panelRef.current?.querySelector<HTMLElement>('.ant-form-item-has-error input, .ant-form-item-has-error textarea');
        if (field && document.activeElement !== field) field.focus();
      });
    }
    return ok;
  }

  /** Every panel valid, or the first one in error is opened. */
  async function validateAll(): Promise<boolean> {
    for (let i = 0; i < steps.length; i++) {
      if (!(await validateStep(i))) {
        setStep(i);
        return false;
      }
    }
    return true;
  }

  return {
    steps,
    current,
    last,
    category: current >= FIRST_CATEGORY_STEP ? categories?.[current - FIRST_CATEGORY_STEP] : undefined,
    panelRef,
    next: async () => {
      if (await validateStep(current)) setStep(current + 1);
    },
    previous: () => setStep(Math.max(0, current - 1)),
    goTo: setStep,
    validateAll,
  };
}

import { useMemo } from 'react';
import { Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { isQuestionVisible } from '@sisacte/contracts/denuncias/question-visibility';
import { type Question, type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { toAnswerMap, type WizardValues } from './draft';
import { useT } from '../../i18n';
import { QuestionField } from './question-field';

interface PanelQuestionsProps {
  category: QuestionCategory;
  byId: ReadonlyMap<number, Question>;
  control: Control<WizardValues>;
  onAnswered: () => void;
}

/** A category's panel: its questions that the answers so far make visible. */
export function PanelQuestions({ category, byId, control, onAnswered }: PanelQuestionsProps) {
  const { t } = useT();
  const respostas = useWatch({ control, name: 'respostas' });
  const answers = useMemo(() => toAnswerMap(respostas ?? {}), [respostas]);
  const visible = category.questoes.filter((q) => isQuestionVisible(q, answers, byId));
  return (
    <>
      {visible.length === 0 && <Typography.Paragraph>{t('wizard.noQuestions')}</Typography.Paragraph>}
      {visible.map((q) => (
        <QuestionField key={q.id} question={q} control={control} onAnswered={onAnswered} />
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import { Checkbox, Form, Input, Radio, Space } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { isAnswered, NUMBER_ANSWER_FORM, NUMBER_ANSWER_PATTERN, plainNumberAnswer } from '@sisacte/contracts/denuncias/question-visibility';
import { MAX_TEXT_ANSWER, type Question } from '@sisacte/contracts/denuncias/questions';
import type { TFunction } from '@sisacte/ui/i18n';
import { useT } from '../../i18n';
import { answerKey, type WizardValues } from './draft';

/** The rule of one question: required (a required checkbox group needs one ticked), number format, length; its message in the page's language. */
function validateAnswer(question: Question, value: unknown, t: TFunction): true | string {
  const answered = isAnswered(value as never);
  if (!answered) {
    if (!question.requerido) return true;
    return question.tipo === 4 ? t('question.requiredChoices') : t('question.requiredAnswer');
  }
  if (question.tipo === 2) {
    const text = plainNumberAnswer(String(value));
    if (!NUMBER_ANSWER_PATTERN.test(text)) return NUMBER_ANSWER_FORM.test(text) ? t('question.numberTooLong') : t('question.numberOnly');
  }
  if (question.tipo === 1 && String(value).length > MAX_TEXT_ANSWER) return t('question.textTooLong', { max: MAX_TEXT_ANSWER });
  return true;
}

/**
 * A text of the questionnaire: on a page in another language, a text not translated yet comes in Portuguese
 * (`idioma: 'pt'`), so it is marked as Portuguese for screen readers and says so, in the page's language.
 */
function QuestionText({ text, idioma, page, t }: { text: string; idioma: string | undefined; page: string; t: TFunction }): ReactNode {
  if (page === 'pt' || idioma !== 'pt') return text;
  return (
    <>
      <span lang="pt-BR">{text}</span> <span className="wizard-in-portuguese" style={{ fontSize: 12, color: '#595959' }}>{t('question.inPortuguese')}</span>
    </>
  );
}

interface QuestionFieldProps {
  question: Question;
  control: Control<WizardValues>;
  /** Called after the answer changes (a parent's change may hide children and clear their answers). */
  onAnswered: () => void;
}

/** One question of the wizard, by type: 1 text, 2 number, 3 radio, 4 checkboxes. */
export function QuestionField({ question, control, onAnswered }: QuestionFieldProps) {
  const { t, i18n } = useT();
  const id = `questao-${question.id}`;
  const name = `respostas.${answerKey(question.id)}` as const;
  const statement = <QuestionText text={question.enunciado} idioma={question.idioma} page={i18n.language} t={t} />;
  // The question's help text (a word explained, an example), under the statement.
  const hintId = `${id}-dica`;
  const hint = question.ajuda ? (
    <p id={hintId} className="wizard-question-hint" style={{ margin: '0 0 8px', fontSize: 13, color: '#595959' }} lang={question.idioma === 'pt' && i18n.language !== 'pt' ? 'pt-BR' : undefined}>
      {question.ajuda}
    </p>
  ) : null;
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (value) => validateAnswer(question, value, t) }}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const status = error ? ('error' as const) : undefined;
        const helpId = `${id}-ajuda`;
        const describedBy = [hint ? hintId : null, error ? helpId : null].filter(Boolean).join(' ') || undefined;
        if (question.tipo === 1 || question.tipo === 2) {
          return (
            <Form.Item label={statement} required={question.requerido} htmlFor={id} validateStatus={status} help={error && <span id={helpId}>{error}</span>}>
              {hint}
              {question.tipo === 1 ? (
                <Input.TextArea
                  id={id}
                  ref={field.ref}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  autoSize={{ minRows: 2, maxRows: 8 }}
                  maxLength={MAX_TEXT_ANSWER}
                  aria-invalid={!!error}
                  aria-describedby={describedBy}
                  aria-required={question.requerido}
                />
              ) : (
                <Input
                  id={id}
                  ref={field.ref}
                  inputMode="decimal"
                  value={(field.value as string | undefined) ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  maxLength={26} // 15 digits with their thousands dots, a comma and 6 decimals
                  style={{ maxWidth: 240 }}
                  aria-invalid={!!error}
                  aria-describedby={describedBy}
                  aria-required={question.requerido}
                />
              )}
            </Form.Item>
          );
        }
        const legendId = `${id}-titulo`;
        const answer = (value: number | number[]) => {
          field.onChange(value);
          onAnswered();
        };
        // One radio or checkbox per option, stacked.
        const choices = (Choice: typeof Radio | typeof Checkbox) => (
          <Space orientation="vertical">
            {question.opcoes.map((o) => (
              <Choice key={o.id} value={o.id}>
                <QuestionText text={o.valor} idioma={o.idioma} page={i18n.language} t={t} />
              </Choice>
            ))}
          </Space>
        );
        return (
          <fieldset
            id={id}
            aria-labelledby={legendId}
            aria-describedby={describedBy}
            aria-invalid={!!error}
            className="wizard-question"
            style={{ border: 0, padding: 0, minWidth: 0 }}
          >
            <legend id={legendId} className={question.requerido ? 'wizard-legend wizard-legend-required' : 'wizard-legend'}>
              {statement}
              {question.requerido && <span className="visually-hidden"> {t('question.requiredMark')}</span>}
            </legend>
            {hint}
            <Form.Item validateStatus={status} help={error && <span id={helpId}>{error}</span>}>
              {question.tipo === 3 ? (
                <Radio.Group value={(field.value as number | null | undefined) ?? null} onChange={(e) => answer(e.target.value as number)}>
                  {choices(Radio)}
                </Radio.Group>
              ) : (
                <Checkbox.Group value={(field.value as number[] | null | undefined) ?? []} onChange={(v) => answer(v as number[])}>
                  {choices(Checkbox)}
                </Checkbox.Group>
              )}
            </Form.Item>
          </fieldset>
        );
      }}
    />
  );
}

import { Checkbox, Form, Input, Radio, Space } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { isAnswered, NUMBER_ANSWER_FORM, NUMBER_ANSWER_PATTERN, plainNumberAnswer } from '@sisacte/contracts/denuncias/question-visibility';
import { MAX_TEXT_ANSWER, type Question } from '@sisacte/contracts/denuncias/questions';
import { answerKey, type WizardValues } from './draft';

const REQUIRED_ANSWER_MESSAGE = 'Responda esta pergunta.';
const REQUIRED_CHOICES_MESSAGE = 'Marque ao menos uma opção.';
const NUMBER_ANSWER_MESSAGE = 'Digite só números (por exemplo: 12, 1.200 ou 3,5).';
const NUMBER_TOO_LONG_MESSAGE = 'Use até 15 algarismos antes da vírgula e 6 depois.';

/** The rule of one question: required (a required checkbox group needs one ticked), number format, length. */
function validateAnswer(question: Question, value: unknown): true | string {
  const answered = isAnswered(value as never);
  if (!answered) {
    if (!question.requerido) return true;
    return question.tipo === 4 ? REQUIRED_CHOICES_MESSAGE : REQUIRED_ANSWER_MESSAGE;
  }
  if (question.tipo === 2) {
    const text = plainNumberAnswer(String(value));
    if (!NUMBER_ANSWER_PATTERN.test(text)) return NUMBER_ANSWER_FORM.test(text) ? NUMBER_TOO_LONG_MESSAGE : NUMBER_ANSWER_MESSAGE;
  }
  if (question.tipo === 1 && String(value).length > MAX_TEXT_ANSWER) return `Use no máximo ${MAX_TEXT_ANSWER} caracteres.`;
  return true;
}

interface QuestionFieldProps {
  question: Question;
  control: Control<WizardValues>;
  /** Called after the answer changes (a parent's change may hide children and clear their answers). */
  onAnswered: () => void;
}

/** One question of the wizard, by type: 1 text, 2 number, 3 radio, 4 checkboxes. */
export function QuestionField({ question, control, onAnswered }: QuestionFieldProps) {
  const id = `questao-${question.id}`;
  const name = `respostas.${answerKey(question.id)}` as const;
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (value) => validateAnswer(question, value) }}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const status = error ? ('error' as const) : undefined;
        const helpId = `${id}-ajuda`;
        if (question.tipo === 1 || question.tipo === 2) {
          return (
            <Form.Item label={question.enunciado} required={question.requerido} htmlFor={id} validateStatus={status} help={error && <span id={helpId}>{error}</span>}>
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
                  aria-describedby={error ? helpId : undefined}
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
                  aria-describedby={error ? helpId : undefined}
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
          <Space direction="vertical">
            {question.opcoes.map((o) => (
              <Choice key={o.id} value={o.id}>
                {o.valor}
              </Choice>
            ))}
          </Space>
        );
        return (
          <fieldset
            id={id}
            aria-labelledby={legendId}
            aria-describedby={error ? helpId : undefined}
            aria-invalid={!!error}
            className="wizard-question"
            style={{ border: 0, padding: 0, minWidth: 0 }}
          >
            <legend id={legendId} className={question.requerido ? 'wizard-legend wizard-legend-required' : 'wizard-legend'}>
              {question.enunciado}
              {question.requerido && <span className="visually-hidden"> (obrigatória)</span>}
            </legend>
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

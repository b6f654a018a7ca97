import { ServerErrors } from '@sisacte/ui';
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Flex, Form, Input, Select, Space } from 'antd';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { type Indicator } from '@sisacte/contracts/denuncias/indicators';
import { type EditorQuestion, MAX_AJUDA, MAX_ENUNCIADO, QUESTION_TYPE_LABELS, type QuestionType, type QuestionUpsert } from '@sisacte/contracts/denuncias/questions';
import { ApiError } from '@sisacte/api-client';
import { parentChoices } from './questionnaire-rules';
import { emptyOption, hasOptions, questionResolver, toFormValues, toQuestionBody, type QuestionFormValues } from './question-form-values';
import { QuestionOptionFields } from './question-option-fields';
import { QuestionParentFields } from './question-parent-fields';
import { QuestionTranslationFields } from './question-translation-fields';

interface QuestionFormProps {
  open: boolean;
  /** The question being edited, or null for a new one. */
  question: EditorQuestion | null;
  category: { id: number; titulo: string };
  /** Every question of the questionnaire (parent choices come from the same category). */
  questions: readonly EditorQuestion[];
  indicators: readonly Indicator[];
  /** Saves; resolves when done. Throws an ApiError to show the server's messages. */
  onSave: (body: QuestionUpsert) => Promise<void>;
  onClose: () => void;
}

const TYPE_OPTIONS = ([1, 2, 3, 4] as const).map((t) => ({ value: t, label: `${t} — ${QUESTION_TYPE_LABELS[t]}` }));

/** Create or edit one question: the four types, options with their indicators, the parent condition, and the texts in the other languages. */
export function QuestionForm({ open, question, category, questions, indicators, onSave, onClose }: QuestionFormProps) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { control, handleSubmit, reset, setValue, formState: { errors, isSubmitting } } = useForm<QuestionFormValues>({
    defaultValues: toFormValues(question, category.id),
    resolver: questionResolver(question),
  });
  const options = useFieldArray({ control, name: 'opcoes' });
  const tipo = useWatch({ control, name: 'tipo' });
  const parentId = useWatch({ control, name: 'parent' });

  useEffect(() => {
    if (open) {
      reset(toFormValues(question, category.id));
      setServerErrors([]);
    }
  }, [open, question, category.id, reset]);

  const parents = parentChoices(questions, category.id, question?.id);
  const parent = parents.find((q) => q.id === parentId);

  async function submit(values: QuestionFormValues) {
    setServerErrors([]);
    try {
      await onSave(toQuestionBody(values, question));
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    }
  }

  const title = question ? 'Editar questão' : 'Nova questão';
  return (
    <Drawer title={`${title} — ${category.titulo}`} open={open} onClose={onClose} size="min(736px, 100vw)" destroyOnHidden>
      <Form layout="vertical" onFinish={handleSubmit(submit)} aria-label={title}>
        {errors.categoria && <Alert type="error" showIcon role="alert" title={errors.categoria.message ?? 'Categoria inválida'} style={{ marginBottom: 16 }} />}
        <ServerErrors messages={serverErrors} />
        <Controller name="enunciado" control={control} render={({ field }) => (
          <Form.Item label="Enunciado" required htmlFor="q-enunciado" validateStatus={errors.enunciado ? 'error' : undefined} help={errors.enunciado?.message}>
            <Input.TextArea id="q-enunciado" {...field} maxLength={MAX_ENUNCIADO} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        )} />
        <Controller name="ajuda" control={control} render={({ field }) => (
          <Form.Item label="Texto de ajuda" htmlFor="q-ajuda" validateStatus={errors.ajuda ? 'error' : undefined}
            help={errors.ajuda?.message} extra="Opcional: uma linha sob a pergunta que explica uma palavra ou dá um exemplo.">
            <Input.TextArea id="q-ajuda" {...field} maxLength={MAX_AJUDA} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        )} />
        <Flex gap={16} wrap>
          <Controller name="tipo" control={control} render={({ field }) => (
            <Form.Item label="Tipo" required htmlFor="q-tipo" style={{ minWidth: 240 }}>
              <Select id="q-tipo" value={field.value} options={TYPE_OPTIONS} onChange={(v: QuestionType) => {
                field.onChange(v);
                // A choice question starts with one empty option.
                if (hasOptions(v) && options.fields.length === 0) options.append(emptyOption());
              }} />
            </Form.Item>
          )} />
          <Controller name="requerido" control={control} render={({ field }) => (
            <Form.Item label="Resposta">
              <Checkbox id="q-requerido" checked={field.value} onChange={(e) => field.onChange(e.target.checked)}>
                Obrigatória
              </Checkbox>
            </Form.Item>
          )} />
        </Flex>
        {hasOptions(tipo) && <QuestionOptionFields control={control} options={options} errors={errors} indicators={indicators} />}
        <QuestionParentFields control={control} setValue={setValue} errors={errors} parents={parents} parent={parent} />
        <QuestionTranslationFields control={control} errors={errors} withOptions={hasOptions(tipo)} />
        <Flex justify="end">
          <Space>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={isSubmitting}>Salvar questão</Button>
          </Space>
        </Flex>
      </Form>
    </Drawer>
  );
}

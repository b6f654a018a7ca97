import { ServerErrors } from '@sisacte/ui';
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  MAX_ENUNCIADO,
  MAX_OPTION_VALOR,
  QUESTION_TYPE_LABELS,
  questionUpsertSchema,
  type Indicator,
  type Question,
  type QuestionType,
  type QuestionUpsert,
} from '@sisacte/contracts';
import { ApiError } from '@sisacte/api-client';
import { parentChoices } from './questionnaire-rules';

export interface QuestionFormValues {
  /** Not edited here; present because the form resolves with the API's own schema. */
  categoria: { id: number };
  enunciado: string;
  tipo: QuestionType;
  requerido: boolean;
  opcoes: { id?: number | null; valor: string; indicadores: number[] }[];
  parent: number | null;
  parentAnswer: string | null;
}

export interface QuestionFormProps {
  open: boolean;
  /** The question being edited, or null for a new one. */
  question: Question | null;
  category: { id: number; titulo: string };
  /** Every question of the questionnaire (parent choices come from the same category). */
  questions: readonly Question[];
  indicators: readonly Indicator[];
  /** Saves; resolves when done. Throws an ApiError to show the server's messages. */
  onSave: (body: QuestionUpsert) => Promise<void>;
  onClose: () => void;
}

const TYPE_OPTIONS = ([1, 2, 3, 4] as const).map((t) => ({ value: t, label: `${t} — ${QUESTION_TYPE_LABELS[t]}` }));

function toValues(q: Question | null, categoryId: number): QuestionFormValues {
  if (!q) return { categoria: { id: categoryId }, enunciado: '', tipo: 1, requerido: false, opcoes: [], parent: null, parentAnswer: null };
  return {
    categoria: { id: categoryId },
    enunciado: q.enunciado,
    tipo: q.tipo,
    requerido: q.requerido,
    opcoes: q.opcoes.map((o) => ({ id: o.id, valor: o.valor, indicadores: o.indicadores.map((i) => i.id) })),
    parent: q.parent,
    parentAnswer: q.parentAnswer,
  };
}

/** The API body for the form's values (options as `{id}` references; none for types 1 and 2). */
export function toQuestionBody(values: QuestionFormValues, question: Question | null): QuestionUpsert {
  const isChoice = values.tipo === 3 || values.tipo === 4;
  return {
    ...(question ? { id: question.id, ordem: question.ordem } : {}),
    enunciado: values.enunciado,
    tipo: values.tipo,
    requerido: values.requerido,
    categoria: values.categoria,
    // SPEC §5: types 1 and 2 have no options.
    opcoes: isChoice ? values.opcoes.map((o) => ({ ...(o.id ? { id: o.id } : {}), valor: o.valor, indicadores: o.indicadores.map((id) => ({ id })) })) : [],
    parent: values.parent,
    parentAnswer: values.parent ? values.parentAnswer : null,
  };
}

/** Resolves the form with the API's own schema (questionUpsertSchema), on the body it would send. */
const questionResolver =
  (question: Question | null): Resolver<QuestionFormValues> =>
  (values) => {
    const result = questionUpsertSchema.safeParse(toQuestionBody(values, question));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      // An option's indicator list is one field in the form.
      const path = issue.path.map(String);
      const cut = path.indexOf('indicadores');
      const keys = cut >= 0 ? path.slice(0, cut + 1) : path.length ? path : ['root'];
      let node = errors;
      keys.forEach((key, i) => {
        if (i === keys.length - 1) node[key] ??= { type: 'zod', message: issue.message };
        else node = (node[key] ??= {}) as Record<string, unknown>;
      });
    }
    return { values: {}, errors: errors as FieldErrors<QuestionFormValues> };
  };

/** Create or edit one question: the four types, options with their indicators, and the parent condition. */
export function QuestionForm({ open, question, category, questions, indicators, onSave, onClose }: QuestionFormProps) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { control, handleSubmit, reset, setValue, formState: { errors, isSubmitting } } = useForm<QuestionFormValues>({
    defaultValues: toValues(question, category.id),
    resolver: questionResolver(question),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'opcoes' });
  const tipo = useWatch({ control, name: 'tipo' });
  const parentId = useWatch({ control, name: 'parent' });

  useEffect(() => {
    if (open) {
      reset(toValues(question, category.id));
      setServerErrors([]);
    }
  }, [open, question, category.id, reset]);

  const parents = parentChoices(questions, category.id, question?.id);
  const parent = parents.find((q) => q.id === parentId);
  const isChoice = tipo === 3 || tipo === 4;

  async function submit(values: QuestionFormValues) {
    setServerErrors([]);
    try {
      await onSave(toQuestionBody(values, question));
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    }
  }

  const title = question ? 'Editar questão' : 'Nova questão';
  const opcoesError = (errors.opcoes as { message?: string; root?: { message?: string } } | undefined);
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
        <Flex gap={16} wrap>
          <Controller name="tipo" control={control} render={({ field }) => (
            <Form.Item label="Tipo" required htmlFor="q-tipo" style={{ minWidth: 240 }}>
              <Select id="q-tipo" value={field.value} options={TYPE_OPTIONS} onChange={(v: QuestionType) => {
                field.onChange(v);
                if ((v === 3 || v === 4) && fields.length === 0) append({ valor: '', indicadores: [] });
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
        {isChoice && (
          <fieldset style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, marginBottom: 16 }}>
            <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0, border: 0 }}>Opções</legend>
            {fields.length === 0 && <Typography.Paragraph type="secondary">Nenhuma opção. Adicione ao menos uma.</Typography.Paragraph>}
            {fields.map((f, index) => {
              const err = errors.opcoes?.[index];
              return (
                <Flex key={f.id} gap={8} align="start" wrap style={{ marginBottom: 8 }}>
                  <Controller name={`opcoes.${index}.valor`} control={control} render={({ field }) => (
                    <Form.Item style={{ flex: '1 1 200px', marginBottom: 0 }} validateStatus={err?.valor ? 'error' : undefined} help={err?.valor?.message}>
                      <Input {...field} aria-label={`Texto da opção ${index + 1}`} maxLength={MAX_OPTION_VALOR} placeholder={`Opção ${index + 1}`} />
                    </Form.Item>
                  )} />
                  <Controller name={`opcoes.${index}.indicadores`} control={control} render={({ field }) => (
                    <Select
                      mode="multiple"
                      aria-label={`Indicadores da opção ${index + 1}`}
                      style={{ flex: '1 1 220px', minWidth: 200 }}
                      placeholder="Indicadores"
                      value={field.value}
                      onChange={field.onChange}
                      optionFilterProp="label"
                      options={indicators.map((i) => ({ value: i.id, label: `${i.nome} (peso ${i.peso})` }))}
                    />
                  )} />
                  <Button danger icon={<DeleteOutlined />} aria-label={`Remover opção ${index + 1}`} onClick={() => remove(index)} />
                </Flex>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => append({ valor: '', indicadores: [] })}>
              Adicionar opção
            </Button>
            {(opcoesError?.message || opcoesError?.root?.message) && (
              <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8, marginBottom: 0 }}>
                {opcoesError.message ?? opcoesError.root?.message}
              </Typography.Paragraph>
            )}
          </fieldset>
        )}
        <Flex gap={16} wrap>
          <Controller name="parent" control={control} render={({ field }) => (
            <Form.Item label="Questão pai" htmlFor="q-parent" style={{ flex: '1 1 260px' }} extra="Exibir esta questão só quando a questão pai tiver a resposta escolhida.">
              <Select id="q-parent" allowClear placeholder="Nenhuma (sempre exibida)" value={field.value ?? undefined}
                options={parents.map((q) => ({ value: q.id, label: `${q.ordem}. ${q.enunciado}` }))}
                onChange={(v?: number) => {
                  field.onChange(v ?? null);
                  setValue('parentAnswer', null);
                }} />
            </Form.Item>
          )} />
          <Controller name="parentAnswer" control={control} render={({ field }) => (
            <Form.Item label="Resposta da questão pai" htmlFor="q-parent-answer" style={{ flex: '1 1 200px' }} required={!!parent}
              validateStatus={errors.parentAnswer ? 'error' : undefined} help={errors.parentAnswer?.message}>
              <Select id="q-parent-answer" allowClear disabled={!parent} placeholder="Escolha a resposta" value={field.value ?? undefined}
                options={(parent?.opcoes ?? []).map((o) => ({ value: o.valor, label: o.valor }))}
                onChange={(v?: string) => field.onChange(v ?? null)} />
            </Form.Item>
          )} />
        </Flex>
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

import { Flex, Form, Select } from 'antd';
import { Controller, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { type Question } from '@sisacte/contracts/denuncias/questions';
import type { QuestionFormValues } from './question-form-values';

interface QuestionParentFieldsProps {
  control: Control<QuestionFormValues>;
  setValue: UseFormSetValue<QuestionFormValues>;
  errors: FieldErrors<QuestionFormValues>;
  /** The questions this one may depend on, and the one chosen. */
  parents: readonly Question[];
  parent: Question | undefined;
}

/** The condition: show this question only when the parent question has the chosen answer. */
export function QuestionParentFields({ control, setValue, errors, parents, parent }: QuestionParentFieldsProps) {
  return (
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
  );
}

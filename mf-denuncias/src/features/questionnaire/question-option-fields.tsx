import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Controller, type Control, type FieldErrors, type UseFieldArrayReturn } from 'react-hook-form';
import { type Indicator } from '@sisacte/contracts/denuncias/indicators';
import { MAX_OPTION_VALOR } from '@sisacte/contracts/denuncias/questions';
import { emptyOption, type QuestionFormValues } from './question-form-values';

interface QuestionOptionFieldsProps {
  control: Control<QuestionFormValues>;
  options: UseFieldArrayReturn<QuestionFormValues, 'opcoes'>;
  errors: FieldErrors<QuestionFormValues>;
  indicators: readonly Indicator[];
}

/** The 'Opções' of a choice question: text and indicators of each, add and remove. */
export function QuestionOptionFields({ control, options, errors, indicators }: QuestionOptionFieldsProps) {
  const { fields, append, remove } = options;
  const listError = errors.opcoes as { message?: string; root?: { message?: string } } | undefined;
  return (
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
      <Button icon={<PlusOutlined />} onClick={() => append(emptyOption())}>
        Adicionar opção
      </Button>
      {(listError?.message || listError?.root?.message) && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8, marginBottom: 0 }}>
          {listError.message ?? listError.root?.message}
        </Typography.Paragraph>
      )}
    </fieldset>
  );
}

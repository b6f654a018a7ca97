import { Col, Form, Input, Row, Select } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forwardingCreateSchema, MAX_FORWARDING_TYPES } from '@sisacte/contracts/acolhimento/forwardings';
import { FieldItem, FormActions } from '@sisacte/ui';
import { DateField } from '../../shared/controlled-field';
import { type ForwardingTypeOption } from '../../shared/lookups-api';
import { todayIso } from '../../shared/format';
import { PersonField } from '../../shared/person-picker/person-field';
import { type ForwardingFormValues } from './forwarding-form-values';

const resolver = zodResolver(forwardingCreateSchema, undefined, { raw: true }) as unknown as Resolver<ForwardingFormValues>;

export interface ForwardingFormProps {
  initial: ForwardingFormValues;
  /** Every referral type, by title. */
  types: ForwardingTypeOption[];
  /** The person cannot be changed (a stored referral's, or the address's ?welcomed_id=). */
  personFixed: boolean;
  title: string;
  /** Sends the values; a refusal is shown by the page. */
  onSubmit: (values: ForwardingFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The person, the day (not after today), one or more types and free-text notes. */
export function ForwardingForm({ initial, types, personFixed, title, onSubmit, onCancel }: ForwardingFormProps) {
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForwardingFormValues>({ defaultValues: initial, resolver });

  return (
    <Form layout="vertical" onFinish={handleSubmit(onSubmit)} aria-label={title}>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <PersonField control={control} id="encaminhamento-pessoa" error={errors.welcomed?.message} fixed={personFixed} />
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <DateField control={control} name="date_of_register" id="encaminhamento-data" label="Data do encaminhamento" required error={errors.date_of_register?.message}
            max={todayIso()} />
        </Col>
        <Col xs={24}>
          <Controller name="forwardingTypes" control={control} render={({ field }) => (
            <FieldItem label="Tipos de encaminhamento" required htmlFor="encaminhamento-tipos" error={errors.forwardingTypes?.message}
              extra="Um ou mais serviços para onde a pessoa é encaminhada">
              <Select<number[]> id="encaminhamento-tipos" mode="multiple" allowClear placeholder="Escolha os tipos"
                aria-label="Tipos de encaminhamento" status={errors.forwardingTypes ? 'error' : undefined}
                maxCount={MAX_FORWARDING_TYPES} showSearch={{ optionFilterProp: 'label' }}
                value={field.value} onChange={field.onChange} onBlur={field.onBlur}
                options={types.map((t) => ({ value: t.id, label: t.title }))}
                notFoundContent="Nenhum tipo de encaminhamento cadastrado" />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24}>
          <Controller name="notes" control={control} render={({ field }) => (
            <FieldItem label="Observações" htmlFor="encaminhamento-observacoes" error={errors.notes?.message}>
              <Input.TextArea id="encaminhamento-observacoes" {...field} rows={4} maxLength={2000} showCount />
            </FieldItem>
          )} />
        </Col>
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}

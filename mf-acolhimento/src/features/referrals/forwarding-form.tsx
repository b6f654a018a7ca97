import { Input, Row, Select } from 'antd';
import { useForm } from 'react-hook-form';
import { forwardingCreateSchema, MAX_FORWARDING_TYPES } from '@sisacte/contracts/acolhimento/forwardings';
import { ControlledField, DateField } from '../../shared/controlled-field';
import { type ForwardingTypeOption } from '../../shared/lookups-api';
import { todayIso } from '../../shared/format';
import { PersonField } from '../../shared/person-picker/person-field';
import { contractResolver, RecordForm, type RecordFormProps } from '../../shared/record-form';
import { type ForwardingFormValues } from './forwarding-form-values';

const resolver = contractResolver<ForwardingFormValues>(forwardingCreateSchema);

export interface ForwardingFormProps extends RecordFormProps<ForwardingFormValues> {
  /** Every referral type, by title. */
  types: ForwardingTypeOption[];
  /** The person cannot be changed (a stored referral's, or the address's ?welcomed_id=). */
  personFixed: boolean;
}

/** The person, the day (not after today), one or more types and free-text notes. */
export function ForwardingForm({ initial, types, personFixed, ...props }: ForwardingFormProps) {
  const form = useForm<ForwardingFormValues>({ defaultValues: initial, resolver });
  const { control, formState: { errors } } = form;
  return (
    <RecordForm form={form} {...props}>
      <Row gutter={16}>
        <PersonField control={control} id="encaminhamento-pessoa" error={errors.welcomed?.message} fixed={personFixed} col={{ lg: 16 }} />
        <DateField control={control} name="date_of_register" id="encaminhamento-data" label="Data do encaminhamento" required error={errors.date_of_register?.message}
          max={todayIso()} col={{ sm: 12, lg: 8 }} />
        <ControlledField control={control} name="forwardingTypes" id="encaminhamento-tipos" label="Tipos de encaminhamento" required
          error={errors.forwardingTypes?.message} extra="Um ou mais serviços para onde a pessoa é encaminhada" col={{}}>
          {(field, id) => (
            <Select<number[]> id={id} mode="multiple" allowClear placeholder="Escolha os tipos"
              aria-label="Tipos de encaminhamento" status={errors.forwardingTypes ? 'error' : undefined}
              maxCount={MAX_FORWARDING_TYPES} showSearch={{ optionFilterProp: 'label' }}
              value={field.value} onChange={field.onChange} onBlur={field.onBlur}
              options={types.map((t) => ({ value: t.id, label: t.title }))}
              notFoundContent="Nenhum tipo de encaminhamento cadastrado" />
          )}
        </ControlledField>
        <ControlledField control={control} name="notes" id="encaminhamento-observacoes" label="Observações" error={errors.notes?.message} col={{}}>
          {(field, id) => <Input.TextArea id={id} {...field} rows={4} maxLength={2000} showCount />}
        </ControlledField>
      </Row>
    </RecordForm>
  );
}

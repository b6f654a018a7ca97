import { Input, Row } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import dayjs from 'dayjs';
import { stayCheckinSchema, stayUpdateSchema } from '@sisacte/contracts/acolhimento/stays';
import { LazyDateField } from '@sisacte/ui';
import { todayIso } from '../../shared/format';
import { ControlledField, DateField } from '../../shared/controlled-field';
import { PersonField } from '../../shared/person-picker/person-field';
import { contractResolver, RecordForm, type RecordFormProps } from '../../shared/record-form';
import { type StayFormMode, type StayFormValues } from './stay-form-values';

export const CHECKOUT_REQUIRED_MESSAGE = 'Informe a data de check-out';

const checkinResolver = contractResolver<StayFormValues>(stayCheckinSchema);
const updateResolver = contractResolver<StayFormValues>(stayUpdateSchema);

/** The check-out screen needs the day of leaving; the edit screen may clear it (the stay opens again). */
const checkoutResolver: Resolver<StayFormValues> = async (values, context, options) => {
  const result = await updateResolver(values, context, options);
  if (values.checkout) return result;
  return { values: {}, errors: { ...result.errors, checkout: { type: 'required', message: CHECKOUT_REQUIRED_MESSAGE } } };
};

const RESOLVERS: Record<StayFormMode, Resolver<StayFormValues>> = { checkin: checkinResolver, checkout: checkoutResolver, edit: updateResolver };

export interface StayFormProps extends RecordFormProps<StayFormValues> {
  mode: StayFormMode;
  /** The person cannot be changed (a stay's person, or the check-in's ?welcomed_id=). */
  personFixed: boolean;
}

/** The person, the check-in day and the check-out day (DD/MM/AAAA, not after today, check-out not before check-in). */
export function StayForm({ mode, initial, personFixed, ...props }: StayFormProps) {
  const form = useForm<StayFormValues>({ defaultValues: initial, resolver: RESOLVERS[mode] });
  const { control, watch, formState: { errors } } = form;
  const checkin = watch('checkin');
  const checkout = watch('checkout');
  return (
    <RecordForm form={form} {...props}>
      <Row gutter={16}>
        <PersonField control={control} id="estadia-pessoa" error={errors.welcomed?.message} fixed={personFixed} col={{ lg: 12 }} />
        <ControlledField control={control} name="checkin" id="estadia-checkin" label="Data de check-in" required error={errors.checkin?.message} col={{ xs: 12, lg: 6 }}>
          {(field, id) => mode === 'checkout'
            ? <Input id={id} value={field.value ? dayjs(field.value).format('DD/MM/YYYY') : ''} disabled />
            : <LazyDateField id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} max={todayIso()} />}
        </ControlledField>
        <DateField control={control} name="checkout" id="estadia-checkout" label="Data de check-out" required={mode === 'checkout'} error={errors.checkout?.message}
          extra={mode === 'checkout' || checkout ? undefined : mode === 'edit' ? 'Em branco: ainda hospedado(a)' : 'Opcional: só para uma estadia já encerrada'}
          min={checkin ?? undefined} max={todayIso()} col={{ xs: 12, lg: 6 }} />
      </Row>
    </RecordForm>
  );
}

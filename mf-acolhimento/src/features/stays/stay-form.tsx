import { Col, Form, Input, Row } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { stayCheckinSchema, stayUpdateSchema } from '@sisacte/contracts/acolhimento/stays';
import { FieldItem, FormActions, LazyDateField } from '@sisacte/ui';
import { todayIso } from '../../shared/format';
import { DateField } from '../../shared/controlled-field';
import { PersonField } from '../../shared/person-picker/person-field';
import { type StayFormMode, type StayFormValues } from './stay-form-values';

export const CHECKOUT_REQUIRED_MESSAGE = 'Informe a data de check-out';

const checkinResolver = zodResolver(stayCheckinSchema, undefined, { raw: true }) as unknown as Resolver<StayFormValues>;
const updateResolver = zodResolver(stayUpdateSchema, undefined, { raw: true }) as unknown as Resolver<StayFormValues>;

/** The check-out screen needs the day of leaving; the edit screen may clear it (the stay opens again). */
const checkoutResolver: Resolver<StayFormValues> = async (values, context, options) => {
  const result = await updateResolver(values, context, options);
  if (values.checkout) return result;
  return { values: {}, errors: { ...result.errors, checkout: { type: 'required', message: CHECKOUT_REQUIRED_MESSAGE } } };
};

const RESOLVERS: Record<StayFormMode, Resolver<StayFormValues>> = { checkin: checkinResolver, checkout: checkoutResolver, edit: updateResolver };

export interface StayFormProps {
  mode: StayFormMode;
  initial: StayFormValues;
  /** The person cannot be changed (a stay's person, or the check-in's ?welcomed_id=). */
  personFixed: boolean;
  title: string;
  /** Sends the values; a refusal is shown by the page. */
  onSubmit: (values: StayFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The person, the check-in day and the check-out day (DD/MM/AAAA, not after today, check-out not before check-in). */
export function StayForm({ mode, initial, personFixed, title, onSubmit, onCancel }: StayFormProps) {
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<StayFormValues>({ defaultValues: initial, resolver: RESOLVERS[mode] });
  const checkin = watch('checkin');
  const checkout = watch('checkout');

  return (
    <Form layout="vertical" onFinish={handleSubmit(onSubmit)} aria-label={title}>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <PersonField control={control} id="estadia-pessoa" error={errors.welcomed?.message} fixed={personFixed} />
        </Col>
        <Col xs={12} lg={6}>
          <Controller name="checkin" control={control} render={({ field }) => (
            <FieldItem label="Data de check-in" required htmlFor="estadia-checkin" error={errors.checkin?.message}>
              {mode === 'checkout' ? (
                <Input id="estadia-checkin" value={field.value ? dayjs(field.value).format('DD/MM/YYYY') : ''} disabled />
              ) : (
                <LazyDateField id="estadia-checkin" value={field.value} onChange={field.onChange} onBlur={field.onBlur} max={todayIso()} />
              )}
            </FieldItem>
          )} />
        </Col>
        <Col xs={12} lg={6}>
          <DateField control={control} name="checkout" id="estadia-checkout" label="Data de check-out" required={mode === 'checkout'} error={errors.checkout?.message}
            extra={mode === 'checkout' || checkout ? undefined : mode === 'edit' ? 'Em branco: ainda hospedado(a)' : 'Opcional: só para uma estadia já encerrada'}
            min={checkin ?? undefined} max={todayIso()} />
        </Col>
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}

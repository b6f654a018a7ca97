import { Col, Form, Input, Row } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { type Stay, stayCheckinSchema, stayUpdateSchema } from '@sisacte/contracts/acolhimento/stays';
import { FieldItem, FormActions, LazyDateField } from '@sisacte/ui';
import { PersonAutocomplete, type PersonOption } from '../../shared/person-picker/person-autocomplete';

/** checkin: a new stay; checkout: the day of leaving of an open stay; edit: either date of a stay. */
export type StayFormMode = 'checkin' | 'checkout' | 'edit';

export interface StayFormValues {
  /** The stay's id (check-out and edit). */
  id?: number;
  welcomed: PersonOption | null;
  /** YYYY-MM-DD */
  checkin: string | null;
  checkout: string | null;
}

export const CHECKOUT_REQUIRED_MESSAGE = 'Informe a data de check-out';

const today = () => dayjs().format('YYYY-MM-DD');

/** What the form starts with: a check-in today, or the stay as stored (a check-out proposes today). */
export function initialStayValues(mode: StayFormMode, stay?: Stay, person?: PersonOption | null): StayFormValues {
  if (!stay) return { welcomed: person ?? null, checkin: today(), checkout: null };
  return {
    id: stay.id,
    welcomed: { id: stay.welcomed.id, name: stay.welcomed.name },
    checkin: stay.checkin,
    checkout: stay.checkout ?? (mode === 'checkout' ? today() : null),
  };
}

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

  return (
    <Form layout="vertical" onFinish={handleSubmit(onSubmit)} aria-label={title}>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Controller name="welcomed" control={control} render={({ field }) => (
            <FieldItem label="Pessoa" required htmlFor="estadia-pessoa" error={errors.welcomed?.message}>
              {personFixed ? (
                <Input id="estadia-pessoa" value={field.value?.name ?? ''} disabled />
              ) : (
                <PersonAutocomplete id="estadia-pessoa" value={field.value} onChange={field.onChange} onBlur={field.onBlur}
                  status={errors.welcomed ? 'error' : undefined} />
              )}
            </FieldItem>
          )} />
        </Col>
        <Col xs={12} lg={6}>
          <Controller name="checkin" control={control} render={({ field }) => (
            <FieldItem label="Data de check-in" required htmlFor="estadia-checkin" error={errors.checkin?.message}>
              {mode === 'checkout' ? (
                <Input id="estadia-checkin" value={field.value ? dayjs(field.value).format('DD/MM/YYYY') : ''} disabled />
              ) : (
                <LazyDateField id="estadia-checkin" value={field.value} onChange={field.onChange} onBlur={field.onBlur} max={today()} />
              )}
            </FieldItem>
          )} />
        </Col>
        <Col xs={12} lg={6}>
          <Controller name="checkout" control={control} render={({ field }) => (
            <FieldItem label="Data de check-out" required={mode === 'checkout'} htmlFor="estadia-checkout" error={errors.checkout?.message}
              extra={mode === 'checkout' || field.value ? undefined : mode === 'edit' ? 'Em branco: ainda hospedado(a)' : 'Opcional: só para uma estadia já encerrada'}>
              <LazyDateField id="estadia-checkout" value={field.value} onChange={field.onChange} onBlur={field.onBlur}
                min={checkin ?? undefined} max={today()} />
            </FieldItem>
          )} />
        </Col>
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}

import type { ReactNode } from 'react';
import { Col, Form, Input, Row } from 'antd';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { volunteerCreateSchema } from '@sisacte/contracts/acolhimento/volunteers';
import { FieldItem, FormActions } from '@sisacte/ui';
import { type VolunteerFormValues } from './volunteer-form-values';

const resolver = zodResolver(volunteerCreateSchema, undefined, { raw: true }) as unknown as Resolver<VolunteerFormValues>;

interface FieldProps {
  control: Control<VolunteerFormValues>;
  name: keyof VolunteerFormValues;
  label: string;
  error?: string;
  required?: boolean;
  md?: number;
  extra?: ReactNode;
  render: (props: { id: string; value: string; onChange: (e: { target: { value: string } }) => void; onBlur: () => void }) => ReactNode;
}

function Field({ control, name, label, error, required, md = 12, extra, render }: FieldProps) {
  const id = `voluntario-${name}`;
  return (
    <Col xs={24} md={md}>
      <Controller name={name} control={control} render={({ field }) => (
        <FieldItem label={label} required={required} error={error} htmlFor={id} extra={extra}>
          {render({ id, value: field.value, onChange: field.onChange, onBlur: field.onBlur })}
        </FieldItem>
      )} />
    </Col>
  );
}

export interface VolunteerFormProps {
  initial: VolunteerFormValues;
  title: string;
  onSubmit: (values: VolunteerFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A volunteer's name, contact (phone, e-mail), skills and availability. */
export function VolunteerForm({ initial, title, onSubmit, onCancel }: VolunteerFormProps) {
  const { control, handleSubmit, formState: { errors, isSubmitting } } = useForm<VolunteerFormValues>({ defaultValues: initial, resolver });
  return (
    <Form layout="vertical" onFinish={handleSubmit(onSubmit)} aria-label={title}>
      <Row gutter={16}>
        <Field control={control} name="name" label="Nome" required md={24} error={errors.name?.message}
          render={(p) => <Input {...p} maxLength={150} autoComplete="off" />} />
        <Field control={control} name="phone" label="Telefone" error={errors.phone?.message}
          render={(p) => <Input {...p} inputMode="tel" maxLength={30} autoComplete="off" />} />
        <Field control={control} name="email" label="E-mail" error={errors.email?.message}
          render={(p) => <Input {...p} inputMode="email" maxLength={150} autoComplete="off" />} />
        <Field control={control} name="skills" label="Habilidades" error={errors.skills?.message} extra="O que pode oferecer: idiomas, aulas, apoio jurídico…"
          render={(p) => <Input.TextArea {...p} rows={3} maxLength={1000} showCount />} />
        <Field control={control} name="availability" label="Disponibilidade" error={errors.availability?.message} extra="Dias e horários"
          render={(p) => <Input.TextArea {...p} rows={3} maxLength={200} showCount />} />
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}

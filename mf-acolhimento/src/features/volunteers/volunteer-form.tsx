import { Form, Input, Row } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { volunteerCreateSchema } from '@sisacte/contracts/acolhimento/volunteers';
import { FormActions } from '@sisacte/ui';
import { ControlledField } from '../../shared/controlled-field';
import { type VolunteerFormValues } from './volunteer-form-values';

const resolver = zodResolver(volunteerCreateSchema, undefined, { raw: true }) as unknown as Resolver<VolunteerFormValues>;

export interface VolunteerFormProps {
  initial: VolunteerFormValues;
  title: string;
  onSubmit: (values: VolunteerFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A volunteer's name, contact (phone, e-mail), skills and availability. */
export function VolunteerForm({ initial, title, onSubmit, onCancel }: VolunteerFormProps) {
  const { control, handleSubmit, formState: { errors, isSubmitting } } = useForm<VolunteerFormValues>({ defaultValues: initial, resolver });
  // each field: its id (`voluntario-<name>`), its error, half a row unless said otherwise
  const field = <K extends keyof VolunteerFormValues>(name: K, md = 12) => ({ control, name, id: `voluntario-${name}`, error: errors[name]?.message, col: { md } });
  return (
    <Form layout="vertical" onFinish={handleSubmit(onSubmit)} aria-label={title}>
      <Row gutter={16}>
        <ControlledField {...field('name', 24)} label="Nome" required>
          {(f, id) => <Input id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} maxLength={150} autoComplete="off" />}
        </ControlledField>
        <ControlledField {...field('phone')} label="Telefone">
          {(f, id) => <Input id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} inputMode="tel" maxLength={30} autoComplete="off" />}
        </ControlledField>
        <ControlledField {...field('email')} label="E-mail">
          {(f, id) => <Input id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} inputMode="email" maxLength={150} autoComplete="off" />}
        </ControlledField>
        <ControlledField {...field('skills')} label="Habilidades" extra="O que pode oferecer: idiomas, aulas, apoio jurídico…">
          {(f, id) => <Input.TextArea id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} rows={3} maxLength={1000} showCount />}
        </ControlledField>
        <ControlledField {...field('availability')} label="Disponibilidade" extra="Dias e horários">
          {(f, id) => <Input.TextArea id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} rows={3} maxLength={200} showCount />}
        </ControlledField>
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}

import { Row } from 'antd';
import { useForm } from 'react-hook-form';
import { volunteerCreateSchema } from '@sisacte/contracts/acolhimento/volunteers';
import { ControlledField, fieldsOf, textArea, textInput } from '../../shared/controlled-field';
import { contractResolver, RecordForm, type RecordFormProps } from '../../shared/record-form';
import { type VolunteerFormValues } from './volunteer-form-values';

const resolver = contractResolver<VolunteerFormValues>(volunteerCreateSchema);

/** A volunteer's name, contact (phone, e-mail), skills and availability. */
export function VolunteerForm({ initial, ...props }: RecordFormProps<VolunteerFormValues>) {
  const form = useForm<VolunteerFormValues>({ defaultValues: initial, resolver });
  // each field: its id (`voluntario-<name>`), its error, half a row unless said otherwise
  const field = fieldsOf(form, 'voluntario', { md: 12 });
  return (
    <RecordForm form={form} {...props}>
      <Row gutter={16}>
        <ControlledField {...field('name', { md: 24 })} label="Nome" required>{textInput(150)}</ControlledField>
        <ControlledField {...field('phone')} label="Telefone">{textInput(30, { inputMode: 'tel' })}</ControlledField>
        <ControlledField {...field('email')} label="E-mail">{textInput(150, { inputMode: 'email' })}</ControlledField>
        <ControlledField {...field('skills')} label="Habilidades" extra="O que pode oferecer: idiomas, aulas, apoio jurídico…">{textArea(1000, 3)}</ControlledField>
        <ControlledField {...field('availability')} label="Disponibilidade" extra="Dias e horários">{textArea(200, 3)}</ControlledField>
      </Row>
    </RecordForm>
  );
}

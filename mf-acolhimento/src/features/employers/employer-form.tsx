import { Divider, Input, Row } from 'antd';
import { useForm, useFormContext, type UseFormReturn } from 'react-hook-form';
import { CepInput } from '@sisacte/ui';
import { ControlledField, fieldsOf, textInput } from '../../shared/controlled-field';
import { RecordForm, type RecordFormProps } from '../../shared/record-form';
import { CnaeSelect } from './cnae-select';
import { formatDocument } from './document';
import { employerResolver, type EmployerFormValues, type EmployerTextField } from './employer-form-values';
import { fillFromCep } from '../../shared/cep-address';

/** The employer's fields: each with its id (`empregador-<name>`), its error and its columns (phones give it the whole row). */
const employerFields = (form: UseFormReturn<EmployerFormValues>) => fieldsOf(form, 'empregador');

function TextField({ name, label, maxLength, sm, lg, inputMode }: { name: EmployerTextField; label: string; maxLength: number; sm?: number; lg: number; inputMode?: 'email' | 'tel' }) {
  const field = employerFields(useFormContext<EmployerFormValues>());
  return (
    <ControlledField {...field(name, { sm, lg })} label={label}>
      {textInput(maxLength, { inputMode })}
    </ControlledField>
  );
}

/** 'Endereço': a full CEP fills street, district, city and state (and the complement when empty). */
function AddressSection() {
  const form = useFormContext<EmployerFormValues>();
  const field = employerFields(form);
  return (
    <>
      <Divider titlePlacement="start" plain>Endereço</Divider>
      <Row gutter={16}>
        <ControlledField {...field('cep', { sm: 8, lg: 4 })} label="CEP">
          {(f, id) => <CepInput id={id} value={f.value} onChange={f.onChange} onAddress={(a) => fillFromCep(a, form)} />}
        </ControlledField>
        <TextField name="address" label="Endereço" maxLength={200} sm={16} lg={12} />
        <TextField name="address_complement" label="Complemento" maxLength={100} sm={12} lg={8} />
        <TextField name="address_district" label="Bairro" maxLength={100} sm={12} lg={8} />
        <TextField name="address_city" label="Cidade" maxLength={100} sm={12} lg={8} />
        <TextField name="address_state" label="Estado" maxLength={60} sm={12} lg={8} />
      </Row>
    </>
  );
}

/** Name, CPF or CNPJ (check digits verified), CNAE, address with the CEP lookup, and contact. */
export function EmployerForm({ initial, ...props }: RecordFormProps<EmployerFormValues>) {
  const form = useForm<EmployerFormValues>({ defaultValues: initial, resolver: employerResolver });
  const field = employerFields(form);
  return (
    <RecordForm form={form} {...props}>
      <Row gutter={16}>
        <ControlledField {...field('name', { lg: 12 })} label="Nome / Razão social" required>{textInput(200)}</ControlledField>
        <ControlledField {...field('document', { sm: 12, lg: 6 })} label="CPF/CNPJ" required extra="CPF (11 dígitos) ou CNPJ (14 dígitos)">
          {(f, id) => (
            <Input id={id} value={f.value} inputMode="numeric" maxLength={18} autoComplete="off" placeholder="000.000.000-00"
              onChange={(e) => f.onChange(formatDocument(e.target.value))} onBlur={f.onBlur} />
          )}
        </ControlledField>
        <ControlledField {...field('cnae', { lg: 24 })} label="CNAE">
          {(f, id) => <CnaeSelect id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />}
        </ControlledField>
      </Row>
      <AddressSection />
      <Divider titlePlacement="start" plain>Contato</Divider>
      <Row gutter={16}>
        <TextField name="contact_name" label="Pessoa de contato" maxLength={150} sm={12} lg={8} />
        <TextField name="phone" label="Telefone" inputMode="tel" maxLength={30} sm={12} lg={8} />
        <TextField name="email" label="E-mail" inputMode="email" maxLength={150} sm={24} lg={8} />
      </Row>
    </RecordForm>
  );
}

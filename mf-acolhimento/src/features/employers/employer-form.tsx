import { Divider, Form, Input, Row } from 'antd';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { CepInput, FormActions } from '@sisacte/ui';
import { ControlledField, type ControlledFieldProps } from '../../shared/controlled-field';
import { CnaeSelect } from './cnae-select';
import { formatDocument } from './document';
import { employerResolver, type EmployerFormValues, type EmployerTextField } from './employer-form-values';
import { fillFromCep } from '../../shared/cep-address';

type FieldProps<K extends keyof EmployerFormValues> = Pick<ControlledFieldProps<EmployerFormValues, K>, 'name' | 'label' | 'required' | 'extra' | 'children'> & {
  /** Columns from tablets (`sm`) and desktops (`lg`) up; phones give the field the whole row. */
  sm?: number;
  lg: number;
};

/** One field of the employer's form: its id (`empregador-<name>`) and its error from the form. */
function Field<K extends keyof EmployerFormValues>({ sm, lg, ...props }: FieldProps<K>) {
  const { control, formState: { errors } } = useFormContext<EmployerFormValues>();
  return <ControlledField control={control} id={`empregador-${props.name}`} error={errors[props.name]?.message} col={{ sm, lg }} {...props} />;
}

function TextField({ name, label, maxLength, sm, lg, inputMode }: { name: EmployerTextField; label: string; maxLength: number; sm?: number; lg: number; inputMode?: 'email' | 'tel' }) {
  return (
    <Field name={name} label={label} sm={sm} lg={lg}>
      {(field, id) => <Input id={id} inputMode={inputMode} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={maxLength} autoComplete="off" />}
    </Field>
  );
}

/** 'Endereço': a full CEP fills street, district, city and state (and the complement when empty). */
function AddressSection() {
  const form = useFormContext<EmployerFormValues>();
  return (
    <>
      <Divider titlePlacement="start" plain>Endereço</Divider>
      <Row gutter={16}>
        <Field name="cep" label="CEP" sm={8} lg={4}>
          {(field, id) => (
            <CepInput id={id} value={field.value} onChange={field.onChange} onAddress={(a) => fillFromCep(a, form)} />
          )}
        </Field>
        <TextField name="address" label="Endereço" maxLength={200} sm={16} lg={12} />
        <TextField name="address_complement" label="Complemento" maxLength={100} sm={12} lg={8} />
        <TextField name="address_district" label="Bairro" maxLength={100} sm={12} lg={8} />
        <TextField name="address_city" label="Cidade" maxLength={100} sm={12} lg={8} />
        <TextField name="address_state" label="Estado" maxLength={60} sm={12} lg={8} />
      </Row>
    </>
  );
}

export interface EmployerFormProps {
  initial: EmployerFormValues;
  title: string;
  /** Sends the values; a refusal is shown by the page. */
  onSubmit: (values: EmployerFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Name, CPF or CNPJ (check digits verified), CNAE, address with the CEP lookup, and contact. */
export function EmployerForm({ initial, title, onSubmit, onCancel }: EmployerFormProps) {
  const form = useForm<EmployerFormValues>({ defaultValues: initial, resolver: employerResolver });
  return (
    <FormProvider {...form}>
      <Form layout="vertical" onFinish={form.handleSubmit(onSubmit)} aria-label={title}>
        <Row gutter={16}>
          <Field name="name" label="Nome / Razão social" required lg={12}>
            {(field, id) => <Input id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={200} autoComplete="off" />}
          </Field>
          <Field name="document" label="CPF/CNPJ" required sm={12} lg={6} extra="CPF (11 dígitos) ou CNPJ (14 dígitos)">
            {(field, id) => (
              <Input id={id} value={field.value} inputMode="numeric" maxLength={18} autoComplete="off" placeholder="000.000.000-00"
                onChange={(e) => field.onChange(formatDocument(e.target.value))} onBlur={field.onBlur} />
            )}
          </Field>
          <Field name="cnae" label="CNAE" lg={24}>
            {(field, id) => <CnaeSelect id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          </Field>
        </Row>
        <AddressSection />
        <Divider titlePlacement="start" plain>Contato</Divider>
        <Row gutter={16}>
          <TextField name="contact_name" label="Pessoa de contato" maxLength={150} sm={12} lg={8} />
          <TextField name="phone" label="Telefone" inputMode="tel" maxLength={30} sm={12} lg={8} />
          <TextField name="email" label="E-mail" inputMode="email" maxLength={150} sm={24} lg={8} />
        </Row>
        <FormActions onCancel={onCancel} submitting={form.formState.isSubmitting} />
      </Form>
    </FormProvider>
  );
}

import { Divider, Form } from 'antd';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Welcomed, type WelcomedCreate, welcomedCreateSchema } from '@sisacte/contracts/acolhimento/welcomed';
import { FieldItem, FormActions, ServerErrors, useServerErrors } from '@sisacte/ui';
import { AddressSection } from './address-section';
import { BirthplaceSection } from './birthplace-section';
import { FunctionSelect } from './function-select';
import { PersonalSection } from './personal-section';
import { EMPTY_WELCOMED, toBody, toFormValues, type WelcomedFormValues } from './welcomed-form-values';

export interface WelcomedFormProps {
  welcomed?: Welcomed;
  /** Sends the body; throws ApiError on refusal (the messages are listed, the form is kept). */
  onSubmit: (body: WelcomedCreate) => Promise<void>;
  onCancel: () => void;
  disabled?: boolean;
}

/** Tab 1 'Dados gerais': every field of a welcomed person, validated with the contract's schema. */
export function WelcomedForm({ welcomed, onSubmit, onCancel, disabled }: WelcomedFormProps) {
  const serverErrors = useServerErrors();
  const form = useForm<WelcomedFormValues>({
    defaultValues: welcomed ? toFormValues(welcomed) : EMPTY_WELCOMED,
    resolver: zodResolver(welcomedCreateSchema) as unknown as Resolver<WelcomedFormValues>,
  });
  const {
    control,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  // The resolver has checked the values; the raw ones are sent (the server parses them with the same schema).
  const submit = () => serverErrors.run(() => onSubmit(toBody(getValues())));

  return (
    <FormProvider {...form}>
      <Form layout="vertical" aria-label={welcomed ? 'Editar cadastro' : 'Novo cadastro'} disabled={disabled} onFinish={handleSubmit(submit)}>
        <ServerErrors messages={serverErrors.messages} />
        <PersonalSection editing={!!welcomed} />
        <BirthplaceSection initialCity={welcomed?.city ?? null} />
        <AddressSection />
        <Divider titlePlacement="start" plain>
          Trabalho
        </Divider>
        <Controller name="functions" control={control} render={({ field }) => (
          <FieldItem label="Profissões / funções" error={errors.functions?.message} htmlFor="cadastro-functions"
            extra="Digite para buscar; se a profissão não existir, crie-a na própria lista.">
            <FunctionSelect id="cadastro-functions" value={field.value} onChange={field.onChange} initial={welcomed?.functions} disabled={disabled} />
          </FieldItem>
        )} />
        <FormActions onCancel={onCancel} submitting={isSubmitting} />
      </Form>
    </FormProvider>
  );
}

import { Button, Divider, Flex, Form } from 'antd';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cpfTakenMessage, type Welcomed, type WelcomedCreate, welcomedCreateSchema } from '@sisacte/contracts/acolhimento/welcomed';
import { FormActions, ServerErrors, useServerErrors } from '@sisacte/ui';
import { AddressSection } from './address-section';
import { BirthplaceSection } from './birthplace-section';
import { FormField } from './form-field';
import { FunctionSelect } from './function-select';
import { PersonalSection } from './personal-section';
import { EMPTY_WELCOMED, toBody, toFormValues, type WelcomedFormValues } from './welcomed-form-values';

export interface WelcomedFormProps {
  welcomed?: Welcomed;
  /** Sends the body; throws ApiError on refusal (the messages are listed, the form is kept). */
  onSubmit: (body: WelcomedCreate) => Promise<void>;
  onCancel: () => void;
  disabled?: boolean;
  /**
   * A reader without Acolhimento (the data-protection officer): every field disabled, 'Voltar para a lista'
   * instead of 'Salvar', and nothing loaded that only Acolhimento may load (the professions' list).
   */
  readOnly?: boolean;
}

/** 'CPF já cadastrado para …' is about the CPF: it goes as soon as the CPF changes. */
const CPF_TAKEN = cpfTakenMessage('');
const fieldOf = (message: string) => (message.startsWith(CPF_TAKEN) ? 'cpf' : undefined);

/** Tab 1 'Dados gerais': every field of a welcomed person, validated with the contract's schema. */
export function WelcomedForm({ welcomed, onSubmit, onCancel, disabled: disabledAsked, readOnly = false }: WelcomedFormProps) {
  const disabled = disabledAsked || readOnly;
  const form = useForm<WelcomedFormValues>({
    defaultValues: welcomed ? toFormValues(welcomed) : EMPTY_WELCOMED,
    resolver: zodResolver(welcomedCreateSchema) as unknown as Resolver<WelcomedFormValues>,
  });
  const serverErrors = useServerErrors({ fieldOf, watch: form.watch });
  const {
    handleSubmit,
    getValues,
    formState: { isSubmitting },
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
        <FormField name="functions" label="Profissões / funções" extra={readOnly ? undefined : 'Digite para buscar; se a profissão não existir, crie-a na própria lista.'}>
          {(field, id) => <FunctionSelect id={id} value={field.value} onChange={field.onChange} initial={welcomed?.functions} disabled={disabled} readOnly={readOnly} />}
        </FormField>
        {readOnly ? (
          <Flex justify="end">
            <Button onClick={onCancel} disabled={false}>
              Voltar para a lista
            </Button>
          </Flex>
        ) : (
          <FormActions onCancel={onCancel} submitting={isSubmitting} />
        )}
      </Form>
    </FormProvider>
  );
}

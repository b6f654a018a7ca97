import { Form, Input } from 'antd';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { complaintDemandaInputSchema } from '@sisacte/contracts';
import type { WizardValues } from './draft';

const demanda = complaintDemandaInputSchema.shape;

/** State and city of the establishment (Brazil only). TEMPORARY until the shared pickers land. */
export function PlaceFields({ control, setValue }: { control: Control<WizardValues>; setValue: UseFormSetValue<WizardValues> }) {
  return (
    <>
      <Controller
        name="uf"
        control={control}
        rules={{ validate: (v) => demanda.ufendempresa.safeParse({ uf: v ?? '' }).success || 'Escolha o estado' }}
        render={({ field, fieldState }) => (
          <Form.Item label="Estado (UF)" required htmlFor="uf" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
            <Input
              id="uf"
              value={field.value ?? ''}
              onChange={(e) => {
                field.onChange(e.target.value.toUpperCase() || null);
                setValue('municipio', null);
              }}
              maxLength={2}
            />
          </Form.Item>
        )}
      />
      <Controller
        name="municipio"
        control={control}
        rules={{ validate: (v) => !!v || 'Escolha o município' }}
        render={({ field, fieldState }) => (
          <Form.Item label="Município" required htmlFor="municipio" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
            <Input id="municipio" value={field.value?.nome ?? ''} onChange={(e) => field.onChange(e.target.value ? { id: 1, nome: e.target.value } : null)} />
          </Form.Item>
        )}
      />
    </>
  );
}

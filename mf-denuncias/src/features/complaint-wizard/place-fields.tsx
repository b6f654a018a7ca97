import { Form } from 'antd';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { complaintDemandaInputSchema } from '@sisacte/contracts/denuncias/complaints';
import { CitySelect, StateSelect } from '@sisacte/ui';
import { useT } from '../../i18n';
import type { WizardValues } from './draft';

const demanda = complaintDemandaInputSchema.shape;

/** State and city of the establishment, Brazil only (the shared pickers; cities searched after 400 ms). */
export function PlaceFields({ control, setValue }: { control: Control<WizardValues>; setValue: UseFormSetValue<WizardValues> }) {
  const { t } = useT();
  const uf = useWatch({ control, name: 'uf' });
  return (
    <>
      <Controller
        name="uf"
        control={control}
        rules={{ validate: (v) => demanda.ufendempresa.safeParse({ uf: v ?? '' }).success || t('place.stateRequired') }}
        render={({ field, fieldState }) => (
          <Form.Item label={t('place.state')} required htmlFor="uf" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
            <StateSelect<'uf'>
              id="uf"
              valueKey="uf"
              placeholder={t('place.statePlaceholder')}
              value={field.value}
              status={fieldState.error ? 'error' : undefined}
              onChange={(value) => {
                if (value !== field.value) setValue('municipio', null);
                field.onChange(value);
                field.onBlur();
              }}
            />
          </Form.Item>
        )}
      />
      <Controller
        name="municipio"
        control={control}
        rules={{ validate: (v) => !!v || t('place.cityRequired') }}
        render={({ field, fieldState }) => (
          <Form.Item label={t('place.city')} required htmlFor="municipio" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
            <CitySelect
              id="municipio"
              uf={uf}
              placeholder={t('place.cityPlaceholder')}
              value={field.value?.id ?? null}
              initialOption={field.value}
              status={fieldState.error ? 'error' : undefined}
              onChange={(id, city) => {
                field.onChange(id && city ? { id: city.id, nome: city.nome } : id && field.value?.id === id ? field.value : null);
                field.onBlur();
              }}
            />
          </Form.Item>
        )}
      />
    </>
  );
}

import { Col, Divider, Row, Typography } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { BRAZIL_ID } from '@sisacte/contracts/localization/places';
import { CitySelect, CountrySelect, FieldItem, StateSelect } from '@sisacte/ui';
import { TextField } from './text-field';
import type { WelcomedFormValues } from './welcomed-form-values';

/**
 * 'Nacionalidade e naturalidade': the country first; born in Brazil → state then city from the lists,
 * abroad → state and city as free text. A new country clears the birth place.
 */
export function BirthplaceSection({ initialCity }: { initialCity: Welcomed['city'] | null }) {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<WelcomedFormValues>();
  const [nacionality, state] = useWatch({ control, name: ['nacionality', 'state'] });
  const brazil = nacionality === BRAZIL_ID;
  return (
    <>
      <Divider titlePlacement="start" plain>
        Nacionalidade e naturalidade
      </Divider>
      <Row gutter={16} align={nacionality === null ? 'middle' : 'top'}>
        <Col xs={24} lg={8}>
          <Controller name="nacionality" control={control} render={({ field }) => (
            <FieldItem label="Nacionalidade" required error={errors.nacionality?.message} htmlFor="cadastro-nacionality">
              <CountrySelect id="cadastro-nacionality" value={field.value} status={errors.nacionality ? 'error' : undefined}
                onChange={(v) => {
                  field.onChange(v);
                  // the birth place belongs to the country: a new country starts it again
                  setValue('state', null);
                  setValue('city', null);
                  setValue('foreing_state', '');
                  setValue('foreing_city', '');
                }} />
            </FieldItem>
          )} />
        </Col>
        {nacionality === null ? (
          <Col xs={24} lg={16}>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              Escolha a nacionalidade para informar o estado e a cidade de nascimento.
            </Typography.Paragraph>
          </Col>
        ) : brazil ? (
          <>
            <Col xs={24} sm={12} lg={8}>
              <Controller name="state" control={control} render={({ field }) => (
                <FieldItem label="Estado de nascimento" error={errors.state?.message} htmlFor="cadastro-state">
                  <StateSelect id="cadastro-state" value={field.value} onChange={(v) => {
                    field.onChange(v);
                    setValue('city', null);
                  }} />
                </FieldItem>
              )} />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <Controller name="city" control={control} render={({ field }) => (
                <FieldItem label="Cidade de nascimento" error={errors.city?.message} htmlFor="cadastro-city">
                  <CitySelect id="cadastro-city" stateId={state} value={field.value} onChange={(v) => field.onChange(v)}
                    initialOption={initialCity} />
                </FieldItem>
              )} />
            </Col>
          </>
        ) : (
          <>
            <Col xs={24} sm={12} lg={8}>
              <TextField name="foreing_state" label="Estado/Província de nascimento" maxLength={100} />
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <TextField name="foreing_city" label="Cidade de nascimento" maxLength={100} />
            </Col>
          </>
        )}
      </Row>
    </>
  );
}

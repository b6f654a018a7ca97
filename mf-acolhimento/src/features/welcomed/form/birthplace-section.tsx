import { Col, Divider, Row, Typography } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { BRAZIL_ID } from '@sisacte/contracts/localization/places';
import { CitySelect, CountrySelect, StateSelect } from '@sisacte/ui';
import { FormField } from './form-field';
import { TextFieldColumns, type TextColumn } from './text-field';
import type { WelcomedFormValues } from './welcomed-form-values';

/** Born abroad: the state and the city are typed. */
const FOREIGN_BIRTHPLACE_FIELDS: readonly TextColumn[] = [
  { name: 'foreing_state', label: 'Estado/Província de nascimento', maxLength: 100, sm: 12, lg: 8 },
  { name: 'foreing_city', label: 'Cidade de nascimento', maxLength: 100, sm: 12, lg: 8 },
];

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
          <FormField name="nacionality" label="Nacionalidade" required>
            {(field, id) => (
              <CountrySelect id={id} value={field.value} status={errors.nacionality ? 'error' : undefined}
                onChange={(v) => {
                  field.onChange(v);
                  // the birth place belongs to the country: a new country starts it again
                  setValue('state', null);
                  setValue('city', null);
                  setValue('foreing_state', '');
                  setValue('foreing_city', '');
                }} />
            )}
          </FormField>
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
              <FormField name="state" label="Estado de nascimento">
                {(field, id) => (
                  <StateSelect id={id} value={field.value} onChange={(v) => {
                    field.onChange(v);
                    setValue('city', null);
                  }} />
                )}
              </FormField>
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <FormField name="city" label="Cidade de nascimento">
                {(field, id) => <CitySelect id={id} stateId={state} value={field.value} onChange={(v) => field.onChange(v)} initialOption={initialCity} />}
              </FormField>
            </Col>
          </>
        ) : (
          <TextFieldColumns fields={FOREIGN_BIRTHPLACE_FIELDS} />
        )}
      </Row>
    </>
  );
}

import { Col, Divider, Row } from 'antd';
import { useFormContext } from 'react-hook-form';
import { CepInput } from '@sisacte/ui';
import { FormField } from './form-field';
import { TextFieldColumns, type TextColumn } from './text-field';
import type { WelcomedFormValues } from './welcomed-form-values';
import { fillFromCep } from '../../../shared/cep-address';

const ADDRESS_FIELDS: readonly TextColumn[] = [
  { name: 'address', label: 'Endereço', maxLength: 200, sm: 16, lg: 12 },
  { name: 'address_complement', label: 'Complemento', maxLength: 100, sm: 12, lg: 8 },
  { name: 'address_district', label: 'Bairro', maxLength: 100, sm: 12, lg: 8 },
  { name: 'address_city', label: 'Cidade', maxLength: 100, sm: 12, lg: 8 },
  { name: 'address_state', label: 'Estado', maxLength: 60, sm: 12, lg: 8 },
];

/** 'Endereço': a full CEP fills street, district, city and state (and the complement when empty). */
export function AddressSection() {
  const form = useFormContext<WelcomedFormValues>();
  return (
    <>
      <Divider titlePlacement="start" plain>
        Endereço
      </Divider>
      <Row gutter={16}>
        <Col xs={24} sm={8} lg={4}>
          <FormField name="cep" label="CEP">
            {(field, id) => (
              <CepInput id={id} value={field.value} onChange={field.onChange} onAddress={(a) => fillFromCep(a, form)} />
            )}
          </FormField>
        </Col>
        <TextFieldColumns fields={ADDRESS_FIELDS} />
      </Row>
    </>
  );
}

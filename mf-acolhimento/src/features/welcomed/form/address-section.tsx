import { Col, Divider, Row } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { CepInput, FieldItem } from '@sisacte/ui';
import { TextField } from './text-field';
import type { WelcomedFormValues } from './welcomed-form-values';

/** 'Endereço': a full CEP fills street, district, city and state (and the complement when empty). */
export function AddressSection() {
  const {
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<WelcomedFormValues>();
  return (
    <>
      <Divider titlePlacement="start" plain>
        Endereço
      </Divider>
      <Row gutter={16}>
        <Col xs={24} sm={8} lg={4}>
          <Controller name="cep" control={control} render={({ field }) => (
            <FieldItem label="CEP" error={errors.cep?.message} htmlFor="cadastro-cep">
              <CepInput id="cadastro-cep" value={field.value} onChange={field.onChange} onAddress={(a) => {
                setValue('address', a.logradouro);
                setValue('address_district', a.bairro);
                if (a.complemento && !getValues('address_complement')) setValue('address_complement', a.complemento);
                setValue('address_state', a.estado?.uf ?? a.estado?.nome ?? '');
                setValue('address_city', a.cidade?.nome ?? '');
              }} />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} sm={16} lg={12}>
          <TextField name="address" label="Endereço" maxLength={200} />
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <TextField name="address_complement" label="Complemento" maxLength={100} />
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <TextField name="address_district" label="Bairro" maxLength={100} />
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <TextField name="address_city" label="Cidade" maxLength={100} />
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <TextField name="address_state" label="Estado" maxLength={60} />
        </Col>
      </Row>
    </>
  );
}

import { Col, DatePicker, Radio, Row, Select } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import dayjs from 'dayjs';
import { CIVIL_STATUSES, GENDERS, SCHOLARITIES } from '@sisacte/contracts/acolhimento/welcomed';
import { CpfInput, FieldItem } from '@sisacte/ui';
import { SimilarNames } from './similar-names';
import { TextField } from './text-field';
import { ageFrom, type WelcomedFormValues } from './welcomed-form-values';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Name, sex, birth date (with the age), CPF, CRNM, civil status and schooling; a new person's similar names. */
export function PersonalSection({ editing }: { editing: boolean }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<WelcomedFormValues>();
  const [name, birthdate] = useWatch({ control, name: ['name', 'birthdate'] });
  const age = ageFrom(birthdate);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <TextField name="name" label="Nome" maxLength={150} required />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Controller name="gender" control={control} render={({ field }) => (
            <FieldItem label="Sexo" required error={errors.gender?.message}>
              <Radio.Group aria-label="Sexo" value={field.value} onChange={(e) => field.onChange(e.target.value)}
                options={GENDERS.map((g) => ({ value: g, label: g }))} />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Controller name="birthdate" control={control} render={({ field }) => (
            <FieldItem label="Data de nascimento" error={errors.birthdate?.message} htmlFor="cadastro-birthdate"
              extra={age !== null ? <span data-testid="idade">Idade: {age === 1 ? '1 ano' : `${age} anos`}</span> : undefined}>
              <DatePicker id="cadastro-birthdate" format="DD/MM/YYYY" style={{ width: '100%' }} placeholder="DD/MM/AAAA"
                value={field.value ? dayjs(field.value) : null}
                onChange={(d) => field.onChange(d ? d.format('YYYY-MM-DD') : null)}
                disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs('1900-01-01'))} />
            </FieldItem>
          )} />
        </Col>
      </Row>
      {!editing && <SimilarNames name={name} />}
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Controller name="cpf" control={control} render={({ field }) => (
            <FieldItem label="CPF" error={errors.cpf?.message} htmlFor="cadastro-cpf">
              <CpfInput id="cadastro-cpf" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TextField name="rg" label="CRNM" maxLength={30} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Controller name="civil_status" control={control} render={({ field }) => (
            <FieldItem label="Estado civil" error={errors.civil_status?.message} htmlFor="cadastro-civil_status">
              <Select id="cadastro-civil_status" aria-label="Estado civil" allowClear placeholder="Selecione" value={field.value || undefined}
                onChange={(v) => field.onChange(v ?? '')} options={options(CIVIL_STATUSES)} />
            </FieldItem>
          )} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Controller name="scholarity" control={control} render={({ field }) => (
            <FieldItem label="Escolaridade" error={errors.scholarity?.message} htmlFor="cadastro-scholarity">
              <Select id="cadastro-scholarity" aria-label="Escolaridade" allowClear placeholder="Selecione" value={field.value || undefined}
                onChange={(v) => field.onChange(v ?? '')} options={options(SCHOLARITIES)} />
            </FieldItem>
          )} />
        </Col>
      </Row>
    </>
  );
}

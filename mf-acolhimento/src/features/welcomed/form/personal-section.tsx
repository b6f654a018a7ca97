import { Col, Radio, Row, Select } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CIVIL_STATUSES, GENDERS, SCHOLARITIES } from '@sisacte/contracts/acolhimento/welcomed';
import { CpfInput, FieldItem, LazyDateField } from '@sisacte/ui';
import { todayIso } from '../../../shared/format';
import { FormField } from './form-field';
import { SimilarNames } from './similar-names';
import { TextField } from './text-field';
import { ageFrom, type WelcomedFormValues } from './welcomed-form-values';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The fields picked from a fixed list of words (empty when none is picked). */
const CHOICE_FIELDS = [
  { name: 'civil_status', label: 'Estado civil', values: CIVIL_STATUSES },
  { name: 'scholarity', label: 'Escolaridade', values: SCHOLARITIES },
] as const;

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
          <FormField name="birthdate" label="Data de nascimento"
            extra={age !== null ? <span data-testid="idade">Idade: {age === 1 ? '1 ano' : `${age} anos`}</span> : undefined}>
            {(field, id) => (
              <LazyDateField id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} max={todayIso()} />
            )}
          </FormField>
        </Col>
      </Row>
      {!editing && <SimilarNames name={name} />}
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <FormField name="cpf" label="CPF">
            {(field, id) => <CpfInput id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          </FormField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TextField name="rg" label="CRNM" maxLength={30} />
        </Col>
        {CHOICE_FIELDS.map(({ name: choice, label, values }) => (
          <Col key={choice} xs={24} sm={12} lg={6}>
            <FormField name={choice} label={label}>
              {(field, id) => (
                <Select id={id} aria-label={label} allowClear placeholder="Selecione" value={field.value || undefined}
                  onChange={(v) => field.onChange(v ?? '')} options={options(values)} />
              )}
            </FormField>
          </Col>
        ))}
      </Row>
    </>
  );
}

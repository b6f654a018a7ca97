import { useState } from 'react';
import { Button, Col, DatePicker, Divider, Flex, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import {
  BRAZIL_COUNTRY_ID,
  CIVIL_STATUSES,
  GENDERS,
  SCHOLARITIES,
  formatCep,
  formatCpf,
  welcomedCreateSchema,
  type Welcomed,
  type WelcomedCreate,
} from '@sisacte/contracts';
import { ApiError } from '@sisacte/api-client';
import { CepInput, CitySelect, CountrySelect, CpfInput, FieldItem, StateSelect, ServerErrors } from '@sisacte/ui';
import { FunctionSelect } from './function-select';
import { SimilarNames } from './similar-names';

/** The form's own state: every field of SPEC §3 Welcomed person, as the controls hold them. */
export interface WelcomedFormValues {
  name: string;
  gender: string;
  birthdate: string | null;
  nacionality: number | null;
  cpf: string;
  rg: string;
  civil_status: string;
  scholarity: string;
  state: number | null;
  city: number | null;
  foreing_state: string;
  foreing_city: string;
  cep: string;
  address: string;
  address_complement: string;
  address_district: string;
  address_state: string;
  address_city: string;
  functions: number[];
}

export const EMPTY_WELCOMED: WelcomedFormValues = {
  name: '',
  gender: '',
  birthdate: null,
  nacionality: null,
  cpf: '',
  rg: '',
  civil_status: '',
  scholarity: '',
  state: null,
  city: null,
  foreing_state: '',
  foreing_city: '',
  cep: '',
  address: '',
  address_complement: '',
  address_district: '',
  address_state: '',
  address_city: '',
  functions: [],
};

export function toFormValues(w: Welcomed): WelcomedFormValues {
  return {
    name: w.name,
    gender: w.gender ?? '',
    birthdate: w.birthdate,
    nacionality: w.nacionality?.id ?? null,
    cpf: formatCpf(w.cpf),
    rg: w.rg ?? '',
    civil_status: w.civil_status ?? '',
    scholarity: w.scholarity ?? '',
    state: w.state?.id ?? null,
    city: w.city?.id ?? null,
    foreing_state: w.foreing_state ?? '',
    foreing_city: w.foreing_city ?? '',
    cep: formatCep(w.cep),
    address: w.address ?? '',
    address_complement: w.address_complement ?? '',
    address_district: w.address_district ?? '',
    address_state: w.address_state ?? '',
    address_city: w.address_city ?? '',
    functions: w.functions.map((f) => f.id),
  };
}

/** Whole years between `birthdate` and today; null for none or a future date. */
export function ageFrom(birthdate: string | null): number | null {
  if (!birthdate) return null;
  const d = dayjs(birthdate);
  if (!d.isValid() || d.isAfter(dayjs(), 'day')) return null;
  return dayjs().diff(d, 'year');
}

/** What is sent: born in Brazil → state and city ids; abroad → the free-text state and city. */
export function toBody(v: WelcomedFormValues): WelcomedCreate {
  const brazil = v.nacionality === BRAZIL_COUNTRY_ID;
  return {
    ...v,
    gender: v.gender as WelcomedCreate['gender'],
    nacionality: v.nacionality as number,
    civil_status: (v.civil_status || null) as WelcomedCreate['civil_status'],
    scholarity: (v.scholarity || null) as WelcomedCreate['scholarity'],
    state: brazil ? v.state : null,
    city: brazil ? v.city : null,
    foreing_state: brazil ? null : v.foreing_state,
    foreing_city: brazil ? null : v.foreing_city,
  };
}

export interface WelcomedFormProps {
  welcomed?: Welcomed;
  /** Sends the body; throws ApiError on refusal (the messages are listed, the form is kept). */
  onSubmit: (body: WelcomedCreate) => Promise<void>;
  onCancel: () => void;
  disabled?: boolean;
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Tab 1 'Dados gerais': every field of SPEC §3, validated with the contract's schema. */
export function WelcomedForm({ welcomed, onSubmit, onCancel, disabled }: WelcomedFormProps) {
  const editing = !!welcomed;
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<WelcomedFormValues>({
    defaultValues: welcomed ? toFormValues(welcomed) : EMPTY_WELCOMED,
    resolver: zodResolver(welcomedCreateSchema) as unknown as Resolver<WelcomedFormValues>,
  });
  const [name, nacionality, birthdate, state] = useWatch({ control, name: ['name', 'nacionality', 'birthdate', 'state'] });
  const brazil = nacionality === BRAZIL_COUNTRY_ID;
  const age = ageFrom(birthdate);

  async function submit() {
    // The resolver has checked the values; the raw ones are sent (the server parses them with the same schema).
    setServerErrors([]);
    try {
      await onSubmit(toBody(getValues()));
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    }
  }

  const text = (field: keyof WelcomedFormValues, label: string, max: number, extra?: { required?: boolean; placeholder?: string }) => (
    <Controller
      name={field}
      control={control}
      render={({ field: f }) => (
        <FieldItem label={label} required={extra?.required} error={errors[field]?.message} htmlFor={`cadastro-${field}`}>
          <Input id={`cadastro-${field}`} value={(f.value as string) ?? ''} onChange={f.onChange} onBlur={f.onBlur} maxLength={max}
            placeholder={extra?.placeholder} autoComplete="off" />
        </FieldItem>
      )}
    />
  );

  return (
    <Form layout="vertical" aria-label={editing ? 'Editar cadastro' : 'Novo cadastro'} disabled={disabled} onFinish={handleSubmit(submit)}>
      <ServerErrors messages={serverErrors} />
      <Row gutter={16}>
        <Col xs={24} lg={12}>{text('name', 'Nome', 150, { required: true })}</Col>
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
        <Col xs={24} sm={12} lg={6}>{text('rg', 'CRNM', 30)}</Col>
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
                    initialOption={welcomed?.city ?? null} />
                </FieldItem>
              )} />
            </Col>
          </>
        ) : (
          <>
            <Col xs={24} sm={12} lg={8}>{text('foreing_state', 'Estado/Província de nascimento', 100)}</Col>
            <Col xs={24} sm={12} lg={8}>{text('foreing_city', 'Cidade de nascimento', 100)}</Col>
          </>
        )}
      </Row>
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
        <Col xs={24} sm={16} lg={12}>{text('address', 'Endereço', 200)}</Col>
        <Col xs={24} sm={12} lg={8}>{text('address_complement', 'Complemento', 100)}</Col>
        <Col xs={24} sm={12} lg={8}>{text('address_district', 'Bairro', 100)}</Col>
        <Col xs={24} sm={12} lg={8}>{text('address_city', 'Cidade', 100)}</Col>
        <Col xs={24} sm={12} lg={8}>{text('address_state', 'Estado', 60)}</Col>
      </Row>
      <Divider titlePlacement="start" plain>
        Trabalho
      </Divider>
      <Controller name="functions" control={control} render={({ field }) => (
        <FieldItem label="Profissões / funções" error={errors.functions?.message} htmlFor="cadastro-functions"
          extra="Digite para buscar; se a profissão não existir, crie-a na própria lista.">
          <FunctionSelect id="cadastro-functions" value={field.value} onChange={field.onChange} initial={welcomed?.functions} disabled={disabled} />
        </FieldItem>
      )} />
      <Flex justify="end">
        <Space>
          <Button onClick={onCancel} disabled={false}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            Salvar
          </Button>
        </Space>
      </Flex>
    </Form>
  );
}

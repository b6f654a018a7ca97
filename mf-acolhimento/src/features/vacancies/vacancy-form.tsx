import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { Controller, useForm, type Control, type ControllerRenderProps, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { vacancyCreateSchema, VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { FieldItem, FormActions, foldText } from '@sisacte/ui';
import { type EmployerOption } from './api';
import { type VacancyFormValues } from './vacancy-form-values';

const resolver = zodResolver(vacancyCreateSchema, undefined, { raw: true }) as unknown as Resolver<VacancyFormValues>;
const searchable = { filterOption: (input: string, option?: { label?: unknown }) => foldText(String(option?.label ?? '')).includes(foldText(input.trim())) };

interface FieldProps<K extends keyof VacancyFormValues> {
  control: Control<VacancyFormValues>;
  name: K;
  label: string;
  error?: string;
  required?: boolean;
  sm?: number;
  lg: number;
  children: (field: ControllerRenderProps<VacancyFormValues, K>, id: string) => ReactNode;
}

function Field<K extends keyof VacancyFormValues>({ control, name, label, error, required, sm = 12, lg, children }: FieldProps<K>) {
  const id = `vaga-${name}`;
  return (
    <Col xs={24} sm={sm} lg={lg}>
      <Controller name={name} control={control} render={({ field }) => (
        <FieldItem label={label} required={required} error={error} htmlFor={id}>
          {children(field, id)}
        </FieldItem>
      )} />
    </Col>
  );
}

export interface VacancyFormProps {
  initial: VacancyFormValues;
  employers: EmployerOption[];
  functions: WelcomedFunction[];
  title: string;
  onSubmit: (values: VacancyFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The employer (GET /api/employers-list), function, number of places, salary, period, status and notes. */
export function VacancyForm({ initial, employers, functions, title, onSubmit, onCancel }: VacancyFormProps) {
  const { control, handleSubmit, formState: { errors, isSubmitting } } = useForm<VacancyFormValues>({ defaultValues: initial, resolver });
  return (
    <Form layout="vertical" onFinish={handleSubmit(onSubmit)} aria-label={title}>
      <Row gutter={16}>
        <Field control={control} name="employer" label="Empregador" required sm={24} lg={12} error={errors.employer?.message}>
          {(f, id) => (
            <Select<number> id={id} value={f.value ?? undefined} onChange={f.onChange} onBlur={f.onBlur} placeholder="Escolha o empregador"
              options={employers.map((e) => ({ value: e.id, label: e.name }))} showSearch={searchable}
              notFoundContent="Nenhum empregador: cadastre-o antes" />
          )}
        </Field>
        <Field control={control} name="function" label="Função" sm={24} lg={12} error={errors.function?.message}>
          {(f, id) => (
            <Select<number> id={id} value={f.value ?? undefined} onChange={(v) => f.onChange(v ?? null)} onBlur={f.onBlur} allowClear
              placeholder="Profissão/função da vaga" options={functions.map((fn) => ({ value: fn.id, label: fn.name }))} showSearch={searchable} />
          )}
        </Field>
        <Field control={control} name="places" label="Número de vagas" required lg={6} error={errors.places?.message}>
          {(f, id) => <InputNumber<number> id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} min={1} max={10_000} precision={0} style={{ width: '100%' }} />}
        </Field>
        <Field control={control} name="salary" label="Salário (R$)" lg={6} error={errors.salary?.message}>
          {(f, id) => (
            <InputNumber<number> id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} min={0} max={1_000_000} precision={2}
              decimalSeparator="," style={{ width: '100%' }} />
          )}
        </Field>
        <Field control={control} name="period" label="Período" lg={6} error={errors.period?.message}>
          {(f, id) => <Input id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} maxLength={100} placeholder="Ex.: Diurno, 44h" autoComplete="off" />}
        </Field>
        <Field control={control} name="status" label="Situação" required lg={6} error={errors.status?.message}>
          {(f, id) => <Select id={id} value={f.value} onChange={f.onChange} options={VACANCY_STATUSES.map((s) => ({ value: s, label: s }))} />}
        </Field>
        <Field control={control} name="notes" label="Observações" sm={24} lg={24} error={errors.notes?.message}>
          {(f, id) => <Input.TextArea id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} rows={3} maxLength={2000} showCount />}
        </Field>
      </Row>
      <FormActions onCancel={onCancel} submitting={isSubmitting} />
    </Form>
  );
}

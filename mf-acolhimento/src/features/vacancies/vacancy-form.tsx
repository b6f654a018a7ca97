import { InputNumber, Row, Select } from 'antd';
import { useForm } from 'react-hook-form';
import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { vacancyCreateSchema, VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { foldText } from '@sisacte/ui';
import { ControlledField, fieldsOf, textArea, textInput } from '../../shared/controlled-field';
import { contractResolver, RecordForm, type RecordFormProps } from '../../shared/record-form';
import { type EmployerOption } from './api';
import { type VacancyFormValues } from './vacancy-form-values';

const resolver = contractResolver<VacancyFormValues>(vacancyCreateSchema);
const searchable = { filterOption: (input: string, option?: { label?: unknown }) => foldText(String(option?.label ?? '')).includes(foldText(input.trim())) };

export interface VacancyFormProps extends RecordFormProps<VacancyFormValues> {
  employers: EmployerOption[];
  functions: WelcomedFunction[];
}

/** The employer (GET /api/employers-list), function, number of places, salary, period, status and notes. */
export function VacancyForm({ initial, employers, functions, ...props }: VacancyFormProps) {
  const form = useForm<VacancyFormValues>({ defaultValues: initial, resolver });
  // each field: its id (`vaga-<name>`), its error, and its columns (half a row on tablets unless said otherwise)
  const field = fieldsOf(form, 'vaga', { sm: 12 });
  return (
    <RecordForm form={form} {...props}>
      <Row gutter={16}>
        <ControlledField {...field('employer', { sm: 24, lg: 12 })} label="Empregador" required>
          {(f, id) => (
            <Select<number> id={id} value={f.value ?? undefined} onChange={f.onChange} onBlur={f.onBlur} placeholder="Escolha o empregador"
              options={employers.map((e) => ({ value: e.id, label: e.name }))} showSearch={searchable}
              notFoundContent="Nenhum empregador: cadastre-o antes" />
          )}
        </ControlledField>
        <ControlledField {...field('function', { sm: 24, lg: 12 })} label="Função">
          {(f, id) => (
            <Select<number> id={id} value={f.value ?? undefined} onChange={(v) => f.onChange(v ?? null)} onBlur={f.onBlur} allowClear
              placeholder="Profissão/função da vaga" options={functions.map((fn) => ({ value: fn.id, label: fn.name }))} showSearch={searchable} />
          )}
        </ControlledField>
        <ControlledField {...field('places', { lg: 6 })} label="Número de vagas" required>
          {(f, id) => <InputNumber<number> id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} min={1} max={10_000} precision={0} style={{ width: '100%' }} />}
        </ControlledField>
        <ControlledField {...field('salary', { lg: 6 })} label="Salário (R$)">
          {(f, id) => (
            <InputNumber<number> id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} min={0} max={1_000_000} precision={2}
              decimalSeparator="," style={{ width: '100%' }} />
          )}
        </ControlledField>
        <ControlledField {...field('period', { lg: 6 })} label="Período">{textInput(100, { placeholder: 'Ex.: Diurno, 44h' })}</ControlledField>
        <ControlledField {...field('status', { lg: 6 })} label="Situação" required>
          {(f, id) => <Select id={id} value={f.value} onChange={f.onChange} options={VACANCY_STATUSES.map((s) => ({ value: s, label: s }))} />}
        </ControlledField>
        <ControlledField {...field('notes', { sm: 24, lg: 24 })} label="Observações">{textArea(2000, 3)}</ControlledField>
      </Row>
    </RecordForm>
  );
}

import type { ReactNode } from 'react';
import { Checkbox, Col, Divider, Input, Radio, Row } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { HOME_TYPES, MONITOR_BENEFITS, MONITOR_RISKS, monitorCreateSchema, NEEDS, SUPPORT_LEVELS } from '@sisacte/contracts/acolhimento/monitors';
import { FieldItem } from '@sisacte/ui';
import { contractResolver, RecordForm, type RecordFormProps } from '../../shared/record-form';
import { FamilyCompositionRows } from './family-composition-rows';
import { type MonitorFormValues } from './monitor-form-values';

const resolver = contractResolver<MonitorFormValues>(monitorCreateSchema.omit({ welcomed: true }));

const YES_NO = [
  { value: true, label: 'Sim' },
  { value: false, label: 'Não' },
];
const byId = (list: readonly { id: number; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name }));
const byName = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

type YesNoField = 'working' | 'signed_work_card' | 'like_work';
type ListField = 'benefits' | 'riscs' | 'support_levels' | 'needs';

const Section = ({ children }: { children: ReactNode }) => (
  <Divider titlePlacement="start" plain style={{ marginTop: 8 }}>
    {children}
  </Divider>
);

export interface MonitorFormProps extends RecordFormProps<MonitorFormValues> {
  /** The visited person's name (fixed). */
  personName: string;
  readOnly?: boolean;
}

/** A monitoring visit: work, benefits, risks, home, public support and needs, notes, and who lives with the person. */
export function MonitorForm({ personName, initial, readOnly, ...props }: MonitorFormProps) {
  const form = useForm<MonitorFormValues>({ defaultValues: initial, resolver });
  const { control, setValue, formState: { errors } } = form;

  const yesNo = (name: YesNoField, label: string) => (
    <Col xs={24} sm={8}>
      <Controller name={name} control={control} render={({ field }) => (
        <FieldItem label={label} error={errors[name]?.message}>
          <Radio.Group name={`monitoramento-${name}`} aria-label={label} options={YES_NO} value={field.value} onChange={(e) => field.onChange(e.target.value as boolean)} disabled={readOnly} />
        </FieldItem>
      )} />
    </Col>
  );
  const checks = (name: ListField, label: string, options: { value: number | string; label: string }[]) => (
    <Controller name={name} control={control} render={({ field }) => (
      <FieldItem label={label} error={errors[name]?.message}>
        <Checkbox.Group<number | string> aria-label={label} value={field.value as (number | string)[]} onChange={(v) => field.onChange(v)} disabled={readOnly}>
          <Row gutter={[8, 4]}>
            {options.map((o) => (
              <Col key={o.value} xs={24} sm={12} lg={8}>
                <Checkbox value={o.value}>{o.label}</Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </FieldItem>
    )} />
  );

  return (
    <RecordForm form={form} {...props}>
      <FieldItem label="Pessoa" htmlFor="monitoramento-pessoa">
        <Input id="monitoramento-pessoa" value={personName} disabled />
      </FieldItem>
      <Section>Trabalho</Section>
      <Row gutter={16}>
        {yesNo('working', 'Trabalhando')}
        {yesNo('signed_work_card', 'Carteira assinada')}
        {yesNo('like_work', 'Gosta do trabalho')}
      </Row>
      {checks('benefits', 'Benefícios', byId(MONITOR_BENEFITS))}
      {checks('riscs', 'Riscos no trabalho', byId(MONITOR_RISKS))}
      <Section>Moradia e apoio</Section>
      <Controller name="home_type" control={control} render={({ field }) => (
        <FieldItem label="Tipo de moradia" error={errors.home_type?.message}>
          <Radio.Group name="monitoramento-home_type" aria-label="Tipo de moradia" options={byId(HOME_TYPES)} value={field.value} onChange={(e) => field.onChange(e.target.value as number)} disabled={readOnly} />
        </FieldItem>
      )} />
      {checks('support_levels', 'Níveis de apoio', byName(SUPPORT_LEVELS))}
      {checks('needs', 'Necessidades', byName(NEEDS))}
      <Controller name="notes" control={control} render={({ field }) => (
        <FieldItem label="Observações" htmlFor="monitoramento-observacoes" error={errors.notes?.message}>
          <Input.TextArea id="monitoramento-observacoes" {...field} rows={3} maxLength={2000} showCount disabled={readOnly} />
        </FieldItem>
      )} />
      <Section>Composição familiar</Section>
      <FamilyCompositionRows control={control} errors={errors.family_composition} setValue={setValue} readOnly={readOnly} />
      {errors.family_composition?.message && <div role="alert" className="ant-form-item-explain-error">{errors.family_composition.message}</div>}
      <Divider />
    </RecordForm>
  );
}

import type { ReactNode } from 'react';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { CIVIL_STATUSES, GENDERS, SCHOLARITIES } from '@sisacte/contracts';
import { AgeInput, CpfInput } from '@sisacte/ui';
import type { WelcomedFilterValues } from './filters';
import type { FilterOptions } from './use-filter-options';
import { LocationFilterFields } from './location-filter-fields';

export interface WelcomedFilterFieldsProps {
  value: WelcomedFilterValues;
  onChange: (value: WelcomedFilterValues) => void;
  options: FilterOptions;
  /** The modal also filters by monitoring dates (SPEC §2.2). */
  withMonitoringDates?: boolean;
  /** Prefix of the controls' ids (two filter boxes can be on screen: the list and the modal). */
  idPrefix: string;
}

const ALL = '';
const withAll = (values: readonly string[]) => [{ value: ALL, label: 'Todos' }, ...values.map((v) => ({ value: v, label: v }))];
const yesNo = (yes: string, no: string) => [
  { value: ALL, label: 'Todos' },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/**
 * Every search filter of SPEC §3 (and of the 'Pesquisar Cadastro' modal, SPEC §2.2), as controlled fields.
 * The parent keeps the draft and decides when to search.
 */
export function WelcomedFilterFields({ value, onChange, options, withMonitoringDates, idPrefix }: WelcomedFilterFieldsProps) {
  const set = (patch: Partial<WelcomedFilterValues>) => onChange({ ...value, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  const col = (label: ReactNode, name: string, control: ReactNode, span = 6, xs = 24) => (
    <Col xs={xs} sm={12} lg={span}>
      <Form.Item label={label} htmlFor={id(name)} style={{ marginBottom: 12 }}>
        {control}
      </Form.Item>
    </Col>
  );
  const date = (name: keyof WelcomedFilterValues, label: string) =>
    col(
      label,
      name,
      <DatePicker
        id={id(name)}
        format="DD/MM/YYYY"
        style={{ width: '100%' }}
        value={value[name] ? dayjs(value[name] as string) : null}
        onChange={(d) => set({ [name]: d ? d.format('YYYY-MM-DD') : undefined })}
      />,
    );
  const enumSelect = (name: keyof WelcomedFilterValues, label: string, opts: { value: string; label: string }[]) =>
    col(
      label,
      name,
      <Select
        id={id(name)}
        aria-label={label}
        value={(value[name] as string | undefined) ?? ALL}
        options={opts}
        onChange={(v: string) => set({ [name]: v || undefined })}
      />,
    );

  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <Row gutter={16}>
        {col('Nome', 'name', <Input id={id('name')} value={value.name ?? ''} maxLength={150} allowClear onChange={(e) => set({ name: e.target.value })} />, 12)}
        {col(
          'Idade mínima',
          'age_min',
          <AgeInput id={id('age_min')} value={value.age_min ?? null} onChange={(v) => set({ age_min: v ?? undefined })} />,
          6,
          12,
        )}
        {col(
          'Idade máxima',
          'age_max',
          <AgeInput id={id('age_max')} value={value.age_max ?? null} onChange={(v) => set({ age_max: v ?? undefined })} />,
          6,
          12,
        )}
        {col(
          'CPF',
          'cpf',
          <CpfInput id={id('cpf')} value={value.cpf ?? ''} allowClear onChange={(v) => set({ cpf: v })} />,
        )}
        {col('CRNM', 'rg', <Input id={id('rg')} value={value.rg ?? ''} maxLength={30} allowClear onChange={(e) => set({ rg: e.target.value })} />)}
        {enumSelect('gender', 'Sexo', withAll(GENDERS))}
        {enumSelect('civil_status', 'Estado civil', withAll(CIVIL_STATUSES))}
        {enumSelect('scholarity', 'Escolaridade', withAll(SCHOLARITIES))}
        <LocationFilterFields value={value} onChange={set} idPrefix={idPrefix} />
        {enumSelect('stays', 'Hospedagem', yesNo('Hospedados', 'Não Hospedados'))}
        {enumSelect('forwardings', 'Encaminhamento', yesNo('Encaminhados', 'Não Encaminhados'))}
        {enumSelect('monitors', 'Monitoramento', yesNo('Monitorados', 'Não Monitorados'))}
        {col(
          'Cadastrado por',
          'author',
          <Select
            id={id('author')}
            aria-label="Cadastrado por"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="Todos"
            loading={options.loading}
            value={value.author}
            options={options.users.map((u) => ({ value: u.id, label: u.name }))}
            onChange={(v: number | undefined) => set({ author: v })}
          />,
        )}
        {date('date_ini', 'Cadastro a partir de')}
        {date('date_end', 'Cadastro até')}
        {withMonitoringDates && date('monitor_date_ini', 'Monitoramento a partir de')}
        {withMonitoringDates && date('monitor_date_end', 'Monitoramento até')}
        {enumSelect('status', 'Situação', [
          { value: 'active', label: 'Ativos' },
          { value: 'trashed', label: 'Lixeira' },
        ])}
        {options.forwardingTypes &&
          col(
            'Tipos de encaminhamento',
            'forwarding_types',
            <Select
              id={id('forwarding_types')}
              aria-label="Tipos de encaminhamento"
              mode="multiple"
              allowClear
              placeholder="Todos"
              showSearch={{ optionFilterProp: 'label' }}
              value={value.forwarding_types ?? []}
              options={options.forwardingTypes.map((t) => ({ value: t.id, label: t.title }))}
              onChange={(v: number[]) => set({ forwarding_types: v })}
            />,
            12,
          )}
        {col(
          'Profissões',
          'functions',
          <Select
            id={id('functions')}
            aria-label="Profissões"
            mode="multiple"
            allowClear
            placeholder="Todas"
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.loading}
            value={value.functions ?? []}
            options={options.functions.map((f) => ({ value: f.id, label: f.name }))}
            onChange={(v: number[]) => set({ functions: v })}
          />,
          12,
        )}
      </Row>
    </Form>
  );
}

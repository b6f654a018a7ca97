import { Form, Input, Row } from 'antd';
import { CIVIL_STATUSES, GENDERS, SCHOLARITIES } from '@sisacte/contracts/acolhimento/welcomed';
import { AgeInput, CpfInput, FilterCol } from '@sisacte/ui';
import type { WelcomedFilterValues } from './filters';
import type { FilterOptions } from './use-filter-options';
import { LocationFilterFields } from './location-filter-fields';
import { DateFilter, EnumFilter, withAll, yesNo } from './filter-col';
import { AuthorFilter, ReferralAndProfessionFilters } from './lookup-filter-fields';

export interface WelcomedFilterFieldsProps {
  value: WelcomedFilterValues;
  onChange: (value: WelcomedFilterValues) => void;
  options: FilterOptions;
  /** The search modal also filters by monitoring dates. */
  withMonitoringDates?: boolean;
  /** Prefix of the controls' ids (two filter boxes can be on screen: the list and the modal). */
  idPrefix: string;
}

type EnumKey = 'gender' | 'civil_status' | 'scholarity' | 'stays' | 'forwardings' | 'monitors' | 'status';
type DateKey = 'date_ini' | 'date_end' | 'monitor_date_ini' | 'monitor_date_end';

/**
 * Every search filter of the people list (and of the 'Pesquisar Cadastro' modal), as controlled fields.
 * The parent keeps the draft and decides when to search.
 */
export function WelcomedFilterFields({ value, onChange, options, withMonitoringDates, idPrefix }: WelcomedFilterFieldsProps) {
  const set = (patch: Partial<WelcomedFilterValues>) => onChange({ ...value, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  const date = (name: DateKey, label: string) => (
    <DateFilter id={id(name)} label={label} value={value[name]} onChange={(v) => set({ [name]: v })} />
  );
  const choice = (name: EnumKey, label: string, opts: { value: string; label: string }[]) => (
    <EnumFilter id={id(name)} label={label} value={value[name]} options={opts} onChange={(v) => set({ [name]: v })} />
  );

  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <Row gutter={16}>
        <FilterCol label="Nome" htmlFor={id('name')} span={12}>
          <Input id={id('name')} value={value.name ?? ''} maxLength={150} allowClear onChange={(e) => set({ name: e.target.value })} />
        </FilterCol>
        <FilterCol label="Idade mínima" htmlFor={id('age_min')} xs={12}>
          <AgeInput id={id('age_min')} value={value.age_min ?? null} onChange={(v) => set({ age_min: v ?? undefined })} />
        </FilterCol>
        <FilterCol label="Idade máxima" htmlFor={id('age_max')} xs={12}>
          <AgeInput id={id('age_max')} value={value.age_max ?? null} onChange={(v) => set({ age_max: v ?? undefined })} />
        </FilterCol>
        <FilterCol label="CPF" htmlFor={id('cpf')}>
          <CpfInput id={id('cpf')} value={value.cpf ?? ''} allowClear onChange={(v) => set({ cpf: v })} />
        </FilterCol>
        <FilterCol label="CRNM" htmlFor={id('rg')}>
          <Input id={id('rg')} value={value.rg ?? ''} maxLength={30} allowClear onChange={(e) => set({ rg: e.target.value })} />
        </FilterCol>
        {choice('gender', 'Sexo', withAll(GENDERS))}
        {choice('civil_status', 'Estado civil', withAll(CIVIL_STATUSES))}
        {choice('scholarity', 'Escolaridade', withAll(SCHOLARITIES))}
        <LocationFilterFields value={value} onChange={set} idPrefix={idPrefix} />
        {choice('stays', 'Hospedagem', yesNo('Hospedados', 'Não Hospedados'))}
        {choice('forwardings', 'Encaminhamento', yesNo('Encaminhados', 'Não Encaminhados'))}
        {choice('monitors', 'Monitoramento', yesNo('Monitorados', 'Não Monitorados'))}
        <AuthorFilter value={value} onChange={set} options={options} idPrefix={idPrefix} />
        {date('date_ini', 'Cadastro a partir de')}
        {date('date_end', 'Cadastro até')}
        {withMonitoringDates && date('monitor_date_ini', 'Monitoramento a partir de')}
        {withMonitoringDates && date('monitor_date_end', 'Monitoramento até')}
        {choice('status', 'Situação', [
          { value: 'active', label: 'Ativos' },
          { value: 'trashed', label: 'Lixeira' },
        ])}
        <ReferralAndProfessionFilters value={value} onChange={set} options={options} idPrefix={idPrefix} />
      </Row>
    </Form>
  );
}

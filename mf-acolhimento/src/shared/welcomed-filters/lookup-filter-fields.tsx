import { Select } from 'antd';
import type { WelcomedFilterValues } from './filters';
import type { FilterOptions } from './use-filter-options';
import { FilterCol } from '@sisacte/ui';

export interface LookupFilterFieldsProps {
  value: WelcomedFilterValues;
  onChange: (patch: Partial<WelcomedFilterValues>) => void;
  options: FilterOptions;
  idPrefix: string;
}

/** 'Cadastrado por': one of the users, from the server's list. */
export function AuthorFilter({ value, onChange, options, idPrefix }: LookupFilterFieldsProps) {
  const id = `${idPrefix}-author`;
  return (
    <FilterCol label="Cadastrado por" htmlFor={id}>
      <Select id={id} aria-label="Cadastrado por" showSearch={{ optionFilterProp: 'label' }} allowClear placeholder="Todos"
        loading={options.loading} value={value.author} options={options.users.map((u) => ({ value: u.id, label: u.name }))}
        onChange={(v: number | undefined) => onChange({ author: v })} />
    </FilterCol>
  );
}

/** Referral types (hidden when their list could not be loaded) and professions, from the server's lists. */
export function ReferralAndProfessionFilters({ value, onChange, options, idPrefix }: LookupFilterFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      {options.forwardingTypes && (
        <FilterCol label="Tipos de encaminhamento" htmlFor={id('forwarding_types')} span={12}>
          <Select id={id('forwarding_types')} aria-label="Tipos de encaminhamento" mode="multiple" allowClear placeholder="Todos"
            showSearch={{ optionFilterProp: 'label' }} loading={options.loading} value={value.forwarding_types ?? []}
            options={options.forwardingTypes.map((t) => ({ value: t.id, label: t.title }))}
            onChange={(v: number[]) => onChange({ forwarding_types: v })} />
        </FilterCol>
      )}
      <FilterCol label="Profissões" htmlFor={id('functions')} span={12}>
        <Select id={id('functions')} aria-label="Profissões" mode="multiple" allowClear placeholder="Todas"
          showSearch={{ optionFilterProp: 'label' }} loading={options.loading} value={value.functions ?? []}
          options={options.functions.map((f) => ({ value: f.id, label: f.name }))}
          onChange={(v: number[]) => onChange({ functions: v })} />
      </FilterCol>
    </>
  );
}

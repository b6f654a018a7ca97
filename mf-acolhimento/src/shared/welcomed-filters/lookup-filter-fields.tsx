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

interface LookupFilterProps {
  id: string;
  label: string;
  /** What stands for no choice ('Todos', 'Todas'). */
  placeholder: string;
  loading: boolean;
  value: number[] | undefined;
  options: { value: number; label: string }[];
  onChange: (ids: number[]) => void;
}

/** Any of the ids of a server list, searched by name, half a row. */
function LookupFilter({ id, label, placeholder, loading, value, options, onChange }: LookupFilterProps) {
  return (
    <FilterCol label={label} htmlFor={id} span={12}>
      <Select id={id} aria-label={label} mode="multiple" allowClear placeholder={placeholder}
        showSearch={{ optionFilterProp: 'label' }} loading={loading} value={value ?? []} options={options} onChange={onChange} />
    </FilterCol>
  );
}

/** Referral types (hidden when their list could not be loaded) and professions, from the server's lists. */
export function ReferralAndProfessionFilters({ value, onChange, options, idPrefix }: LookupFilterFieldsProps) {
  return (
    <>
      {options.forwardingTypes && (
        <LookupFilter id={`${idPrefix}-forwarding_types`} label="Tipos de encaminhamento" placeholder="Todos" loading={options.loading}
          value={value.forwarding_types} options={options.forwardingTypes.map((t) => ({ value: t.id, label: t.title }))}
          onChange={(v) => onChange({ forwarding_types: v })} />
      )}
      <LookupFilter id={`${idPrefix}-functions`} label="Profissões" placeholder="Todas" loading={options.loading}
        value={value.functions} options={options.functions.map((f) => ({ value: f.id, label: f.name }))}
        onChange={(v) => onChange({ functions: v })} />
    </>
  );
}

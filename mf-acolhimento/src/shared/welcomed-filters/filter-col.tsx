import { Select } from 'antd';
import { FilterCol, LazyDateField } from '@sisacte/ui';

const ALL = '';

/** 'Todos' and then each value as it is written. */
export const withAll = (values: readonly string[]) => [{ value: ALL, label: 'Todos' }, ...values.map((v) => ({ value: v, label: v }))];

/** 'Todos', yes and no ('true'/'false', as the API takes them). */
export const yesNo = (yes: string, no: string) => [
  { value: ALL, label: 'Todos' },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/**
 * A date filter (YYYY-MM-DD), shown as DD/MM/AAAA: the shared field whose calendar loads when the
 * user comes near it, so a list's first visit does not carry the picker's code.
 */
export function DateFilter({ id, label, value, onChange }: { id: string; label: string; value?: string; onChange: (v: string | undefined) => void }) {
  return (
    <FilterCol label={label} htmlFor={id}>
      <LazyDateField id={id} style={{ width: '100%' }} value={value ?? null} onChange={(v) => onChange(v ?? undefined)} />
    </FilterCol>
  );
}

export interface EnumFilterProps {
  id: string;
  label: string;
  value?: string;
  options: { value: string; label: string }[];
  /** undefined for 'Todos'. */
  onChange: (v: string | undefined) => void;
}

/** A select of fixed choices, 'Todos' (no filter) first. */
export function EnumFilter({ id, label, value, options, onChange }: EnumFilterProps) {
  return (
    <FilterCol label={label} htmlFor={id}>
      <Select id={id} aria-label={label} value={value ?? ALL} options={options} onChange={(v: string) => onChange(v || undefined)} />
    </FilterCol>
  );
}

import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { type CountryOption } from '@sisacte/contracts/localization/places';
import { loadCountries, optionMatches } from './api';
import { useAsyncList } from './use-async-list';

export interface CountrySelectProps {
  id?: string;
  /** Country id (Brazil is 1). */
  value?: number | null;
  onChange?: (id: number | null, country?: CountryOption) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  status?: 'error' | 'warning';
  style?: CSSProperties;
  'aria-label'?: string;
}

/** Searchable list of every country (Brazil first), typed text matched ignoring accents and case. */
export function CountrySelect({ value, onChange, placeholder = 'Selecione o país', allowClear = true, style, ...rest }: CountrySelectProps) {
  const { items, loading, error } = useAsyncList('countries', loadCountries);
  return (
    <Select<number | null, { value: number; label: string }>
      {...rest}
      value={value ?? null}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={loading}
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: (input, option) => optionMatches(input, option?.label) }}
      options={items.map((c) => ({ value: c.id, label: c.nome_pt }))}
      notFoundContent={error ?? (loading ? 'Carregando…' : 'Nenhum país encontrado')}
      onChange={(id) => onChange?.(id ?? null, items.find((c) => c.id === id))}
    />
  );
}

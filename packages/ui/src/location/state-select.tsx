import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { BRAZIL_ID, type StateOption } from '@sisacte/contracts/localization/places';
import { loadStates, optionMatches } from './api';
import { useAsyncList } from './use-async-list';

export interface StateSelectProps<K extends 'id' | 'uf' = 'id'> {
  id?: string;
  /** Whose states (default Brazil). */
  country?: number;
  /** What `value` holds: the state's id (default) or its UF code. */
  valueKey?: K;
  value?: (K extends 'uf' ? string : number) | null;
  onChange?: (value: (K extends 'uf' ? string : number) | null, state?: StateOption) => void;
  /** Called with the loaded list (LocationPicker switches to free text when it is empty). */
  onLoaded?: (states: StateOption[]) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  status?: 'error' | 'warning';
  style?: CSSProperties;
  'aria-label'?: string;
}

/** The states of a country by name, searchable ignoring accents ("sao" finds São Paulo). */
export function StateSelect<K extends 'id' | 'uf' = 'id'>({
  country = BRAZIL_ID,
  valueKey,
  value,
  onChange,
  onLoaded,
  placeholder = 'Selecione o estado',
  allowClear = true,
  style,
  ...rest
}: StateSelectProps<K>) {
  const key = valueKey ?? 'id';
  const { items, loading, error } = useAsyncList(country, () =>
    loadStates(country).then((states) => {
      onLoaded?.(states);
      return states;
    }),
  );
  type V = K extends 'uf' ? string : number;
  return (
    <Select<V | null, { value: V; label: string }>
      {...rest}
      value={value ?? null}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={loading}
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: (input, option) => optionMatches(input, option?.label) }}
      options={items.map((s) => ({ value: (key === 'uf' ? s.uf : s.id) as V, label: s.nome }))}
      notFoundContent={error ?? (loading ? 'Carregando…' : 'Nenhum estado encontrado')}
      onChange={(v) => onChange?.(v ?? null, items.find((s) => (key === 'uf' ? s.uf : s.id) === v))}
    />
  );
}

import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { optionMatches } from './api';
import { useUiT } from '../i18n/ui-text';

/** What every place select (country, state, city) takes besides its value. */
export interface LookupSelectBaseProps {
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  status?: 'error' | 'warning';
  style?: CSSProperties;
  'aria-label'?: string;
}

export interface LookupSelectProps<T, V extends string | number> extends LookupSelectBaseProps {
  /** The whole list, loaded once (useAsyncList). */
  list: { items: T[]; loading: boolean; error: string | null };
  /** The option that stands for one item of the list. */
  optionOf: (item: T) => { value: V; label: string };
  /** Shown when the typed text matches no option. */
  emptyText: string;
  value?: V | null;
  onChange?: (value: V | null, item?: T) => void;
}

/** A select over a list loaded once, searched on the screen ignoring accents and case ("sao" finds São Paulo). */
export function LookupSelect<T, V extends string | number>({
  list: { items, loading, error },
  optionOf,
  emptyText,
  value,
  onChange,
  allowClear = true,
  style,
  ...rest
}: LookupSelectProps<T, V>) {
  const t = useUiT();
  const options = items.map(optionOf);
  return (
    <Select<V | null, { value: V; label: string }>
      {...rest}
      value={value ?? null}
      allowClear={allowClear}
      loading={loading}
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: (input, option) => optionMatches(input, option?.label) }}
      options={options}
      notFoundContent={error !== null ? error || t('location.loadFailed') : loading ? t('location.loading') : emptyText}
      onChange={(v) => onChange?.(v ?? null, items[options.findIndex((o) => o.value === v)])}
    />
  );
}

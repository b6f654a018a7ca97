import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { BRAZIL_ID, type CityOption } from '@sisacte/contracts/localization/places';
import { loadStates, locationApi, peekStates } from './api';
import type { LookupSelectBaseProps } from './lookup-select';
import { useApiErrorText } from '../i18n/api-error-text';
import { useUiT } from '../i18n/ui-text';

/** Autocomplete searches wait 400 ms after the user stops typing, so typing sends one request. */
export const CITY_SEARCH_DELAY_MS = 400;

export interface CitySelectProps extends LookupSelectBaseProps {
  /** The state, by UF code… */
  uf?: string | null;
  /** …or by id (a Brazilian state). */
  stateId?: number | null;
  /** City id. */
  value?: number | null;
  onChange?: (id: number | null, city?: CityOption) => void;
  /** The current city when editing (its name is shown before any search). */
  initialOption?: { id: number; nome: string } | null;
}

/**
 * The cities of one state, searched on the server (accents ignored) 400 ms after the user stops typing.
 * Disabled until a state is chosen (cities are listed per state).
 */
export function CitySelect({
  uf,
  stateId,
  value,
  onChange,
  initialOption,
  placeholder,
  disabled,
  allowClear = true,
  style,
  ...rest
}: CitySelectProps) {
  const t = useUiT();
  const resolvedUf = useStateUf(uf, stateId);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [list, setList] = useState<{ items: CityOption[]; loading: boolean; failure: unknown }>({ items: [], loading: false, failure: null });
  const errorText = useApiErrorText();
  const [picked, setPicked] = useState<{ id: number; nome: string } | null>(null);

  // A new state starts a new search.
  useEffect(() => {
    setText('');
    setQuery('');
  }, [resolvedUf]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), CITY_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!resolvedUf) {
      setList({ items: [], loading: false, failure: null });
      return;
    }
    let live = true;
    setList((l) => ({ ...l, loading: true, failure: null }));
    locationApi.cities(resolvedUf, query || undefined).then(
      (items) => live && setList({ items, loading: false, failure: null }),
      (failure: unknown) => live && setList({ items: [], loading: false, failure: failure ?? new Error() }),
    );
    return () => {
      live = false;
    };
  }, [resolvedUf, query]);

  const options = useMemo(() => {
    const opts = list.items.map((c) => ({ value: c.id, label: c.nome }));
    // Keep the chosen city's name on screen even when the current search does not list it.
    const current = [picked, initialOption].find((o) => o && o.id === value);
    if (current && !opts.some((o) => o.value === current.id)) opts.unshift({ value: current.id, label: current.nome });
    return opts;
  }, [list.items, picked, initialOption, value]);

  const noState = !resolvedUf;
  return (
    <Select<number | null, { value: number; label: string }>
      {...rest}
      value={value ?? null}
      disabled={disabled || noState}
      placeholder={noState ? t('location.selectStateFirst') : (placeholder ?? t('location.searchCity'))}
      allowClear={allowClear}
      loading={list.loading}
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
      options={options}
      notFoundContent={
        list.loading ? <span role="status" aria-label={t('location.searchingCities')}><Spin size="small" /></span> : (list.failure === null ? t('location.noCity') : errorText(list.failure, t('location.loadFailed')))
      }
      onChange={(id) => {
        const city = list.items.find((c) => c.id === id);
        if (city) setPicked({ id: city.id, nome: city.nome });
        setText('');
        onChange?.(id ?? null, city);
      }}
    />
  );
}

/** The UF of the state: given, or looked up among the Brazilian states by id. */
function useStateUf(uf: string | null | undefined, stateId: number | null | undefined): string | null {
  const [fromId, setFromId] = useState<string | null>(null);
  useEffect(() => {
    if (uf || !stateId) {
      setFromId(null);
      return;
    }
    const known = peekStates(BRAZIL_ID);
    if (known) {
      setFromId(known.find((s) => s.id === stateId)?.uf ?? null);
      return;
    }
    let live = true;
    loadStates(BRAZIL_ID).then(
      (states) => live && setFromId(states.find((s) => s.id === stateId)?.uf ?? null),
      () => live && setFromId(null),
    );
    return () => {
      live = false;
    };
  }, [uf, stateId]);
  return uf || fromId;
}

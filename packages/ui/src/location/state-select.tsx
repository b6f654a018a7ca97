import { BRAZIL_ID, type StateOption } from '@sisacte/contracts/localization/places';
import { loadStates } from './api';
import { LookupSelect, type LookupSelectBaseProps } from './lookup-select';
import { useAsyncList } from './use-async-list';
import { useUiT } from '../i18n/ui-text';

export interface StateSelectProps<K extends 'id' | 'uf' = 'id'> extends LookupSelectBaseProps {
  /** Whose states (default Brazil). */
  country?: number;
  /** What `value` holds: the state's id (default) or its UF code. */
  valueKey?: K;
  value?: (K extends 'uf' ? string : number) | null;
  onChange?: (value: (K extends 'uf' ? string : number) | null, state?: StateOption) => void;
  /** Called with the loaded list (LocationPicker switches to free text when it is empty). */
  onLoaded?: (states: StateOption[]) => void;
}

/** The states of a country by name, searchable ignoring accents ("sao" finds São Paulo). */
export function StateSelect<K extends 'id' | 'uf' = 'id'>({
  country = BRAZIL_ID,
  valueKey,
  onLoaded,
  placeholder,
  ...props
}: StateSelectProps<K>) {
  const t = useUiT();
  const key = valueKey ?? 'id';
  const list = useAsyncList(country, () =>
    loadStates(country).then((states) => {
      onLoaded?.(states);
      return states;
    }),
  );
  type V = K extends 'uf' ? string : number;
  return (
    <LookupSelect<StateOption, V>
      {...props}
      placeholder={placeholder ?? t('location.selectState')}
      list={list}
      optionOf={(s) => ({ value: (key === 'uf' ? s.uf : s.id) as V, label: s.nome })}
      emptyText={t('location.noState')}
    />
  );
}

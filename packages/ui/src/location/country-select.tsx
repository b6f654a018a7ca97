import { type CountryOption } from '@sisacte/contracts/localization/places';
import { loadCountries } from './api';
import { LookupSelect, type LookupSelectBaseProps } from './lookup-select';
import { useAsyncList } from './use-async-list';
import { useUiT } from '../i18n/ui-text';

export interface CountrySelectProps extends LookupSelectBaseProps {
  /** Country id (Brazil is 1). */
  value?: number | null;
  onChange?: (id: number | null, country?: CountryOption) => void;
}

/** Searchable list of every country (Brazil first), typed text matched ignoring accents and case. */
export function CountrySelect({ placeholder, ...props }: CountrySelectProps) {
  const t = useUiT();
  const list = useAsyncList('countries', loadCountries);
  return (
    <LookupSelect<CountryOption, number>
      {...props}
      placeholder={placeholder ?? t('location.selectCountry')}
      list={list}
      optionOf={(c) => ({ value: c.id, label: c.nome_pt })}
      emptyText={t('location.noCountry')}
    />
  );
}

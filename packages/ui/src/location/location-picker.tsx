import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { BRAZIL_ID } from '@sisacte/contracts/localization/places';
import { CitySelect } from './city-select';
import { CountrySelect } from './country-select';
import { StateSelect } from './state-select';
import { useHasStates } from './use-has-states';
import { useUiT } from '../i18n/ui-text';

/** Country, state and city; abroad (a country without states) the state and city are free text. */
export interface LocationValue {
  country?: number | null;
  /** State id, or its UF with `stateValueKey="uf"`. */
  state?: number | string | null;
  city?: number | null;
  foreing_state?: string | null;
  foreing_city?: string | null;
}

export interface LocationPickerProps {
  value?: LocationValue;
  onChange?: (value: LocationValue) => void;
  /** Search filters and the complaint wizard: Brazil only, no country field. */
  brazilOnly?: boolean;
  stateValueKey?: 'id' | 'uf';
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix?: string;
  labels?: Partial<Record<'country' | 'state' | 'city' | 'foreignState' | 'foreignCity', string>>;
  /** The saved city, so that its name shows when editing. */
  initialCity?: { id: number; nome: string } | null;
  errors?: Partial<Record<keyof LocationValue, string>>;
  required?: boolean;
  disabled?: boolean;
  /** Columns per field on large screens (of 24). */
  span?: number;
}

export function LocationPicker({
  value = {},
  onChange,
  brazilOnly,
  stateValueKey = 'id',
  idPrefix = 'local',
  labels,
  initialCity,
  errors = {},
  required,
  disabled,
  span = 8,
}: LocationPickerProps) {
  const t = useUiT();
  const text = {
    country: t('location.country'),
    state: t('location.state'),
    city: t('location.city'),
    foreignState: t('location.foreignState'),
    foreignCity: t('location.foreignCity'),
    ...labels,
  };
  const country = brazilOnly ? BRAZIL_ID : (value.country ?? null);
  const hasStates = useHasStates(country);
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (patch: LocationValue) => onChange?.({ ...value, ...patch });
  const item = (name: keyof LocationValue, label: string, control: ReactNode) => (
    <Col xs={24} md={span} key={name}>
      <Form.Item
        label={label}
        htmlFor={id(name)}
        required={required}
        validateStatus={errors[name] ? 'error' : undefined}
        help={errors[name]}
      >
        {control}
      </Form.Item>
    </Col>
  );
  // Abroad the state and the city are typed, not picked.
  const freeText = (name: 'foreing_state' | 'foreing_city', label: string) =>
    item(
      name,
      label,
      <Input id={id(name)} value={value[name] ?? ''} maxLength={100} disabled={disabled} onChange={(e) => set({ [name]: e.target.value })} />,
    );

  return (
    <Row gutter={16}>
      {!brazilOnly &&
        item(
          'country',
          text.country,
          <CountrySelect
            id={id('country')}
            value={country}
            disabled={disabled}
            status={errors.country ? 'error' : undefined}
            onChange={(next) => set({ country: next, state: null, city: null, foreing_state: null, foreing_city: null })}
          />,
        )}
      {country !== null && hasStates === false ? (
        <>
          {freeText('foreing_state', text.foreignState)}
          {freeText('foreing_city', text.foreignCity)}
        </>
      ) : (
        <>
          {item(
            'state',
            text.state,
            <StateSelect<'id' | 'uf'>
              id={id('state')}
              country={country ?? BRAZIL_ID}
              valueKey={stateValueKey}
              value={value.state ?? null}
              disabled={disabled || country === null}
              placeholder={country === null ? t('location.selectCountryFirst') : undefined}
              status={errors.state ? 'error' : undefined}
              onChange={(next) => set({ state: next, city: null })}
            />,
          )}
          {item(
            'city',
            text.city,
            <CitySelect
              id={id('city')}
              uf={stateValueKey === 'uf' ? ((value.state as string | null | undefined) ?? null) : undefined}
              stateId={stateValueKey === 'id' ? ((value.state as number | null | undefined) ?? null) : undefined}
              value={value.city ?? null}
              initialOption={initialCity}
              disabled={disabled}
              status={errors.city ? 'error' : undefined}
              onChange={(next) => set({ city: next })}
            />,
          )}
        </>
      )}
    </Row>
  );
}

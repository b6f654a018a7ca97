import type { ReactNode } from 'react';
import { Col, Form, Input } from 'antd';
import { CitySelect, CountrySelect, StateSelect } from '@sisacte/ui';
import type { WelcomedFilterValues } from './filters';

export interface LocationFilterFieldsProps {
  value: WelcomedFilterValues;
  onChange: (patch: Partial<WelcomedFilterValues>) => void;
  idPrefix: string;
}

/**
 * Birth place filters: nationality (any country); state and city pickers restricted to Brazil, the state
 * first and then the city, searched 400 ms after typing; foreign state and city as free text.
 */
export function LocationFilterFields({ value, onChange, idPrefix }: LocationFilterFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const item = (name: string, label: string, control: ReactNode) => (
    <Col xs={24} sm={12} lg={6}>
      <Form.Item label={label} htmlFor={id(name)} style={{ marginBottom: 12 }}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <>
      {item(
        'nacionality',
        'Nacionalidade',
        <CountrySelect id={id('nacionality')} placeholder="Todas" value={value.nacionality ?? null}
          onChange={(v) => onChange({ nacionality: v ?? undefined })} />,
      )}
      {item(
        'state',
        'Estado de nascimento (UF)',
        <StateSelect id={id('state')} placeholder="Todos" value={value.state ?? null}
          onChange={(v) => onChange({ state: v ?? undefined, city: undefined })} />,
      )}
      {item(
        'city',
        'Cidade de nascimento',
        <CitySelect id={id('city')} stateId={value.state ?? null} value={value.city ?? null}
          onChange={(v) => onChange({ city: v ?? undefined })} />,
      )}
      {item(
        'foreing_state',
        'Estado estrangeiro',
        <Input id={id('foreing_state')} value={value.foreing_state ?? ''} maxLength={100} allowClear
          onChange={(e) => onChange({ foreing_state: e.target.value })} />,
      )}
      {item(
        'foreing_city',
        'Cidade estrangeira',
        <Input id={id('foreing_city')} value={value.foreing_city ?? ''} maxLength={100} allowClear
          onChange={(e) => onChange({ foreing_city: e.target.value })} />,
      )}
    </>
  );
}

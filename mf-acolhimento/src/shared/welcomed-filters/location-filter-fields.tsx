import { Col, Form, Input } from 'antd';
import type { WelcomedFilterValues } from './filters';

export interface LocationFilterFieldsProps {
  value: WelcomedFilterValues;
  onChange: (patch: Partial<WelcomedFilterValues>) => void;
  idPrefix: string;
}

/** Birth place filters: nationality, Brazilian state then city (SPEC §2.2), or foreign state/city as text. */
export function LocationFilterFields({ value, onChange, idPrefix }: LocationFilterFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item label="Estado estrangeiro" htmlFor={id('foreing_state')} style={{ marginBottom: 12 }}>
          <Input id={id('foreing_state')} value={value.foreing_state ?? ''} maxLength={100} allowClear
            onChange={(e) => onChange({ foreing_state: e.target.value })} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item label="Cidade estrangeira" htmlFor={id('foreing_city')} style={{ marginBottom: 12 }}>
          <Input id={id('foreing_city')} value={value.foreing_city ?? ''} maxLength={100} allowClear
            onChange={(e) => onChange({ foreing_city: e.target.value })} />
        </Form.Item>
      </Col>
    </>
  );
}

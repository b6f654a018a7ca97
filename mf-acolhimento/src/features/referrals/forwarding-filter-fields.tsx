import { Divider, Form, Row } from 'antd';
import { WelcomedFilterFields } from '../../shared/welcomed-filters/welcomed-filter-fields';
import { type FilterOptions } from '../../shared/welcomed-filters/use-filter-options';
import { DateFilter } from '../../shared/welcomed-filters/filter-col';
import { type ForwardingFilterValues } from './forwarding-filters';

export interface ForwardingFilterFieldsProps {
  value: ForwardingFilterValues;
  onChange: (value: ForwardingFilterValues) => void;
  options: FilterOptions;
}

/** The referral's dates, then every filter of the people list about the referred person. */
export function ForwardingFilterFields({ value, onChange, options }: ForwardingFilterFieldsProps) {
  return (
    <>
      <Form layout="vertical" component="div" requiredMark={false}>
        <Row gutter={16}>
          <DateFilter id="encaminhamento-data-ini" label="Encaminhado a partir de" value={value.forwarding_date_ini}
            onChange={(v) => onChange({ ...value, forwarding_date_ini: v })} />
          <DateFilter id="encaminhamento-data-end" label="Encaminhado até" value={value.forwarding_date_end}
            onChange={(v) => onChange({ ...value, forwarding_date_end: v })} />
        </Row>
      </Form>
      <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>Pessoa encaminhada</Divider>
      <WelcomedFilterFields value={value} onChange={(v) => onChange({ ...value, ...v })} options={options} idPrefix="encaminhamento-filtro" />
    </>
  );
}

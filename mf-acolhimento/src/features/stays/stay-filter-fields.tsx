import { Input, Row } from 'antd';
import { FilterCol } from '@sisacte/ui';
import { DateFilter, EnumFilter, yesNo } from '../../shared/welcomed-filters/filter-col';
import { type OpenFilter, type StayFilterValues } from './stay-filters';

export interface StayFilterFieldsProps {
  value: StayFilterValues;
  onChange: (value: StayFilterValues) => void;
}

/** The stays list's filters: the person's name, the check-in period and whether the stay is still open. */
export function StayFilterFields({ value, onChange }: StayFilterFieldsProps) {
  const set = (patch: Partial<StayFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Row gutter={16}>
      <FilterCol label="Nome da pessoa" htmlFor="estadia-nome">
        <Input id="estadia-nome" value={value.name} maxLength={150} allowClear onChange={(e) => set({ name: e.target.value })} />
      </FilterCol>
      <DateFilter id="estadia-checkin-ini" label="Check-in a partir de" value={value.checkin_ini || undefined}
        onChange={(v) => set({ checkin_ini: v ?? '' })} />
      <DateFilter id="estadia-checkin-end" label="Check-in até" value={value.checkin_end || undefined}
        onChange={(v) => set({ checkin_end: v ?? '' })} />
      <EnumFilter id="estadia-aberta" label="Em aberto" value={value.open || undefined} options={yesNo('Em aberto (hospedados)', 'Com check-out')}
        onChange={(v) => set({ open: (v ?? '') as OpenFilter })} />
    </Row>
  );
}

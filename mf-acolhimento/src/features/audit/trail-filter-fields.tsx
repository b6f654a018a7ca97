import { useEffect, useState } from 'react';
import { Row, Select } from 'antd';
import { TRAIL_ACTION_LABELS, TRAIL_ACTIONS, TRAIL_RECORD_LABELS, TRAIL_RECORD_TYPES, type TrailUser } from '@sisacte/contracts/audit/trail';
import { FilterCol } from '@sisacte/ui';
import { DateFilter, EnumFilter } from '../../shared/welcomed-filters/filter-col';
import { listTrailUsers } from './api';
import { type TrailFilterValues } from './trail-filters';

export interface TrailFilterFieldsProps {
  value: TrailFilterValues;
  onChange: (value: TrailFilterValues) => void;
  /** The whole trail's filters too: record type and action (an 'Acessos' tab has user and period only). */
  all?: boolean;
  /** Prefix of the fields' ids (two sets on one page stay apart). */
  idPrefix?: string;
}

const RECORD_OPTIONS = [{ value: '', label: 'Todos' }, ...TRAIL_RECORD_TYPES.map((t) => ({ value: t, label: TRAIL_RECORD_LABELS[t] }))];
const ACTION_OPTIONS = [{ value: '', label: 'Todas' }, ...TRAIL_ACTIONS.map((a) => ({ value: a, label: TRAIL_ACTION_LABELS[a] }))];

/** The users a filter may name (loaded once per field set): 'ativo' false shows '(desativado)'. */
function useTrailUsers(): { value: string; label: string }[] {
  const [users, setUsers] = useState<TrailUser[]>([]);
  useEffect(() => {
    let live = true;
    listTrailUsers().then(
      (list) => live && setUsers(list),
      () => undefined, // the field stays empty: the list itself reports a failed request
    );
    return () => {
      live = false;
    };
  }, []);
  return users.map((u) => ({ value: String(u.id), label: u.ativo ? u.name : `${u.name} (desativado)` }));
}

/** The trail's filters: user and period; with `all`, also record type and action. */
export function TrailFilterFields({ value, onChange, all = false, idPrefix = 'trilha' }: TrailFilterFieldsProps) {
  const users = useTrailUsers();
  const set = (patch: Partial<TrailFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Row gutter={16}>
      <FilterCol label="Usuário" htmlFor={`${idPrefix}-usuario`}>
        <Select
          id={`${idPrefix}-usuario`}
          aria-label="Usuário"
          showSearch
          allowClear
          optionFilterProp="label"
          placeholder="Todos"
          value={value.usuario || undefined}
          options={users}
          onChange={(v: string | undefined) => set({ usuario: v ?? '' })}
        />
      </FilterCol>
      {all && <EnumFilter id={`${idPrefix}-tipo`} label="Tipo de registro" value={value.tipo || undefined} options={RECORD_OPTIONS} onChange={(v) => set({ tipo: v ?? '' })} />}
      {all && <EnumFilter id={`${idPrefix}-acao`} label="Ação" value={value.acao || undefined} options={ACTION_OPTIONS} onChange={(v) => set({ acao: v ?? '' })} />}
      <DateFilter id={`${idPrefix}-data-ini`} label="De" value={value.data_ini || undefined} onChange={(v) => set({ data_ini: v ?? '' })} />
      <DateFilter id={`${idPrefix}-data-fim`} label="Até" value={value.data_fim || undefined} onChange={(v) => set({ data_fim: v ?? '' })} />
    </Row>
  );
}

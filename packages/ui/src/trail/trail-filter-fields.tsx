import { useEffect, useState } from 'react';
import { Row, Select } from 'antd';
import { type TrailUser } from '@sisacte/contracts/audit/trail';
import { TRAIL_ACTION_LABELS, TRAIL_ACTIONS, TRAIL_RECORD_LABELS, TRAIL_RECORD_TYPES } from '@sisacte/contracts/audit/trail-rules';
import { FilterCol } from '../list-page/filter-col';
import { LazyDateField } from '../date/lazy-date-field';
import { trailApi } from './api';
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

/** The users a filter may name (loaded once per field set): one no longer active reads '(desativado)'. */
function useTrailUsers(): { value: string; label: string }[] {
  const [users, setUsers] = useState<TrailUser[]>([]);
  useEffect(() => {
    let live = true;
    trailApi.users().then(
      (list) => live && setUsers(list),
      () => undefined, // the field stays empty: the list itself reports a failed request
    );
    return () => {
      live = false;
    };
  }, []);
  return users.map((u) => ({ value: String(u.id), label: u.ativo ? u.name : `${u.name} (desativado)` }));
}

/** A select of fixed choices, the first ('') meaning no filter. */
function ChoiceFilter({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <FilterCol label={label} htmlFor={id}>
      <Select id={id} aria-label={label} value={value} options={options} onChange={onChange} />
    </FilterCol>
  );
}

function DateFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <FilterCol label={label} htmlFor={id}>
      <LazyDateField id={id} style={{ width: '100%' }} value={value || null} onChange={(v) => onChange(v ?? '')} />
    </FilterCol>
  );
}

/** The trail's filters: user and period ('De', 'Até'); with `all`, also record type and action. */
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
      {all && <ChoiceFilter id={`${idPrefix}-tipo`} label="Tipo de registro" value={value.tipo} options={RECORD_OPTIONS} onChange={(v) => set({ tipo: v })} />}
      {all && <ChoiceFilter id={`${idPrefix}-acao`} label="Ação" value={value.acao} options={ACTION_OPTIONS} onChange={(v) => set({ acao: v })} />}
      <DateFilter id={`${idPrefix}-data-ini`} label="De" value={value.data_ini} onChange={(v) => set({ data_ini: v })} />
      <DateFilter id={`${idPrefix}-data-fim`} label="Até" value={value.data_fim} onChange={(v) => set({ data_fim: v })} />
    </Row>
  );
}

import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTabParam } from './use-tab-param';

/** A tab about the stored record (its participants, its files). */
export interface RecordTab<E, K extends string> {
  key: K;
  label: string;
  /** How many the tab holds, beside its label once the record exists: 'Participantes (3)'. */
  count?: number;
  /** The tab's content, for the stored record. */
  children: (record: E) => ReactNode;
}

export interface RecordTabsProps<E, K extends string> {
  /** The stored record; undefined for a new one, which has only its form until it is saved. */
  record: E | undefined;
  /** The first tab: the record's form. */
  form: { key: K; label: string; children: ReactNode };
  /** The tabs about the stored record, disabled until it exists. */
  tabs: RecordTab<E, K>[];
}

/** A record screen's tabs, the open one kept in the address (?tab=): first the record's form, then what hangs off it once stored. */
export function RecordTabs<E, K extends string>({ record, form, tabs }: RecordTabsProps<E, K>) {
  const [tab, setTab] = useTabParam<K>([form.key, ...tabs.map((t) => t.key)]);
  return (
    <Tabs
      activeKey={record ? tab : form.key}
      onChange={(k) => setTab(k as K)}
      items={[
        { key: form.key, label: form.label, children: form.children },
        ...tabs.map(({ key, label, count, children }) => ({
          key,
          label: record && count !== undefined ? `${label} (${count})` : label,
          disabled: !record,
          children: record && children(record),
        })),
      ]}
    />
  );
}

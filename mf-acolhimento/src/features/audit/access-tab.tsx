import { useState } from 'react';
import { Alert, Flex, Space, Typography } from 'antd';
import { type TrailEntry } from '@sisacte/contracts/audit/trail';
import { ExportButtons, FilterForm, readableMessage, ServerPageTable, useServerPage } from '@sisacte/ui';
import { listTrail, saveTrailXlsx, type TrailSubjectRef } from './api';
import { trailColumns } from './trail-columns';
import { EMPTY_TRAIL_FILTERS, trailFilters, type TrailFilterValues } from './trail-filters';
import { TrailFilterFields } from './trail-filter-fields';

/**
 * The 'Acessos' tab of a record (a person): who read, changed, exported or downloaded it and when,
 * newest first, filtered by user and period, with its XLSX. For administrators and the
 * data-protection officer.
 */
export function AccessTab({ subject }: { subject: TrailSubjectRef }) {
  const [draft, setDraft] = useState<TrailFilterValues>(EMPTY_TRAIL_FILTERS);
  const [applied, setApplied] = useState<TrailFilterValues>(EMPTY_TRAIL_FILTERS);
  const list = useServerPage((page) => listTrail(applied, page, subject), `${subject.type}:${subject.id}|${trailFilters.codec.key(applied)}`);
  const filtered = trailFilters.count(applied) > 0;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Cada leitura, alteração, exportação e download deste registro, com quem e quando. O conteúdo do registro nunca entra na trilha.
      </Typography.Paragraph>
      <FilterForm onSearch={() => setApplied(draft)} onClear={() => (setDraft(EMPTY_TRAIL_FILTERS), setApplied(EMPTY_TRAIL_FILTERS))}>
        <TrailFilterFields value={draft} onChange={setDraft} idPrefix={`acessos-${subject.type}`} />
      </FilterForm>
      <Space>
        <ExportButtons xlsx={() => saveTrailXlsx(applied, subject)} />
      </Space>
      {list.error && <Alert type="error" showIcon title={readableMessage(list.error.message)} />}
      <ServerPageTable<TrailEntry>
        rowKey="id"
        list={list}
        columns={trailColumns()}
        emptyText={filtered ? 'Nenhum acesso encontrado com esses filtros' : 'Nenhum acesso registrado'}
      />
    </Flex>
  );
}

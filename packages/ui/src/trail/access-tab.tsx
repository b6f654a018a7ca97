import { useState } from 'react';
import { Alert, Flex, Space, Typography } from 'antd';
import { type TrailEntry, type TrailSubjectType } from '@sisacte/contracts/audit/trail';
import { ExportButtons } from '../list-page/export-buttons';
import { FilterForm } from '../list-page/filter-box';
import { ServerPageTable } from '../list-page/server-page-table';
import { useServerPage } from '../list-page/use-server-page';
import { readableMessage } from '../readable-message';
import { trailApi, type TrailSubjectRef } from './api';
import { trailColumns } from './trail-columns';
import { EMPTY_TRAIL_FILTERS, trailFilters, type TrailFilterValues } from './trail-filters';
import { TrailFilterFields } from './trail-filter-fields';

const WHAT_IS_TRACED: Record<TrailSubjectType, string> = {
  pessoa: 'Cada leitura, alteração, exportação e download deste cadastro e dos seus registros, com quem e quando. O conteúdo do cadastro nunca entra na trilha.',
  denuncia: 'Cada leitura, alteração, exportação e download desta denúncia e dos seus arquivos, com quem e quando. O conteúdo da denúncia nunca entra na trilha.',
};

/**
 * The 'Acessos' tab of a record (a person or a complaint): who read, changed, exported or downloaded
 * it and when, newest first, filtered by user and period, with its XLSX. For administrators and the
 * data-protection officer.
 */
export function AccessTab({ subject }: { subject: TrailSubjectRef }) {
  const [draft, setDraft] = useState<TrailFilterValues>(EMPTY_TRAIL_FILTERS);
  const [applied, setApplied] = useState<TrailFilterValues>(EMPTY_TRAIL_FILTERS);
  const list = useServerPage((page) => trailApi.list(applied, page, subject), `${subject.type}:${subject.id}|${trailFilters.codec.key(applied)}`);
  const filtered = trailFilters.count(applied) > 0;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {WHAT_IS_TRACED[subject.type]}
      </Typography.Paragraph>
      <FilterForm onSearch={() => setApplied(draft)} onClear={() => (setDraft(EMPTY_TRAIL_FILTERS), setApplied(EMPTY_TRAIL_FILTERS))}>
        <TrailFilterFields value={draft} onChange={setDraft} idPrefix={`acessos-${subject.type}`} />
      </FilterForm>
      <Space>
        <ExportButtons xlsx={() => trailApi.saveXlsx(applied, subject)} />
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

import { useEffect, useState } from 'react';
import { Alert, Flex, Row, Select, Space, Tag, Typography } from 'antd';
import { TRAIL_ACTION_LABELS, trailDetailsText, trailRecordText, type TrailEntry, type TrailUser } from '@sisacte/contracts/audit/trail';
import { ExportButtons, FilterCol, FilterForm, formatDateTime, LazyDateField, readableMessage, ServerPageTable, useServerPage } from '@sisacte/ui';
import { listComplaintAccesses, listTrailUsers, saveComplaintAccessesXlsx, type AccessFilters } from './api';

const EMPTY: AccessFilters = { usuario: '', data_ini: '', data_fim: '' };

/**
 * The 'Acessos' tab of a complaint (administrators and the data-protection officer): who opened,
 * changed, exported it or downloaded its files, and when, newest first; filtered by user and period;
 * its XLSX. The complaint's content never enters the trail.
 */
export function AccessTab({ complaintId }: { complaintId: number }) {
  const [draft, setDraft] = useState<AccessFilters>(EMPTY);
  const [applied, setApplied] = useState<AccessFilters>(EMPTY);
  const [users, setUsers] = useState<TrailUser[]>([]);
  const list = useServerPage((page) => listComplaintAccesses(complaintId, applied, page), `${complaintId}|${applied.usuario}|${applied.data_ini}|${applied.data_fim}`);
  useEffect(() => {
    listTrailUsers().then(setUsers, () => undefined);
  }, []);
  const set = (patch: Partial<AccessFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const filtered = Object.values(applied).some(Boolean);

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Cada leitura, alteração, exportação e download desta denúncia e dos seus arquivos, com quem e quando.
      </Typography.Paragraph>
      <FilterForm onSearch={() => setApplied(draft)} onClear={() => (setDraft(EMPTY), setApplied(EMPTY))}>
        <Row gutter={16}>
          <FilterCol label="Usuário" htmlFor="acessos-usuario">
            <Select
              id="acessos-usuario"
              aria-label="Usuário"
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder="Todos"
              value={draft.usuario || undefined}
              options={users.map((u) => ({ value: String(u.id), label: u.ativo ? u.name : `${u.name} (desativado)` }))}
              onChange={(v: string | undefined) => set({ usuario: v ?? '' })}
            />
          </FilterCol>
          <FilterCol label="De" htmlFor="acessos-data-ini">
            <LazyDateField id="acessos-data-ini" style={{ width: '100%' }} value={draft.data_ini || null} onChange={(v) => set({ data_ini: v ?? '' })} />
          </FilterCol>
          <FilterCol label="Até" htmlFor="acessos-data-fim">
            <LazyDateField id="acessos-data-fim" style={{ width: '100%' }} value={draft.data_fim || null} onChange={(v) => set({ data_fim: v ?? '' })} />
          </FilterCol>
        </Row>
      </FilterForm>
      <Space>
        <ExportButtons xlsx={() => saveComplaintAccessesXlsx(complaintId, applied)} />
      </Space>
      {list.error && <Alert type="error" showIcon title={readableMessage(list.error.message)} />}
      <ServerPageTable<TrailEntry>
        rowKey="id"
        list={list}
        emptyText={filtered ? 'Nenhum acesso encontrado com esses filtros' : 'Nenhum acesso registrado'}
        columns={[
          { title: 'Data e hora', dataIndex: 'em', width: 150, render: (v: string) => formatDateTime(v) },
          { title: 'Usuário', key: 'usuario', render: (_: unknown, e) => e.usuario?.name ?? <Typography.Text type="secondary">Sistema</Typography.Text> },
          { title: 'Ação', dataIndex: 'acao', render: (v: TrailEntry['acao']) => <Tag>{TRAIL_ACTION_LABELS[v] ?? v}</Tag> },
          { title: 'Registro', key: 'registro', render: (_: unknown, e) => trailRecordText(e.registro) },
          { title: 'Rota', dataIndex: 'rota', render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '—') },
          { title: 'Detalhes', key: 'detalhes', render: (_: unknown, e) => trailDetailsText(e.detalhes) || '—' },
        ]}
      />
    </Flex>
  );
}

import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { ComplaintListItem } from '@sisacte/contracts/denuncias/complaint-list';
import type { Page } from '@sisacte/contracts/common/page';
import { useLatestRequest } from '@sisacte/ui';
import { ComplaintFilterFields } from '../../shared/complaint-filters/complaint-filter-fields';
import { EMPTY_COMPLAINT_FILTERS, type ComplaintFilterValues } from '../../shared/complaint-filters/complaint-filters';
import { listComplaints } from '../../shared/complaint-filters/api';
import { ComplaintStatusTag } from '../../shared/complaint-status-tag';

export interface ComplaintPickerProps {
  open: boolean;
  /** Complaints already in the operation (not offered again). */
  included: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (complaints: ComplaintListItem[]) => void;
}

/**
 * Panel 3's chooser: the complaint list's own filters (dates, score, forecast, state and city,
 * organization, status, the map area) and its results; only 'Protocolada' complaints can be ticked.
 */
export function ComplaintPicker({ open, included, onClose, onAdd }: ComplaintPickerProps) {
  const [filters, setFilters] = useState<ComplaintFilterValues>({ ...EMPTY_COMPLAINT_FILTERS, status: 'Protocolada' });
  const [applied, setApplied] = useState<ComplaintFilterValues | null>(null);
  const [page, setPage] = useState<Page<ComplaintListItem> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ComplaintListItem[]>([]);
  const begin = useLatestRequest();

  /** The last search or page asked for wins: an older answer arriving later is dropped. */
  async function search(values: ComplaintFilterValues, number: number) {
    const isLatest = begin();
    setLoading(true);
    setError(null);
    try {
      const found = await listComplaints(values, false, number);
      if (!isLatest()) return;
      setPage(found);
      setApplied(values);
    } catch (e) {
      if (isLatest()) setError((e as Error).message);
    } finally {
      if (isLatest()) setLoading(false);
    }
  }

  function close() {
    setChosen([]);
    onClose();
  }

  return (
    <Modal
      open={open}
      onCancel={close}
      title="Adicionar denúncias à operação"
      width={1000}
      okText={`Incluir ${chosen.length === 1 ? '1 denúncia' : `${chosen.length} denúncias`}`}
      okButtonProps={{ disabled: chosen.length === 0 }}
      cancelText="Cancelar"
      onOk={() => {
        onAdd(chosen);
        close();
      }}
      destroyOnHidden
    >
      <form
        aria-label="Filtros de denúncias"
        onSubmit={(e) => {
          e.preventDefault();
          void search(filters, 0);
        }}
      >
        <ComplaintFilterFields value={filters} onChange={setFilters} />
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
            Localizar
          </Button>
          <Button onClick={() => setFilters({ ...EMPTY_COMPLAINT_FILTERS })}>Limpar</Button>
        </Space>
      </form>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      {page && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          Só denúncias &quot;Protocolada&quot; podem ser escolhidas: as &quot;Encaminhada para Fiscalização&quot; já estão numa operação aberta (conclua,
          cancele ou retire-as de lá antes) e as &quot;Fiscalizada&quot; já foram fiscalizadas.
        </Typography.Paragraph>
      )}
      {page && (
        <Table<ComplaintListItem>
          size="small"
          rowKey="id"
          dataSource={page.content}
          loading={loading}
          scroll={{ x: 600 }}
          aria-label="Denúncias encontradas"
          locale={{ emptyText: 'Nenhuma denúncia encontrada com esses filtros' }}
          rowSelection={{
            selectedRowKeys: chosen.map((c) => c.id),
            getCheckboxProps: (c) => ({
              disabled: included.has(c.id) || c.status !== 'Protocolada',
              'aria-label': `Escolher ${c.numerodemanda}`,
              title: included.has(c.id) ? 'Já incluída nesta operação' : c.status !== 'Protocolada' ? `Não pode ser escolhida: está "${c.status}"` : undefined,
            }),
            onChange: (_, rows) => setChosen((before) => [...before.filter((c) => !page.content.some((r) => r.id === c.id)), ...rows]),
          }}
          pagination={{
            current: page.number + 1,
            pageSize: page.size,
            total: page.totalElements,
            showSizeChanger: false,
            onChange: (n) => applied && void search(applied, n - 1),
          }}
          columns={[
            { title: 'Protocolo', dataIndex: 'numerodemanda', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span> },
            { title: 'Estabelecimento', dataIndex: 'nomefantasia' },
            { title: 'Município/UF', key: 'cidade', render: (_, c) => `${c.municipio.nome}/${c.uf}` },
            { title: 'IRTE', dataIndex: 'score', width: 70, align: 'right' },
            { title: 'Situação', dataIndex: 'status', render: (v: ComplaintListItem['status'], c) => (included.has(c.id) ? <Typography.Text type="secondary">Já incluída</Typography.Text> : <ComplaintStatusTag status={v} />) },
          ]}
        />
      )}
    </Modal>
  );
}
